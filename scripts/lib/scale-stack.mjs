// The two-instance setup of issue 15, shared by `npm run test:scale` (scripts/test-scale.mjs) and `npm run bench:load`
// (scripts/bench-load.mjs): a throwaway PostgreSQL and Redis on free loopback ports, one database on that server,
// two product API processes on it, and two `next start` storefronts of the current production build sharing one
// SESSION_SECRET and one REDIS_URL — storefront A talks to product API 1, B to product API 2.
import pg from "pg";
import { startPostgres, startRedis } from "./services.mjs";
import { freePort, startProductApi, startWeb, stopService } from "./stack.mjs";

export const SCALE_HOST = "127.0.0.1";

/**
 * Stop functions run once, last started first (storefronts before product APIs before the databases), also when
 * called again from a signal handler while a run is under way.
 */
export function createCleanups(label) {
  const stops = [];
  let running = null;
  return {
    push: (stop) => stops.push(stop),
    run() {
      running ??= (async () => {
        for (const stop of stops.splice(0).reverse()) await stop().catch((error) => console.error(`[${label}] stopping failed: ${error.message}`));
      })();
      return running;
    },
  };
}

/** PostgreSQL and Redis (binaries from scripts/ensure-services.mjs), both registered with `cleanups`. */
export async function startDatabaseServers({ services, logStream, cleanups }) {
  const [postgres, redis] = await Promise.allSettled([
    startPostgres({ bin: services.postgresBin, logStream }),
    startRedis({ redisServer: services.redisServer, logStream }),
  ]);
  for (const server of [postgres, redis]) if (server.status === "fulfilled") cleanups.push(server.value.stop);
  for (const server of [postgres, redis]) if (server.status === "rejected") throw server.reason;
  return { postgres: postgres.value, redis: redis.value };
}

/** CREATE DATABASE `name` on the server of `serverUrl`; returns the URL of the new database. */
export async function createDatabase(serverUrl, name) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Product APIs 1 and 2 on `databaseUrl` (API 1 migrates and seeds, API 2 then finds the database ready — the
 * migration lock would also make it wait) and storefronts A → API 1, B → API 2 with one SESSION_SECRET and REDIS_URL.
 * `apiEnv` / `webEnv` are added to each process's environment. Their stop is registered with `cleanups`; `stop()`
 * also ends them earlier. Returns { api1, api2, a, b, stop }.
 */
export async function startTwoInstances({ databaseUrl, redisUrl, sessionSecret, logStream, cleanups, apiEnv = {}, webEnv = {} }) {
  const started = [];
  const stop = async () => {
    for (const service of started.splice(0).reverse()) await stopService(service);
  };
  cleanups.push(stop);
  const onSpawn = (service) => started.push(service);
  const env = { DATABASE_URL: databaseUrl, PRODUCT_API_TEST_ENDPOINTS: "0", ...apiEnv };
  const api1 = await startProductApi({ name: "api1", port: await freePort(SCALE_HOST), host: SCALE_HOST, env, logStream, onSpawn });
  const api2 = await startProductApi({ name: "api2", port: await freePort(SCALE_HOST), host: SCALE_HOST, env, logStream, onSpawn });
  const web = async (name, apiUrl) => {
    const port = await freePort(SCALE_HOST);
    // "localhost", as in scripts/lib/stack.mjs startIsolatedStack (Next rewrites 127.0.0.1 to localhost).
    return startWeb({
      name,
      mode: "start",
      port,
      hostname: "localhost",
      logStream,
      onSpawn,
      env: { PORT: String(port), PRODUCT_API_URL: apiUrl, SESSION_SECRET: sessionSecret, REDIS_URL: redisUrl, ...webEnv },
    });
  };
  const [a, b] = await Promise.all([web("webA", api1.url), web("webB", api2.url)]);
  return { api1, api2, a, b, stop };
}
