#!/usr/bin/env node
// `npm run bench` (not part of npm test): Lighthouse (mobile preset) and 10 s of load with autocannon on every
// public page that exists, in both locales, against a production build on free loopback ports; plus the same load
// on public/baseline.html, a static file of the same build. Prints one table and writes bench-results/bench-*.json.
//
// Environment (all optional, for quick iteration):
//   BENCH_PAGES=/contact,/blog   only the pages whose path (no locale prefix, no query) equals or starts with one of
//                                these; "/" alone means the home page only. The vendor pages match "/store".
//   BENCH_LOCALES=sq             only these locales (sq, en; default both).
//   BENCH_RUNS=3                 Lighthouse runs per page (default 1); the row shows the median run by performance
//                                score, with the min and max performance score of the runs.
//   BENCH_SECONDS=0              seconds of autocannon load per page (default 10); 0 skips the load part.
//   BENCH_CONNECTIONS=10         autocannon connections.
//   BENCH_NO_BUILD=1             use the .next build as it is, even when the sources changed since.
import { spawn, spawnSync } from "node:child_process";
import { createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import lighthouse from "lighthouse";
import { ensureBuild, ROOT } from "./lib/build.mjs";
import { freePort, startIsolatedStack, waitForHttp } from "./lib/stack.mjs";
import { CHROMIUM } from "./ensure-chromium.mjs";

const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const TIRANA = "latitude=41.32754&longitude=19.81869&formatted_address=Tirana";
// The public pages (spec 1 §2); a vendor page is found on the stores page, and Pizza Napoli (seeded, open every
// day, full menu) is always measured.
const PAGES = ["/", `/stores?${TIRANA}`, "/store/e435fd83f471/pizza-napoli/delivery", "/store/1ebf0765db9c/oda/delivery", "/categories", "/blog", "/blog/1/sekreti-i-nje-tave-kosi-te-persosur", "/landing/1ebf0765db9c", "/download-app", "/contact", "/courier", "/partner"];
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));
const PAGE_FILTER = (process.env.BENCH_PAGES ?? "").split(",").map((p) => p.trim()).filter(Boolean);
const LOCALE_FILTER = (process.env.BENCH_LOCALES ?? "").split(",").map((p) => p.trim()).filter(Boolean);
const LOCALES = [
  { locale: "sq", prefix: "" },
  { locale: "en", prefix: "/en" },
].filter((l) => !LOCALE_FILTER.length || LOCALE_FILTER.includes(l.locale));

function wanted(page) {
  if (!PAGE_FILTER.length) return true;
  const bare = page.split("?")[0];
  return PAGE_FILTER.some((f) => (f === "/" ? bare === "/" : bare === f || bare.startsWith(`${f.replace(/\/$/, "")}/`)));
}

const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const outDir = path.join(ROOT, "bench-results");
mkdirSync(outDir, { recursive: true });
const logFile = path.join(outDir, `servers-${stamp}.log`);

function localized(prefix, page) {
  if (!prefix) return page;
  return page === "/" ? prefix : `${prefix}${page}`;
}

async function status(url) {
  const response = await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(60_000) });
  const body = await response.text();
  return { status: response.status, body };
}

/** The first vendor page linked from the stores page (/store/{hash}/{slug}/{method}), without a locale prefix. */
function findVendorPath(storesHtml) {
  const match = /href="(?:\/en)?(\/store\/[A-Za-z0-9_-]+\/[^"?#/]+\/[A-Za-z_%-]+)"/.exec(storesHtml);
  return match ? match[1] : null;
}

/** Else the first vendor of the product API's list around Tirana (spec 2 §7 GET vendors). */
async function vendorPathFromApi(apiUrl) {
  const response = await fetch(`${apiUrl}vendors?lat=41.32754&lng=19.81869&page=1&per_page=1`, {
    headers: { "App-Key": process.env.PRODUCT_API_KEY ?? "shijo-local-app-key", Accept: "application/json" },
  }).catch(() => null);
  if (!response?.ok) return null;
  const vendor = (await response.json())?.vendors?.data?.[0];
  if (!vendor?.hash_id || !vendor?.slug) return null;
  const method = String(vendor.order_method ?? "Delivery").split("-")[0] || "Delivery";
  return `/store/${encodeURIComponent(vendor.hash_id)}/${encodeURIComponent(vendor.slug)}/${encodeURIComponent(method)}`;
}

/** Headless Debian Chromium with a DevTools port, the way chrome-launcher starts it. */
async function launchChromium() {
  const port = await freePort();
  const profile = mkdtempSync(path.join(os.tmpdir(), "shijo-lh-"));
  const child = spawn(
    CHROMIUM,
    [
      "--headless=new",
      `--remote-debugging-port=${port}`,
      "--remote-debugging-address=127.0.0.1",
      `--user-data-dir=${profile}`,
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--no-default-browser-check",
      "--disable-dev-shm-usage",
      "about:blank",
    ],
    { stdio: "ignore" },
  );
  const exited = new Promise((resolve) => child.on("exit", (code) => resolve({ code })));
  await waitForHttp(`http://127.0.0.1:${port}/json/version`, {
    service: { name: "chromium", exited, child },
    timeoutMs: 30_000,
    accept: (r) => r.ok,
  });
  return {
    port,
    async close() {
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) child.kill("SIGKILL");
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

const gzipCache = new Map();
/** Sum of gzip sizes of the same-origin scripts Lighthouse saw load. */
async function firstLoadJsGzipKb(lhr, origin) {
  const items = lhr.audits["network-requests"]?.details?.items ?? [];
  const scripts = [...new Set(items.filter((i) => i.resourceType === "Script" && i.url.startsWith(origin)).map((i) => i.url))];
  let bytes = 0;
  for (const url of scripts) {
    if (!gzipCache.has(url)) {
      const response = await fetch(url);
      gzipCache.set(url, response.ok ? gzipSync(Buffer.from(await response.arrayBuffer())).length : 0);
    }
    bytes += gzipCache.get(url);
  }
  return Math.round((bytes / 1024) * 10) / 10;
}

async function runLighthouse(url, port, origin) {
  const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: CATEGORIES, maxWaitForLoad: 60_000 });
  const lhr = result.lhr;
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
  const metric = (id, digits = 0) => {
    const v = lhr.audits[id]?.numericValue;
    return v == null ? null : Number(v.toFixed(digits));
  };
  return {
    perf: score("performance"),
    a11y: score("accessibility"),
    bp: score("best-practices"),
    seo: score("seo"),
    lcpMs: metric("largest-contentful-paint"),
    tbtMs: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift", 3),
    jsKbGzip: await firstLoadJsGzipKb(lhr, origin),
    failedAudits: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === "binary")
      .map((a) => a.id),
  };
}

async function load(url) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: LOAD_SECONDS });
  return {
    reqPerSec: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

function printTable(rows) {
  const columns = [
    ["page", (r) => r.page],
    ["loc", (r) => r.locale],
    ["perf", (r) => r.perf],
    ["min–max", (r) => (r.runs > 1 ? `${r.perfMin}–${r.perfMax}` : null)],
    ["a11y", (r) => r.a11y],
    ["bp", (r) => r.bp],
    ["seo", (r) => r.seo],
    ["LCP ms", (r) => r.lcpMs],
    ["TBT ms", (r) => r.tbtMs],
    ["CLS", (r) => r.cls],
    ["JS KB gz", (r) => r.jsKbGzip],
    ["req/s", (r) => r.reqPerSec],
    ["p99 ms", (r) => r.p99Ms],
    ["× base", (r) => (r.ratioToBaseline == null ? null : r.ratioToBaseline.toFixed(3))],
  ];
  const cells = rows.map((r) => columns.map(([, get]) => {
    const v = get(r);
    return v == null ? "–" : String(v);
  }));
  const widths = columns.map(([title], i) => Math.max(title.length, ...cells.map((c) => c[i].length)));
  const line = (values) => values.map((v, i) => (i < 2 ? v.padEnd(widths[i]) : v.padStart(widths[i]))).join("  ");
  console.log(`\n${line(columns.map(([t]) => t))}\n${widths.map((w) => "─".repeat(w)).join("  ")}`);
  for (const c of cells) console.log(line(c));
}

async function main() {
  if (spawnSync(process.execPath, [path.join(ROOT, "scripts/ensure-chromium.mjs")], { stdio: "inherit" }).status !== 0) process.exit(1);
  if (!process.env.BENCH_NO_BUILD) await ensureBuild();
  const buildId = readFileSync(path.join(ROOT, ".next/BUILD_ID"), "utf8").trim();

  const log = createWriteStream(logFile);
  console.log(`[bench] starting the stack on free ports (server output: ${path.relative(ROOT, logFile)})…`);
  const stack = await startIsolatedStack({ logStream: log, testEndpoints: false }).catch((error) => {
    console.error(`[bench] the servers did not start: ${error.message}\n${error.serviceOutput ?? ""}`);
    process.exit(1);
  });
  const origin = new URL(stack.baseUrl).origin;
  let chromium;
  const cleanup = async () => {
    await chromium?.close();
    await stack.stop();
  };
  process.once("SIGINT", () => void cleanup().then(() => process.exit(130)));

  try {
    const targets = [];
    const skipped = [];
    let vendor = null;
    for (const { locale, prefix } of LOCALES) {
      for (const page of PAGES) {
        if (!wanted(page)) continue;
        const pathname = localized(prefix, page);
        const { status: code, body } = await status(`${origin}${pathname}`);
        if (code !== 200) {
          skipped.push({ page: pathname, status: code });
          continue;
        }
        targets.push({ page: page.split("?")[0], locale, path: pathname });
        if (page.startsWith("/stores")) vendor ??= findVendorPath(body);
      }
      // The fixed vendor pages answered: no third one from the stores page.
      if (!wanted("/store/x") || targets.some((t) => t.locale === locale && t.page.startsWith("/store/"))) continue;
      vendor ??= await vendorPathFromApi(stack.apiUrl);
      if (vendor) {
        const pathname = localized(prefix, vendor);
        const { status: code } = await status(`${origin}${pathname}`);
        if (code === 200) targets.push({ page: "/store/…", locale, path: pathname });
        else skipped.push({ page: pathname, status: code });
      } else {
        skipped.push({ page: `${prefix}/store/… (no vendor found on the stores page or in the product API)`, status: null });
      }
    }
    for (const s of skipped) console.log(`[bench] skipped ${s.page}${s.status ? ` (HTTP ${s.status})` : ""}`);

    chromium = await launchChromium();
    const rows = [];
    for (const target of targets) {
      console.log(`[bench] lighthouse ${target.path}`);
      const runs = [];
      let scores;
      for (let run = 0; run < RUNS; run++) {
        try {
          runs.push(await runLighthouse(`${origin}${target.path}`, chromium.port, origin));
        } catch (error) {
          console.warn(`[bench] lighthouse failed on ${target.path}: ${error.message}`);
          scores = { error: error.message };
        }
      }
      if (runs.length) {
        runs.sort((a, b) => (a.perf ?? 0) - (b.perf ?? 0));
        scores = { ...runs[Math.floor((runs.length - 1) / 2)], perfMin: runs[0].perf, perfMax: runs.at(-1).perf, runs: runs.length };
      }
      rows.push({ ...target, ...scores });
    }
    await chromium.close();
    chromium = undefined;

    const all = [...rows];
    if (LOAD_SECONDS > 0) {
      console.log(`[bench] load: ${LOAD_SECONDS} s × ${CONNECTIONS} connections per page`);
      const baseline = { page: "/baseline.html", locale: "–", path: "/baseline.html", ...(await load(`${origin}/baseline.html`)) };
      for (const row of rows) {
        console.log(`[bench] autocannon ${row.path}`);
        Object.assign(row, await load(`${origin}${row.path}`));
        row.ratioToBaseline = baseline.reqPerSec ? row.reqPerSec / baseline.reqPerSec : null;
      }
      baseline.ratioToBaseline = 1;
      all.push(baseline);
    }
    printTable(all);
    for (const row of rows) if (row.failedAudits?.length) console.log(`[bench] ${row.path}: failed audits ${row.failedAudits.join(", ")}`);

    const file = path.join(outDir, `bench-${stamp}.json`);
    const report = {
      createdAt: new Date().toISOString(),
      buildId,
      machine: { cpus: os.cpus().length, node: process.version, platform: `${os.platform()} ${os.release()}` },
      settings: { lighthouse: "default config (mobile, simulated throttling)", categories: CATEGORIES, runs: RUNS, pages: PAGE_FILTER, locales: LOCALES.map((l) => l.locale), loadSeconds: LOAD_SECONDS, connections: CONNECTIONS },
      rows: all,
      skipped,
    };
    writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`\n[bench] written ${path.relative(ROOT, file)}`);
    const troubled = all.filter((r) => r.non2xx || r.errors || r.error);
    if (troubled.length) console.warn(`[bench] note: non-2xx or errors under load on ${troubled.map((r) => r.path).join(", ")}`);
  } finally {
    await cleanup();
    log.end();
  }
}

main().catch((error) => {
  console.error(`[bench] ${error.stack ?? error.message}`);
  process.exit(1);
});
