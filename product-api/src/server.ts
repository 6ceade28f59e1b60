import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { createApp } from "./app";
import { createClock, type Clock } from "./clock";
import { loadConfig, type ApiConfig, type SeedProfile } from "./config";
import { openDatabase, type Db } from "./db/client";
import { migrate } from "./db/migrate";
import { analyzeIfNeverAnalyzed } from "./db/statistics";
import { seedIfEmpty } from "./seed";
import { createSink } from "./sink";
import { createChatBus } from "./chat/bus";
import { trackServer } from "./observability/process-metrics";
import { startPush } from "./push";
import type { PushWorker } from "./push/worker";

export interface StartOptions {
  port?: number;
  host?: string;
  /** PGlite data directory; "memory://" for an in-memory database. Ignored when databaseUrl is set. */
  dataDir?: string;
  databaseUrl?: string;
  /** Seed an empty database on start (default true). */
  seed?: boolean;
  log?: boolean;
  /** Mount the /__test routes (default: PRODUCT_API_TEST_ENDPOINTS=1). */
  testEndpoints?: boolean;
  publicUrl?: string;
  /** Key of the local test identity provider for social login (default: SOCIAL_TEST_IDENTITY_KEY). */
  socialTestIdentityKey?: string;
  /** Tests only: accept push endpoints on loopback (a local push service); needs the test endpoints on. */
  pushAllowLoopback?: boolean;
  /** How often the push sender polls (ms; default PUSH_POLL_SECONDS or 5 s). */
  pushPollMs?: number;
  /** What an empty database is seeded with (default SHIJO_SEED, else "small"). */
  seedProfile?: SeedProfile;
  /** The large seed's size factor (tests: a fraction of issue 26's sizes). */
  seedScale?: number;
}

export interface RunningApi {
  url: string;
  port: number;
  close(): Promise<void>;
  db: Db;
  clock: Clock;
  config: ApiConfig;
  /** Whether this start seeded the database. */
  seeded: boolean;
  /** Open chats/stream subscriptions of this process (tests check none leak). */
  chatSubscribers(): number;
  /** Statements sent to the database so far (tests check an answer's cost does not grow with its size). */
  queryCount(): number;
  /** Values (rows × columns) the database returned so far (tests check an answer reads only what it shows). */
  valuesRead(): number;
  /** This instance's push sender (ADR 0021); tests call runOnce() instead of waiting for the poll. */
  push: PushWorker;
}

/** Opens the database, applies migrations, seeds a fresh database, and serves the API over HTTP. */
export async function startProductApi(opts: StartOptions = {}): Promise<RunningApi> {
  const env = loadConfig();
  const config: ApiConfig = {
    ...env,
    port: opts.port ?? env.port,
    host: opts.host ?? env.host,
    dataDir: opts.dataDir ?? env.dataDir,
    databaseUrl: opts.databaseUrl ?? (opts.dataDir ? undefined : env.databaseUrl),
    testEndpoints: opts.testEndpoints ?? env.testEndpoints,
    publicUrl: opts.publicUrl ?? env.publicUrl,
    log: opts.log ?? env.log,
    socialTestIdentityKey: opts.socialTestIdentityKey ?? env.socialTestIdentityKey,
    pushPollMs: opts.pushPollMs ?? env.pushPollMs,
    seedProfile: opts.seedProfile ?? env.seedProfile,
  };
  config.pushAllowLoopback = config.testEndpoints && (opts.pushAllowLoopback ?? env.pushAllowLoopback) && process.env.NODE_ENV !== "production";
  const database = await openDatabase(config);
  try {
    await migrate(database);
    const clock = createClock();
    // The large seed takes minutes: it says how far it got, whatever the log setting.
    const seeded = opts.seed === false ? false : await seedIfEmpty(database.db, clock.now(), {
      profile: config.seedProfile, scale: opts.seedScale, progress: config.seedProfile === "large" && opts.seedScale === undefined ? (line) => console.log(line) : undefined,
    });
    // A large seed (this start's or an earlier one's) has its planner statistics gathered before the first read.
    await analyzeIfNeverAnalyzed(database.db);
    const chat = await createChatBus(database, database.db, clock);
    const push = await startPush(database, clock, config);
    const app = createApp({ db: database.db, clock, config, sink: createSink(database.db, config.log), chat, push: push.deps });
    const server = await listen(app.fetch, config.port, config.host).catch(async (error: unknown) => {
      await push.worker.close();
      await chat.close();
      throw error;
    });
    const untrack = trackServer(database, chat);
    const port = (server.address() as AddressInfo).port;
    const host = config.host.includes(":") ? `[${config.host}]` : config.host;
    return {
      url: `http://${host}:${port}/`,
      port,
      db: database.db,
      clock,
      config,
      seeded,
      chatSubscribers: () => chat.subscriberCount(),
      queryCount: () => database.queryCount(),
      valuesRead: () => database.valuesRead(),
      push: push.worker,
      async close() {
        untrack();
        if ("closeAllConnections" in server) server.closeAllConnections();
        await push.worker.close();
        await chat.close();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}

function listen(fetch: Parameters<typeof serve>[0]["fetch"], port: number, hostname: string) {
  return new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const server = serve({ fetch, port, hostname }, () => resolve(server));
    server.once("error", reject);
  });
}
