import { and, eq, inArray, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";
import { col } from "../db/json";
import { likePattern } from "../db/like";
import { friendships, mapVisibilityFriends, users } from "../db/schema";
import type { FriendLink } from "./friendship";

// The social graph as the routes read it: the link between two users, everyone's relation to the viewer, and who
// may see whose location (spec 3 §4). One pending or accepted link per pair; canceled links are deleted.

type Executor = Pick<Db, "select">;

export interface LinkRow extends FriendLink {
  id: number;
  seen: boolean;
  createdAt: Date;
}

const linkColumns = {
  id: friendships.id,
  senderId: friendships.userId,
  receiverId: friendships.friendId,
  status: friendships.status,
  seen: friendships.seen,
  createdAt: friendships.createdAt,
};

function between(a: number, b: number) {
  return or(and(eq(friendships.userId, a), eq(friendships.friendId, b)), and(eq(friendships.userId, b), eq(friendships.friendId, a)));
}

/** The live (invited or accepted) link between two users, or null. */
export async function linkBetween(db: Executor, a: number, b: number): Promise<LinkRow | null> {
  const [row] = await db
    .select(linkColumns)
    .from(friendships)
    .where(and(between(a, b), inArray(friendships.status, ["invited", "accepted"])))
    .limit(1);
  return row ?? null;
}

/** Every live link of `me`, keyed by the other user's id. */
export async function linksOf(db: Executor, me: number): Promise<Map<number, LinkRow>> {
  const rows = await db
    .select(linkColumns)
    .from(friendships)
    .where(and(or(eq(friendships.userId, me), eq(friendships.friendId, me)), inArray(friendships.status, ["invited", "accepted"])));
  return new Map(rows.map((r) => [r.senderId === me ? r.receiverId : r.senderId, r]));
}

/** spec 3 §3 Shijoer: is_friend, and invite_status "invited" for an invitation I sent ("received" for one I got). */
export function statusFor(link: LinkRow | undefined, me: number): { is_friend: boolean; invite_status: "invited" | "received" | null } {
  if (!link) return { is_friend: false, invite_status: null };
  if (link.status === "accepted") return { is_friend: true, invite_status: null };
  return { is_friend: false, invite_status: link.senderId === me ? "invited" : "received" };
}

/** The chosen friends (except_friend / only_friend) of each owner. */
export async function chosenFriends(db: Executor, ownerIds: number[]): Promise<Map<number, Set<number>>> {
  const out = new Map<number, Set<number>>();
  if (ownerIds.length === 0) return out;
  const rows = await db.select().from(mapVisibilityFriends).where(inArray(mapVisibilityFriends.userId, ownerIds));
  for (const row of rows) {
    const set = out.get(row.userId) ?? new Set<number>();
    set.add(row.friendId);
    out.set(row.userId, set);
  }
  return out;
}

/**
 * The people who chose `viewer` on their except_friend / only_friend list: all a view of them needs to know of that
 * list (map-visibility.ts asks only whether it names the viewer). One read by the viewer's id (the friend_id index),
 * not the whole lists of hundreds of people.
 */
export async function peopleWhoChose(db: Executor, viewer: number): Promise<Set<number>> {
  const rows = await db.select({ userId: mapVisibilityFriends.userId }).from(mapVisibilityFriends).where(eq(mapVisibilityFriends.friendId, viewer));
  return new Set(rows.map((r) => r.userId));
}

/** SQL: whether the person of the row (users) chose `viewer` on their list — peopleWhoChose as a column. */
export function choseViewer(viewer: number) {
  // Named with their tables (col): a query of users alone writes its columns bare.
  return sql<boolean>`exists (select 1 from ${mapVisibilityFriends} where ${col(mapVisibilityFriends.userId)} = ${col(users.id)} and ${col(mapVisibilityFriends.friendId)} = ${viewer})`;
}

/**
 * Listed people `me` may reach by id (a person's page, a friend request, a chat, a group, an invitation): not me,
 * and not hidden as shijoer unless the two are linked (friends, or an invitation either way). Anyone else is
 * answered exactly as an unknown id (issue 24), so sequential ids never tell a hidden person from a missing one.
 */
export function reachableBy(me: number, links: Map<number, LinkRow>) {
  const linked = [...links.keys()];
  return and(listedUser, ne(users.id, me), or(eq(users.hideAsShijoer, false), linked.length ? inArray(users.id, linked) : sql`false`));
}

/** Whether `other` is reachable by `me` (reachableBy), read from the database. */
export async function isReachable(db: Executor, me: number, other: number): Promise<boolean> {
  const links = await linksOf(db, me);
  const [row] = await db.select({ id: users.id }).from(users).where(and(reachableBy(me, links), eq(users.id, other))).limit(1);
  return Boolean(row);
}

/**
 * SQL that narrows a candidate pool to people who may show `viewer` at least an approximate location: the pool of
 * "people nearby" is then ranked only among them, so a person who shows nothing never takes a place in it (and so
 * never moves anyone else by where they are). The same rule as map-visibility.ts's locationAccess (≠ "none"), in SQL:
 * a friend counts only when the mode lets them see (all friends; not excepted; chosen), anyone else only when the
 * person does not hide, does not use "only …" and has not excepted the viewer. social/people.ts still decides each
 * one's view.
 */
export function mayShowLocationTo(viewer: number, friendIds: number[]) {
  const chosenViewer = choseViewer(viewer);
  const excepted = and(eq(users.mapVisibleType, "except_friend"), chosenViewer);
  const allowedFriend = or(
    eq(users.mapVisibleType, "all_friend"),
    and(eq(users.mapVisibleType, "except_friend"), sql`not ${chosenViewer}`),
    and(eq(users.mapVisibleType, "only_friend"), chosenViewer),
  );
  return and(
    eq(users.mapVisible, true),
    or(
      friendIds.length ? and(inArray(users.id, friendIds), allowedFriend) : sql`false`,
      and(eq(users.hideAsShijoer, false), ne(users.mapVisibleType, "only_friend"), sql`not (${excepted})`),
    ),
  );
}

/** Active (not deleted), phone-verified customers: the people of the directory and the map. */
export const listedUser = and(isNull(users.deletedAt), eq(users.verifiedByMobile, true), eq(users.role, "customer"));

export const lowerName = sql`lower(${users.fullName})`;

/**
 * Whether a (lower-cased) search text holds a run of three letters or digits: then pg_trgm finds trigrams in it
 * whatever the database's locale, and its index can look the text up. A shorter text has none to look up (the index
 * would be read whole), and matches most people anyway.
 */
const TRIGRAM_RUN = /[a-z0-9]{3}/;

/**
 * A person's name or username contains `text`, whatever the case: the rows `containsText(full_name) OR
 * containsText(username)` finds, matched once on the stored users.search_name (ADR 0033; the directory's count of
 * "a" on the large seed: 16 → 10 ms on PGlite). The two are joined there by chr(1), so a text without it never
 * matches across the two; a text holding it (nobody types one) finds nobody. `searchName`: the column to match,
 * users' own or the directory's copy in people_search (ADR 0048).
 *
 * Two statements, not one: a text with a TRIGRAM_RUN is matched as `search_name LIKE …`, which people_search's
 * trigram index serves; a shorter one as `(search_name || '') LIKE …`, which no index serves. A prepared statement
 * keeps one plan for every text it is given, and a plan that read the trigram index for "a" would read all of it.
 */
export function nameContains(text: string, searchName: AnyPgColumn = users.searchName): SQL {
  if (text.includes("\u0001")) return sql`false`;
  const pattern = sql`lower(${likePattern(text)})`;
  return TRIGRAM_RUN.test(text.toLowerCase()) ? sql`${searchName} LIKE ${pattern}` : sql`(${searchName} || '') LIKE ${pattern}`;
}
