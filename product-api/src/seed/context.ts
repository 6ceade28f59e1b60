import type { Db } from "../db/client";
import type { Rng } from "./prng";

// What every seed step shares: the database (inside the seed transaction), the seed time and one PRNG.
export interface SeedContext {
  db: Db;
  now: Date;
  rng: Rng;
}

/** Inserts in chunks so no statement nears PostgreSQL's 65 535-parameter limit. */
export async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>, size = 400): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}
