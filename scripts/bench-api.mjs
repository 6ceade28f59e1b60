#!/usr/bin/env node
// The product API's heavy reads alone (issue 26 §5), without the storefront: autocannon at 10 connections on each
// read a signed-in page awaits, as demo, on the data bench-social.mjs measures the chat on (the small seed plus ~40
// channels and ~950 messages written through the API as the people themselves).
//
//   node scripts/bench-api.mjs                      a fresh PGlite directory, seeded and shaped, removed afterwards
//   BENCH_API_DATA_DIR=/tmp/x node scripts/…        that directory: shaped once when new, kept (same data before/after)
//   BENCH_API_DATABASE_URL=postgres://… node …      a PostgreSQL database instead (seeded when empty, shaped once)
//   BENCH_API_SECONDS=10  BENCH_API_ONLY=orders,chats/channels
//
// Prints req/s, p50, p97.5 and p99 per read with the machine's load average and issue 26 §5's budget (p97.5 ≤ 150 ms
// at 10 connections; exits 1 on a miss); figures name the data they were taken on. `BENCH_PROFILE=large npm run bench`
// runs it on the large seed (runApiBench).
// Also the API process's CPU time per answer (its user + system time over the run / answers): on a shared machine the
// latencies follow the load, the CPU per answer much less — and one core's worth of it bounds the req/s (PGlite runs
// on the API's only thread).
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import autocannon from "autocannon";
import { shapeData, SHAPE } from "./bench-social.mjs";
import { freePort, startProductApi, stopService } from "./lib/stack.mjs";

const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_API_CONNECTIONS ?? 10);
const APP_KEY = process.env.PRODUCT_API_KEY ?? "shijo-local-app-key";
const ONLY = process.env.BENCH_API_ONLY ? process.env.BENCH_API_ONLY.split(",") : null;

const headers = (token) => ({ "App-Key": APP_KEY, platform: "Web", "device-id": "bench-api", language: "sq", authorization: `Bearer ${token}`, "content-type": "application/json" });

async function call(apiUrl, pathname, { token, body } = {}) {
  const response = await fetch(`${apiUrl}${pathname}`, { method: body === undefined ? "GET" : "POST", headers: headers(token ?? ""), body: body === undefined ? undefined : JSON.stringify(body) });
  if (!response.ok) throw new Error(`${pathname}: HTTP ${response.status}`);
  return response.json();
}

/** CPU seconds (user + system) a process has used, from /proc (Linux); null elsewhere. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/** Issue 26 §5: heavy reads at p97.5 ≤ 150 ms at 10 connections. */
export const API_P975_BUDGET_MS = 150;

/**
 * Measures every read on `dataDir` (PGlite; a fresh temporary one when not given, removed afterwards) or on
 * `databaseUrl`; returns one row per read, each with `ok` against API_P975_BUDGET_MS.
 */
export async function runApiBench({ dataDir: fixedDir, databaseUrl } = {}) {
  const dataDir = fixedDir ?? mkdtempSync(path.join(os.tmpdir(), "shijo-bench-api-"));
  const fresh = !databaseUrl && !existsSync(path.join(dataDir, "PG_VERSION"));
  const host = "127.0.0.1";
  const api = await startProductApi({ port: await freePort(host), host, dataDir: databaseUrl ? undefined : dataDir, env: databaseUrl ? { DATABASE_URL: databaseUrl } : {}, logStream: { write: () => {} } });
  try {
    const demo = (await call(api.url, "login", { body: { email: "demo@shijo.al", password: "shijo123", device: { token: "web" } } })).token;
    let channels = (await call(api.url, "chats/channels", { token: demo })).data;
    if (fresh || channels.length < 20) {
      const started = Date.now();
      await shapeData(api.url);
      console.log(`[bench:api] shaped the data in ${((Date.now() - started) / 1000).toFixed(0)} s`);
      channels = (await call(api.url, "chats/channels", { token: demo })).data;
    }
    const group = channels.find((c) => c.channel_type === "group");
    const longest = "c1";
    const messages = (await call(api.url, `chats/channels/${longest}/messages`, { token: demo })).data;
    const older = messages.at(-1)._id;
    const friends = (await call(api.url, "users/friends", { token: demo, body: { status: "accepted", name: "" } })).friends;
    console.log(`[bench:api] ${databaseUrl ? "PostgreSQL" : `PGlite ${dataDir}`}; demo has ${channels.length} channels, ${friends.length} friends (shape ${JSON.stringify(SHAPE)})`);
    const map = { latitude: 41.3275, longitude: 19.8187, latitudeDelta: 0.2, longitudeDelta: 0.2, group_size: 1 };
    const reads = [
      { name: "chats/channels", path: "chats/channels" },
      { name: "chats/channels/{group}", path: `chats/channels/${group.id}` },
      { name: "chats/channels/c1/messages", path: `chats/channels/${longest}/messages` },
      { name: "…messages?before=", path: `chats/channels/${longest}/messages?before=${older}` },
      { name: "orders", path: "orders?page=1&per_page=15" },
      { name: "orders?status=past", path: "orders?status=past&page=1&per_page=15" },
      { name: "users/shijoers?name=a", path: "users/shijoers?name=a&page=1" },
      { name: "users/shijoers/{friend}", path: `users/shijoers/${friends[0].id}` },
      { name: "POST users/friends", path: "users/friends", body: { status: "accepted", name: "" } },
      { name: "POST map data", path: "users/shijo-map-data-with-distance-with-maplocation-with-lastactive-users", body: map },
    ].filter((r) => !ONLY || ONLY.includes(r.name));
    const rows = [];
    for (const read of reads) {
      const load = os.loadavg()[0];
      const cpuBefore = cpuSeconds(api.service.child.pid);
      const result = await autocannon({
        url: `${api.url}${read.path}`,
        method: read.body ? "POST" : "GET",
        body: read.body ? JSON.stringify(read.body) : undefined,
        headers: headers(demo),
        connections: CONNECTIONS,
        duration: SECONDS,
      });
      const cpuAfter = cpuSeconds(api.service.child.pid);
      const cpuMs = cpuBefore === null || cpuAfter === null || !result.requests.total ? null : Math.round((10_000 * (cpuAfter - cpuBefore)) / result.requests.total) / 10;
      const bad = result.non2xx + result.errors;
      const ok = !bad && result.requests.total > 0 && result.latency.p97_5 <= API_P975_BUDGET_MS;
      rows.push({ read: read.name, "req/s": Math.round(result.requests.average), p50: result.latency.p50, "p97.5": result.latency.p97_5, p99: result.latency.p99, "cpu ms/answer": cpuMs, errors: bad, load: `${load.toFixed(2)}→${os.loadavg()[0].toFixed(2)}`, ok });
      console.log(`[bench:api] ${read.name}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p97.5 ${result.latency.p97_5} ms, p99 ${result.latency.p99} ms, ${cpuMs} ms CPU per answer${bad ? `, ${bad} failed` : ""}`);
    }
    console.table(rows);
    console.log(`[bench:api] ${CONNECTIONS} connections, ${SECONDS} s each; ${os.cpus().length} cores; load average now ${os.loadavg().map((l) => l.toFixed(2)).join(" ")}`);
    return { rows, database: databaseUrl ? "PostgreSQL" : "PGlite", connections: CONNECTIONS };
  } finally {
    await stopService(api.service);
    if (!fixedDir && !databaseUrl) rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  runApiBench({ dataDir: process.env.BENCH_API_DATA_DIR, databaseUrl: process.env.BENCH_API_DATABASE_URL })
    .then(({ rows }) => {
      const missed = rows.filter((r) => !r.ok);
      if (missed.length) {
        console.error(`[bench:api] BUDGET MISSED (p97.5 ≤ ${API_P975_BUDGET_MS} ms): ${missed.map((r) => `${r.read} ${r["p97.5"]} ms`).join("; ")}`);
        process.exit(1);
      }
    })
    .catch((error) => {
      console.error(`[bench:api] ${error.stack ?? error.message}`);
      process.exit(1);
    });
}
