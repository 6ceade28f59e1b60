#!/usr/bin/env node
// `npm run bench` (not part of npm test): Lighthouse (mobile preset, median of BENCH_LH_RUNS=3 runs) and 10 s of load
// with autocannon on every public page, in both locales, against a production build on free loopback ports (asking for
// gzip as a browser does, ADR 0037; a page of 300+ products is also measured against a bare server sending its very
// bytes); plus the same load on two baselines: public/baseline.html (a static file of the same server) and a page Next prerenders
// (scripts/bench-baseline/, an app of its own: scripts/lib/bench-baseline.mjs). The product API sits behind a counting relay, so the table says how many upstream calls 1,000 page
// views cost. Prints one table, writes bench-results/bench-*.json, and exits 1 when a budget of issue 14 is missed
// (the BUDGET below; ADR 0014). Env: BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_LH_RUNS, BENCH_PAGES (comma-separated
// substrings: only matching pages, e.g. BENCH_PAGES=/contact,/blog; "=/" is exactly the home page), BENCH_LOCALES=sq (only these locales),
// BENCH_DATA_DIR=/path (a product-API data directory seeded before, e.g. SHIJO_SEED=large's; kept afterwards),
// BENCH_PROFILE=large (issue 26: the large seed, the product API's reads on it, and issue 26's table; see below),
// BENCH_NO_LOAD=1 (Lighthouse only), BENCH_NO_BUILD=1 (use the .next build as it is),
// BENCH_SAVE_LHR=1 (also write each Lighthouse report, bench-results/lhr-*.json), BENCH_SAVE_TRACE=1 (and each run's
// Chrome trace, bench-results/trace-*.json: open it in Chrome DevTools' Performance panel), BENCH_CPU_REPLAY=0 (skip
// the replay on CPU time below, a few seconds per run).
//
// Lighthouse simulates a slow phone from the task durations it observes here, so a busy machine inflates TBT. Every
// run therefore records Lighthouse's benchmark index, the main-thread breakdown and long tasks, the load average and
// the CPU other processes used, and the main thread's CPU time from the trace; a run taken while the machine was
// busy is marked ⚠ in the table and `busy` in the JSON (scripts/lib/bench-measure.mjs, ADR 0014 session 9). Each run
// is also audited a second time with every main-thread task shrunk to its CPU time ("on CPU"): Lighthouse's own
// simulation, without the time the page waited for a CPU, so before/after comparisons hold on a busy machine.
import { spawn, spawnSync } from "node:child_process";
import http from "node:http";
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import lighthouse, { auditFlowArtifacts } from "lighthouse";
import { ensureBuild, ROOT } from "./lib/build.mjs";
import { startBaseline } from "./lib/bench-baseline.mjs";
import { benchShares, BUSY_LIMITS, busyReasons, foreignShare, mainThreadSummary, median, parseProcStat, printColumns, procStats, traceOnCpuTime, treeTicks } from "./lib/bench-measure.mjs";
import { startCountingProxy } from "./lib/counting-proxy.mjs";
import { freePort, largeSeedAsked, spawnService, startProductApi, startWeb, stopService, waitForHttp } from "./lib/stack.mjs";
import { htmlBreakdown } from "./lib/html-breakdown.mjs";
import { productDialogInp } from "./lib/bench-inp.mjs";
import { CHROMIUM } from "./ensure-chromium.mjs";
import { directChromiumArgs } from "./lib/chromium-args.mjs";
import { runSocialBench } from "./bench-social.mjs";
import { runApiBench } from "./bench-api.mjs";
import { findPostgresBin } from "./ensure-services.mjs";
import { startPostgres } from "./lib/services.mjs";
import { printProfileTable, PROFILE_BUDGET, profileRows } from "./lib/bench-profile.mjs";
import { runSignedInBench, SIGNED_IN_BUDGET } from "./bench-signed-in.mjs";
import { runListsBench } from "./bench-lists.mjs";

// BENCH_PROFILE=large (issue 26 "Done when"): the pages on the large seed, then the product API's reads, the lists and
// maps and the signed-in pages on the same data, and one table of issue 26's figures (scripts/lib/bench-profile.mjs).
const PROFILE_LARGE = process.env.BENCH_PROFILE?.trim().toLowerCase() === "large";
if (PROFILE_LARGE) process.env.SHIJO_SEED = "large";

/** The vendor HTML budget applies to a menu this long (issue 26 §3: "the 300-product vendor page"). */
const LONG_MENU = 300;
/** The whole-page bytes-per-product budget applies to menus this long or longer (shorter ones are mostly page). */
const MENU_FOR_PER_PRODUCT = 20;
/** A slope between two vendor pages is read only over this many products (the small seed's menus are 23–31). */
const SLOPE_SPREAD = 100;
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const LH_RUNS = Math.max(1, Number(process.env.BENCH_LH_RUNS ?? 3));
const ONLY = (process.env.BENCH_PAGES ?? "").split(",").map((s) => s.trim()).filter(Boolean);
/** A page BENCH_PAGES picks: one of its substrings, or exactly the page after "=" ("=/" is the home page alone). */
const picked = (page) => ONLY.some((o) => (o.startsWith("=") ? page.split("?")[0] === o.slice(1) : page.includes(o)));
const NO_LOAD = process.env.BENCH_NO_LOAD === "1";
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
// Issue 14's figures. Every public page, both locales; the perfect-performance pages are the blog post and landing.
const BUDGET = {
  ratioToStaticPage: 0.5,
  p99Ms: 50,
  upstreamPer1000: 50,
  perf: 98,
  perfPerfect: 100,
  a11y: 100,
  bp: 100,
  seo: 100,
  lcpMs: 1800,
  tbtMs: 150,
  cls: 0.05,
  jsKbGzip: 150,
  // Issue 26 §3 (ADR 0026), raw bytes unless "gzip": a vendor page of 300 products or more, HTML gzip; a vendor page's
  // HTML over its products, the issue's own "8 KB per product" (Pizza Napoli: 8.8 KB before ADR 0026, 7.0 after);
  // and what one more product adds (the slope between the shortest and the longest menu measured in a locale, 100
  // products apart or more: the large seed's flagship against Pizza Napoli; 3.6 KB before, 1.8 after).
  vendorHtmlKbGzip: 120,
  htmlKbPerProduct: 7.5,
  htmlBytesPerMoreProduct: 2500,
  // Issue 26 §3: opening a product (its dialog) on a vendor page, interaction to next paint (scripts/lib/bench-inp.mjs).
  inpMs: 200,
};
const PERFECT_PAGES = ["/blog/1/", "/landing/"];
// Issue 26 §2: "Properly size images", "Serve images in modern formats", "Efficiently encode images" pass on every
// public page. Lighthouse scores them 0–1 by their savings (scoreDisplayMode metricSavings, not binary); a page with no
// picture to fault is "notApplicable" (score null) and passes.
const IMAGE_AUDITS = ["uses-responsive-images", "modern-image-formats", "uses-optimized-images"];
const IMAGE_AUDIT_PASS = 0.9;
const TIRANA = "latitude=41.32754&longitude=19.81869&formatted_address=Tirana";
// The public pages (spec 1 §2); a vendor page is found on the stores page, and Pizza Napoli (seeded, open every
// day, full menu) is always measured.
const PAGES = ["/", `/stores?${TIRANA}`, "/store/e435fd83f471/pizza-napoli/delivery", "/store/1ebf0765db9c/oda/delivery", "/categories", "/blog", "/blog/1/sekreti-i-nje-tave-kosi-te-persosur", "/landing/1ebf0765db9c", "/download-app", "/contact", "/courier", "/partner"];
// SHIJO_SEED=large (ADR 0023; the bench's fresh data directory then seeds for minutes): its flagship vendor, 340
// products, on the first page of Tirana's list (issue 26 §1, §3).
if (largeSeedAsked()) PAGES.splice(4, 0, "/store/a1c4b461f428/kuzhina-e-madhe-e-tiranes/delivery");
const LOCALE_FILTER = (process.env.BENCH_LOCALES ?? "").split(",").map((l) => l.trim()).filter(Boolean);
const LOCALES = [
  { locale: "sq", prefix: "" },
  { locale: "en", prefix: "/en" },
].filter((l) => !LOCALE_FILTER.length || LOCALE_FILTER.includes(l.locale));

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
  return { status: response.status, body, location: response.headers.get("location") };
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

/**
 * The data the pages were measured on: the seed's vendors open or closed depend on the time of day in Tirana, and a
 * closed vendor's page loads the closed notice (more JS), so the figures name the hour and which vendors were open.
 */
async function dataStateOf(apiUrl) {
  const tirana = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Tirane", weekday: "short", hour: "2-digit", minute: "2-digit" }).format(new Date());
  const response = await fetch(`${apiUrl}vendors?lat=41.32754&lng=19.81869&page=1&per_page=100`, {
    headers: { "App-Key": process.env.PRODUCT_API_KEY ?? "shijo-local-app-key", Accept: "application/json" },
  }).catch(() => null);
  const vendors = response?.ok ? ((await response.json())?.vendors?.data ?? []) : [];
  const open = vendors.filter((v) => Number(v.is_open) === 1);
  const openByHash = Object.fromEntries(vendors.map((v) => [v.hash_id, Number(v.is_open) === 1]));
  return {
    tiranaTime: tirana,
    vendorsOpen: open.length,
    vendors: vendors.length,
    openByHash,
    note: `${tirana} in Tirana, ${open.length} of ${vendors.length} vendors near Tirana open`,
  };
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
      ...directChromiumArgs(),
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
    pid: child.pid,
    async close() {
      child.kill("SIGTERM");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) child.kill("SIGKILL");
      // Chromium's helper processes may still be writing their profile for a moment: a temp dir left behind is fine.
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
      } catch {}
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

/**
 * The machine's busy ticks and those of this process and its children (servers, Chromium), from /proc; `chromium`:
 * those of the Chromium process `chromiumPid` and its children alone.
 */
function cpuSnapshot(chromiumPid) {
  try {
    const stats = procStats();
    return { machine: parseProcStat(readFileSync("/proc/stat", "utf8")), tree: treeTicks(stats, process.pid), chromium: chromiumPid == null ? undefined : treeTicks(stats, chromiumPid) };
  } catch {
    return null; // not Linux
  }
}

/**
 * What the machine was doing around `work()`: load average before and after, the CPU share of other processes, and
 * the bench's own (benchShares: its Chromium, `chromiumPid` and its children; Lighthouse; its servers).
 */
async function withMachineState(work, chromiumPid) {
  const loadBefore = os.loadavg()[0];
  const before = cpuSnapshot(chromiumPid);
  const value = await work();
  const after = cpuSnapshot(chromiumPid);
  const round = (x) => (x == null ? null : Math.round(x * 100) / 100);
  const ours = benchShares(before, after, process.pid);
  return {
    value,
    machine: {
      loadBefore: round(loadBefore),
      loadAfter: round(os.loadavg()[0]),
      foreignShare: before && after ? round(foreignShare(before, after)) : null,
      chromiumShare: round(ours.chromium),
      lighthouseShare: round(ours.lighthouse),
      serversShare: round(ours.servers),
    },
  };
}

const LH_FLAGS = { output: "json", logLevel: "error", onlyCategories: CATEGORIES, maxWaitForLoad: 60_000 };
let runCount = 0;
async function runLighthouse(url, port, origin) {
  const result = await lighthouse(url, { ...LH_FLAGS, port });
  const lhr = result.lhr;
  const name = `${new URL(url).pathname.replace(/[^A-Za-z0-9]+/g, "_").slice(0, 80) || "_"}-${++runCount}`;
  if (process.env.BENCH_SAVE_LHR === "1") writeFileSync(path.join(outDir, `lhr-${stamp}-${name}.json`), JSON.stringify(lhr));
  if (process.env.BENCH_SAVE_TRACE === "1" && result.artifacts?.Trace) writeFileSync(path.join(outDir, `trace-${stamp}-${name}.json`), JSON.stringify(result.artifacts.Trace));
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
    images: imageAudits(lhr),
    failedAudits: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === "binary")
      .map((a) => a.id),
    ...runDiagnostics(lhr, result.artifacts?.Trace?.traceEvents, url),
    onCpu: process.env.BENCH_CPU_REPLAY === "0" || !result.artifacts?.Trace ? null : await replayOnCpuTime(result.artifacts, url),
  };
}

/** Issue 26 §2's image audits of one run: each one's score and the bytes it says could be saved. */
function imageAudits(lhr) {
  return Object.fromEntries(
    IMAGE_AUDITS.map((id) => {
      const audit = lhr.audits[id];
      const wastedKb = audit?.details?.overallSavingsBytes == null ? 0 : Math.round(audit.details.overallSavingsBytes / 102.4) / 10;
      return [id, { score: audit?.score ?? null, wastedKb, mode: audit?.scoreDisplayMode ?? "missing" }];
    }),
  );
}

/** The image audits a run fails: "modern-image-formats 0.5 (120 KB)". */
const imageAuditMisses = (images) =>
  Object.entries(images ?? {})
    .filter(([, a]) => a.mode === "missing" || (a.score != null && a.score < IMAGE_AUDIT_PASS))
    .map(([id, a]) => (a.mode === "missing" ? `${id} missing` : `${id} ${a.score} (${a.wastedKb} KB)`));

/** Lighthouse's performance audits again, on the run's trace with every main-thread task shrunk to its CPU time. */
async function replayOnCpuTime(artifacts, url) {
  try {
    const flow = await auditFlowArtifacts({
      name: "on CPU time",
      gatherSteps: [{ artifacts: { ...artifacts, Trace: traceOnCpuTime(artifacts.Trace, url) }, flags: LH_FLAGS }],
    });
    const lhr = flow.steps[0].lhr;
    const metric = (id) => (lhr.audits[id]?.numericValue == null ? null : Math.round(lhr.audits[id].numericValue));
    return { perf: lhr.categories.performance?.score == null ? null : Math.round(lhr.categories.performance.score * 100), tbtMs: metric("total-blocking-time"), lcpMs: metric("largest-contentful-paint") };
  } catch (error) {
    return { error: error.message };
  }
}

/** What one run says about the main thread (Lighthouse's figures are throttled, the trace's are as observed). */
function runDiagnostics(lhr, traceEvents, url) {
  const breakdown = Object.fromEntries((lhr.audits["mainthread-work-breakdown"]?.details?.items ?? []).map((i) => [i.group, Math.round(i.duration)]));
  const longTasks = (lhr.audits["long-tasks"]?.details?.items ?? []).map((i) => ({ ms: Math.round(i.duration), startMs: Math.round(i.startTime), url: i.url }));
  const settings = lhr.configSettings;
  return {
    benchmarkIndex: lhr.environment?.benchmarkIndex == null ? null : Math.round(lhr.environment.benchmarkIndex),
    breakdown,
    longTasks,
    domElements: lhr.audits["dom-size"]?.numericValue ?? null,
    mainThread: traceEvents ? mainThreadSummary(traceEvents, { url, cpuSlowdown: settings.throttling?.cpuSlowdownMultiplier ?? 4 }) : null,
    lighthouse: { version: lhr.lighthouseVersion, chrome: lhr.environment?.hostUserAgent, throttlingMethod: settings.throttlingMethod, throttling: settings.throttling },
    // e.g. Lighthouse's own "slower CPU than Lighthouse expects" below a benchmark index of 1,000.
    runWarnings: (lhr.runWarnings ?? []).map(String),
  };
}

/**
 * A page load as a browser or a crawler asks for it (the page cache answers only requests for HTML): Chromium's
 * Accept-Encoding, as every browser and search crawler sends one (ADR 0037; before it the bench asked for no encoding).
 */
const PAGE_LOAD_HEADERS = { accept: "text/html,application/xhtml+xml,*/*;q=0.8", "accept-encoding": "gzip, deflate, br, zstd" };

async function load(url) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: LOAD_SECONDS, headers: PAGE_LOAD_HEADERS });
  return {
    reqPerSec: Math.round(result.requests.average),
    views: result.requests.total,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** The run with the median performance score (Lighthouse CI's habit), so one run's metrics stay together. */
function medianRun(runs) {
  const sorted = [...runs].sort((a, b) => (a.perf ?? 0) - (b.perf ?? 0));
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** Load on one path, and the product API calls it cost per 1,000 page views. */
async function measuredLoad(origin, pathname, upstream) {
  // A first view fills what the page caches.
  await fetch(`${origin}${pathname}`, { headers: { accept: "text/html" } }).then((r) => r.arrayBuffer());
  upstream.reset();
  const result = await load(`${origin}${pathname}`);
  const calls = upstream.count;
  return { ...result, upstreamCalls: calls, upstreamPer1000: result.views ? Math.round((calls / result.views) * 1000 * 10) / 10 : null };
}

/** One answer as sent, undecoded: its bytes and the headers a copy must repeat (fetch would gunzip it). */
function rawAnswer(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks = [];
        response.on("data", (c) => chunks.push(c));
        response.on("end", () => resolve({ status: response.statusCode, body: Buffer.concat(chunks), contentType: response.headers["content-type"], contentEncoding: response.headers["content-encoding"] }));
      })
      .on("error", reject);
  });
}

/**
 * ADR 0037: the same load on a bare Node server that sends the very bytes the page cache sent for this page
 * (scripts/lib/same-bytes-server.mjs). A long page's req/s is bound by its bytes, in the load generator as much as in
 * the server; this says how near the page cache comes to sending those bytes and nothing else.
 */
async function sameBytesLoad(origin, pathname, logStream) {
  const answer = await rawAnswer(`${origin}${pathname}`, PAGE_LOAD_HEADERS);
  if (answer.status !== 200) throw new Error(`${pathname} answered ${answer.status}`);
  const dir = mkdtempSync(path.join(os.tmpdir(), "shijo-same-bytes-"));
  const file = path.join(dir, "body");
  writeFileSync(file, answer.body);
  const port = await freePort();
  const args = [path.join(ROOT, "scripts/lib/same-bytes-server.mjs"), file, String(port), answer.contentType ?? "text/html", ...(answer.contentEncoding ? [answer.contentEncoding] : [])];
  const service = spawnService({ name: "same-bytes", args, logStream });
  try {
    await waitForHttp(`http://localhost:${port}/`, { service, accept: (r) => r.ok });
    const result = await load(`http://localhost:${port}/`);
    return { reqPerSec: result.reqPerSec, p99Ms: result.p99Ms, bytes: answer.body.length, contentEncoding: answer.contentEncoding ?? null };
  } finally {
    await stopService(service);
    rmSync(dir, { recursive: true, force: true });
  }
}

const kb = (bytes) => Math.round(bytes / 102.4) / 10;
/** A vendor page's HTML over its products, KB (issue 26: "about 8 KB of HTML per product"). */
const perProductKb = (r) => kb(r.html.bytes / r.html.products);

/**
 * Per locale, what one more product adds to a vendor page's HTML: the slope between the vendor pages measured with
 * the fewest and the most products, when they are SLOPE_SPREAD products apart (issue 26 §3). Put on the longer
 * menu's row, with its budget miss.
 */
function htmlPerMoreProduct(rows) {
  for (const locale of new Set(rows.map((r) => r.locale))) {
    const menus = rows.filter((r) => r.locale === locale && r.html?.products > 0).sort((a, b) => a.html.products - b.html.products);
    const [small, large] = [menus[0], menus.at(-1)];
    if (!small || large.html.products - small.html.products < SLOPE_SPREAD) continue;
    const n = large.html.products - small.html.products;
    large.htmlPerMoreProduct = {
      bytes: Math.round((large.html.bytes - small.html.bytes) / n),
      gzipBytes: Math.round((large.html.gzipBytes - small.html.gzipBytes) / n),
      between: [small.path, large.path],
    };
    if (large.htmlPerMoreProduct.bytes > BUDGET.htmlBytesPerMoreProduct) {
      large.misses.push(`HTML +${large.htmlPerMoreProduct.bytes} B a product > ${BUDGET.htmlBytesPerMoreProduct} (${small.html.products} → ${large.html.products} products)`);
    }
  }
}

/** Which of issue 14's figures this page misses (empty when it meets them all). */
function budgetMisses(r) {
  const misses = [];
  const check = (ok, text) => ok || misses.push(text);
  if (r.error) return [`lighthouse: ${r.error}`];
  // The 300-product vendor page has issue 26 §3's own figures (performance ≥ 95, LCP ≤ 2.0 s, TBT ≤ 200 ms).
  const longMenu = r.html?.products >= LONG_MENU;
  const perfTarget = longMenu ? PROFILE_BUDGET.perf : PERFECT_PAGES.some((p) => r.path.includes(p)) ? BUDGET.perfPerfect : BUDGET.perf;
  const lcpTarget = longMenu ? PROFILE_BUDGET.lcpMs : BUDGET.lcpMs;
  const tbtTarget = longMenu ? PROFILE_BUDGET.tbtMs : BUDGET.tbtMs;
  check(r.perf >= perfTarget, `performance ${r.perf} < ${perfTarget}`);
  check(r.a11y >= BUDGET.a11y, `accessibility ${r.a11y}`);
  check(r.bp >= BUDGET.bp, `best practices ${r.bp}`);
  check(r.seo >= BUDGET.seo, `SEO ${r.seo}`);
  check(r.lcpMs <= lcpTarget, `LCP ${r.lcpMs} ms > ${lcpTarget}`);
  check(r.tbtMs <= tbtTarget, `TBT ${r.tbtMs} ms > ${tbtTarget}`);
  check(r.cls <= BUDGET.cls, `CLS ${r.cls} > ${BUDGET.cls}`);
  check(r.jsKbGzip <= BUDGET.jsKbGzip, `JS ${r.jsKbGzip} KB gz > ${BUDGET.jsKbGzip}`);
  for (const miss of imageAuditMisses(r.images)) check(false, `image audit ${miss}`);
  if (r.inp) check(r.inp.inpMs != null && r.inp.inpMs <= BUDGET.inpMs, r.inp.error ? `product dialog INP: ${r.inp.error}` : `product dialog INP ${r.inp.inpMs} ms > ${BUDGET.inpMs}`);
  if (r.html?.products >= LONG_MENU) check(r.html.gzipBytes / 1024 <= BUDGET.vendorHtmlKbGzip, `HTML ${kb(r.html.gzipBytes)} KB gz > ${BUDGET.vendorHtmlKbGzip} (${r.html.products} products)`);
  if (r.html?.products >= MENU_FOR_PER_PRODUCT) check(perProductKb(r) <= BUDGET.htmlKbPerProduct, `HTML ${perProductKb(r)} KB a product > ${BUDGET.htmlKbPerProduct} (${r.html.products} products)`);
  if (!NO_LOAD) {
    check(r.ratioToStaticPage >= BUDGET.ratioToStaticPage, `req/s ${r.reqPerSec} < ${BUDGET.ratioToStaticPage} × static page`);
    check(r.p99Ms <= BUDGET.p99Ms, `p99 ${r.p99Ms} ms > ${BUDGET.p99Ms}`);
    check(r.upstreamPer1000 <= BUDGET.upstreamPer1000, `upstream ${r.upstreamPer1000}/1000 views > ${BUDGET.upstreamPer1000}`);
    check(!r.non2xx && !r.errors, `${r.non2xx} non-2xx, ${r.errors} errors under load`);
  }
  return misses;
}

/**
 * Product API → counting relay → `next start`, on free loopback ports with a throwaway database. The browser fetches
 * pictures from the product API itself (IMAGE_ORIGIN: the CSP's img-src), not through the relay.
 */
async function startBenchStack(logStream) {
  const host = "127.0.0.1";
  // BENCH_DATA_DIR: a product-API data directory seeded before (e.g. the large seed, minutes to make), kept afterwards.
  // BENCH_PROFILE=large keeps a fresh directory until its other benches have run on it (main's caller removes it).
  const kept = process.env.BENCH_DATA_DIR;
  const dataDir = kept ?? mkdtempSync(path.join(os.tmpdir(), "shijo-bench-api-"));
  const services = [];
  let upstream;
  const stop = async () => {
    await Promise.all([...services].reverse().map((s) => stopService(s)));
    await upstream?.close();
    if (!kept && !PROFILE_LARGE) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const onSpawn = (service) => services.push(service);
    const seeding = !existsSync(path.join(dataDir, "PG_VERSION"));
    const started = Date.now();
    const api = await startProductApi({ port: await freePort(host), host, dataDir, testEndpoints: false, logStream, onSpawn });
    // A first start seeds before it answers /health (issue 26 §1: the large profile in ≤ 5 minutes).
    const seedSeconds = seeding ? (Date.now() - started) / 1000 : null;
    upstream = await startCountingProxy(api.url);
    const webPort = await freePort(host);
    // "localhost", as scripts/lib/stack.mjs explains (Next's NextURL and the locale rewrite).
    const web = await startWeb({ mode: "start", port: webPort, hostname: "localhost", logStream, onSpawn, env: { PORT: String(webPort), PRODUCT_API_URL: upstream.url, IMAGE_ORIGIN: api.url } });
    return { baseUrl: web.url, apiUrl: api.url, upstream, stop, dataDir, seedSeconds };
  } catch (error) {
    await stop();
    throw error;
  }
}

function printTable(rows) {
  printColumns(rows, [
    ["page", (r) => (r.vendorOpen === false ? `${r.page} (closed)` : r.page)],
    ["loc", (r) => r.locale],
    ["perf", (r) => r.perf],
    ["min–max", (r) => (r.lighthouseRuns?.length > 1 ? `${r.perfMin}–${r.perfMax}` : null)],
    ["a11y", (r) => r.a11y],
    ["bp", (r) => r.bp],
    ["seo", (r) => r.seo],
    ["LCP ms", (r) => r.lcpMs],
    ["TBT ms", (r) => r.tbtMs],
    ["CLS", (r) => r.cls],
    ["JS KB gz", (r) => r.jsKbGzip],
    ["INP ms", (r) => (r.inp ? (r.inp.inpMs ?? "✗") : null)],
    ["img", (r) => (r.images ? (imageAuditMisses(r.images).length ? `✗ ${imageAuditMisses(r.images).length}` : "✓") : null)],
    ["HTML KB", (r) => (r.html ? kb(r.html.bytes) : null)],
    ["gz", (r) => (r.html ? kb(r.html.gzipBytes) : null)],
    ["KB/product", (r) => (r.html?.products ? perProductKb(r) : null)],
    ["+B/product", (r) => (r.htmlPerMoreProduct ? `${r.htmlPerMoreProduct.bytes} (${r.htmlPerMoreProduct.gzipBytes} gz)` : null)],
    ["req/s", (r) => r.reqPerSec],
    ["p99 ms", (r) => r.p99Ms],
    ["× file", (r) => (r.ratioToStaticFile == null ? null : r.ratioToStaticFile.toFixed(2))],
    ["× page", (r) => (r.ratioToStaticPage == null ? null : r.ratioToStaticPage.toFixed(2))],
    ["up/1k", (r) => r.upstreamPer1000],
    ["budget", (r) => (r.misses == null ? null : `${r.misses.length ? `✗ ${r.misses.length}` : "✓"}${r.busy?.length ? " ⚠" : ""}`)],
  ]);
}

/**
 * Beside TBT, per page: every run's TBT and benchmark index, the load average before → after the page and the share
 * of CPU other processes took in each run, the median run's main-thread breakdown (Lighthouse's groups, throttled),
 * long tasks and DOM size, and the trace's own figures for that run: main-thread CPU time and tasks as observed and
 * the share of task time on a CPU; then every run's performance and TBT replayed on CPU time (these do not grow with
 * the machine's load). ⚠ marks a page with a run taken while the machine was busy.
 */
function printMainThreadTable(rows) {
  const runs = (r, get) => (r.runs?.length ? r.runs.map(get).map((v) => v ?? "–").join("/") : null);
  const group = (r, id) => (r.breakdown?.[id] == null ? "–" : r.breakdown[id]);
  printColumns(rows.filter((r) => r.runs?.length), [
    ["page", (r) => r.page],
    ["loc", (r) => r.locale],
    ["TBT ms", (r) => r.tbtMs],
    ["TBT runs", (r) => runs(r, (x) => x.tbtMs)],
    ["bench index", (r) => runs(r, (x) => x.benchmarkIndex)],
    ["load", (r) => `${r.runs[0].machine.loadBefore}→${r.runs.at(-1).machine.loadAfter}`],
    ["other %", (r) => runs(r, (x) => (x.machine.foreignShare == null ? null : Math.round(x.machine.foreignShare * 100)))],
    ["Chromium/LH/servers %", (r) => ownShares(r.runs)],
    ["other/style/script ms", (r) => `${group(r, "other")}/${group(r, "styleLayout")}/${group(r, "scriptEvaluation")}`],
    ["long", (r) => (r.longTasks ? `${r.longTasks.length}${r.longTasks.length ? ` ≤${Math.max(...r.longTasks.map((t) => t.ms))}` : ""}` : null)],
    ["DOM", (r) => r.domElements],
    ["CPU ms", (r) => r.mainThread?.cpuMs],
    ["tasks", (r) => r.mainThread?.tasks],
    ["on CPU", (r) => (r.mainThread?.onCpuShare == null ? null : `${Math.round(r.mainThread.onCpuShare * 100)} %`)],
    ["perf on CPU", (r) => runs(r, (x) => x.onCpu?.perf)],
    ["TBT on CPU", (r) => runs(r, (x) => x.onCpu?.tbtMs)],
    ["quiet", (r) => (r.busy?.length ? `⚠ ${r.busy.length}/${r.runs.length} busy` : "✓")],
  ]);
}

/** The bench's own CPU shares over `runs` (medians, %): its Chromium / Lighthouse / its servers. */
function ownShares(runs) {
  const pct = (key) => {
    const m = median((runs ?? []).map((x) => x.machine?.[key]));
    return m == null ? "–" : Math.round(m * 100);
  };
  return runs?.length ? `${pct("chromiumShare")}/${pct("lighthouseShare")}/${pct("serversShare")}` : null;
}

/**
 * Marks each run taken on a busy machine (BUSY_LIMITS) against the session's median benchmark index; a row is busy
 * when any of its runs was. Returns the session's index figures.
 */
function markBusyRuns(rows) {
  const indexes = rows.flatMap((r) => (r.runs ?? []).map((x) => x.benchmarkIndex));
  const sessionIndex = median(indexes);
  for (const row of rows) {
    for (const run of row.runs ?? []) {
      run.busy = busyReasons({ ...run.machine, benchmarkIndex: run.benchmarkIndex, onCpuShare: run.mainThread?.onCpuShare }, sessionIndex);
    }
    row.busy = (row.runs ?? []).filter((x) => x.busy.length).map((x) => x.busy.join(", "));
  }
  const valid = indexes.filter((x) => x != null);
  return { sessionIndex, indexMin: valid.length ? Math.min(...valid) : null, indexMax: valid.length ? Math.max(...valid) : null };
}

async function main() {
  if (spawnSync(process.execPath, [path.join(ROOT, "scripts/ensure-chromium.mjs")], { stdio: "inherit" }).status !== 0) process.exit(1);
  if (process.env.BENCH_NO_BUILD !== "1") await ensureBuild();
  const buildId = readFileSync(path.join(ROOT, ".next/BUILD_ID"), "utf8").trim();

  const log = createWriteStream(logFile);
  console.log(`[bench] starting the stack on free ports (server output: ${path.relative(ROOT, logFile)})…`);
  const stack = await startBenchStack(log).catch((error) => {
    console.error(`[bench] the servers did not start: ${error.message}\n${error.serviceOutput ?? ""}`);
    process.exit(1);
  });
  const origin = new URL(stack.baseUrl).origin;
  let chromium;
  let baselineServer;
  const cleanup = async () => {
    await chromium?.close();
    await stopService(baselineServer);
    await stack.stop();
  };
  process.once("SIGINT", () => void cleanup().then(() => process.exit(130)));

  try {
    const targets = [];
    const skipped = [];
    let vendor = null;
    for (const { locale, prefix } of LOCALES) {
      for (const page of PAGES.filter((p) => !ONLY.length || picked(p))) {
        let pathname = localized(prefix, page);
        let { status: code, body, location } = await status(`${origin}${pathname}`);
        // A page whose address is another in this language (the English blog post's own slug, ADR 0019) is measured
        // at that address.
        const moved = (code === 301 || code === 308) && location ? new URL(location, origin) : null;
        if (moved?.origin === origin) {
          pathname = `${moved.pathname}${moved.search}`;
          ({ status: code, body } = await status(`${origin}${pathname}`));
        }
        if (code !== 200) {
          skipped.push({ page: pathname, status: code });
          continue;
        }
        targets.push({ page: page.split("?")[0], locale, path: pathname, html: htmlBreakdown(body) });
        if (page.startsWith("/stores")) vendor ??= findVendorPath(body);
      }
      // The fixed vendor pages answered: no third one from the stores page.
      if (targets.some((t) => t.locale === locale && t.page.startsWith("/store/"))) continue;
      vendor ??= await vendorPathFromApi(stack.apiUrl);
      if (ONLY.length && !ONLY.some((o) => "/store/".includes(o)) && !picked(vendor ?? "")) continue;
      if (vendor) {
        const pathname = localized(prefix, vendor);
        const { status: code, body } = await status(`${origin}${pathname}`);
        if (code === 200) targets.push({ page: "/store/…", locale, path: pathname, html: htmlBreakdown(body) });
        else skipped.push({ page: pathname, status: code });
      } else {
        skipped.push({ page: `${prefix}/store/… (no vendor found on the stores page or in the product API)`, status: null });
      }
    }
    for (const s of skipped) console.log(`[bench] skipped ${s.page}${s.status ? ` (HTTP ${s.status})` : ""}`);

    const dataState = await dataStateOf(stack.apiUrl);
    for (const t of targets) {
      const hash = /^(?:\/en)?\/(?:store|landing)\/([^/]+)/.exec(t.path)?.[1];
      if (hash && hash in dataState.openByHash) t.vendorOpen = dataState.openByHash[hash];
    }
    console.log(`[bench] data: ${dataState.note}${targets.some((t) => t.vendorOpen === false) ? ` (closed: ${[...new Set(targets.filter((t) => t.vendorOpen === false).map((t) => t.page))].join(", ")})` : ""}`);
    chromium = await launchChromium();
    const rows = [];
    for (const target of targets) {
      console.log(`[bench] lighthouse ${target.path}`);
      const runs = [];
      for (let run = 0; run < LH_RUNS; run++) {
        try {
          const { value, machine } = await withMachineState(() => runLighthouse(`${origin}${target.path}`, chromium.port, origin), chromium.pid);
          runs.push({ ...value, machine: { ...machine, cores: os.cpus().length } });
        } catch (error) {
          console.warn(`[bench] lighthouse failed on ${target.path}: ${error.message}`);
        }
      }
      const perfs = runs.map((r) => r.perf ?? 0).sort((a, b) => a - b);
      const row = { ...target, ...(runs.length ? medianRun(runs) : { error: "lighthouse failed" }), lighthouseRuns: perfs, perfMin: perfs[0], perfMax: perfs.at(-1), runs };
      if (/\/store\//.test(target.path) && target.vendorOpen !== false) {
        try {
          row.inp = await productDialogInp({ url: `${origin}${target.path}`, cdpPort: chromium.port, locale: target.locale === "en" ? "en-GB" : "sq-AL" });
          console.log(`[bench] product dialog: INP ${row.inp.inpMs} ms (runs ${row.inp.runs.map((r) => r.inpMs).join("/")}), shown after ${row.inp.runs.map((r) => r.shownMs).join("/")} ms, CPU ×${row.inp.cpuSlowdown}`);
        } catch (error) {
          row.inp = { error: error.message };
          console.warn(`[bench] product dialog INP failed on ${target.path}: ${error.message}`);
        }
      }
      rows.push(row);
    }
    const quiet = markBusyRuns(rows);
    await chromium.close();
    chromium = undefined;

    const baselines = [];
    if (!NO_LOAD) {
      console.log(`[bench] load: ${LOAD_SECONDS} s × ${CONNECTIONS} connections per page`);
      const staticFile = { page: "static file", locale: "–", path: "/baseline.html" };
      const staticPage = { page: "static page", locale: "–", path: "/" };
      const prerendered = await startBaseline({ port: await freePort(), logStream: log, onSpawn: (s) => (baselineServer = s) });
      for (const [base, at] of [[staticFile, origin], [staticPage, prerendered.url]]) {
        console.log(`[bench] autocannon ${at}${base.path}`);
        Object.assign(base, await measuredLoad(at, base.path, stack.upstream));
        baselines.push(base);
      }
      await stopService(baselineServer);
      for (const row of rows) {
        console.log(`[bench] autocannon ${row.path}`);
        Object.assign(row, await measuredLoad(origin, row.path, stack.upstream));
        if (row.html?.products >= LONG_MENU) {
          console.log(`[bench] autocannon the same bytes as ${row.path}, from a bare server`);
          row.sameBytes = await sameBytesLoad(origin, row.path, log);
          row.ratioToSameBytes = row.sameBytes.reqPerSec ? row.reqPerSec / row.sameBytes.reqPerSec : null;
        }
      }
      for (const row of [...rows, ...baselines]) {
        row.ratioToStaticFile = staticFile.reqPerSec ? row.reqPerSec / staticFile.reqPerSec : null;
        row.ratioToStaticPage = staticPage.reqPerSec ? row.reqPerSec / staticPage.reqPerSec : null;
      }
    }
    for (const row of rows) row.misses = budgetMisses(row);
    htmlPerMoreProduct(rows);
    const all = [...rows, ...baselines];
    printTable(all);
    printMainThreadTable(rows);
    const lh = rows.find((r) => r.lighthouse)?.lighthouse;
    if (lh) {
      const t = lh.throttling ?? {};
      console.log(`\n[bench] Lighthouse ${lh.version} on ${/HeadlessChrome\/[\d.]+/.exec(lh.chrome ?? "")?.[0] ?? lh.chrome}, ${lh.throttlingMethod} throttling: RTT ${t.rttMs} ms, ${t.throughputKbps} kbps, CPU ×${t.cpuSlowdownMultiplier}`);
    }
    console.log(`[bench] benchmark index: session median ${quiet.sessionIndex ?? "–"} (${quiet.indexMin ?? "–"}–${quiet.indexMax ?? "–"}); data: ${dataState.note}`);
    const busyRows = rows.filter((r) => r.busy?.length);
    if (busyRows.length) {
      console.warn(`\n[bench] ⚠ THE MACHINE WAS BUSY during ${busyRows.length} of ${rows.length} pages: their Lighthouse figures (TBT above all) cannot be compared with a quiet run. Re-run when nothing else runs.`);
      for (const r of busyRows) console.warn(`  ${r.path}: ${[...new Set(r.busy)].join("; ")}`);
      // Session 41: other processes quiet, and still the page's main thread waited for a CPU — behind the bench's own
      // Chromium (browser, GPU and raster work), Lighthouse and servers on this machine's cores.
      const runsOf = busyRows.flatMap((r) => r.runs ?? []);
      const othersQuiet = runsOf.every((x) => x.machine.foreignShare != null && x.machine.foreignShare <= BUSY_LIMITS.foreignShare);
      if (othersQuiet && runsOf.some((x) => x.mainThread?.onCpuShare != null && x.mainThread.onCpuShare < BUSY_LIMITS.mainThreadOnCpu)) {
        console.warn(`  Other processes were quiet (≤ ${Math.round(BUSY_LIMITS.foreignShare * 100)} % of the CPU in every busy run). The page's main thread waited for the bench's own processes: over each whole run its Chromium (browser, GPU and raster processes, the page's renderer), Lighthouse and servers used ${ownShares(runsOf)} % of the machine's CPU (medians; ${os.cpus().length} cores), crowded into the seconds the page loads. Re-running on this machine will not make it quiet.`);
      }
      console.warn("  The \"on CPU\" columns replay Lighthouse's simulation without the time the page waited for a CPU: compare those.");
    }

    const file = path.join(outDir, `bench-${stamp}.json`);
    const report = {
      createdAt: new Date().toISOString(),
      buildId,
      machine: { cpus: os.cpus().length, node: process.version, platform: `${os.platform()} ${os.release()}` },
      settings: { lighthouse: `default config (mobile, simulated throttling), median of ${LH_RUNS}`, lighthouseRun: lh ?? null, categories: CATEGORIES, loadSeconds: LOAD_SECONDS, connections: CONNECTIONS, budget: BUDGET, busyLimits: BUSY_LIMITS },
      quiet: { ...quiet, busyPages: busyRows.map((r) => r.path) },
      data: dataState,
      rows: all,
      skipped,
    };
    writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`\n[bench] written ${path.relative(ROOT, file)}`);
    const troubled = all.filter((r) => r.non2xx || r.errors || r.error);
    if (troubled.length) console.warn(`[bench] note: non-2xx or errors under load on ${troubled.map((r) => r.path).join(", ")}`);
    const missed = rows.filter((r) => r.misses.length);
    if (missed.length) {
      console.error(`\n[bench] BUDGET MISSED on ${missed.length} page(s):`);
      for (const r of missed) console.error(`  ${r.path}: ${r.misses.join("; ")}${r.failedAudits?.length ? ` (failing audits: ${r.failedAudits.join(", ")})` : ""}${r.busy?.length ? " ⚠ measured while the machine was busy" : ""}`);
      process.exitCode = 1;
    } else {
      console.log(`\n[bench] every budget met (${rows.length} pages).`);
    }
    return { rows, dataDir: stack.dataDir, seedSeconds: stack.seedSeconds, benchmarkIndex: quiet.sessionIndex };
  } finally {
    await cleanup();
    log.end();
  }
}

/** Issue 26 §6's rows of the profile table from runSignedInBench's collected rows (none when it did not run). */
function signedInRows({ rows = [], live = [], heap }) {
  const out = [];
  for (const r of rows.filter((x) => x.misses)) {
    out.push({ section: "§6", figure: `replayed ${r.page}: req/s ÷ minimal page's`, value: r.ratioToMinimal.toFixed(2), budget: `≥ ${SIGNED_IN_BUDGET.ratioToMinimal}`, ok: r.ratioToMinimal >= SIGNED_IN_BUDGET.ratioToMinimal });
    out.push({ section: "§6", figure: `replayed ${r.page}: p99`, value: `${r.p99Ms} ms`, budget: `≤ ${SIGNED_IN_BUDGET.p99Ms} ms`, ok: r.p99Ms <= SIGNED_IN_BUDGET.p99Ms && !r.replayMisses });
  }
  for (const r of live) out.push({ section: "§6", figure: `live ${r.page}: p99 (large seed)`, value: `${r.p99Ms} ms`, budget: `≤ ${SIGNED_IN_BUDGET.liveP99Ms} ms`, ok: r.p99Ms <= SIGNED_IN_BUDGET.liveP99Ms && !r.non2xx && !r.errors });
  if (heap) out.push({ section: "§6", figure: "storefront heap after GC: growth over every run", value: `${heap.growthMb >= 0 ? "+" : ""}${heap.growthMb} MB (${heap.beforeMb} → ${heap.afterMb})`, budget: `≤ +${SIGNED_IN_BUDGET.heapGrowthMb} MB`, ok: heap.ok });
  return out;
}

/**
 * BENCH_PROFILE=large, after the pages: the product API's reads on the same data directory (the servers of the page
 * bench are stopped by then) and on a throwaway PostgreSQL seeded the same way, and issue 26's table. Returns false
 * when a figure missed or was not measured.
 */
async function runLargeProfile(pages) {
  let api = null;
  try {
    console.log(`\n[bench] issue 26 §5: the product API's reads on ${pages.dataDir}`);
    api = await runApiBench({ dataDir: pages.dataDir });
  } catch (error) {
    console.error(`[bench] the product API's reads failed: ${error.message}`);
  }
  // §5 asks for PostgreSQL too: a throwaway server, seeded large by the product API's first start on it.
  let postgres = null;
  const bin = findPostgresBin();
  if (!bin) console.error("[bench] issue 26 §5 on PostgreSQL: no initdb/postgres found (scripts/ensure-services.mjs installs them as root)");
  else {
    let pg = null;
    try {
      pg = await startPostgres({ bin, logStream: createWriteStream(path.join(outDir, `postgres-${stamp}.log`)), timeoutMs: 120_000 });
      console.log(`\n[bench] issue 26 §5: the product API's reads on PostgreSQL (seeded large on the API's first start)`);
      const started = Date.now();
      postgres = await runApiBench({ databaseUrl: pg.url });
      console.log(`[bench] PostgreSQL: seeded and measured in ${Math.round((Date.now() - started) / 1000)} s`);
    } catch (error) {
      console.error(`[bench] the product API's reads on PostgreSQL failed: ${error.message}`);
    } finally {
      await pg?.stop();
    }
  }
  const signedIn = {};
  try {
    console.log(`\n[bench] issue 26 §6: the signed-in pages on ${pages.dataDir}`);
    await runSignedInBench({ build: process.env.BENCH_NO_BUILD !== "1", dataDir: pages.dataDir, collect: signedIn });
  } catch (error) {
    console.error(`[bench] the signed-in pages failed: ${error.message}`);
  }
  let lists = [];
  try {
    console.log(`\n[bench] issue 26 §4: lists and maps on ${pages.dataDir}`);
    lists = (await runListsBench({ dataDir: pages.dataDir, build: false })).rows
      .filter((r) => r.ok !== null)
      .map((r) => ({ section: "§4", figure: `${r.part}: ${r.name}`, value: r.value == null ? "not measured" : `${r.value} ${r.unit}`, budget: r.budgetText ?? (r.budget == null ? "" : `≤ ${r.budget}`), ok: r.value == null ? false : r.ok }));
  } catch (error) {
    console.error(`[bench] the lists and maps failed: ${error.message}`);
  }
  const rows = profileRows({ pages: pages.rows, seedSeconds: pages.seedSeconds, api, postgres, extra: [...lists, ...signedInRows(signedIn)] });
  const load = os.loadavg().map((l) => l.toFixed(2)).join(" ");
  const missed = printProfileTable(rows, { title: `[bench] issue 26 at production shape (SHIJO_SEED=large; benchmark index ${pages.benchmarkIndex ?? "–"}; load average now ${load}; ${os.cpus().length} cores)` });
  writeFileSync(path.join(outDir, `bench-profile-large-${stamp}.json`), `${JSON.stringify({ createdAt: new Date().toISOString(), budget: PROFILE_BUDGET, rows, api, postgres }, null, 2)}\n`);
  if (!process.env.BENCH_DATA_DIR) rmSync(pages.dataDir, { recursive: true, force: true });
  if (missed.length) console.error(`\n[bench] issue 26: ${missed.length} figure(s) missed or not measured`);
  else console.log("\n[bench] issue 26: every figure met");
  return missed.length === 0;
}

// Then the social area's timings (scripts/bench-social.mjs, issue 24) on a stack of their own; BENCH_NO_SOCIAL=1 skips them.
// Then the signed-in pages with the product API replayed (scripts/bench-signed-in.mjs, issue 26 §6, ADR 0027) on the
// bench-only build .next-bench; BENCH_NO_SIGNED_IN=1 skips them.
main()
  .then(async (pages) => {
    if (PROFILE_LARGE && pages && !(await runLargeProfile(pages))) process.exitCode = 1;
    if (process.env.BENCH_NO_SOCIAL !== "1" && !(await runSocialBench({ build: false }))) process.exitCode = 1;
    // BENCH_PROFILE=large ran them on its data already (runLargeProfile).
    if (!PROFILE_LARGE && process.env.BENCH_NO_SIGNED_IN !== "1" && !(await runSignedInBench({ build: process.env.BENCH_NO_BUILD !== "1" }))) process.exitCode = 1;
  })
  .catch((error) => {
    console.error(`[bench] ${error.stack ?? error.message}`);
    process.exit(1);
  });
