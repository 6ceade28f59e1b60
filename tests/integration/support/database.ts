import { randomBytes } from "node:crypto";
import path from "node:path";
import pg from "pg";
import { afterAll, expect } from "vitest";

// Where an integration test file's product API keeps its data: an in-memory PGlite by default; with
// TEST_DATABASE_URL (a PostgreSQL server, e.g. the one `npm run test:scale` starts) a fresh database created for
// this file and dropped after it, so the suite proves the same contract on both drivers (issue 15).
// Spread into startProductApi's options: `startProductApi({ port: 0, ...(await testStorage()), … })`.
const serverUrl = process.env.TEST_DATABASE_URL?.trim() || undefined;
const created: string[] = [];

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** PGlite in memory, or a new database on TEST_DATABASE_URL's server. */
export async function testStorage(): Promise<{ dataDir: string; databaseUrl?: string }> {
  if (!serverUrl) return { dataDir: "memory://" };
  const file = path.basename(expect.getState().testPath ?? "test", ".test.ts").replace(/[^a-z0-9]+/gi, "_").toLowerCase();
  const name = `shijo_${file}_${randomBytes(4).toString("hex")}`.slice(0, 63);
  await admin((client) => client.query(`CREATE DATABASE "${name}"`));
  created.push(name);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // databaseUrl wins over dataDir (product-api/src/db/client.ts).
  return { dataDir: "memory://", databaseUrl: url.toString() };
}

/** Which driver this run tests, for the few checks that differ (none expected). */
export const testDriver: "pglite" | "postgres" = serverUrl ? "postgres" : "pglite";

/**
 * DROP DATABASE once the file's connections are gone. pg's Pool.end() resolves while its clients are still saying
 * goodbye, so the drop waits for them (55006 "being accessed by other users") rather than killing them with FORCE,
 * which would surface as an unhandled "terminating connection due to administrator command" in the test file.
 */
async function drop(client: pg.Client, name: string) {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      await client.query(`DROP DATABASE IF EXISTS "${name}"`);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== "55006") throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  // Something still holds it after 5 s (a leak worth a look, but not this file's failure): end it.
  await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}

// Registered when a test file imports this module, so it runs after the file's own afterAll (hooks run in reverse
// order): the API is closed by then.
afterAll(async () => {
  if (!serverUrl || created.length === 0) return;
  await admin(async (client) => {
    for (const name of created.splice(0)) await drop(client, name);
  });
});
