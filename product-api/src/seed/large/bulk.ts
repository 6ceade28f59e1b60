import { getTableColumns, getTableName, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { insertChunked } from "../context";

// Issue 26: the large seed writes about a million rows. Drizzle's insert builder costs about 0.1 ms of CPU a row
// (a parameter object per value), more than PostgreSQL takes to store it; so these rows — the same `$inferInsert`
// objects the builders make for the small seed — go in as multi-row INSERTs written here, each value encoded by its
// drizzle column (mapToDriverValue: dates, JSON) and quoted as a literal, 1,000 rows a statement, through the same
// insertChunked. Only generated seed data goes this way: nothing a user typed.

const ROWS_PER_STATEMENT = 1_000;

/** A value as an SQL literal (standard_conforming_strings: only single quotes need doubling). */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return "NULL";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`seed: not a finite number: ${value}`);
    return String(value);
  }
  if (typeof value === "boolean") return value ? "true" : "false";
  if (value instanceof Date) return `'${value.toISOString()}'`;
  const text = typeof value === "string" ? value : JSON.stringify(value);
  if (text.includes("\u0000")) throw new Error("seed: a NUL character cannot be stored");
  return `'${text.replaceAll("'", "''")}'`;
}

/** `INSERT INTO table (…) VALUES (…), (…)` for rows of a drizzle table; a value left undefined takes the column default. */
export function insertStatement<T extends PgTable>(table: T, rows: ReadonlyArray<T["$inferInsert"]>): string {
  const columns = Object.entries(getTableColumns(table)) as Array<[string, PgColumn]>;
  const used = columns.filter(([key]) => rows.some((row) => (row as Record<string, unknown>)[key] !== undefined));
  const values = rows.map((row) => {
    const r = row as Record<string, unknown>;
    return `(${used.map(([key, column]) => (r[key] === undefined ? "DEFAULT" : r[key] === null ? "NULL" : sqlLiteral(column.mapToDriverValue(r[key])))).join(",")})`;
  });
  return `INSERT INTO "${getTableName(table)}" (${used.map(([, column]) => `"${column.name}"`).join(",")}) VALUES ${values.join(",")}`;
}

export async function bulkInsert<T extends PgTable>(db: Db, table: T, rows: Array<T["$inferInsert"]>): Promise<void> {
  await insertChunked(rows, (chunk) => db.execute(sql.raw(insertStatement(table, chunk))), ROWS_PER_STATEMENT);
}

/** The highest id of a table after the small seed: the large seed's rows go on from there. */
export async function maxId(db: Db, table: PgTable & { id: PgColumn }): Promise<number> {
  const [row] = await db.select({ n: sql<number>`coalesce(max(${table.id}), 0)::int` }).from(table as PgTable);
  return Number(row.n);
}
