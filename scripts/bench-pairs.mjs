#!/usr/bin/env node
// `npm run bench:pairs`: storefront variants side by side on the same replayed product-API answers (issue 26 §6's
// replay, ADR 0027), their runs alternated round after round, so a before/after figure is not the machine's drift
// (ADR 0047). Information only: it judges nothing and exits 0 unless a variant cannot be measured.
//
//   BENCH_PAIRS='[{"name":"main"},{"name":"before","dir":"/tmp/wt-before"}]'   the variants (scripts/lib/bench-pairs.mjs):
//       name; dir (a git worktree with its own node_modules and .next-bench, built with
//       `SHIJO_BENCH_PAGES=1 npx next build` there; default this checkout, built here when stale); nodeArgs (Node's
//       flags, default the product's, SERVER_ARGS); env (more environment); instances (1 or 2 storefronts sharing
//       each run's connections, as two instances behind a load balancer share visitors). Default: this checkout once.
//   BENCH_PAIRS_PAGES=/orders,/social/chat   the pages (default issue 26 §6's five); the one-line page always runs first
//   BENCH_PAIRS_ROUNDS=5  BENCH_PAIRS_SECONDS=4  BENCH_CONNECTIONS=10  BENCH_WARM_SECONDS=2  BENCH_SETTLE_SECONDS=30
//   BENCH_DATA_DIR=<dir>   a seeded product-API data directory, used and kept (a copy of the large seed for issue
//       26's figures; SHIJO_SEED=large seeds an empty one large); default a fresh small-seed one, removed afterwards
//
// Prints, per page and variant, the medians over the rounds of the storefront's CPU ms a view (from /proc: what the
// variant costs, whatever else runs), req/s, p50 and p99, and CPU ms a view as a share of the first variant's; then,
// after the rounds, the KB a view allocates (BENCH_ALLOCATION_VIEWS views of each page on the variant's first
// instance) and its share of the first variant's: within ~1 % from run to run, where CPU ms drift with the machine
// (ADR 0029, session 37). Writes bench-results/bench-pairs-*.json.
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { printColumns, procStats, settleBursts, treeTicks } from "./lib/bench-measure.mjs";
import { combineInstances, connectionsPerInstance, parseVariants, roundOrder, summarizePairs } from "./lib/bench-pairs.mjs";
import { BENCH_BUILD, ensureBuild, ROOT } from "./lib/build.mjs";
import { startReplayRelay } from "./lib/replay-relay.mjs";
import { freePort, largeSeedAsked, SERVER_ARGS, spawnService, startProductApi, stopService, waitForHttp } from "./lib/stack.mjs";
import { allocationPerView, checkPage, MINIMAL, MINIMAL_MARKER, PAGES, SETTLE_SECONDS, signIn, view } from "./bench-signed-in.mjs";

const variants = parseVariants(process.env.BENCH_PAIRS ?? '[{"name":"this checkout"}]');
const ROUNDS = Number(process.env.BENCH_PAIRS_ROUNDS ?? 5);
const SECONDS = Number(process.env.BENCH_PAIRS_SECONDS ?? 4);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const WARM_SECONDS = Number(process.env.BENCH_WARM_SECONDS ?? 2);
const asked = process.env.BENCH_PAIRS_PAGES?.split(",").map((p) => p.trim()).filter(Boolean);
const pages = [
  { path: MINIMAL, marker: MINIMAL_MARKER },
  ...(asked ?? PAGES.map((p) => p.path)).map((p) => PAGES.find((known) => known.path === p) ?? { path: p, marker: () => true }),
];
for (const n of [ROUNDS, SECONDS, CONNECTIONS]) if (!Number.isInteger(n) || n < 1) throw new Error("BENCH_PAIRS_ROUNDS, BENCH_PAIRS_SECONDS and BENCH_CONNECTIONS are whole numbers ≥ 1");
for (const v of variants) connectionsPerInstance(CONNECTIONS, v.instances);

/** The storefront's process tree's CPU time in ms (its user and system time; children reaped count in cutime). */
function cpuMs(pid) {
  return ([...treeTicks(procStats(), pid).values()].reduce((a, b) => a + b, 0) * 1000) / 100;
}

/** Node's flags of SERVER_ARGS (what `npm start` gives Node before `--import tsx server.ts`). */
const PRODUCT_NODE_FLAGS = SERVER_ARGS.slice(0, SERVER_ARGS.indexOf("--import"));

async function main() {
  if (process.env.BENCH_NO_BUILD !== "1") await ensureBuild(BENCH_BUILD);
  for (const v of variants) {
    if (v.dir && !existsSync(path.join(v.dir, BENCH_BUILD.distDir, "BUILD_ID"))) {
      throw new Error(`${v.name}: ${v.dir} has no ${BENCH_BUILD.distDir} build (run \`SHIJO_BENCH_PAGES=1 npx next build\` there)`);
    }
  }
  const outDir = path.join(ROOT, "bench-results");
  mkdirSync(outDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const log = createWriteStream(path.join(outDir, `servers-pairs-${stamp}.log`));
  const keptDir = process.env.BENCH_DATA_DIR;
  const dataDir = keptDir ?? mkdtempSync(path.join(os.tmpdir(), "shijo-api-"));
  const seed = largeSeedAsked() ? "large" : "small";
  const services = [];
  let relay;
  try {
    const host = "127.0.0.1";
    const api = await startProductApi({ port: await freePort(host), host, dataDir, env: { SHIJO_SEED: seed }, logStream: log, onSpawn: (s) => services.push(s) });
    relay = await startReplayRelay(api.url, { mode: "record" });
    // Every instance of every variant, each signed in as demo (a worktree keeps its own session secret).
    const instances = [];
    for (const variant of variants) {
      const dir = variant.dir ?? ROOT;
      for (let i = 0; i < variant.instances; i++) {
        const port = await freePort(host);
        const service = spawnService({
          name: `${variant.name}#${i + 1}`,
          cwd: dir,
          // --expose-gc: /bench-heap's allocation probe collects at both ends (allocationPerView).
          args: [...(variant.nodeArgs ?? PRODUCT_NODE_FLAGS), "--expose-gc", "--import", "tsx", path.join(dir, "server.ts"), "--port", String(port), "--hostname", "localhost"],
          env: { NEXT_TELEMETRY_DISABLED: "1", PORT: String(port), PRODUCT_API_URL: relay.url, ...BENCH_BUILD.env, ...variant.env },
          logStream: log,
        });
        services.push(service);
        const origin = `http://localhost:${port}`;
        await waitForHttp(`${origin}/`, { service });
        instances.push({ variant: variant.name, origin, pid: service.child.pid, cookie: await signIn(origin) });
      }
    }
    // Record every answer the pages need, from every instance (variants may ask the API different things).
    for (const instance of instances) {
      for (const page of pages) {
        await checkPage(instance.origin, page, instance.cookie);
        for (let i = 0; i < 2; i++) await view(instance.origin, page.path, instance.cookie);
      }
    }
    relay.setMode("replay");
    const headers = (cookie) => ({ cookie, accept: "text/html,application/xhtml+xml,*/*;q=0.8" });
    const hit = (instance, page, connections, duration) => autocannon({ url: `${instance.origin}${page.path}`, connections, duration, headers: headers(instance.cookie) });
    console.log(`[bench:pairs] ${variants.map((v) => v.name).join(" | ")}: ${pages.map((p) => p.path).join(", ")}; ${ROUNDS} rounds × ${SECONDS} s × ${CONNECTIONS} connections; ${keptDir ? `data directory ${keptDir}` : `a fresh ${seed} seed`}`);
    for (const instance of instances) for (const page of pages) await hit(instance, page, CONNECTIONS, WARM_SECONDS);
    // Every instance settled at once (settleBursts, BENCH_SETTLE_SECONDS): a fresh server is dearer for its first ~20 s.
    for (const burst of settleBursts(pages.map((p) => p.path), SETTLE_SECONDS)) {
      const page = pages.find((p) => p.path === burst.path);
      await Promise.all(instances.map((instance) => hit(instance, page, CONNECTIONS, burst.seconds)));
    }

    const runs = [];
    const loads = [os.loadavg()[0]];
    let misses = 0;
    for (let round = 0; round < ROUNDS; round++) {
      for (const page of pages) {
        for (const variant of roundOrder(variants, round)) {
          const mine = instances.filter((i) => i.variant === variant.name);
          const shares = connectionsPerInstance(CONNECTIONS, mine.length);
          relay.reset();
          const before = mine.map((i) => cpuMs(i.pid));
          const results = await Promise.all(mine.map((i, k) => hit(i, page, shares[k], SECONDS)));
          const after = mine.map((i) => cpuMs(i.pid));
          misses += relay.stats().misses;
          const run = combineInstances(
            results.map((r, k) => ({ views: r.requests.total, reqPerSec: r.requests.average, cpuMs: after[k] - before[k], p50Ms: r.latency.p50, p99Ms: r.latency.p99, non2xx: r.non2xx + r.errors })),
          );
          runs.push({ page: page.path, variant: variant.name, round, ...run });
        }
      }
      loads.push(os.loadavg()[0]);
    }
    const rows = summarizePairs(runs, variants.map((v) => v.name));
    // What each view allocates, on each variant's first instance, once the timed rounds are over.
    for (const page of pages) {
      for (const variant of variants) {
        const instance = instances.find((i) => i.variant === variant.name);
        const row = rows.find((r) => r.page === page.path && r.variant === variant.name);
        if (row) row.allocKbPerView = await allocationPerView(instance.origin, page.path, instance.cookie);
      }
      const first = rows.find((r) => r.page === page.path && r.variant === variants[0].name)?.allocKbPerView;
      for (const row of rows.filter((r) => r.page === page.path)) row.allocToFirst = first && row.allocKbPerView ? row.allocKbPerView / first : null;
    }
    const fixed = (digits) => (x) => (x == null ? null : x.toFixed(digits));
    printColumns(rows, [
      ["page", (r) => r.page],
      ["variant", (r) => r.variant],
      ["CPU ms/view", (r) => fixed(2)(r.cpuMsPerView)],
      ["× first", (r) => fixed(2)(r.cpuToFirst)],
      ["rounds' CPU ms/view", (r) => r.cpuRuns.map(fixed(1)).join(" ")],
      ["req/s", (r) => Math.round(r.reqPerSec)],
      ["p50 ms", (r) => r.p50Ms],
      ["p99 ms", (r) => r.p99Ms],
      ["non-2xx", (r) => r.non2xx],
      ["KB alloc/view", (r) => r.allocKbPerView],
      ["alloc × first", (r) => fixed(3)(r.allocToFirst)],
    ]);
    console.log(`\n[bench:pairs] medians of ${ROUNDS} rounds; load average (1 min) ${loads.map((l) => l.toFixed(2)).join(" → ")}; ${os.cpus().length} cores; replay misses ${misses}`);
    const file = path.join(outDir, `bench-pairs-${stamp}.json`);
    writeFileSync(file, `${JSON.stringify({ createdAt: new Date().toISOString(), seed, dataDir: keptDir ?? null, machine: { cpus: os.cpus().length, node: process.version }, settings: { rounds: ROUNDS, seconds: SECONDS, connections: CONNECTIONS }, variants, loads, replayMisses: misses, rows, runs }, null, 2)}\n`);
    console.log(`[bench:pairs] written ${path.relative(ROOT, file)}`);
    if (misses) console.warn(`[bench:pairs] ${misses} requests were not in the recording (answered 502): a variant asks the API what the others did not`);
  } finally {
    await Promise.all([...services].reverse().map((s) => stopService(s)));
    await relay?.close();
    if (!keptDir) rmSync(dataDir, { recursive: true, force: true });
    log.end();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(`[bench:pairs] ${error.stack ?? error.message}${error.serviceOutput ? `\n${error.serviceOutput}` : ""}`);
    process.exit(1);
  },
);
