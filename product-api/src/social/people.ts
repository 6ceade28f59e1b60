import type { Db } from "../db/client";
import { users } from "../db/schema";
import type { UserRow } from "../http/context";
import { absoluteUrl } from "../http/urls";
import { ageOn, publicAgeOn, zodiacSign, type ZodiacSign } from "../../../contract/zodiac";
import { peopleWhoChose, statusFor, type LinkRow } from "./graph";
import { snapToCell } from "./location-grid";
import { locationAccess } from "./map-visibility";

// Issue 24 / ADR 0015: the one place where the product API decides what a viewer learns about another person.
// Every answer that carries a person's location or birth date (the directory, a person's page and its suggestions)
// is built from a PersonView, and the friends map from a PlacedView (the same place, read without the birth date),
// made here before any grouping, counting, filtering by place or ranking by distance — so no count, order or
// presence gives away more than the view itself. Chat participants, group members and invitations carry neither
// (name, username, photo; phone and e-mail are never handed out).

type Executor = Pick<Db, "select">;

/**
 * The columns a person's place as a viewer sees it depends on (locationAccess), with the name, picture and last
 * activity the friends map shows: a PlacedView. The map reads no birth date, sex or country of its up to 500 people.
 */
export const placedColumns = {
  id: users.id,
  username: users.username,
  fullName: users.fullName,
  photo: users.photo,
  latitude: users.latitude,
  longitude: users.longitude,
  mapVisible: users.mapVisible,
  hideAsShijoer: users.hideAsShijoer,
  mapVisibleType: users.mapVisibleType,
  lastActiveAt: users.lastActiveAt,
};
export type PlacedRow = Pick<UserRow, keyof typeof placedColumns>;

/**
 * The columns of a person that a PersonView and the answers built from it use (ADR 0024): a users row has 31 — with
 * the password hash, e-mail and phone no view shows — and PGlite decodes every value it sends in JavaScript.
 */
export const personColumns = {
  ...placedColumns,
  birthdate: users.birthdate,
  sex: users.sex,
  country: users.country,
};
export type PersonRow = Pick<UserRow, keyof typeof personColumns>;

/** A location as the viewer may see it: exact, or the centre of its grid cell with the radius that holds the cell. */
export interface SeenLocation {
  latitude: number;
  longitude: number;
  approximate: boolean;
  /** Metres around the point the person may be in; null when the point is exact. */
  accuracyMetres: number | null;
}

/** Where `viewer` sees a person, if anywhere, and how the two are linked. */
export interface PlacedView<R extends PlacedRow = PlacedRow> {
  row: R;
  /** Null: the viewer sees no location at all. */
  location: SeenLocation | null;
  isFriend: boolean;
  link: LinkRow | undefined;
}

export interface PersonView extends PlacedView<PersonRow> {
  /** The full birth date only for the person and their friends; zodiac sign and age (publicAgeOn) for everyone. */
  birthdate: string | null;
  readonly zodiac: ZodiacSign | null;
  readonly age: number | null;
}

const NOBODY: ReadonlySet<number> = new Set();

/**
 * Where `viewer` may see each of `people` (spec 3 §4 Map visibility as ADR 0015 reads it). `chose`: those of them who
 * chose the viewer on their list, when the caller read it with the people (graph.ts choseViewer); else it is read
 * here.
 */
export async function placePeople<R extends PlacedRow>(db: Executor, viewer: number, people: readonly R[], links: Map<number, LinkRow>, chose?: ReadonlySet<number>): Promise<Map<number, PlacedView<R>>> {
  const choseMe = chose ?? (people.some((p) => p.mapVisibleType !== "all_friend") ? await peopleWhoChose(db, viewer) : NOBODY);
  // Of a person's list only the viewer's place on it matters here (locationAccess asks nothing else).
  const viewerOnly: ReadonlySet<number> = new Set([viewer]);
  const out = new Map<number, PlacedView<R>>();
  for (const row of people) {
    const link = links.get(row.id);
    const isFriend = link?.status === "accepted";
    const access = locationAccess(
      { id: row.id, mapVisible: row.mapVisible, hideAsShijoer: row.hideAsShijoer, mapVisibleType: row.mapVisibleType, chosen: choseMe.has(row.id) ? viewerOnly : NOBODY },
      viewer,
      isFriend,
    );
    out.set(row.id, { row, location: seenLocation(row, access), isFriend, link });
  }
  return out;
}

/** What `viewer` may learn about each of `people`: their place (placePeople), and their birth date, sign and age. */
export async function viewPeople(db: Executor, viewer: number, people: PersonRow[], links: Map<number, LinkRow>, now: Date, chose?: ReadonlySet<number>): Promise<Map<number, PersonView>> {
  const out = new Map<number, PersonView>();
  for (const [id, placed] of await placePeople(db, viewer, people, links, chose)) {
    const { row } = placed;
    const knowsBirthdate = placed.isFriend || row.id === viewer;
    out.set(id, {
      ...placed,
      birthdate: knowsBirthdate ? row.birthdate : null,
      // Worked out when an answer shows them (a person's page, the directory), not for every view.
      get zodiac() {
        return zodiacSign(row.birthdate);
      },
      // Whoever may not see the birth date gets an age that changes with the sign, not on the birthday.
      get age() {
        return knowsBirthdate ? ageOn(row.birthdate, now) : publicAgeOn(row.birthdate, now);
      },
    });
  }
  return out;
}

function seenLocation(row: PlacedRow, access: "exact" | "approximate" | "none"): SeenLocation | null {
  if (access === "none" || row.latitude === null || row.longitude === null) return null;
  if (access === "exact") return { latitude: row.latitude, longitude: row.longitude, approximate: false, accuracyMetres: null };
  const cell = snapToCell(row.latitude, row.longitude);
  return { latitude: cell.latitude, longitude: cell.longitude, approximate: true, accuracyMetres: cell.radiusMetres };
}

/**
 * spec 3 §3 Shijoer as the viewer may see it: coordinates only as the view allows (with `approximate` and
 * `accuracy_m` for a cell), `birthdate` only for friends, the zodiac sign and age for everyone.
 */
export function shijoerJson(view: PersonView, baseUrl: string, viewer: number) {
  const { row, location } = view;
  return {
    id: row.id,
    username: row.username,
    full_name: row.fullName,
    photo: absoluteUrl(baseUrl, row.photo),
    birthdate: view.birthdate,
    zodiac: view.zodiac,
    age: view.age,
    sex: row.sex,
    country: row.country,
    latitude: location?.latitude ?? null,
    longitude: location?.longitude ?? null,
    approximate: location?.approximate ?? false,
    accuracy_m: location?.accuracyMetres ?? null,
    ...statusFor(view.link, viewer),
  };
}
