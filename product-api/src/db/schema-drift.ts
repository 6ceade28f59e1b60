import { readFileSync } from "node:fs";
import { generateDrizzleJson, generateMigration, type DrizzleSnapshotJSON } from "drizzle-kit/api";
import { journal, MIGRATIONS_DIR } from "./migrate";
import * as schema from "./schema";

// Development tooling (drizzle-kit is a devDependency): never imported by the server.

/**
 * The SQL statements `drizzle-kit generate` would write now: the Drizzle schema compared with the snapshot of the
 * newest migration. Empty when every schema change has been generated (`npm run db:generate -w @shijo/product-api`).
 */
export async function ungeneratedStatements(dir = MIGRATIONS_DIR): Promise<string[]> {
  const last = journal(dir).at(-1);
  if (!last) throw new Error(`no migrations in ${dir}meta/_journal.json`);
  const prefix = last.tag.split("_")[0];
  const previous = JSON.parse(readFileSync(`${dir}meta/${prefix}_snapshot.json`, "utf8")) as DrizzleSnapshotJSON;
  const current = generateDrizzleJson(schema, previous.id);
  return generateMigration(previous, current);
}
