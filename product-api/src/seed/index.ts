import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { users, vendors } from "../db/schema";
import type { SeedProfile } from "../config";
import { seedCatalogue } from "./catalogue";
import { seedLarge } from "./large";
import { LARGE_SEED } from "./large/plan";
import { seedChats } from "./social";
import { seedContent } from "./content";
import { drawSmallPhoto, seedSmallPhoto } from "./small-photo";
import { seedMarketing } from "./marketing";
import { seedOrders } from "./orders";
import { createRng } from "./prng";
import { seedUsers } from "./users";
import { USED_INVITE_CODE, seedWallet } from "./wallet";

const SEED = 20_240_601;

// Every table, emptied in one statement (the migrations ledger lives in the drizzle schema, not here); sequences
// restart so ids are the same each time.
const TRUNCATE_ALL = sql.raw(`DO $$ DECLARE names text; BEGIN
  SELECT string_agg(format('%I', tablename), ', ') INTO names FROM pg_tables
    WHERE schemaname = current_schema();
  IF names IS NOT NULL THEN EXECUTE 'TRUNCATE ' || names || ' RESTART IDENTITY CASCADE'; END IF;
END $$`);

// Rows were inserted with explicit ids; move each serial sequence past the highest id.
const RESET_SEQUENCES = sql.raw(`DO $$ DECLARE r record; BEGIN
  FOR r IN SELECT table_name, column_name FROM information_schema.columns
    WHERE table_schema = current_schema() AND column_default LIKE 'nextval(%' LOOP
    EXECUTE format('SELECT setval(pg_get_serial_sequence(%L, %L), COALESCE((SELECT MAX(%I) FROM %I), 0) + 1, false)',
      r.table_name, r.column_name, r.column_name, r.table_name);
  END LOOP;
END $$`);

export async function isEmpty(db: Db): Promise<boolean> {
  const [u] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  const [v] = await db.select({ n: sql<number>`count(*)::int` }).from(vendors);
  return u.n === 0 && v.n === 0;
}

export interface SeedOptions {
  /** SHIJO_SEED: "small" (default) the demo world; "large" the same plus a world at production shape (issue 26). */
  profile?: SeedProfile;
  /** The large seed's size factor (1 = the sizes of issue 26; tests use a small fraction). */
  scale?: number;
  /** Where the large seed reports each step as it goes (it takes minutes). */
  progress?: (line: string) => void;
}

/** Drops all data and writes the deterministic seed, atomically: a failure leaves the previous data in place. */
export async function seed(db: Db, now: Date, options: SeedOptions = {}): Promise<void> {
  // Drawn by sharp on its own threads while the rows are written; a failure is thrown where it is awaited.
  const photo = drawSmallPhoto().then((jpeg) => ({ jpeg }), (error: unknown) => ({ error }));
  await db.transaction(async (tx) => {
    await tx.execute(TRUNCATE_ALL);
    const ctx = { db: tx, now, rng: createRng(SEED) };
    const vendorsSeeded = await seedCatalogue(ctx);
    await seedUsers(ctx);
    await seedContent(ctx);
    await seedMarketing(ctx, vendorsSeeded);
    await seedOrders(ctx, vendorsSeeded, USED_INVITE_CODE);
    await seedWallet(ctx);
    await seedChats(ctx);
    const drawn = await photo;
    if ("error" in drawn) throw drawn.error;
    await seedSmallPhoto(ctx, vendorsSeeded, drawn.jpeg);
    if (options.profile === "large") await seedLarge({ db: tx, now, rng: createRng(LARGE_SEED) }, options);
    await tx.execute(RESET_SEQUENCES);
  });
  // PGlite runs no autovacuum, so a database seeded large had no statistics: the planner took every box of people or
  // vendors for one row. The friends map's box over Tirana then read all 11,305 people in it to keep the first 500
  // by id (176 ms); with statistics it walks users by id and stops at 500 (23 ms; ADR 0028), and a page of orders no
  // longer hashes every product for its thumbnails (ADR 0024, amendment; db/statistics.ts catches older directories).
  // PostgreSQL's autovacuum would analyze later, this gives both the same plans from the first answer. The small seed
  // is left as it was.
  if (options.profile === "large") await db.execute(sql`ANALYZE`);
}

/** Seeds only a database with neither users nor vendors (first start). Returns whether it seeded. */
export async function seedIfEmpty(db: Db, now: Date, options: SeedOptions = {}): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  await seed(db, now, options);
  return true;
}
