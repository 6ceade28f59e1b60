import { sql } from "drizzle-orm";
import type { Db } from "./client";
import { rowsOf } from "./rows";

/** The orders table at this many rows or more is data the planner must know the shape of (the small seed has ~100). */
export const ANALYZE_FROM_ROWS = 10_000;

/**
 * Gathers the planner's statistics (ANALYZE) when the database holds production-size data whose statistics were never
 * gathered: `orders` has ≥ ANALYZE_FROM_ROWS rows and `pg_class.reltuples` is -1 (never analyzed nor vacuumed).
 *
 * PGlite runs no autovacuum, so after a bulk load (the large seed: ADR 0024, amendment) nothing ever analyzes, and
 * the planner guessed: a page of 15 orders hashed all 108,825 products to find 29 thumbnails (1.3 s, against 28 ms
 * once analyzed). PostgreSQL's autovacuum gets there within minutes; the check costs it one catalogue read. Returns
 * whether it analyzed. The large seed analyzes as it ends (seed/index.ts); this catches a directory seeded before that.
 */
export async function analyzeIfNeverAnalyzed(db: Db, { fromRows = ANALYZE_FROM_ROWS }: { fromRows?: number } = {}): Promise<boolean> {
  const result = await db.execute<{ reltuples: number; has_rows: boolean }>(sql`
    SELECT c.reltuples::float8 AS reltuples,
           EXISTS (SELECT 1 FROM orders OFFSET ${Math.max(0, fromRows - 1)} LIMIT 1) AS has_rows
    FROM pg_class c WHERE c.oid = 'orders'::regclass`);
  const [row] = rowsOf<{ reltuples: number; has_rows: boolean }>(result);
  if (!row || Number(row.reltuples) >= 0 || !row.has_rows) return false;
  await db.execute(sql`ANALYZE`);
  return true;
}
