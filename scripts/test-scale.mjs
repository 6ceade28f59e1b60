#!/usr/bin/env node
// `npm run test:scale` (issue 15 "Scale-out, tested"): proves the storefront scales out, with real servers.
//  1. A throwaway PostgreSQL and Redis on free loopback ports (scripts/ensure-services.mjs finds or installs them;
//     without them this stage is SKIPPED with the reason, exit 0).
//  2. Two product API processes on that PostgreSQL (one database, seeded), two storefronts of the current production
//     build sharing one SESSION_SECRET and one REDIS_URL — A talks to API 1, B to API 2 — and nginx in front of them
//     from deploy/nginx.conf (scripts/lib/scale-stack.mjs, which `npm run bench:load` starts the same way). They
//     export their spans to an OTLP receiver in this process and serve /api/metrics with a test METRICS_TOKEN.
//     `vitest run --project scale` checks, over HTTP through nginx, sessions, rate limits, the public-read cache and
//     chat across the instances (tests/scale/scale-out.test.ts), and the load balancer, health, metrics and traces
//     (tests/scale/observability.test.ts).
//  2b. tests/scale/faults.test.ts with its own servers: the product API hanging or answering garbage behind a fault
//     proxy, Redis crashing and coming back, PostgreSQL restarting while orders are placed (issue 15 "Faults").
//  3. The integration suite (`vitest run --project integration`) with TEST_DATABASE_URL on that PostgreSQL: every
//     file's product API on a fresh database of the server instead of PGlite (tests/integration/support/database.ts).
//     It runs beside step 2 (whose idle minute it fills) and its output is printed after 2b.
// Everything is stopped and its data deleted at the end, also on failure or Ctrl-C. Server output goes to
// test-results/scale-servers.log.
import { spawn } from "node:child_process";
import { createWriteStream, mkdirSync } from "node:fs";
import path from "node:path";
import { ensureServices } from "./ensure-services.mjs";
import { ensureBuild, ROOT } from "./lib/build.mjs";
import { startOtlpReceiver } from "./lib/otlp-receiver.mjs";
import { createCleanups, createDatabase, startDatabaseServers, startTwoInstances } from "./lib/scale-stack.mjs";

const LOG = path.join(ROOT, "test-results", "scale-servers.log");
// Fixed so a failing run can be reproduced; 32+ characters as lib/session requires. Never used outside tests.
const SESSION_SECRET = "scale-test-only-session-secret-0123456789";
// POST /api/cache/revalidate's bearer on both storefronts (ADR 0014). Never used outside tests.
const REVALIDATE_SECRET = "scale-test-only-revalidate-secret";
// GET /api/metrics' bearer on every server (issue 30). Never used outside tests.
const METRICS_TOKEN = "scale-test-only-metrics-token";

const bold = (s) => `\x1b[1m${s}\x1b[0m`;
const dim = (s) => `\x1b[2m${s}\x1b[0m`;
const seconds = (t0) => `${((Date.now() - t0) / 1000).toFixed(1)} s`;
const say = (text) => console.log(`${bold("[scale]")} ${text}`);

const started = Date.now();
const services = ensureServices();
if (!services.ok) {
  say(`SKIPPED: ${services.reason}`);
  process.exit(0);
}

// Stopped in reverse order: storefronts before product APIs before the databases.
const cleanups = createCleanups("scale");
const cleanup = () => cleanups.run();
const children = new Set();
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    for (const child of children) child.kill("SIGTERM");
    void cleanup().then(() => process.exit(130));
  });
}

/** A vitest run: its exit code, and its output when `held` (kept instead of printed as it comes; "" otherwise). */
function vitest(args, env, { held = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(ROOT, "node_modules/vitest/vitest.mjs"), "run", ...args], {
      cwd: ROOT,
      stdio: held ? ["ignore", "pipe", "pipe"] : "inherit",
      env: { ...process.env, ...(held && process.stdout.isTTY ? { FORCE_COLOR: "1" } : {}), ...env },
    });
    children.add(child);
    let output = "";
    if (held) for (const stream of [child.stdout, child.stderr]) stream.on("data", (chunk) => (output += chunk));
    child.on("exit", (code, signal) => {
      children.delete(child);
      resolve({ code: signal ? 1 : (code ?? 1), output });
    });
  });
}

let exitCode = 1;
try {
  await ensureBuild();
  mkdirSync(path.dirname(LOG), { recursive: true });
  const logStream = createWriteStream(LOG, { flags: "w" });
  cleanups.push(() => new Promise((resolve) => logStream.end(resolve)));

  let t0 = Date.now();
  const { postgres, redis } = await startDatabaseServers({ services, logStream, cleanups });
  say(`PostgreSQL ${postgres.url}, Redis ${redis.url} ${dim(`(${seconds(t0)}; logs: ${path.relative(ROOT, LOG)})`)}`);

  // --- 2. two product APIs, two storefronts --------------------------------------------------------------------
  t0 = Date.now();
  const databaseUrl = await createDatabase(postgres.url, "shijo_scale");
  const receiver = await startOtlpReceiver();
  cleanups.push(receiver.close);
  // Issue 30: every server traces to the receiver (exported every half second) and serves metrics.
  const observed = { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_BSP_SCHEDULE_DELAY: "500", METRICS_TOKEN };
  const { api1, api2, a, b, lb, stop: stopStack } = await startTwoInstances({
    databaseUrl,
    redisUrl: redis.url,
    sessionSecret: SESSION_SECRET,
    logStream,
    cleanups,
    nginxBin: services.nginx,
    apiEnv: observed,
    webEnv: { REVALIDATE_SECRET, ...observed },
  });
  say(`nginx ${lb.url} → storefront A ${a.url} → product API 1 ${api1.url}; storefront B ${b.url} → product API 2 ${api2.url} ${dim(`(${seconds(t0)})`)}`);

  t0 = Date.now();
  const env = {
    SCALE_LB_URL: lb.url,
    SCALE_A_URL: a.url,
    SCALE_B_URL: b.url,
    SCALE_API_URLS: `${api1.url} ${api2.url}`,
    SCALE_DATABASE_URL: databaseUrl,
    SCALE_REDIS_URL: redis.url,
    SCALE_REVALIDATE_SECRET: REVALIDATE_SECRET,
    SCALE_METRICS_TOKEN: METRICS_TOKEN,
    SCALE_OTLP_URL: receiver.url,
    SCALE_NGINX_ACCESS_LOG: lb.accessLog,
  };
  // The idle chat stream spends its minute waiting: it runs beside the other checks, in a second vitest, and the
  // integration suite on this PostgreSQL (step 3) fills that minute, its output held until step 3. The fault checks
  // time their outages, so they start only once it is done.
  const integrationStarted = Date.now();
  const integration = vitest(["--project", "integration"], { TEST_DATABASE_URL: postgres.url }, { held: true });
  const [{ code: checksCode }, { code: idleCode }] = await Promise.all([
    vitest(["--project", "scale", "tests/scale/scale-out.test.ts", "tests/scale/observability.test.ts"], env),
    vitest(["--project", "scale", "tests/scale/idle-stream.test.ts"], env),
  ]);
  const httpCode = checksCode || idleCode;
  say(`two-instance, load balancer and observability checks ${httpCode === 0 ? "passed" : `FAILED (exit ${httpCode}; server output in ${path.relative(ROOT, LOG)})`} ${dim(`(${seconds(t0)})`)}`);
  await stopStack();
  const integrationDone = await integration;
  const integrationSeconds = seconds(integrationStarted);

  // --- 2b. faults (issue 15 "Faults, tested") ------------------------------------------------------------------
  // tests/scale/faults.test.ts starts its own PostgreSQL, Redis, product API, fault proxy and storefront C (so a hung
  // upstream, a crashed Redis and a restarted PostgreSQL touch nothing else), with the binaries found above.
  t0 = Date.now();
  say("faults: a hanging and a broken product API, Redis crashing and coming back, PostgreSQL restarting under orders");
  const { code: faultsCode } = await vitest(["--project", "scale", "tests/scale/faults.test.ts"], {
    FAULTS_POSTGRES_BIN: services.postgresBin,
    FAULTS_REDIS_SERVER: services.redisServer,
  });
  say(`fault checks ${faultsCode === 0 ? "passed" : "FAILED (exit " + faultsCode + "; servers in test-results/faults-servers.log, storefront C in test-results/faults-storefront.log)"} ${dim(`(${seconds(t0)})`)}`);

  // --- 3. the integration suite on PostgreSQL ----------------------------------------------------------------------
  say("integration suite against PostgreSQL (TEST_DATABASE_URL; one fresh database per file), run beside step 2:");
  process.stdout.write(integrationDone.output);
  const integrationCode = integrationDone.code;
  say(`integration suite on PostgreSQL ${integrationCode === 0 ? "passed" : `FAILED (exit ${integrationCode})`} ${dim(`(${integrationSeconds})`)}`);

  exitCode = httpCode === 0 && faultsCode === 0 && integrationCode === 0 ? 0 : 1;
} catch (error) {
  console.error(`\n[scale] ${error.message}`);
  if (error.serviceOutput) console.error(`--- last output (full log: ${LOG}) ---\n${error.serviceOutput}\n---`);
  exitCode = 1;
} finally {
  await cleanup();
}
say(`${exitCode === 0 ? "passed" : "FAILED"} ${dim(`(total ${seconds(started)})`)}`);
process.exit(exitCode);
