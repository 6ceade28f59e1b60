// Starting and stopping the two processes of the stack (local product API, Next server).
// Used by scripts/start.mjs (fixed ports, console output), the Playwright global setup and
// scripts/bench.mjs (free ports, temp data, output to a log file). Node built-ins only.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { ROOT } from "./build.mjs";

/**
 * V8's young generation for the storefront (ADR 0046): a server render allocates a lot that dies with its response, and
 * with 64 MB semi-spaces (V8's default grows them to 16 MB) fewer of those objects are scavenged alive or promoted to
 * the old space. Measured on replayed answers (issue 26 §6): /social/chat 11.0 → 9.7 ms of CPU a view, /checkout
 * 7.3 → 6.7, the minimal page and /cart unchanged. It costs at most 128 MB more of memory, and only under load.
 */
export const SEMI_SPACE_MB = 64;
/** The storefront's server (Next's custom server: page cache fast path, TCP peer), run by tsx. */
export const SERVER_ARGS = [`--max-semi-space-size=${SEMI_SPACE_MB}`, "--import", "tsx", path.join(ROOT, "server.ts")];
export const DEMO_ACCOUNTS = [
  { email: "demo@shijo.al", password: "shijo123", note: "verified phone" },
  { email: "new@shijo.al", password: "shijo123", note: "unverified phone, lands on verification" },
];

/** A port the OS says is free right now on `host` (there is a small window before someone else takes it). */
export function freePort(host = "127.0.0.1") {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen({ port: 0, host }, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** True when something already listens on `port` (checked by trying to listen where the service would). */
export function portInUse(port, host) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once("error", (error) => resolve(error.code === "EADDRINUSE" || error.code === "EACCES"));
    server.listen({ port, host }, () => server.close(() => resolve(false)));
  });
}

/**
 * A child process whose output goes either to the console with a `[name]` prefix or to a log stream.
 * `exited` resolves with { code, signal } when it ends.
 */
export function spawnService({ name, args, env, logStream, cwd = ROOT }) {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const tail = [];
  const onLine = (line) => {
    tail.push(line);
    if (tail.length > 60) tail.shift();
    if (logStream) logStream.write(`[${name}] ${line}\n`);
    else process.stdout.write(`\x1b[2m[${name}]\x1b[0m ${line}\n`);
  };
  for (const stream of [child.stdout, child.stderr]) {
    let buffered = "";
    stream.setEncoding("utf8");
    stream.on("data", (chunk) => {
      buffered += chunk;
      const lines = buffered.split("\n");
      buffered = lines.pop();
      lines.forEach(onLine);
    });
    stream.on("end", () => buffered && onLine(buffered));
  }
  const exited = new Promise((resolve) => {
    child.on("exit", (code, signal) => resolve({ code, signal }));
    child.on("error", (error) => {
      onLine(`failed to start: ${error.message}`);
      resolve({ code: 1, signal: null });
    });
  });
  return { name, child, exited, tail, stopping: false };
}

/** SIGTERM, then SIGKILL after `graceMs`; resolves when the process is gone. */
export async function stopService(service, graceMs = 5000) {
  if (!service) return;
  service.stopping = true;
  const { child } = service;
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
  await service.exited;
  clearTimeout(timer);
}

/**
 * Polls `url` until it answers with any HTTP status accepted by `accept`.
 * Fails early when the service exits, and after `timeoutMs`.
 */
export async function waitForHttp(url, { service, timeoutMs = 60_000, accept = () => true } = {}) {
  const deadline = Date.now() + timeoutMs;
  let exitedWith = null;
  service?.exited.then((r) => (exitedWith = r));
  let lastError = "no answer";
  while (Date.now() < deadline) {
    if (exitedWith) {
      throw new Error(`${service.name} exited (code ${exitedWith.code ?? exitedWith.signal}) before ${url} answered`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(Math.max(1000, deadline - Date.now())), redirect: "manual" });
      await response.arrayBuffer();
      if (accept(response)) return response;
      lastError = `HTTP ${response.status}`;
    } catch (error) {
      lastError = error.cause?.code ?? error.message;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${service?.name ?? url} did not answer at ${url} within ${timeoutMs / 1000} s (last: ${lastError})`);
}

/** A service that does not come up is stopped; the error carries its last output lines. */
async function ready(service, waiting) {
  try {
    await waiting;
  } catch (error) {
    await stopService(service);
    error.serviceOutput = service.tail.join("\n");
    throw error;
  }
}

/**
 * SHIJO_SEED=large (product-api/src/config.ts parseSeedProfile reads it the same way), or the bench's
 * BENCH_PROFILE=large (which sets SHIJO_SEED for the servers it starts): a first start seeds for minutes.
 */
export function largeSeedAsked(env = process.env) {
  return env.SHIJO_SEED?.trim().toLowerCase() === "large" || env.BENCH_PROFILE?.trim().toLowerCase() === "large";
}

/**
 * How long a service may take to answer after it starts (a loaded machine seeds PGlite slowly): SHIJO_START_TIMEOUT_MS.
 * The first start with SHIJO_SEED=large seeds for minutes (issue 26): 15 minutes then.
 */
const START_TIMEOUT_MS = Number(process.env.SHIJO_START_TIMEOUT_MS ?? (largeSeedAsked() ? 900_000 : 90_000));

/** Starts the local product API (`product-api/src/main.ts` under tsx) and waits for GET /health. */
export async function startProductApi({ name = "api", port, host = "127.0.0.1", dataDir, testEndpoints = false, env = {}, logStream, onSpawn, timeoutMs = START_TIMEOUT_MS }) {
  const service = spawnService({
    name,
    args: ["--import", "tsx", path.join(ROOT, "product-api/src/main.ts")],
    env: {
      PRODUCT_API_PORT: String(port),
      PRODUCT_API_HOST: host,
      ...(dataDir ? { PRODUCT_API_DATA_DIR: dataDir } : {}),
      ...(testEndpoints ? { PRODUCT_API_TEST_ENDPOINTS: "1" } : {}),
      ...env,
    },
    logStream,
  });
  onSpawn?.(service);
  const url = `http://${host}:${port}/`;
  await ready(service, waitForHttp(`${url}health`, { service, timeoutMs, accept: (r) => r.ok }));
  return { service, url };
}

/** Starts the storefront (server.ts; `--dev` for mode "dev") and waits until it answers a request for `/`. */
export async function startWeb({ name = "web", mode = "start", port, hostname, env = {}, logStream, onSpawn, timeoutMs, nodeArgs = [] }) {
  // `nodeArgs`: Node's own flags before the server (a benchmark's `--cpu-prof`; Node refuses it in NODE_OPTIONS).
  const args = [...nodeArgs, ...SERVER_ARGS, "--port", String(port)];
  if (mode === "dev") args.push("--dev");
  if (hostname) args.push("--hostname", hostname);
  // The product's build (.next) unless the caller asks for the bench-only one (`env` SHIJO_BENCH_PAGES=1, ADR 0027):
  // a SHIJO_BENCH_PAGES left in the shell must not start the server on .next-bench.
  const service = spawnService({ name, args, env: { NEXT_TELEMETRY_DISABLED: "1", SHIJO_BENCH_PAGES: "", ...env }, logStream });
  onSpawn?.(service);
  const url = `http://${hostname ?? "localhost"}:${port}`;
  // In dev the first request compiles the page, which can take a while on 2 cores.
  const timeout = timeoutMs ?? (mode === "dev" ? 240_000 : 60_000);
  await ready(service, waitForHttp(`http://${hostname ?? "localhost"}:${port}/`, { service, timeoutMs: timeout }));
  return { service, url };
}

/**
 * The whole stack on free loopback ports with a fresh product-API data directory, for tests and benchmarks.
 * Returns { baseUrl, apiUrl, stop(), pids }.
 */
export async function startIsolatedStack({ logStream, sessionSecret, testEndpoints = true, env = {}, apiEnv = {} }) {
  const host = "127.0.0.1";
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "shijo-api-"));
  const services = [];
  const stop = async () => {
    await Promise.all([...services].reverse().map((s) => stopService(s)));
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const onSpawn = (service) => services.push(service);
    const api = await startProductApi({ port: await freePort(host), host, dataDir, testEndpoints, env: apiEnv, logStream, onSpawn });
    const webPort = await freePort(host);
    const web = await startWeb({
      mode: "start",
      port: webPort,
      // Loopback only, but named "localhost": Next's NextURL rewrites 127.0.0.1 to localhost, so with
      // `--hostname 127.0.0.1` the proxy's locale rewrite looks external and `/` redirects to itself.
      hostname: "localhost",
      logStream,
      onSpawn,
      env: {
        PORT: String(webPort),
        PRODUCT_API_URL: api.url,
        ...(sessionSecret ? { SESSION_SECRET: sessionSecret } : {}),
        ...env,
      },
    });
    return { baseUrl: web.url, apiUrl: api.url, dataDir, stop, pids: services.map((s) => s.child.pid) };
  } catch (error) {
    await stop();
    throw error;
  }
}
