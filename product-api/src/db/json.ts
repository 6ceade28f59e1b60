import { Column, getTableColumns, getTableName, is, SQL, sql, Table, type SQLWrapper } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { PgliteDatabase } from "drizzle-orm/pglite";
import type { Db } from "./client";
import { rowsOf } from "./rows";
import { JSON_ROWS } from "./traced";

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

/**
 * Whether a column's value goes into the JSON as PostgreSQL's text of it: the drivers read these types as text and
 * the column maps that text (a timestamp, a date, numeric, bigint, interval). Numbers, booleans, text and JSON are the
 * same value either way and go in as themselves.
 */
const SAME_IN_JSON = new Set(["PgInteger", "PgSerial", "PgSmallInt", "PgSmallSerial", "PgDoublePrecision", "PgReal", "PgBoolean", "PgText", "PgVarchar", "PgChar", "PgJson", "PgJsonb", "PgUUID"]);

type Field = { path: string[]; column: Column | null };
/** A drizzle select: its SQL, its rows when awaited, and the fields it selects. */
export type SelectQuery<T> = SQLWrapper & PromiseLike<T[]> & { _: { selectedFields: object } };

/** The fields of a selection in the order the statement lists them (a table's columns in its order), with their paths. */
function fieldsOf(selection: object, path: string[] = []): Field[] {
  return Object.entries(selection).flatMap(([key, field]): Field[] => {
    if (is(field, Column)) return [{ path: [...path, key], column: field }];
    if (is(field, SQL) || is(field, SQL.Aliased)) return [{ path: [...path, key], column: null }];
    if (is(field, Table)) return fieldsOf(getTableColumns(field), [...path, key]);
    return fieldsOf(field as object, [...path, key]);
  });
}

/**
 * A select's rows read as one JSON value on PGlite (issue 26 §5, ADR 0033); on a PostgreSQL server the query as it
 * is. PGlite decodes every value of every row in JavaScript, one at a time: the friends map's 500 people × 11 values
 * cost it 14 ms, the same rows as one `json_agg` value 7 ms; the vendors map's 2,195 markers 42 → 17 ms. On a server
 * the JSON costs more than it saves (people 3.1 → 4.2 ms, markers 9 → 18 ms): node-postgres reads rows fast, and
 * PostgreSQL builds the JSON text. A transaction (not the database itself) reads as the query does too.
 */
export function readAsJson<T>(db: Pick<Db, "execute">, query: SelectQuery<T>): Promise<T[]> {
  return is(db, PgliteDatabase) ? rowsAsJson(db, query) : Promise.resolve(query);
}

/**
 * Runs a select as one JSON value and gives back the rows the query itself answers. Each row travels as a JSON array
 * in the statement's column order; a column maps its value as it maps the driver's, and a type the drivers read as
 * text is sent as that text. The value itself travels as JSON text, parsed once on the API's thread (the database
 * layer's tally does it, traced.ts): PGlite's thread (ADR 0049) then hands over one string, not 500 rows of objects
 * to copy — on the large seed, the friends map's people 6.7 → 6.0 ms a read, the copy and parse on the two threads
 * 1.03 → 0.20 ms (ADR 0049, session 41). Limits, each use held by a test to the query's own rows: an `sql` field is
 * taken as JSON gives it (a number, boolean, text or JSON, no mapWith), and a left join's missing row is not made null.
 */
export async function rowsAsJson<T>(db: Pick<Db, "execute">, query: SelectQuery<T>): Promise<T[]> {
  const fields = fieldsOf(query._.selectedFields);
  const names = fields.map((_, i) => sql.identifier(`c${i}`));
  const values = fields.map(({ column }, i) => (column && !SAME_IN_JSON.has(column.columnType) ? sql`q.${names[i]}::text` : sql`q.${names[i]}`));
  const result = await db.execute(sql`select coalesce(json_agg(json_build_array(${sql.join(values, sql`, `)})), '[]'::json)::text as ${sql.identifier(JSON_ROWS)} from (${query}) as q(${sql.join(names, sql`, `)})`);
  const [first] = rowsOf<Record<typeof JSON_ROWS, unknown>>(result);
  return fromJson<unknown[][]>(first[JSON_ROWS]).map((row) => {
    const out: Record<string, unknown> = {};
    fields.forEach(({ path, column }, i) => {
      let node = out;
      for (const key of path.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
      const value = row[i];
      node[path.at(-1)!] = value === null || !column ? value : column.mapFromDriverValue(value);
    });
    return out as T;
  });
}
