import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Database } from "./client";

// drizzle-kit writes the migrations from the Drizzle schema (`npm run db:generate -w @shijo/product-api`):
// numbered SQL files plus meta/_journal.json. drizzle-orm's migrator applies them in one transaction and records
// each in drizzle.__drizzle_migrations.
export const MIGRATIONS_DIR = fileURLToPath(new URL("../../migrations/", import.meta.url));

// Several API instances may share one PostgreSQL (ARCHITECTURE: scale by DATABASE_URL); the advisory lock lets
// only one of them migrate while the others wait and then find the migrations recorded.
const LOCK_ID = 7_274_456;

interface JournalEntry { idx: number; when: number; tag: string }

/** The migrations in drizzle-kit's journal, in order: their tags (`0000_init`, …) and creation times. */
export function journal(dir = MIGRATIONS_DIR): JournalEntry[] {
  const parsed = JSON.parse(readFileSync(`${dir}meta/_journal.json`, "utf8")) as { entries: JournalEntry[] };
  return [...parsed.entries].sort((a, b) => a.idx - b.idx);
}

/** The tags of the journal's migrations, in order. */
export function migrationFiles(dir = MIGRATIONS_DIR): string[] {
  return journal(dir).map((entry) => entry.tag);
}

/** Applies every migration of the journal not yet recorded. Returns the tags of those it applied. */
export async function migrate(database: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  return database.session(async (raw) => {
    await raw.query("SELECT pg_advisory_lock($1)", [LOCK_ID]);
    try {
      const [{ legacy, ledger }] = await raw.query<{ legacy: boolean; ledger: boolean }>(
        `SELECT to_regclass('public._migrations') IS NOT NULL AS legacy,
                to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS ledger`,
      );
      if (legacy && !ledger) {
        // Before drizzle-kit the migrations were hand-written and recorded in _migrations; such a database
        // cannot be carried over (its tables exist, the new ledger does not). It only ever held seed data.
        throw new Error(
          "this database was created by the old hand-written migrations (table _migrations); " +
            "delete the PGlite data directory (.data/pglite) or drop the database, and start again",
        );
      }
      const before = ledger
        ? new Set((await raw.query<{ created_at: string }>("SELECT created_at FROM drizzle.__drizzle_migrations")).map((r) => Number(r.created_at)))
        : new Set<number>();
      await database.applyMigrations({ migrationsFolder: dir });
      return journal(dir).filter((entry) => !before.has(entry.when)).map((entry) => entry.tag);
    } finally {
      await raw.query("SELECT pg_advisory_unlock($1)", [LOCK_ID]);
    }
  });
}
