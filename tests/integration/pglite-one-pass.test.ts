// ADR 0033: the product API runs each PGlite statement in one exchange (product-api/src/db/pglite-query.ts) rather
// than PGlite's query() with its six. It must be the same for every caller: the same rows and types for the same
// parameters, errors with their SQLSTATE and nothing left half-done after them, and transactions that keep other
// statements out. Each is held against PGlite's own query() on the same database.
import { PGlite, types } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paramText, queryInOnePass } from "@/product-api/src/db/pglite-query";

let db: PGlite;

beforeAll(async () => {
  db = await PGlite.create("memory://");
  await db.exec(`
    create table things (
      id serial primary key,
      name text not null unique,
      tags text[] not null default '{}',
      counts int[] not null default '{}',
      data jsonb,
      seen_at timestamptz,
      active boolean not null default true,
      price numeric(10, 2)
    );
  `);
}, 60_000);
afterAll(async () => db?.close());

describe("a parameter's text (what node-postgres sends untyped)", () => {
  it("writes each kind of value as PostgreSQL reads it", () => {
    expect(paramText(null)).toBeNull();
    expect(paramText(undefined)).toBeNull();
    expect(paramText("Çaj mali")).toBe("Çaj mali");
    expect(paramText(12.5)).toBe("12.5");
    expect(paramText(12n)).toBe("12");
    expect(paramText(false)).toBe("false");
    expect(paramText(new Date("2026-11-30T01:02:03.004Z"))).toBe("2026-11-30T01:02:03.004Z");
    expect(paramText({ a: [1, "b"] })).toBe('{"a":[1,"b"]}');
    expect(paramText(new Uint8Array([0, 255]))).toBe("\\x00ff");
    expect(paramText(["a", 'say "hi"', "back\\slash", null, ["x"]])).toBe('{"a","say \\"hi\\"","back\\\\slash",NULL,{"x"}}');
  });
});

describe("one statement in one exchange", () => {
  const insert = `insert into things (name, tags, counts, data, seen_at, active, price) values ($1, $2, $3, $4, $5, $6, $7) returning *`;
  const when = new Date("2026-11-30T01:02:03.004Z");

  it("writes and reads the same rows, with the same types, as PGlite's own query()", async () => {
    const mine = await queryInOnePass(db, insert, ["one", ["a", 'b "q"', "c\\d"], [1, 2], { nested: { ok: true } }, when, false, "9.90"]);
    const theirs = await db.query(insert, ["two", ["a", 'b "q"', "c\\d"], [1, 2], { nested: { ok: true } }, when, false, "9.90"]);
    const { id: _a, name: _n, ...mineRow } = mine.rows[0] as Record<string, unknown>;
    const { id: _b, name: _m, ...theirRow } = theirs.rows[0] as Record<string, unknown>;
    expect(mineRow).toEqual(theirRow);
    expect(mineRow).toEqual({ tags: ["a", 'b "q"', "c\\d"], counts: [1, 2], data: { nested: { ok: true } }, seen_at: when, active: false, price: "9.90" });
    expect(mine.fields.map((f) => f.name)).toEqual(theirs.fields.map((f) => f.name));
    expect(mine.affectedRows).toBe(1);

    const read = `select name, tags, data, seen_at from things where counts @> $1 and name = any($2) and seen_at <= $3 order by name`;
    const params = [[2], ["one", "two"], new Date("2027-01-01T00:00:00Z")];
    expect(await queryInOnePass(db, read, params)).toEqual(await db.query(read, params));
  });

  it("honours the row mode and the parsers a caller gives (drizzle reads timestamps as text, rows as arrays)", async () => {
    const options = { rowMode: "array" as const, parsers: { [types.TIMESTAMPTZ]: (value: string) => value } };
    const read = `select name, seen_at from things where name = $1`;
    const mine = await queryInOnePass(db, read, ["one"], options);
    expect(mine.rows).toEqual((await db.query(read, ["one"], options)).rows);
    expect(mine.rows[0]).toEqual(["one", expect.stringMatching(/^2026-11-30 01:02:03\.004\+00/)]);
  });

  it("a failing statement rejects with its SQLSTATE, and leaves nothing half-done for the next one", async () => {
    await expect(queryInOnePass(db, insert, ["one", [], [], null, null, true, null])).rejects.toMatchObject({ code: "23505" });
    await expect(queryInOnePass(db, "selec 1", [])).rejects.toMatchObject({ code: "42601" });
    await expect(queryInOnePass(db, "select $1::int", ["not a number"])).rejects.toMatchObject({ code: "22P02" });
    expect((await queryInOnePass<{ n: number }>(db, "select count(*)::int as n from things", [])).rows).toEqual([{ n: 2 }]);
    expect((await db.query<{ n: number }>("select count(*)::int as n from things")).rows).toEqual([{ n: 2 }]);
  });

  it("inside a transaction: its statements are the transaction's, and a statement from outside waits for its end", async () => {
    const order: string[] = [];
    let outside: Promise<unknown> = Promise.resolve();
    await db
      .transaction(async (tx) => {
        await queryInOnePass(db, insert, ["three", [], [], null, null, true, null], undefined, true);
        // From outside: not inside this transaction, so it runs once the transaction has ended (and sees its end).
        outside = queryInOnePass<{ n: number }>(db, "select count(*)::int as n from things where name = 'three'", []).then((r) => order.push(`outside saw ${r.rows[0].n}`));
        await new Promise((resolve) => setTimeout(resolve, 30));
        const inside = await queryInOnePass<{ n: number }>(db, "select count(*)::int as n from things where name = 'three'", [], undefined, true);
        order.push(`inside saw ${inside.rows[0].n}`);
        await tx.rollback();
      })
      .catch(() => undefined);
    await outside;
    expect(order).toEqual(["inside saw 1", "outside saw 0"]);
  });
});
