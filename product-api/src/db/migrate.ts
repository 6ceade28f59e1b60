import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Database } from "./client";

export const MIGRATIONS_DIR = fileURLToPath(new URL("../../migrations/", import.meta.url));

// Several API instances may share one PostgreSQL (ARCHITECTURE: scale by DATABASE_URL); the advisory lock lets
// only one of them apply a migration while the others wait and then find it recorded.
const LOCK_ID = 7_274_456;

export function migrationFiles(dir = MIGRATIONS_DIR): string[] {
  return readdirSync(dir)
    .filter((name) => /^\d{4}_[\w-]+\.sql$/.test(name))
    .sort();
}

/** Applies every migration not yet recorded in _migrations, each in its own transaction. Returns their names. */
export async function migrate(database: Database, dir = MIGRATIONS_DIR): Promise<string[]> {
  return database.session(async (raw) => {
    await raw.exec(
      "CREATE TABLE IF NOT EXISTS _migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())",
    );
    await raw.query("SELECT pg_advisory_lock($1)", [LOCK_ID]);
    try {
      const done = new Set((await raw.query<{ name: string }>("SELECT name FROM _migrations")).map((r) => r.name));
      const applied: string[] = [];
      for (const name of migrationFiles(dir)) {
        if (done.has(name)) continue;
        const text = readFileSync(`${dir}${name}`, "utf8");
        await raw.exec("BEGIN");
        try {
          await raw.exec(text);
          await raw.query("INSERT INTO _migrations (name) VALUES ($1)", [name]);
          await raw.exec("COMMIT");
        } catch (error) {
          await raw.exec("ROLLBACK");
          throw new Error(`migration ${name} failed: ${(error as Error).message}`);
        }
        applied.push(name);
      }
      return applied;
    } finally {
      await raw.query("SELECT pg_advisory_unlock($1)", [LOCK_ID]);
    }
  });
}
