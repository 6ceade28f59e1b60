import { PGlite, types } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CUSTOM_PLAN_RUNS, GENERIC_PLAN_TRIALS, keepsGenericPlan, prepareStatements, type StatementCacheStats } from "../../product-api/src/db/pglite-statements";

// ADR 0039: the product API's PGlite runs each statement text as a named prepared statement. What a caller gets must
// be what PGlite's own query() gives, errors included, and a statement must never run inside another's transaction.

let client: PGlite;
let plain: PGlite["query"];
let stats: () => StatementCacheStats;

beforeAll(async () => {
  client = await PGlite.create("memory://");
  plain = client.query.bind(client);
  await client.exec(`
    create table things (id serial primary key, name text not null unique, seen boolean, at timestamptz, doc jsonb, tags text[], amount numeric(10, 2));
    insert into things (name, seen, at, doc, tags, amount) values
      ('bread', true, '2026-11-30T10:00:00Z', '{"kind": "bakery"}', '{a,b}', 1.50),
      ('milk', null, null, null, null, null);
  `);
  stats = prepareStatements(client);
}, 60_000);

afterAll(async () => {
  await client?.close();
});

describe("PGlite statements prepared once (ADR 0039)", () => {
  it("answers as PGlite's own query() does, for values of every kind, in object and array rows", async () => {
    const text = "select id, name, seen, at, doc, tags, amount, $2::text as echoed from things where name = any($1::text[]) or at > $3 order by id";
    const params = [["bread", "milk"], null, new Date("2026-01-01T00:00:00Z")];
    const expected = await plain(text, params);
    expect(expected.rows).toHaveLength(2);
    for (let i = 0; i < 3; i++) {
      const got = await client.query(text, params);
      expect(got.rows).toEqual(expected.rows);
      expect(got.fields).toEqual(expected.fields);
    }
    // drizzle's way: rows as arrays, some types left as text.
    const options = { rowMode: "array" as const, parsers: { [types.TIMESTAMPTZ]: (value: string) => value } };
    expect((await client.query(text, params, options)).rows).toEqual((await plain(text, params, options)).rows);
  });

  it("parses a text once and runs it again by name", async () => {
    const before = stats();
    const text = "select name from things where id = $1";
    for (const id of [1, 2, 1]) expect((await client.query<{ name: string }>(text, [id])).rows[0].name).toBe(id === 1 ? "bread" : "milk");
    const after = stats();
    expect(after.prepared - before.prepared).toBe(1);
    expect(after.reused - before.reused).toBe(2);
  });

  it("fails as PGlite does (the code, the statement) and the next statement runs", async () => {
    const insert = "insert into things (name) values ($1) returning id";
    await client.query(insert, ["eggs"]);
    const error = await client.query(insert, ["eggs"]).then(
      () => null,
      (e: unknown) => e as { code?: string; query?: string },
    );
    expect(error?.code).toBe("23505");
    expect(error?.query).toBe(insert);
    expect((await client.query<{ n: number }>("select count(*)::int as n from things where name = $1", ["eggs"])).rows[0].n).toBe(1);
  });

  it("never runs a statement inside another's transaction: it waits for the commit, then sees it", async () => {
    const count = "select count(*)::int as n from things where name = $1";
    let read: Promise<number> | null = null;
    let readEarly = false;
    await client.transaction(async (tx) => {
      await tx.query("insert into things (name) values ('jam')");
      read = client.query<{ n: number }>(count, ["jam"]).then((r) => r.rows[0].n);
      void read.then(() => (readEarly = true));
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(readEarly).toBe(false);
    });
    expect(await read).toBe(1);
  });

  it("prepares a statement again when its table changed under it", async () => {
    await client.exec("create table boxes (id int primary key)");
    await client.exec("insert into boxes values (1)");
    const text = "select * from boxes where id = $1";
    expect((await client.query(text, [1])).rows).toEqual([{ id: 1 }]);
    await client.exec("alter table boxes add column size int default 7");
    expect((await client.query(text, [1])).rows).toEqual([{ id: 1, size: 7 }]);
  });

  it("keeps at most the most recently used statements, and one forgotten is prepared again", async () => {
    const small = await PGlite.create("memory://");
    try {
      const smallStats = prepareStatements(small, { max: 2 });
      const texts = ["select $1::int + 1 as n", "select $1::int + 2 as n", "select $1::int + 3 as n"];
      for (const text of texts) await small.query(text, [1]);
      expect(smallStats()).toMatchObject({ prepared: 3, kept: 2 });
      expect((await small.query<{ n: number }>(texts[0], [1])).rows[0].n).toBe(2);
      expect(smallStats()).toMatchObject({ prepared: 4, kept: 2 });
    } finally {
      await small.close();
    }
  }, 60_000);
});

describe("a generic plan kept only where it is not slower", () => {
  it("keepsGenericPlan: kept when the later runs' median is within a quarter or half a millisecond of the planned runs'", () => {
    expect(keepsGenericPlan([4, 4, 4, 4], [3, 3, 3, 3, 3, 3, 3, 3])).toBe(true);
    expect(keepsGenericPlan([4, 4, 4, 4], [5, 5, 5, 5, 5, 5, 5, 5])).toBe(true);
    expect(keepsGenericPlan([4, 4, 4, 4], [6, 6, 6, 6, 6, 6, 6, 6])).toBe(false);
    // Small statements: a quarter of 0.4 ms is noise.
    expect(keepsGenericPlan([0.4, 0.4, 0.4, 0.4], [0.7, 0.7, 0.7, 0.7])).toBe(true);
    // One slow run does not decide it.
    expect(keepsGenericPlan([4, 4, 4, 4], [4, 4, 4, 4, 4, 4, 4, 40])).toBe(true);
  });

  it("a statement whose runs got slower after the fifth goes back to being planned every time", async () => {
    const timed = await PGlite.create("memory://");
    try {
      // A clock read at the start and the end of each execution: 1 ms for the first five, 10 ms after.
      let reads = 0;
      let t = 0;
      const now = () => {
        reads++;
        if (reads % 2 === 1) return t;
        t += reads / 2 > CUSTOM_PLAN_RUNS ? 10 : 1;
        return t;
      };
      const timedStats = prepareStatements(timed, { now });
      const text = "select $1::int * 2 as n";
      for (let run = 1; run <= CUSTOM_PLAN_RUNS + GENERIC_PLAN_TRIALS; run++) expect((await timed.query<{ n: number }>(text, [run])).rows[0].n).toBe(run * 2);
      expect(timedStats()).toMatchObject({ prepared: 1, kept: 0, replanned: 1 });
      const reused = timedStats().reused;
      expect((await timed.query<{ n: number }>(text, [21])).rows[0].n).toBe(42);
      expect(timedStats()).toMatchObject({ prepared: 1, reused, replanned: 1 });
    } finally {
      await timed.close();
    }
  }, 60_000);
});
