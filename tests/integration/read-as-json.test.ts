import { asc, desc, eq, isNotNull, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { PgliteDatabase } from "drizzle-orm/pglite";
import { describe, expect, it } from "vitest";
import { readAsJson, rowsAsJson, type SelectQuery } from "@/product-api/src/db/json";
import { orders, users, vendors } from "@/product-api/src/db/schema";
import { choseViewer } from "@/product-api/src/social/graph";
import { placedColumns } from "@/product-api/src/social/people";
import { vendorMarkerColumns } from "@/product-api/src/vendors/markers";
import { seededApi } from "./support/seeded-api";

// Issue 26 §5 / ADR 0033: the friends map's people and vendors and the vendors map's markers are read as one JSON value
// on PGlite, which decodes every value of every row on its own. The rows must be the very rows the query answers:
// every type a column maps (timestamps, JSON, nulls), the selection's nesting, the order. This file runs on PGlite,
// and on PostgreSQL in the scale stage (TEST_DATABASE_URL), where readAsJson leaves the query as it is but the JSON
// path is held to the same rows.
const { api } = seededApi({ pushPollMs: 3_600_000 });

/** Values the database layer counted while `read` ran, and its rows. */
async function counted<T>(read: () => PromiseLike<T[]>): Promise<{ values: number; rows: T[] }> {
  const before = api().valuesRead();
  const rows = await read();
  return { values: api().valuesRead() - before, rows };
}

describe("ADR 0033: a select read as one JSON value gives the rows the query gives", () => {
  const cases = {
    "the friends map's people, with whether each chose the viewer (an sql field) and a nullable timestamp": () =>
      api().db.select({ ...placedColumns, choseViewer: choseViewer(1) }).from(users).where(isNotNull(users.latitude)).orderBy(users.id),
    "the friends map's vendors": () => api().db.select({ ...vendorMarkerColumns, vendor_type: vendors.vendorType }).from(vendors).orderBy(vendors.id),
    "the vendors map's markers, newest id first": () => api().db.select(vendorMarkerColumns).from(vendors).where(eq(vendors.isActive, true)).orderBy(desc(vendors.id)),
    "whole orders rows (timestamps, JSON, nulls) under a key, with a window count": () =>
      api().db.select({ order: orders, total: sql<number>`(count(*) over ())::int` }).from(orders).orderBy(asc(orders.orderedDate), asc(orders.id)),
    "no row at all": () => api().db.select(vendorMarkerColumns).from(vendors).where(eq(vendors.id, -1)),
  };

  for (const [name, query] of Object.entries(cases) as Array<[string, () => SelectQuery<unknown>]>) {
    it(name, async () => {
      const plain = await counted(() => query());
      const json = await counted(() => rowsAsJson(api().db, query()));
      expect(json.rows).toEqual(plain.rows);
      // The database layer counts the values inside the JSON as it counts a row's (ADR 0024's tests still hold).
      expect(json.values).toBe(plain.values);
    });
  }

  it("keeps each type as the driver gives it: Dates, parsed JSON, nulls and numbers", async () => {
    const rows = await rowsAsJson(api().db, cases["whole orders rows (timestamps, JSON, nulls) under a key, with a window count"]());
    expect(rows.length).toBeGreaterThan(4);
    const { order, total } = rows[0];
    expect(total).toBe(rows.length);
    expect(order.orderedDate).toBeInstanceOf(Date);
    expect(Number.isNaN(order.orderedDate.getTime())).toBe(false);
    expect(rows.some((r) => r.order.scheduleTime === null)).toBe(true);
    expect(typeof order.totalPrice).toBe("number");
    const people = await rowsAsJson(api().db, cases["the friends map's people, with whether each chose the viewer (an sql field) and a nullable timestamp"]());
    expect(people.some((p) => p.lastActiveAt instanceof Date)).toBe(true);
    expect(people.every((p) => typeof p.choseViewer === "boolean" && typeof p.latitude === "number")).toBe(true);
  });

  it("is what readAsJson does on PGlite, and on a PostgreSQL server it reads the query as it is", async () => {
    const statements: string[] = [];
    const db = api().db;
    const query = () => db.select(vendorMarkerColumns).from(vendors).orderBy(vendors.id).limit(3);
    const execute = db.execute.bind(db);
    db.execute = ((q: Parameters<typeof execute>[0]) => {
      statements.push(typeof q === "string" ? q : new PgDialect().sqlToQuery(q.getSQL()).sql);
      return execute(q);
    }) as typeof db.execute;
    try {
      expect(await readAsJson(db, query())).toEqual(await query());
    } finally {
      db.execute = execute;
    }
    if (db instanceof PgliteDatabase) expect(statements).toEqual([expect.stringMatching(/^select coalesce\(json_agg\(json_build_array\(.*\)::text as "json_rows" from \(/s)]);
    else expect(statements).toEqual([]);
  });
});
