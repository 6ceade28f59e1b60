import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { MigrationConfig } from "drizzle-orm/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema";
import { openPgliteThread, type ThreadedPglite } from "./pglite-thread";
import { statementText, traceQuery, type QueryTally } from "./traced";

export type Schema = typeof schema;
/** One type for both drivers, so routes never care whether PGlite or a PostgreSQL server is behind. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** Raw SQL on one connection (the migration lock, test queries). */
export interface RawSession {
  exec(sqlText: string): Promise<void>;
  query<R = Record<string, unknown>>(sqlText: string, params?: unknown[]): Promise<R[]>;
}

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Runs fn on a single connection (PGlite has only one; for a server a pooled client is held). */
  session<T>(fn: (raw: RawSession) => Promise<T>): Promise<T>;
  /** Connections of the PostgreSQL pool now (issue 30's metrics); null for PGlite, which has one in-process connection. */
  poolStats(): { total: number; idle: number; waiting: number; max: number } | null;
  /** drizzle-orm's migrator of this driver: applies drizzle-kit's migrations not yet in drizzle.__drizzle_migrations. */
  applyMigrations(config: MigrationConfig): Promise<void>;
  /** Statements sent through `db` since the start (issue 24: tests hold an answer's query count fixed, no N+1). */
  queryCount(): number;
  /** Values (rows × columns) the statements returned since the start (ADR 0024: tests hold what an answer reads). */
  valuesRead(): number;
  /**
   * LISTENs on a NOTIFY channel (ADR 0013): PGlite delivers NOTIFY to listeners of the same instance; for a server a
   * dedicated connection LISTENs and reconnects when dropped. Resolves to the function that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface OpenOptions {
  dataDir: string;
  databaseUrl?: string;
}

/** drizzle's logger door, used as a counter of the statements it sends. */
function queryCounter() {
  let n = 0;
  return { logger: { logQuery: () => void n++ }, count: () => n };
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);
}

async function openPglite(dataDir: string): Promise<Database> {
  const inMemory = dataDir.startsWith("memory://");
  const location = inMemory ? dataDir : resolve(dataDir);
  if (!inMemory) mkdirSync(location, { recursive: true });
  // ADR 0049: PGlite on a thread of its own (pglite-thread-worker.ts opens it, with pg_trgm and the prepared
  // statements of ADR 0039), so the API's JavaScript and the database's WebAssembly run side by side.
  const client = await openPgliteThread(location);
  const tally: QueryTally = { values: 0 };
  tracePglite(client, tally);
  const raw: RawSession = {
    exec: async (text) => void (await client.exec(text)),
    query: async <R>(text: string, params?: unknown[]) => (await client.query<R>(text, params)).rows,
  };
  const counter = queryCounter();
  // drizzle calls query() and transaction() of its client, which the thread gives with PGlite's signatures.
  const db = drizzlePglite({ client: client as PGlite, schema, logger: counter.logger });
  return {
    db,
    kind: "pglite",
    queryCount: counter.count,
    valuesRead: () => tally.values,
    poolStats: () => null,
    session: (fn) => fn(raw),
    applyMigrations: (config) => migratePglite(db, config),
    listen: async (channel, onPayload) => {
      const stop = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    close: () => client.close(),
  };
}

const POOL_MAX = 10;

/** Issue 30: every statement of a pooled connection through traceQuery (drizzle awaits a promise; pg's pool passes a callback). */
function tracePgClient(client: pg.PoolClient, tally: QueryTally): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const text = statementText(args[0]);
    if (text === null) return query(...args);
    const callback = typeof args.at(-1) === "function" ? (args.pop() as (error: unknown, result?: unknown) => void) : null;
    const running = traceQuery(text, () => query(...args) as Promise<unknown>, tally);
    if (!callback) return running;
    running.then((result) => callback(null, result), (error: unknown) => callback(error));
    return undefined;
  }) as typeof client.query;
}

/** Issue 30: PGlite's statements (and those of its transactions) through traceQuery. */
function tracePglite(client: ThreadedPglite, tally: QueryTally): void {
  const traceCalls = (target: Pick<PGlite, "query" | "exec">) => {
    const query = target.query.bind(target);
    const exec = target.exec.bind(target);
    target.query = ((text: string, ...rest: Parameters<PGlite["query"]> extends [unknown, ...infer R] ? R : never) => traceQuery(text, () => query(text, ...rest), tally)) as PGlite["query"];
    target.exec = ((text: string, ...rest: Parameters<PGlite["exec"]> extends [unknown, ...infer R] ? R : never) => traceQuery(text, () => exec(text, ...rest))) as PGlite["exec"];
  };
  traceCalls(client);
  const transaction = client.transaction.bind(client);
  client.transaction = ((callback: Parameters<PGlite["transaction"]>[0]) =>
    transaction((tx) => {
      traceCalls(tx);
      return callback(tx);
    })) as PGlite["transaction"];
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: POOL_MAX });
  const tally: QueryTally = { values: 0 };
  // Issue 15 "Faults": when the server restarts, every idle pooled connection is terminated (57P01) and the pool emits
  // "error"; unhandled, that ends the whole process. The broken client is already discarded by the pool, and the
  // requests using a connection at that moment fail on their own query (a 500 through app.onError).
  pool.on("error", (error) => console.error(`[product-api] database connection lost: ${(error as { code?: string }).code ?? error.message}`));
  // A checked-out connection (a transaction between two statements) has no pool listener: its "error" event would
  // be unhandled too. The request using it fails on its next statement (and is logged by app.onError); the pool
  // drops the dead connection when it is released.
  pool.on("connect", (client) => {
    client.on("error", () => {});
    tracePgClient(client, tally);
  });
  const counter = queryCounter();
  const db = drizzlePg({ client: pool, schema, logger: counter.logger });
  return {
    db,
    kind: "postgres",
    queryCount: counter.count,
    valuesRead: () => tally.values,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: POOL_MAX }),
    applyMigrations: (config) => migratePg(db, config),
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
    listen: (channel, onPayload) => listenPostgres(url, channel, onPayload),
    close: () => pool.end(),
  };
}

const RECONNECT_MS = 1000;

/** A dedicated pg.Client for LISTEN (a pooled connection would be handed to other queries); reconnects when dropped. */
async function listenPostgres(url: string, channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const quoted = `"${channel.replaceAll('"', '""')}"`;

  function schedule() {
    if (stopped) return;
    clearTimeout(retry);
    retry = setTimeout(() => void connect().catch(schedule), RECONNECT_MS);
  }

  async function connect(): Promise<void> {
    if (stopped) return;
    const next = new pg.Client({ connectionString: url });
    next.on("notification", (n) => {
      if (n.channel === channel && n.payload !== undefined) onPayload(n.payload);
    });
    let dropped = false;
    const drop = () => {
      if (dropped) return;
      dropped = true;
      if (client === next) client = null;
      next.end().catch(() => {});
      schedule();
    };
    next.on("error", drop);
    next.on("end", drop);
    client = next;
    try {
      await next.connect();
      await next.query(`LISTEN ${quoted}`);
    } catch (error) {
      dropped = true;
      if (client === next) client = null;
      next.end().catch(() => {});
      throw error;
    }
  }

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const current = client;
    client = null;
    if (current) {
      current.removeAllListeners("end");
      current.removeAllListeners("error");
      current.on("error", () => {});
      await current.end().catch(() => {});
    }
  };
}
