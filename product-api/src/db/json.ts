import { getTableName, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

// Reading what an answer shows in one statement, as JSON subqueries (issue 26 §5): the helpers those reads share.

/**
 * A column named with its table, whatever the query around it. Drizzle writes the columns of a query of one table
 * bare ("id"); inside a subquery of another table a bare name would be that table's, or ambiguous.
 */
export function col(column: PgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/** PostgreSQL's driver hands `json` parsed, PGlite's too; text is parsed here in case a driver does not. */
export function fromJson<T>(value: unknown): T {
  return (typeof value === "string" ? JSON.parse(value) : value) as T;
}
