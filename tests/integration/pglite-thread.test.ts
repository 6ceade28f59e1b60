import { PGlite, types } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "@/product-api/src/db/client";
import { openPgliteThread, type ThreadedPglite } from "@/product-api/src/db/pglite-thread";

// ADR 0049: the product API's PGlite runs on a thread of its own. What a caller gets through the thread must be what
// PGlite gives on the caller's own thread (rows, fields, drizzle's text-kept types, errors), transactions must commit,
// roll back and keep other statements out, NOTIFY must reach a listener, and — the point of it — the API's thread
// must keep answering while a statement runs.

const SETUP = `
  create table things (id serial primary key, name text not null unique, seen boolean, at timestamptz, born date, doc jsonb, tags text[], amount numeric(10, 2));
  insert into things (name, seen, at, born, doc, tags, amount) values
    ('bread', true, '2026-11-30T10:00:00Z', '1990-05-17', '{"kind": "bakery"}', '{a,b}', 1.50),
    ('milk', null, null, null, null, null, null);
`;

let here: PGlite;
let thread: ThreadedPglite;

beforeAll(async () => {
  [here, thread] = await Promise.all([PGlite.create("memory://"), openPgliteThread("memory://")]);
  await here.exec(SETUP);
  await thread.exec(SETUP);
}, 60_000);

afterAll(async () => {
  await Promise.all([here?.close(), thread?.close()]);
});

/**
 * When (ms from the start) a 10 ms timer set just before `statement()` fired, when the statement was answered, and
 * its answer.
 */
async function timerDuring<T>(statement: () => Promise<T>) {
  const started = performance.now();
  const fired = new Promise<number>((resolve) => setTimeout(() => resolve(performance.now() - started), 10));
  const answer = await statement();
  const doneAt = performance.now() - started;
  return { firedAt: await fired, doneAt, answer };
}

const failure = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error as Record<string, unknown>);

describe("PGlite on its own thread (ADR 0049)", () => {
  it("answers as PGlite on the caller's thread does, in object rows and in drizzle's array rows", async () => {
    const text = "select id, name, seen, at, born, doc, tags, amount, $2::text as echoed from things where name = any($1::text[]) or at > $3 order by id";
    const params = [["bread", "milk"], null, new Date("2026-01-01T00:00:00Z")];
    const expected = await here.query(text, params);
    expect(expected.rows).toHaveLength(2);
    const got = await thread.query(text, params);
    expect(got.rows).toEqual(expected.rows);
    expect(got.fields).toEqual(expected.fields);
    // A Date stays a Date, JSON stays parsed.
    expect((got.rows[0] as { at: unknown }).at).toBeInstanceOf(Date);
    // drizzle's way: arrays, and dates, timestamps and intervals left as PostgreSQL's text.
    const keepText = (value: string) => value;
    const options = { rowMode: "array" as const, parsers: { [types.TIMESTAMPTZ]: keepText, [types.DATE]: keepText } };
    const arrays = await thread.query(text, params, options);
    expect(arrays.rows).toEqual((await here.query(text, params, options)).rows);
    expect((arrays.rows[0] as unknown[])[3]).toBe("2026-11-30 10:00:00+00");
    expect((arrays.rows[0] as unknown[])[4]).toBe("1990-05-17");
  });

  it("refuses a parser it cannot carry to the thread instead of dropping it", async () => {
    const upper = (value: string) => value.toUpperCase();
    await expect(thread.query("select name from things", [], { parsers: { [types.TEXT]: upper } })).rejects.toThrow(/not the identity/);
  });

  it("fails as PGlite does (the code, the constraint, the statement) and the next statement runs", async () => {
    const insert = "insert into things (name) values ($1) returning id";
    await thread.query(insert, ["eggs"]);
    const [mine, theirs] = await Promise.all([failure(thread.query(insert, ["eggs"])), failure(here.query(insert, ["bread"]))]);
    expect(mine).toBeInstanceOf(Error);
    expect(mine).toMatchObject({ code: "23505", constraint: "things_name_key", query: insert, message: theirs?.message?.toString().replace("bread", "eggs") });
    expect((await thread.query<{ n: number }>("select count(*)::int as n from things")).rows[0].n).toBe(3);
  });

  it("commits a transaction, rolls one back when its callback throws or asks to, and keeps other statements out", async () => {
    await thread.transaction(async (tx) => {
      await tx.query("insert into things (name) values ('kept')");
    });
    const thrown = await failure(
      thread.transaction(async (tx) => {
        await tx.query("insert into things (name) values ('thrown')");
        throw new Error("changed my mind");
      }),
    );
    expect(thrown?.message).toBe("changed my mind");
    await thread.transaction(async (tx) => {
      await tx.query("insert into things (name) values ('asked')");
      await tx.rollback();
    });
    // A statement sent while a transaction is open runs after it, never inside it: the insert below does not see
    // the row the transaction has not committed yet, and is not undone by its rollback.
    let outside: Promise<unknown> = Promise.resolve();
    await thread.transaction(async (tx) => {
      await tx.query("insert into things (name) values ('inside')");
      outside = thread.query("insert into things (name) select 'outside saw ' || count(*) from things where name = 'inside'");
      await new Promise((resolve) => setTimeout(resolve, 50));
      await tx.rollback();
    });
    await outside;
    const names = (await thread.query<{ name: string }>("select name from things where id > 3 order by id")).rows.map((r) => r.name);
    expect(names).toEqual(["kept", "outside saw 0"]);
  });

  it("hands NOTIFY to a listener on the API's thread, and stops when told", async () => {
    const heard: string[] = [];
    const stop = await thread.listen("thread_test", (payload) => heard.push(payload));
    await thread.query("select pg_notify('thread_test', 'one')");
    await expect.poll(() => heard).toEqual(["one"]);
    await stop();
    await thread.query("select pg_notify('thread_test', 'two')");
    await thread.query("select 1");
    expect(heard).toEqual(["one"]);
  });

  it("keeps the API's thread free while a statement runs (on the caller's thread it is stopped)", async () => {
    const free = await timerDuring(() => thread.query("select pg_sleep(0.4)"));
    // The 10 ms timer fired while the statement was still running, long before its end.
    expect(free.firedAt).toBeLessThan(free.doneAt - 200);
    const stopped = await timerDuring(() => here.query("select pg_sleep(0.4)"));
    expect(stopped.firedAt).toBeGreaterThanOrEqual(400);
  });
});

describe("openDatabase on PGlite (ADR 0049)", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: "memory://" });
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  it("runs PGlite on its own thread by default, with drizzle, tracing and the values tally on the API's thread", async () => {
    const before = { queries: database.queryCount(), values: database.valuesRead() };
    const { firedAt, doneAt, answer: rows } = await timerDuring(() => database.db.execute(sql`select pg_sleep(0.4), 1 as one, 'ë' as letter`));
    // The timer fired while the statement ran, long before its end.
    expect(firedAt).toBeLessThan(doneAt - 200);
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([{ pg_sleep: "", one: 1, letter: "ë" }]);
    expect(database.queryCount() - before.queries).toBe(1);
    expect(database.valuesRead() - before.values).toBe(3);
  });

  it("fails every statement clearly once closed", async () => {
    const other = await openDatabase({ dataDir: "memory://" });
    await other.close();
    const error = await failure(other.db.execute(sql`select 1`));
    expect((error?.cause as Error | undefined)?.message).toBe("PGlite thread: the database is closed");
  });
});
