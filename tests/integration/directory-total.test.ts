import { and, asc, count, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { containsText } from "@/product-api/src/db/like";
import { peopleSearch, users } from "@/product-api/src/db/schema";
import { DIRECTORY_PAGE_SIZE } from "@/product-api/src/routes/social";
import { linksOf, listedUser, lowerName, nameContains } from "@/product-api/src/social/graph";
import { rowsOf } from "@/product-api/src/db/rows";
import { personColumns, shijoerJson, viewPeople } from "@/product-api/src/social/people";
import { seededApi } from "./support/seeded-api";

// Issue 26 §5: GET users/shijoers does not read a page past the last, and reads who chose the viewer with the page.
// These tests hold every answer — data, current_page, last_page, total — to the one the route gave before: a fresh
// count and page, read the way it read them. And they hold that a write shows at once, whoever made it (a total kept
// between answers was tried and not kept: it only helps while nothing at all is written; ADR 0029, session 28 amendment).
// Seeded people (product-api/src/seed/data): demo (1) is friends with 3–7; Gent (6) and Hana Kelmendi (18) hide as
// shijoer; Ardit (8) invited demo; Noel (10) is a stranger. The push sender's poll is kept out of the way (it writes,
// and this file counts statements).
const { api, call, login } = seededApi({ pushPollMs: 3_600_000 });

const DEMO = { id: 1, email: "demo@shijo.al" };
const GENT = { id: 6, email: "gent@shijo.al" };
const NOEL = { id: 10, email: "noel@shijo.al" };
const HANA = { id: 18, email: "hana.kelmendi6@shijo.al" };

type Directory = { data: Array<{ id: number; full_name: string }>; current_page: number; last_page: number; total: number };
const ids = (d: Directory) => d.data.map((p) => p.id);

async function directory(token: string, name: string | undefined, page: number): Promise<Directory> {
  const query = new URLSearchParams({ page: String(page) });
  if (name !== undefined) query.set("name", name);
  const res = await call(`users/shijoers?${query}`, { token });
  expect(res.status, `${name} ${page}`).toBe(200);
  return res.json.shijoers;
}

/**
 * The answer as the route gave it before: the viewer's links, a count and a page read afresh,
 * with the name matched as ILIKE would match the name or the username (read-paths.test.ts holds search_name to it).
 */
async function fresh(me: number, name: string | undefined, page: number): Promise<Directory> {
  const { db, clock, url } = api();
  const text = name?.trim();
  const links = await linksOf(db, me);
  const friends = [...links].filter(([, l]) => l.status === "accepted").map(([other]) => other);
  const where = and(
    listedUser,
    ne(users.id, me),
    or(eq(users.hideAsShijoer, false), friends.length ? inArray(users.id, friends) : sql`false`),
    text ? or(containsText(users.fullName, text), containsText(users.username, text)) : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(users).where(where);
  const rows = await db.select(personColumns).from(users).where(where).orderBy(asc(lowerName), asc(users.id)).limit(DIRECTORY_PAGE_SIZE).offset((page - 1) * DIRECTORY_PAGE_SIZE);
  const views = await viewPeople(db, me, rows, links, clock.now());
  return { data: rows.map((r) => shijoerJson(views.get(r.id)!, url, me)), current_page: page, last_page: Math.max(1, Math.ceil(total / DIRECTORY_PAGE_SIZE)), total };
}

/** Asks twice and holds both answers to a fresh read. */
async function asked(viewer: { id: number; email: string }, name: string | undefined, page = 1): Promise<Directory> {
  const token = await login(viewer.email);
  const first = await directory(token, name, page);
  const again = await directory(token, name, page);
  const expected = await fresh(viewer.id, name, page);
  expect(first, `${viewer.email} ${JSON.stringify(name)} page ${page}`).toEqual(expected);
  expect(again, `${viewer.email} ${JSON.stringify(name)} page ${page}, asked again`).toEqual(expected);
  return first;
}

describe("GET users/shijoers answers as a fresh count and page (issue 26 §5)", () => {
  it("for every viewer, text and page, asked once and again", async () => {
    const names = [undefined, "", "a", "A", "  a ", "ë", "ra", "elira", "KELMENDI", "arta.demo", "%", "_", "\\", "zzz"];
    for (const viewer of [DEMO, GENT, NOEL]) {
      for (const name of names) {
        const first = await asked(viewer, name);
        for (const page of [2, first.last_page, first.last_page + 1, 10_000]) await asked(viewer, name, page);
      }
    }
    // Not vacuous: searches that list several pages and searches that list nobody.
    expect((await asked(DEMO, "a")).last_page).toBeGreaterThan(1);
    expect((await asked(DEMO, "zzz")).total).toBe(0);
  });

  it("a page past the last is not read, and who chose the viewer is no statement of its own", async () => {
    const token = await login(DEMO.email);
    const statements = async (name: string, page: number) => {
      const before = api().queryCount();
      await directory(token, name, page);
      return api().queryCount() - before;
    };
    expect((await fresh(DEMO.id, "i", 1)).last_page).toBeGreaterThan(1);
    const counted = await statements("i", 1);
    // The session's user, the links, the count and the page (with who chose demo).
    expect(counted).toBeLessThanOrEqual(4);
    expect(await statements("i", 2)).toBe(counted);
    expect(await statements("i", 10_000)).toBe(counted - 1);
  });
});

describe("GET users/shijoers shows a write at once", () => {
  it("a friend hidden as shijoer is listed once accepted and gone once removed, an invitation alone lists nobody", async () => {
    const demo = await login(DEMO.email);
    const hana = await login(HANA.email);
    const before = await asked(DEMO, "kelmendi");
    expect(ids(before)).not.toContain(HANA.id);
    expect((await call("users/friends/update", { token: hana, body: { friend_id: DEMO.id, status: "invited" } })).status).toBe(200);
    expect((await asked(DEMO, "kelmendi")).total).toBe(before.total);
    expect((await call("users/friends/update", { token: demo, body: { friend_id: HANA.id, status: "accepted" } })).status).toBe(200);
    const friends = await asked(DEMO, "kelmendi");
    expect(friends.total).toBe(before.total + 1);
    expect(ids(friends)).toContain(HANA.id);
    expect((await call("users/friends/remove", { token: demo, body: { friend_id: HANA.id } })).status).toBe(200);
    expect(await asked(DEMO, "kelmendi")).toEqual(before);
  });

  it("someone who hides as shijoer is gone at once, and back once they stop", async () => {
    const noel = await login(NOEL.email);
    const before = await asked(DEMO, "noel");
    expect(ids(before)).toContain(NOEL.id);
    expect((await call("users/update-map-setting", { token: noel, body: { hide_shijoer: 1 } })).status).toBe(200);
    const hidden = await asked(DEMO, "noel");
    expect(hidden.total).toBe(before.total - 1);
    expect(ids(hidden)).not.toContain(NOEL.id);
    expect((await call("users/update-map-setting", { token: noel, body: { hide_shijoer: 0 } })).status).toBe(200);
    expect(await asked(DEMO, "noel")).toEqual(before);
  });

  it("a new name is found at once, and so is a write made straight to the database (another instance, an operator)", async () => {
    const noel = await login(NOEL.email);
    expect((await asked(DEMO, "qzwx")).total).toBe(0);
    expect((await call("users", { method: "PUT", token: noel, body: { full_name: "Noel Qzwx" } })).status).toBe(200);
    expect(ids(await asked(DEMO, "qzwx"))).toEqual([NOEL.id]);
    await api().db.update(users).set({ fullName: "Noel Marku" }).where(eq(users.id, NOEL.id));
    expect((await asked(DEMO, "qzwx")).total).toBe(0);
    const listed = await asked(DEMO, "a");
    await api().db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, listed.data[0].id));
    try {
      const gone = await asked(DEMO, "a");
      expect(gone.total).toBe(listed.total - 1);
      expect(ids(gone)).not.toContain(listed.data[0].id);
    } finally {
      await api().db.update(users).set({ deletedAt: null }).where(eq(users.id, listed.data[0].id));
    }
    expect(await asked(DEMO, "a")).toEqual(listed);
  });
});

// ADR 0048: the directory counts and pages over people_search, a narrow row a person that a trigger on users keeps.
// It must say what users says after every kind of write, whoever makes it: one row a user, the same search text and
// order, `listed` equal to listedUser, the same hiding.
describe("people_search follows users (ADR 0048)", () => {
  async function disagreements() {
    const { db } = api();
    const differs = (a: unknown, b: unknown) => sql`${a} IS DISTINCT FROM ${b}`;
    const wrong = await db
      .select({ id: users.id })
      .from(users)
      .leftJoin(peopleSearch, eq(peopleSearch.id, users.id))
      .where(
        or(
          isNull(peopleSearch.id),
          differs(peopleSearch.searchName, users.searchName),
          differs(peopleSearch.sortName, lowerName),
          differs(peopleSearch.listed, sql`(${listedUser})`),
          differs(peopleSearch.hideAsShijoer, users.hideAsShijoer),
        ),
      );
    const [{ rows }] = await db.select({ rows: count() }).from(peopleSearch);
    const [{ people }] = await db.select({ people: count() }).from(users);
    return { wrong: wrong.map((w) => w.id), extra: rows - people };
  }

  it("after renames, hiding, unverifying, a change of role, a new person and a deleted one", async () => {
    const { db } = api();
    expect(await disagreements()).toEqual({ wrong: [], extra: 0 });
    const [noel] = await db.select().from(users).where(eq(users.id, NOEL.id));
    const [added] = await db.insert(users).values({ fullName: "Zana Qzwx", email: "zana.qzwx@shijo.al", username: "zana.q", referralCode: "ZQZWX1", verifiedByMobile: true }).returning({ id: users.id });
    try {
      expect(ids(await asked(DEMO, "qzwx"))).toEqual([added.id]);
      await db.update(users).set({ username: "noel.qzwx", hideAsShijoer: true }).where(eq(users.id, NOEL.id));
      expect((await asked(DEMO, "qzwx")).total).toBe(1);
      await db.update(users).set({ hideAsShijoer: false }).where(eq(users.id, NOEL.id));
      expect(ids(await asked(DEMO, "qzwx"))).toEqual([NOEL.id, added.id]);
      await db.update(users).set({ verifiedByMobile: false }).where(eq(users.id, added.id));
      expect(ids(await asked(DEMO, "qzwx"))).toEqual([NOEL.id]);
      await db.update(users).set({ verifiedByMobile: true, role: "vendor" }).where(eq(users.id, added.id));
      expect(ids(await asked(DEMO, "qzwx"))).toEqual([NOEL.id]);
      await db.update(users).set({ role: "customer", fullName: "Ana Qzwx" }).where(eq(users.id, added.id));
      // The order follows the new name: "ana qzwx" before "noel marku".
      expect(ids(await asked(DEMO, "qzwx"))).toEqual([added.id, NOEL.id]);
      expect(await disagreements()).toEqual({ wrong: [], extra: 0 });
    } finally {
      await db.delete(users).where(eq(users.id, added.id));
      await db.update(users).set({ username: noel.username, hideAsShijoer: noel.hideAsShijoer }).where(eq(users.id, NOEL.id));
    }
    expect((await asked(DEMO, "qzwx")).total).toBe(0);
    expect(await disagreements()).toEqual({ wrong: [], extra: 0 });
  });
});

// ADR 0048: a text of three letters or more is looked up in people_search's trigram index; a shorter one, which has no
// trigram to look up and matches most people, never reads it (a prepared statement keeps one plan for every text).
describe("the directory's trigram index (ADR 0048)", () => {
  async function plan(text: string): Promise<string> {
    const { db } = api();
    return db.transaction(async (tx) => {
      // With sequential scans priced out, the plan uses the index whenever the statement allows it at all.
      await tx.execute(sql`set local enable_seqscan = off`);
      const query = tx.select({ total: count() }).from(peopleSearch).where(nameContains(text, peopleSearch.searchName));
      const rows = rowsOf<Record<string, string>>(await tx.execute(sql`explain ${query}`));
      return rows.map((r) => Object.values(r)[0]).join("\n");
    });
  }

  it("serves a text of three letters or more, and never one of one or two", async () => {
    for (const text of ["eli", "Elira", "kelmendi", "arta.demo", "ra1x"]) expect(await plan(text), text).toContain("people_search_trgm_idx");
    for (const text of ["a", "ë", "ra", "a.b", "çë"]) expect(await plan(text), text).not.toContain("people_search_trgm_idx");
    expect(ids(await asked(DEMO, "kelmendi")).length).toBeGreaterThan(0);
  });
});
