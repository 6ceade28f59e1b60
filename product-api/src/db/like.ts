import { sql, type SQL, type SQLWrapper } from "drizzle-orm";

/** A user's search text as a LIKE "contains" pattern: %, _ and \ are searched as themselves, not as wildcards. */
export function likePattern(text: string): string {
  return `%${text.replace(/[%_\\]/g, (m) => `\\${m}`)}%`;
}

/**
 * `value` contains the user's `text`, whatever the case: the rows `value ILIKE likePattern(text)` finds. On a UTF-8
 * database PostgreSQL's ILIKE lower-cases the value and the pattern and then matches as LIKE; written out as
 * `lower(value) LIKE lower(pattern)` it finds the same rows (tests/integration/read-paths.test.ts) for a quarter of the
 * time on PGlite: the directory's count of the ~16,500 people whose name holds an "a" (large seed) went from 42–57 ms
 * to 15 ms (ADR 0029, session 21).
 */
export function containsText(value: SQLWrapper, text: string): SQL {
  return sql`lower(${value}) LIKE lower(${likePattern(text)})`;
}
