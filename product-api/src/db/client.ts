import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "./schema";

export type Schema = typeof schema;
/** One type for both drivers, so routes never care whether PGlite or a PostgreSQL server is behind. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** Raw SQL on one connection: multi-statement migration files need the simple-query protocol. */
export interface RawSession {
  exec(sqlText: string): Promise<void>;
  query<R = Record<string, unknown>>(sqlText: string, params?: unknown[]): Promise<R[]>;
}

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Runs fn on a single connection (PGlite has only one; for a server a pooled client is held). */
  session<T>(fn: (raw: RawSession) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface OpenOptions {
  dataDir: string;
  databaseUrl?: string;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);
}

async function openPglite(dataDir: string): Promise<Database> {
  const inMemory = dataDir.startsWith("memory://");
  const location = inMemory ? dataDir : resolve(dataDir);
  if (!inMemory) mkdirSync(location, { recursive: true });
  const client = await PGlite.create(location);
  const raw: RawSession = {
    exec: async (text) => void (await client.exec(text)),
    query: async <R>(text: string, params?: unknown[]) => (await client.query<R>(text, params)).rows,
  };
  return {
    db: drizzlePglite({ client, schema }),
    kind: "pglite",
    session: (fn) => fn(raw),
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  return {
    db: drizzlePg({ client: pool, schema }),
    kind: "postgres",
    async session(fn) {
      const client = await pool.connect();
      try {
        return await fn({
          exec: async (text) => void (await client.query(text)),
          query: async <R>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as R[],
        });
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
