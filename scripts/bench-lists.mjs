#!/usr/bin/env node
// Issue 26 §4 "Lists and maps at that size", on the large seed (ADR 0023; ADR 0028 has the figures):
//   a. the storefront's answers for Tirana's stores page — the first page (a page load), the infinite list's next
//      pages (GET /api/vendors, what components/vendor-list/more-vendors.tsx fetches) and every filter, sort and
//      search of the page (the RSC request router.push makes; its headers are taken from a real click in Chromium) —
//      p95 ≤ 300 ms;
//   b. the product API's GET vendors for the same lists (and the first page's feature blocks), so the storefront's
//      share shows;
//   c. the friends map's grouped answer (POST users/…-map-data-…) over a box with ≥ 5,000 people, at 10 connections,
//      p95 ≤ 200 ms;
//   d. /vendors-map in Chromium: time to the markers drawn (a cluster marker, the issue asks for clustering) ≤ 2 s,
//      the median of BENCH_LISTS_MAP_LOADS (3) first visits, each in a new browser context,
//      whether the map holds every vendor of its filter (the catalogue's restaurants, ADR 0032), and the longest
//      main-thread task while the map is dragged.
//
//   SHIJO_SEED=large node scripts/bench-lists.mjs               a fresh PGlite directory, seeded large, removed after
//   BENCH_LISTS_DATA_DIR=/tmp/shijo-large node scripts/…         that directory (seeded large when new: set SHIJO_SEED)
//   BENCH_LISTS_SECONDS=10  BENCH_LISTS_CONNECTIONS=2  BENCH_LISTS_ONLY=a,b,c,d  BENCH_LISTS_MAP_LOADS=3  BENCH_NO_BUILD=1
//
// "Server time" is the time to the whole answer as a client on this machine sees it (autocannon's per-response time;
// p95 computed from every response, nearest rank). Public lists are cached twice in the storefront: the page cache
// (ADR 0014, page loads of the same URL) and the 20 s public-read cache (lib/api/vendors.ts, by query). A customer
// searches from their own address, so their coordinates are their own: the "own address" rows give every request
// coordinates of its own (a grid of 1e-6°, at most ±0.0001° ≈ 11 m from Tirana's centre: the same list), so each one
// misses both caches, as a customer's would. The "same URL" rows repeat one URL (served from the caches).
// Prints a table (value, budget, ✓/✗, load average), writes bench-results/bench-lists-*.json, exits 1 on a miss.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { chromium } from "@playwright/test";
import { median } from "./lib/bench-measure.mjs";
import { watchFirstDrawn } from "./lib/first-drawn.mjs";
import { ensureBuild, ROOT } from "./lib/build.mjs";
import { freePort, largeSeedAsked, startProductApi, startWeb, stopService } from "./lib/stack.mjs";
import { CHROMIUM } from "./ensure-chromium.mjs";
import { playwrightChromiumArgs } from "./lib/chromium-args.mjs";

const SECONDS = Number(process.env.BENCH_LISTS_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_LISTS_CONNECTIONS ?? 2);
const MAP_CONNECTIONS = 10;
/** First visits of /vendors-map measured (d); the figures are their median. */
const MAP_LOADS = Math.max(1, Number(process.env.BENCH_LISTS_MAP_LOADS ?? 3));
const ONLY = (process.env.BENCH_LISTS_ONLY ?? "a,b,c,d").split(",").map((s) => s.trim());
const APP_KEY = process.env.PRODUCT_API_KEY ?? "shijo-local-app-key";
// The vendors map's markers (components/map/vendor-clusters.tsx): a cluster's, a single vendor's tile, and either.
const CLUSTER_SELECTOR = "[data-map-vendor-cluster]";
const TILE_SELECTOR = "[data-vendor-tile]";
const MARKER_SELECTOR = `${CLUSTER_SELECTOR}, ${TILE_SELECTOR}`;
const BUDGET = { storefrontP95Ms: 300, mapP95Ms: 200, mapPeople: 5000, vendorsMapMs: 2000, vendorsMapVendors: 2000 };
const TIRANA = { latitude: 41.32754, longitude: 19.81869, formatted_address: "Tirana" };
// The friends map over central Tirana at zoom ~13 (group size 4): the box latitude ± 0.05, longitude ± 0.07.
const MAP_VIEW = { latitude: 41.3275, longitude: 19.8187, latitudeDelta: 0.05, longitudeDelta: 0.07, zoom: 13, group_size: 4 };
const MAP_PATH = "users/shijo-map-data-with-distance-with-maplocation-with-lastactive-users";

const load = () => os.loadavg()[0].toFixed(2);
const log = (line) => console.log(`[bench:lists] ${line}`);

/** Coordinates of request n: a 100 × 100 grid of 1e-6° steps around Tirana's centre (every request its own). */
let counter = 0;
function ownAddress() {
  const n = counter++;
  return { latitude: (TIRANA.latitude + ((n % 100) - 50) * 1e-6).toFixed(6), longitude: (TIRANA.longitude + (Math.floor(n / 100) % 100 - 50) * 1e-6).toFixed(6) };
}

/** The stores page's query (lib/vendors/filter.ts vendorFilterToQuery's order) with extra keys. */
function storesQuery(extra = {}, at = TIRANA) {
  const q = new URLSearchParams({ latitude: String(at.latitude), longitude: String(at.longitude), formatted_address: TIRANA.formatted_address });
  for (const [k, v] of Object.entries(extra)) q.set(k, v);
  return q;
}

/** The product API's GET vendors query for the same list (lib/vendors/filter.ts vendorsApiQuery). */
const API_FILTER = { open_now: "open_now", is_meal: "is_meal", is_dietary: "is_dietary", ongoing_offer: "promotions", online_payment: "online_payment", delivery_by_shijo: "delivery_by_shijo" };
const SORTS = { fastest: ["maximum_delivery_time", 1], rating: ["rating_interval", -1], closest: ["distance", 1], popular: ["total_ratings", -1] };
function apiQuery(extra = {}, at = TIRANA, perPage = 15) {
  const q = new URLSearchParams({ lat: String(at.latitude), lng: String(at.longitude), vendor_type: extra.vendor_type === "grocery" ? "Grocery" : "Restaurant" });
  if (extra.order_type) q.set("order_method", extra.order_type);
  if (extra.category) q.append("food_category_ids[]", extra.category);
  for (const [k, v] of Object.entries(API_FILTER)) if (extra[k]) q.set(v, "1");
  if (extra.low_fee) q.set("low_fee", extra.low_fee);
  if (extra.high_fee) q.set("high_fee", extra.high_fee);
  if (extra.searchTerm) q.set("name", extra.searchTerm);
  q.set("page", extra.page ?? "1");
  q.set("per_page", String(perPage));
  if (extra.sort) {
    q.set("ordering_attribute", SORTS[extra.sort][0]);
    q.set("ordering_order", String(SORTS[extra.sort][1]));
  }
  return q;
}

/** Nearest-rank percentile of the recorded times. */
function percentile(times, p) {
  if (!times.length) return null;
  const sorted = [...times].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);
}

/**
 * autocannon for SECONDS at `connections`; `pathOf()` gives each request's path (a new one per request for the
 * own-address rows). Returns p50, p95, p99 from every response's time, answers, failures and the load average.
 */
async function measure({ url, pathOf, method = "GET", headers = {}, body, connections = CONNECTIONS }) {
  const times = [];
  const loadBefore = load();
  const instance = autocannon({
    url,
    connections,
    duration: SECONDS,
    timeout: 30,
    requests: [{ method, headers, body: body === undefined ? undefined : JSON.stringify(body), setupRequest: (request) => ({ ...request, path: pathOf() }) }],
  });
  instance.on("response", (_client, _status, _bytes, responseTime) => times.push(responseTime));
  const result = await instance;
  return { answers: times.length, p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), failed: result.non2xx + result.errors + result.timeouts, load: `${loadBefore}→${load()}` };
}

async function apiJson(apiUrl, pathname, { token, body } = {}) {
  const response = await fetch(`${apiUrl}${pathname}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { "App-Key": APP_KEY, platform: "Web", "device-id": "bench-lists", language: "sq", "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${pathname}: HTTP ${response.status}`);
  return response.json();
}

/**
 * People in the friends map's box (PGlite directory read before the API opens it): everyone listed with a place, and
 * those who show demo at least an area — social/graph.ts mayShowLocationTo's rule, in SQL (ADR 0015; nothing widened).
 */
async function peopleInView(dataDir) {
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const db = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  try {
    const box = `u.latitude between ${MAP_VIEW.latitude - MAP_VIEW.latitudeDelta} and ${MAP_VIEW.latitude + MAP_VIEW.latitudeDelta}
      and u.longitude between ${MAP_VIEW.longitude - MAP_VIEW.longitudeDelta} and ${MAP_VIEW.longitude + MAP_VIEW.longitudeDelta}
      and u.deleted_at is null and u.verified_by_mobile and u.role = 'customer' and u.id <> 1`;
    const friends = `(select case when f.user_id = 1 then f.friend_id else f.user_id end from friendships f where (f.user_id = 1 or f.friend_id = 1) and f.status = 'accepted')`;
    const chosen = `exists (select 1 from map_visibility_friends m where m.user_id = u.id and m.friend_id = 1)`;
    const [all] = (await db.query(`select count(*)::int as n from users u where ${box}`)).rows;
    const [shown] = (
      await db.query(`select count(*)::int as n from users u where ${box} and u.map_visible and (
        (u.id in ${friends} and (u.map_visible_type = 'all_friend' or (u.map_visible_type = 'except_friend' and not ${chosen}) or (u.map_visible_type = 'only_friend' and ${chosen})))
        or (not u.hide_as_shijoer and u.map_visible_type <> 'only_friend' and not (u.map_visible_type = 'except_friend' and ${chosen})))`)
    ).rows;
    const [vendors] = (await db.query(`select count(*)::int as n from vendors where is_active`)).rows;
    return { inBox: all.n, showDemo: shown.n, activeVendors: vendors.n };
  } finally {
    await db.close();
  }
}

/** Chromium: the RSC request a filter click makes on Tirana's stores page, the scroll's page request, /vendors-map. */
async function browse(baseUrl) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? CHROMIUM ?? "/usr/bin/chromium",
    args: playwrightChromiumArgs(),
  });
  const out = {};
  try {
    const context = await browser.newContext({ locale: "sq-AL", viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/stores?${storesQuery()}`, { waitUntil: "networkidle" });
    // The infinite list: scrolling to the list's end asks for the next page.
    const scroll = page.waitForRequest((r) => r.url().includes("/api/vendors?"), { timeout: 30_000 });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const next = await scroll;
    out.scrollRequest = new URL(next.url()).pathname + new URL(next.url()).search;
    await page.evaluate(() => window.scrollTo(0, 0));
    // A filter: the panel applies a toggle at once with router.push (components/vendor-list/filter-panel.tsx).
    const rsc = page.waitForRequest((r) => r.headers().rsc === "1" && r.url().includes("open_now=1"), { timeout: 30_000 });
    await page.locator('aside input[name="open_now"]').check();
    const request = await rsc;
    const headers = await request.allHeaders();
    out.rsc = {
      url: request.url(),
      headers: Object.fromEntries(Object.entries(headers).filter(([k]) => k === "rsc" || k.startsWith("next-") || k === "accept")),
    };
    await page.close();

    await context.close();

    // d. /vendors-map (the default view: Tirana), MAP_LOADS first visits, each in a browser context of its own (nothing
    // cached): the median of the times to the markers. One load alone moved by a second between runs on this
    // machine (session 41: 2,795–3,432 ms to the first marker in three runs of the same build and data).
    const loads = [];
    for (let i = 0; i < MAP_LOADS; i++) loads.push(await loadVendorsMap(browser, baseUrl, { pan: i === MAP_LOADS - 1 }));
    // A visit that drew no marker makes the figure a miss, not a median of the others.
    const medianOf = (values) => (values.some((v) => v == null) ? null : median(values));
    const last = loads.at(-1);
    out.vendorsMap = {
      firstMarkerMs: medianOf(loads.map((l) => l.firstMarkerMs)),
      clusterMs: medianOf(loads.map((l) => l.clusterMs)),
      runs: loads.map((l) => `${l.firstMarkerMs ?? "–"}/${l.clusterMs ?? "–"}`).join(", "),
      seenRuns: loads.map((l) => `${l.seenMarkerMs ?? "–"}/${l.seenClusterMs ?? "–"}`).join(", "),
      listed: last.listed,
      tiles: last.tiles,
      clusters: last.clusters,
      points: Math.max(...loads.map((l) => l.points ?? 0)),
      pan: last.pan,
    };
  } finally {
    await browser.close();
  }
  return out;
}

/**
 * One first visit of /vendors-map in a new browser context: the times from the navigation to the first marker and to
 * the first cluster marker, what the first view draws, the points MapLibre's worker fetched and, when `pan`, the
 * longest task and frame gap while the map is dragged. The times are the page's own (scripts/lib/first-drawn.mjs: the
 * end of the frame that drew the marker, from the navigation's start); when Playwright saw the marker is kept beside
 * them (`seen…`), since its polls wait behind the page's long tasks.
 */
async function loadVendorsMap(browser, baseUrl, { pan }) {
  const context = await browser.newContext({ locale: "sq-AL", viewport: { width: 1280, height: 900 } });
  try {
    const mapPage = await context.newPage();
    await mapPage.addInitScript(() => {
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
      }).observe({ type: "longtask", buffered: true });
    });
    await mapPage.addInitScript(watchFirstDrawn, { marker: MARKER_SELECTOR, cluster: CLUSTER_SELECTOR });
    // The vendors the map holds (issue 26 §4, ADR 0032): the points MapLibre's worker fetches.
    let points = null;
    mapPage.on("response", (response) => {
      if (new URL(response.url()).pathname === "/api/vendors/map-points" && response.ok()) {
        response.json().then((body) => (points = Math.max(points ?? 0, body.features?.length ?? 0)), () => undefined);
      }
    });
    const started = Date.now();
    await mapPage.goto(`${baseUrl}/vendors-map`, { waitUntil: "commit" });
    const seenMarkerMs = await mapPage
      .locator(MARKER_SELECTOR)
      .first()
      .waitFor({ state: "visible", timeout: 30_000 })
      .then(() => Date.now() - started)
      .catch(() => null);
    const seenClusterMs = await mapPage
      .locator(CLUSTER_SELECTOR)
      .first()
      .waitFor({ state: "visible", timeout: 3_000 })
      .then(() => Date.now() - started)
      .catch(() => null);
    await mapPage.waitForLoadState("networkidle").catch(() => {});
    // The page's own times: each once its frame has ended (null when the marker never came).
    const drawn = await mapPage
      .waitForFunction(
        (names) => {
          const found = window.__firstDrawn ?? {};
          return names.every((n) => found[n]?.drawnMs != null) && found;
        },
        [...(seenMarkerMs == null ? [] : ["marker"]), ...(seenClusterMs == null ? [] : ["cluster"])],
        { timeout: 5_000 },
      )
      .then((handle) => handle.jsonValue())
      .catch(() => ({}));
    const pageMs = (name) => (drawn[name]?.drawnMs == null ? null : Math.round(drawn[name].drawnMs));
    const marker = pageMs("marker");
    const clusterMs = pageMs("cluster");
    const seen = { seenMarkerMs, seenClusterMs };
    const counts = await mapPage.evaluate(({ tile, cluster }) => ({
      listed: document.querySelectorAll("#map-vendors ~ ul li, section[aria-labelledby='map-vendors'] li").length,
      tiles: document.querySelectorAll(tile).length,
      clusters: document.querySelectorAll(cluster).length,
    }), { tile: TILE_SELECTOR, cluster: CLUSTER_SELECTOR });
    if (!pan) return { firstMarkerMs: marker, clusterMs, ...seen, ...counts, points, pan: null };
    // Pan: five drags across the map; long tasks during them, and the largest gap between animation frames.
    const region = mapPage.getByRole("region").first();
    const box = await region.boundingBox();
    const panFrom = await mapPage.evaluate(() => {
      window.__frames = [];
      const tick = (t) => {
        window.__frames.push(t);
        if (window.__frames.length < 100_000) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
      return performance.now();
    });
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    const panStarted = Date.now();
    for (const [dx, dy] of [[250, 0], [-200, 120], [0, -220], [-180, -60], [200, 160]]) {
      await mapPage.mouse.move(cx, cy);
      await mapPage.mouse.down();
      await mapPage.mouse.move(cx + dx, cy + dy, { steps: 15 });
      await mapPage.mouse.up();
      await mapPage.waitForTimeout(150);
    }
    const panMs = Date.now() - panStarted;
    const panned = await mapPage.evaluate((from) => {
      const tasks = window.__longTasks.filter((t) => t.start >= from);
      const frames = window.__frames;
      let gap = 0;
      for (let i = 1; i < frames.length; i++) gap = Math.max(gap, frames[i] - frames[i - 1]);
      return { longTasks: tasks.length, longestTask: Math.round(Math.max(0, ...tasks.map((t) => t.duration))), longestFrameGap: Math.round(gap), frames: frames.length };
    }, panFrom);
    return { firstMarkerMs: marker, clusterMs, ...seen, ...counts, points, pan: { ...panned, ms: panMs } };
  } finally {
    await context.close();
  }
}

/**
 * Measures a–d on `dataDir` (a large-seed directory, kept; default BENCH_LISTS_DATA_DIR, else a fresh one seeded and
 * removed); prints the table and writes bench-results/bench-lists-*.json. Returns the rows (each with `ok`: true, false
 * or null when not judged) and the misses. `BENCH_PROFILE=large npm run bench` puts them in issue 26's table.
 */
export async function runListsBench({ dataDir: fixedDir = process.env.BENCH_LISTS_DATA_DIR, build = process.env.BENCH_NO_BUILD !== "1" } = {}) {
  if (build) await ensureBuild();
  const dataDir = fixedDir ?? mkdtempSync(path.join(os.tmpdir(), "shijo-bench-lists-"));
  const fresh = !existsSync(path.join(dataDir, "PG_VERSION"));
  if (fresh && !largeSeedAsked()) log("warning: a new data directory without SHIJO_SEED=large is the small seed — these budgets are for the large one");
  const started = new Date();
  const host = "127.0.0.1";
  const logStream = { write: () => {} };
  let api;
  let web;
  const rows = [];
  const row = (part, name, value, budget, unit = "ms", extra = {}) => {
    const ok = budget == null || value == null ? null : value <= budget;
    rows.push({ part, name, value, unit, budget, ok, load: load(), ...extra });
  };
  try {
    if (fresh) {
      log(`seeding ${dataDir} (${largeSeedAsked() ? "large" : "small"})…`);
      const seeding = await startProductApi({ port: await freePort(host), host, dataDir, env: { SHIJO_SEED: largeSeedAsked() ? "large" : "small" }, logStream });
      await stopService(seeding.service);
    }
    const people = await peopleInView(dataDir);
    log(`${people.activeVendors} active vendors; friends-map box ${JSON.stringify(MAP_VIEW)}: ${people.inBox} listed people with a place, ${people.showDemo} show demo a location`);
    api = await startProductApi({ port: await freePort(host), host, dataDir, logStream });
    const webPort = await freePort(host);
    web = await startWeb({ port: webPort, hostname: "localhost", logStream, env: { PORT: String(webPort), PRODUCT_API_URL: api.url } });
    log(`API ${api.url}, storefront ${web.url}; load average ${os.loadavg().map((l) => l.toFixed(2)).join(" ")}`);

    const tirana = (await apiJson(api.url, `vendors?${apiQuery()}`)).vendors;
    const groceries = (await apiJson(api.url, `vendors?${apiQuery({ vendor_type: "grocery" })}`)).vendors;
    const categories = (await apiJson(api.url, "vendors/food-categories")).food_categories ?? [];
    const category = String([...categories].sort((a, b) => (b.vendors_count ?? 0) - (a.vendors_count ?? 0))[0]?.id ?? 1);
    log(`Tirana: ${tirana.total} restaurants (${tirana.last_page} pages of 15), ${groceries.total} groceries; category ${category}`);
    const lastPage = String(tirana.last_page);
    // Every filter, sort and search the stores page offers (filter-panel.tsx: six toggles, the fee range, four sorts;
    // the search bar: groceries, order type, a term, a category).
    const filters = [
      ["open now", { open_now: "1" }],
      ["meals", { is_meal: "1" }],
      ["dietary", { is_dietary: "1" }],
      ["ongoing offer", { ongoing_offer: "1" }],
      ["online payment", { online_payment: "1" }],
      ["delivery by Shijo", { delivery_by_shijo: "1" }],
      ["fee ≤ 100", { high_fee: "100" }],
      ["fee ≥ 100", { low_fee: "100" }],
      ["sort fastest", { sort: "fastest" }],
      ["sort rating", { sort: "rating" }],
      ["sort closest", { sort: "closest" }],
      ["sort popular", { sort: "popular" }],
      ["groceries", { vendor_type: "grocery" }],
      ["pickup", { order_type: "pickup" }],
      ["search 'pica'", { searchTerm: "pica" }],
      [`category ${category}`, { category }],
    ];

    let browsed = null;
    if (ONLY.includes("a") || ONLY.includes("d")) {
      browsed = await browse(web.url);
      log(`scroll asks ${browsed.scrollRequest}; a filter click asks ${browsed.rsc.url.replace(web.url, "")} with ${Object.keys(browsed.rsc.headers).join(", ")}`);
    }

    if (ONLY.includes("b")) {
      const apiRow = async (name, extra, perPage) => {
        const m = await measure({ url: api.url, headers: { "App-Key": APP_KEY, language: "sq" }, pathOf: () => `/vendors?${apiQuery(extra, ownAddress(), perPage)}` });
        row("b API", name, m.p95, null, "ms", m);
        log(`b API ${name}: p95 ${m.p95} ms (p50 ${m.p50}, p99 ${m.p99}, ${m.answers} answers${m.failed ? `, ${m.failed} failed` : ""})`);
      };
      await apiRow("GET vendors page 1", {});
      const m = await measure({ url: api.url, headers: { "App-Key": APP_KEY, language: "sq" }, pathOf: () => {
        const at = ownAddress();
        return `/vendors/mobile-feature-blocks?lat=${at.latitude}&lng=${at.longitude}&vendor_type=Restaurant`;
      } });
      row("b API", "GET vendors/mobile-feature-blocks", m.p95, null, "ms", m);
      log(`b API feature blocks: p95 ${m.p95} ms`);
      await apiRow("GET vendors page 2", { page: "2" });
      await apiRow(`GET vendors page ${lastPage} (last)`, { page: lastPage });
      for (const [name, extra] of filters) await apiRow(`GET vendors ${name}`, extra);
      await apiRow("GET vendors per_page=100 (the map)", {}, 100);
    }

    if (ONLY.includes("a")) {
      const page = { accept: "text/html,application/xhtml+xml", "accept-language": "sq-AL,sq;q=0.9", "sec-fetch-dest": "document" };
      const webRow = async (name, opts) => {
        const m = await measure({ url: web.url, ...opts });
        row("a storefront", name, m.p95, BUDGET.storefrontP95Ms, "ms", m);
        log(`a ${name}: p95 ${m.p95} ms (p50 ${m.p50}, p99 ${m.p99}, ${m.answers} answers${m.failed ? `, ${m.failed} failed` : ""})`);
      };
      await webRow("first page, same URL (page cache)", { headers: page, pathOf: () => `/stores?${storesQuery()}` });
      await webRow("first page, own address", { headers: page, pathOf: () => `/stores?${storesQuery({}, ownAddress())}` });
      const scrollQuery = (extra, at) => `/api/vendors?${storesQuery({ vendor_type: "vendors", ...extra }, at)}`;
      await webRow("next page 2, same URL (read cache)", { headers: { accept: "*/*" }, pathOf: () => scrollQuery({ page: "2" }) });
      await webRow("next page 2, own address", { headers: { accept: "*/*" }, pathOf: () => scrollQuery({ page: "2" }, ownAddress()) });
      await webRow(`next page ${lastPage} (last), own address`, { headers: { accept: "*/*" }, pathOf: () => scrollQuery({ page: lastPage }, ownAddress()) });
      // The RSC request of a filter click, its headers as Chromium sent them; _rsc depends on those headers only.
      const rscParam = new URL(browsed.rsc.url).searchParams.get("_rsc");
      for (const [name, extra] of filters) {
        const pathOf = () => {
          const q = storesQuery({ vendor_type: "vendors", ...extra }, ownAddress());
          q.set("_rsc", rscParam);
          return `/stores?${q}`;
        };
        await webRow(`filter ${name} (RSC), own address`, { headers: browsed.rsc.headers, pathOf });
      }
    }

    if (ONLY.includes("c")) {
      const token = (await apiJson(api.url, "login", { body: { email: "demo@shijo.al", password: "shijo123", device: { token: "web" } } })).token;
      const answer = await apiJson(api.url, MAP_PATH, { token, body: MAP_VIEW });
      const markers = answer.shijoers ?? [];
      const shown = markers.reduce((n, m) => n + (m.users?.length ?? 1), 0);
      row("c friends map", `people in the box (listed, with a place)`, people.inBox, null, "people", { note: `≥ ${BUDGET.mapPeople} asked` , ok: people.inBox >= BUDGET.mapPeople });
      row("c friends map", `of them show demo a location`, people.showDemo, null, "people", { ok: people.showDemo >= BUDGET.mapPeople });
      row("c friends map", `answer: markers / people in them / vendors`, markers.length, null, "markers", { note: `${shown} people, ${answer.vendors?.length ?? 0} vendors` });
      const m = await measure({
        url: api.url,
        method: "POST",
        connections: MAP_CONNECTIONS,
        headers: { "App-Key": APP_KEY, platform: "Web", "device-id": "bench-lists", language: "sq", authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: MAP_VIEW,
        pathOf: () => `/${MAP_PATH}`,
      });
      row("c friends map", `grouped answer p95 at ${MAP_CONNECTIONS} connections (demo)`, m.p95, BUDGET.mapP95Ms, "ms", m);
      log(`c map data: p95 ${m.p95} ms (p50 ${m.p50}, p99 ${m.p99}, ${m.answers} answers); ${markers.length} markers holding ${shown} people`);
    }

    if (ONLY.includes("d") && browsed) {
      const v = browsed.vendorsMap;
      const runs = `median of ${MAP_LOADS} first visits, in the page (first marker/cluster drawn, ms: ${v.runs}; seen by Playwright: ${v.seenRuns})`;
      row("d /vendors-map", "navigation → a cluster marker drawn", v.clusterMs, BUDGET.vendorsMapMs, "ms", { note: v.clusterMs == null ? `a visit drew no cluster marker within 3 s of its first marker; ${runs}` : runs, ok: v.clusterMs != null && v.clusterMs <= BUDGET.vendorsMapMs });
      row("d /vendors-map", "navigation → first vendor marker drawn", v.firstMarkerMs, BUDGET.vendorsMapMs, "ms", { note: runs });
      // The catalogue (every active vendor, no place) and its restaurants: what the default map must hold.
      const catalogue = (await apiJson(api.url, "vendors?per_page=1")).vendors.total;
      const restaurants = (await apiJson(api.url, "vendors?per_page=1&vendor_type=Restaurant")).vendors.total;
      row("d /vendors-map", "vendors in the catalogue (every kind)", catalogue, BUDGET.vendorsMapVendors, "vendors", { ok: catalogue >= BUDGET.vendorsMapVendors, budgetText: `≥ ${BUDGET.vendorsMapVendors}` });
      row("d /vendors-map", "restaurants the map holds (its default filter)", v.points, restaurants, "vendors", {
        note: `${v.listed} listed beside it; ${v.tiles} vendor markers, ${v.clusters} clusters drawn in the first view`,
        ok: v.points === restaurants,
        budgetText: `= ${restaurants}`,
      });
      row("d /vendors-map", "pan: longest task", v.pan.longestTask, null, "ms", { note: `${v.pan.longTasks} long tasks, longest frame gap ${v.pan.longestFrameGap} ms, ${v.pan.frames} frames in ${v.pan.ms} ms` });
    }
  } finally {
    await stopService(web?.service);
    await stopService(api?.service);
    if (!fixedDir) rmSync(dataDir, { recursive: true, force: true });
  }

  const misses = rows.filter((r) => r.ok === false);
  console.table(
    rows.map((r) => ({
      part: r.part,
      measured: r.name,
      value: r.value == null ? "—" : `${r.value} ${r.unit}`,
      budget: r.budgetText ?? (r.budget == null ? "" : `≤ ${r.budget}`),
      "": r.ok == null ? "" : r.ok ? "✓" : "✗",
      "p50/p99": r.p50 == null ? "" : `${r.p50}/${r.p99}`,
      answers: r.answers ?? "",
      failed: r.failed || "",
      load: r.load,
      note: r.note ?? "",
    })),
  );
  const commit = await import("node:child_process").then((m) => m.execSync("git rev-parse --short HEAD", { cwd: ROOT }).toString().trim()).catch(() => "?");
  log(`${started.toISOString()} → ${new Date().toISOString()}, commit ${commit}, ${SECONDS} s a row at ${CONNECTIONS} connections (map ${MAP_CONNECTIONS}); ${os.cpus().length} cores; load average now ${os.loadavg().map((l) => l.toFixed(2)).join(" ")}`);
  const outDir = path.join(ROOT, "bench-results");
  mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, `bench-lists-${started.toISOString().replace(/[:.]/g, "-")}.json`);
  writeFileSync(file, `${JSON.stringify({ started, commit, seconds: SECONDS, connections: CONNECTIONS, budget: BUDGET, rows }, null, 2)}\n`);
  log(`wrote ${path.relative(ROOT, file)}; ${misses.length ? `${misses.length} budget(s) missed: ${misses.map((m) => m.name).join("; ")}` : "every budget met"}`);
  return { rows, misses };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  runListsBench().then(
    ({ misses }) => process.exit(misses.length ? 1 : 0),
    (error) => {
      console.error(`[bench:lists] ${error.stack ?? error.message}`);
      process.exit(1);
    },
  );
}
