// The two-instance setup of issue 15, shared by `npm run test:scale` (scripts/test-scale.mjs) and `npm run bench:load`
// (scripts/bench-load.mjs): a throwaway PostgreSQL and Redis on free loopback ports, one database on that server,
// two product API processes on it, two storefronts of the current production build sharing one SESSION_SECRET and
// one REDIS_URL, and nginx in front of them (issue 30).
import pg from "pg";
import { startPostgres, startRedis } from "./services.mjs";
import { startNginx } from "./nginx.mjs";
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
 * migration lock would also make it wait), nginx in front of everything (issue 30, deploy/nginx.conf: `lb.url`
 * round-robins over the storefronts, `lb.apiUrl` over the product APIs), and storefronts A and B with one
 * SESSION_SECRET and REDIS_URL, trusting nginx's address (TRUSTED_PROXIES=127.0.0.1) for X-Forwarded-For.
 * `productApiVia`: "pinned" — A talks to API 1 and B to API 2 directly (the scale checks: a chat event must cross
 * from one product API process to the other); "nginx" — both through `lb.apiUrl`, as in production.
 * `apiEnv` / `webEnv` are added to each process's environment. Everything is registered with `cleanups`; `stop()`
 * ends it earlier. `kill(name)` is a crash (SIGKILL) of "A", "B", "api1" or "api2", `restart(name)` starts it again
 * on the same port. Returns { api1, api2, a, b, lb, stop, kill, restart, pids() }.
 */
export async function startTwoInstances({ databaseUrl, redisUrl, sessionSecret, logStream, cleanups, nginxBin, productApiVia = "pinned", apiEnv = {}, webEnv = {} }) {
  const running = new Map(); // name → service
  let lb = null;
  const stop = async () => {
    for (const name of ["A", "B", "api2", "api1"]) {
      const service = running.get(name);
      running.delete(name);
      if (service) await stopService(service);
    }
    await lb?.stop();
    lb = null;
  };
  cleanups.push(stop);
  const onSpawn = (name) => (service) => running.set(name, service);
  const ports = { api1: await freePort(SCALE_HOST), api2: await freePort(SCALE_HOST), A: await freePort(SCALE_HOST), B: await freePort(SCALE_HOST) };
  lb = await startNginx({
    bin: nginxBin,
    storefronts: [`${SCALE_HOST}:${ports.A}`, `${SCALE_HOST}:${ports.B}`],
    productApis: [`${SCALE_HOST}:${ports.api1}`, `${SCALE_HOST}:${ports.api2}`],
    logStream,
  });
  const env = { DATABASE_URL: databaseUrl, PRODUCT_API_TEST_ENDPOINTS: "0", ...apiEnv };
  const launch = {
    api1: (timeoutMs) => startProductApi({ name: "api1", port: ports.api1, host: SCALE_HOST, env, logStream, onSpawn: onSpawn("api1"), timeoutMs }),
    api2: (timeoutMs) => startProductApi({ name: "api2", port: ports.api2, host: SCALE_HOST, env, logStream, onSpawn: onSpawn("api2"), timeoutMs }),
    // "localhost", as in scripts/lib/stack.mjs startIsolatedStack (Next rewrites 127.0.0.1 to localhost).
    A: (timeoutMs) => web("webA", ports.A, productApiVia === "nginx" ? lb.apiUrl : `http://${SCALE_HOST}:${ports.api1}/`, timeoutMs),
    B: (timeoutMs) => web("webB", ports.B, productApiVia === "nginx" ? lb.apiUrl : `http://${SCALE_HOST}:${ports.api2}/`, timeoutMs),
  };
  function web(name, port, apiUrl, timeoutMs) {
    return startWeb({
      name,
      mode: "start",
      port,
      hostname: "localhost",
      timeoutMs,
      logStream,
      onSpawn: onSpawn(name === "webA" ? "A" : "B"),
      // nginx's address is the public origin (writes carry it in Origin) and the trusted proxy.
      env: { PORT: String(port), PRODUCT_API_URL: apiUrl, SESSION_SECRET: sessionSecret, REDIS_URL: redisUrl, PUBLIC_SITE_URL: lb.url, TRUSTED_PROXIES: "127.0.0.1", ...webEnv },
    });
  }
  const api1 = await launch.api1();
  const api2 = await launch.api2();
  const [a, b] = await Promise.all([launch.A(), launch.B()]);
  const kill = async (name) => {
    const service = running.get(name);
    if (!service) return;
    service.stopping = true;
    service.child.kill("SIGKILL");
    await service.exited;
    running.delete(name);
  };
  // A restart under load may be slow to answer its first request: it gets longer than a first start.
  const restart = (name, { timeoutMs = 240_000 } = {}) => launch[name](timeoutMs);
  const pids = () => Object.fromEntries([...running].map(([name, service]) => [name, service.child.pid]));
  return { api1, api2, a, b, lb, stop, kill, restart, pids };
}
