import { sql } from "drizzle-orm";
import { check, doublePrecision, timestamp, type PgColumn } from "drizzle-orm/pg-core";

// Shared column shapes. The schema is the source of truth: drizzle-kit generates product-api/migrations from it.
export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
export const createdAt = () => ts("created_at").notNull().defaultNow();
export const dbl = (name: string) => doublePrecision(name);

/**
 * CHECK (column IN (…)) over a text column's `enum` values: Drizzle's `enum` only narrows the TypeScript type, the
 * database needs the constraint. Named as PostgreSQL names an inline check (`users_sex_check`).
 */
export function oneOf(table: string, column: PgColumn) {
  // In the extra-config callback columns are ExtraConfigColumns (for .desc() etc.): the enum sits in their config.
  const config = (column as unknown as { config?: { enumValues?: readonly string[] } }).config;
  const values = (column.enumValues ?? config?.enumValues ?? []).map((v) => `'${v.replaceAll("'", "''")}'`).join(", ");
  if (!values) throw new Error(`oneOf: ${table}.${column.name} has no enum values`);
  return check(`${table}_${column.name}_check`, sql.raw(`${column.name} IN (${values})`));
}

/** A named CHECK constraint from SQL text over the table's own columns. */
export const checks = (name: string, condition: string) => check(name, sql.raw(condition));
