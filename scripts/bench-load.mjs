#!/usr/bin/env node
// `npm run bench:load` (issue 15 "Load, measured"; not part of npm test). Runs under tsx (package.json) so the cart
// is priced and the order payload built by the checkout page's own code (lib/cart/totals.ts, lib/checkout/order-payload.ts).
//  1. The two-instance setup of `npm run test:scale` (scripts/lib/scale-stack.mjs): PostgreSQL, Redis, product APIs
//     1 and 2 on one database, storefronts A → API 1 and B → API 2 sharing SESSION_SECRET and REDIS_URL. The product
//     APIs run with their test endpoints (SMS codes from the outbox, vendors opened around the clock); the
//     storefronts trust 127.0.0.1 as their load balancer (TRUSTED_PROXIES), so each simulated customer's own
//     address (X-Forwarded-For, as a load balancer sends it) is what the per-IP rate limits count.
//  2. Set-up (not measured): a few delivery vendors whose zone holds the customers' address, opened all day; one
//     fresh account per customer registered and phone-verified through the BFF, with a saved delivery address.
//  3. BENCH_LOAD_CUSTOMERS (50) customers for BENCH_LOAD_SECONDS (60): each logs in, then loops — stores page,
//     vendor page, cart, checkout (delivery fee, automatic discount), places the order with an idempotency key
//     (sometimes repeats it, or sends it twice at once to A and B), opens the order page and polls the order.
//     Requests alternate between A and B as a round-robin load balancer would spread them.
//  4. Report per route (req/s, p50/p95/p99, errors) and the order accounting from PostgreSQL: every order a client
//     was told about exists exactly once with the total the client confirmed, no other order exists for these
//     accounts, repeated placements answered the same order id. Writes bench-results/bench-load-*.json; exits 1 on
//     any error or accounting problem.
import { randomBytes, randomUUID } from "node:crypto";
import { createWriteStream, mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { cartSubtotal, computeCartPrice } from "../lib/cart/totals.ts";
import { emptyCart } from "../lib/cart/types.ts";
import { buildOrderPayload } from "../lib/checkout/order-payload.ts";
import { ensureServices } from "./ensure-services.mjs";
import { ensureBuild, ROOT } from "./lib/build.mjs";
import { createCleanups, createDatabase, startDatabaseServers, startTwoInstances } from "./lib/scale-stack.mjs";

const CUSTOMERS = positive("BENCH_LOAD_CUSTOMERS", 50);
const SECONDS = positive("BENCH_LOAD_SECONDS", 60);
const VENDOR_COUNT = 6;
const RETRY_SHARE = 0.2; // the same placement sent again after its answer (a retry after a lost response)
const DOUBLE_SHARE = 0.1; // the same placement sent twice at once, one to A and one to B (a double click)
const POLLS = 3;
const TRUSTED_PROXIES = process.env.BENCH_LOAD_TRUSTED_PROXIES ?? "127.0.0.1,::1";
const POLL_GAP_MS = 500;
const REQUEST_TIMEOUT_MS = 60_000;
// Test-only, 32+ characters as lib/session requires.
const SESSION_SECRET = "load-bench-only-session-secret-0123456789";
const APP_KEY = process.env.PRODUCT_API_KEY ?? "shijo-local-app-key";
const PASSWORD = "bench-load-123";
// The customers' delivery address: central Tirana (lib/brand TIRANA), inside the chosen vendors' zones.
const HOME = { lat: 41.32754, lng: 19.81869 };
const STORES_PATH = `/stores?latitude=${HOME.lat}&longitude=${HOME.lng}&formatted_address=Tirana`;

function positive(name, fallback) {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number`);
  return value;
}

const bold = (s) => `\x1b[1m${s}\x1b[0m`;
const dim = (s) => `\x1b[2m${s}\x1b[0m`;
const say = (text) => console.log(`${bold("[load]")} ${text}`);
const seconds = (t0) => `${((Date.now() - t0) / 1000).toFixed(1)} s`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = (list) => list[Math.floor(Math.random() * list.length)];

const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const outDir = path.join(ROOT, "bench-results");
mkdirSync(outDir, { recursive: true });
const LOG = path.join(outDir, `load-servers-${stamp}.log`);

// --- measurements ---------------------------------------------------------------------------------------------------
const routes = new Map(); // route → { durations: number[], errors: number, byInstance: { A, B } }
const errorSamples = [];
let measuring = false;

function record(route, instance, ms, ok, detail) {
  if (!measuring) return;
  let entry = routes.get(route);
  if (!entry) routes.set(route, (entry = { durations: [], errors: 0, byInstance: { A: 0, B: 0 } }));
  entry.durations.push(ms);
  entry.byInstance[instance] += 1;
  if (!ok) {
    entry.errors += 1;
    if (errorSamples.length < 30) errorSamples.push({ route, instance, detail });
  }
}

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

// --- one customer's browser: cookie jar, client address, round-robin over A and B -------------------------------------
class Customer {
  constructor(index, instances) {
    this.index = index;
    this.instances = instances;
    this.turn = index % 2;
    this.jar = new Map();
    // The address the load balancer would put in X-Forwarded-For for this customer (TEST-NET-ish private range).
    this.ip = `10.77.${Math.floor(index / 250)}.${(index % 250) + 1}`;
    const digits = String(randomBytes(4).readUInt32BE() % 1_000_000).padStart(6, "0");
    this.phone = `069${(index % 9) + 1}${digits}`;
    this.email = `load-${stamp.slice(0, 19).toLowerCase()}-${index}@bench.shijo.al`;
    this.placements = []; // { key, orderId, total, vendorId, answers: number[] }
    this.orderTotalsSeen = new Map(); // orderId → total_price the order poll answered
  }

  next() {
    const instance = this.instances[this.turn];
    this.turn = 1 - this.turn;
    return instance;
  }

  cookieHeader() {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  keepCookies(response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === "";
      if (expired) this.jar.delete(name);
      else this.jar.set(name, value);
    }
  }

  /**
   * One request through the "load balancer" (the next instance, or `instance`). `expect` lists the statuses that
   * count as success. Resolves { ok, status, json, text, instance }.
   */
  async request(route, pathname, { method = "GET", body, expect = [200], instance, html = false } = {}) {
    const target = instance ?? this.next();
    const headers = {
      "X-Forwarded-For": this.ip,
      "Accept-Language": "sq",
      Accept: html ? "text/html" : "application/json",
    };
    const cookie = this.cookieHeader();
    if (cookie) headers.Cookie = cookie;
    if (method !== "GET") {
      headers["Content-Type"] = "application/json";
      // What the browser sends for a same-origin write to the page's own origin.
      headers.Origin = target.url;
    }
    const t0 = performance.now();
    let status = 0;
    let text = "";
    try {
      const response = await fetch(`${target.url}${pathname}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        redirect: "manual",
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      status = response.status;
      this.keepCookies(response);
      text = await response.text();
    } catch (error) {
      text = error.cause?.code ?? error.name ?? String(error);
    }
    const ms = performance.now() - t0;
    const ok = expect.includes(status);
    let json = null;
    if (!html) {
      try {
        json = JSON.parse(text);
      } catch {
        json = null;
      }
    }
    record(route, target.name, ms, ok, ok ? null : `HTTP ${status}: ${text.slice(0, 200)}`);
    return { ok, status, json, text, instance: target };
  }
}

// --- set-up -----------------------------------------------------------------------------------------------------------
async function apiJson(apiUrl, pathname, init = {}) {
  const response = await fetch(`${apiUrl}${pathname}`, {
    ...init,
    headers: { "App-Key": APP_KEY, Accept: "application/json", "Content-Type": "application/json", ...init.headers },
  });
  const json = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`product API ${pathname}: HTTP ${response.status} ${JSON.stringify(json)?.slice(0, 200)}`);
  return json;
}

/** Delivery vendors whose zone holds HOME and whose menu has products without the 18+ rule; opened all day. */
async function chooseVendors(apiUrl) {
  const list = await apiJson(apiUrl, `vendors?lat=${HOME.lat}&lng=${HOME.lng}&page=1&per_page=40`);
  const chosen = [];
  for (const vendor of list.vendors.data) {
    if (chosen.length >= VENDOR_COUNT) break;
    if (!String(vendor.order_method ?? "").toLowerCase().split("-").includes("delivery")) continue;
    const fee = await apiJson(apiUrl, `checkout/delivery-fee?vendor_id=${vendor.id}&lat=${HOME.lat}&lng=${HOME.lng}`);
    if (fee.outOfDeliveryArea !== 0) continue;
    const detail = await apiJson(apiUrl, `vendors/${vendor.id}`);
    const menu = (detail.vendor?.categories ?? detail.categories ?? []).flatMap((c) => c.products ?? []);
    const products = menu.filter((p) => !Number(p.age_18));
    if (products.length === 0) continue;
    await apiJson(apiUrl, "__test/vendors/open-all-day", { method: "POST", body: JSON.stringify({ vendor_id: vendor.id }) });
    chosen.push({ id: vendor.id, hash: vendor.hash_id, slug: vendor.slug, title: vendor.title, path: `/store/${encodeURIComponent(vendor.hash_id)}/${encodeURIComponent(vendor.slug)}/Delivery` });
  }
  if (chosen.length === 0) throw new Error(`no delivery vendor around ${HOME.lat},${HOME.lng} with a menu`);
  return chosen;
}

/** Registers and verifies the customer through the BFF (as the register page does) and saves its address. */
async function setUpAccount(customer, apiUrl) {
  const registered = await customer.request("setup register", "/api/auth/register", {
    method: "POST",
    expect: [201],
    body: { full_name: `Klient Ngarkese ${customer.index}`, email: customer.email, phone: customer.phone, password: PASSWORD, password_confirmation: PASSWORD, sms_consent: true },
  });
  if (!registered.ok) throw new Error(`register ${customer.email}: HTTP ${registered.status} ${registered.text.slice(0, 200)}`);
  const outbox = await apiJson(apiUrl, `__test/outbox?to=${encodeURIComponent(customer.phone)}`);
  if (!outbox.code) throw new Error(`no SMS code for ${customer.phone}`);
  const verified = await customer.request("setup verify", "/api/auth/verify-code", { method: "POST", body: { code: outbox.code } });
  if (!verified.ok) throw new Error(`verify ${customer.email}: HTTP ${verified.status} ${verified.text.slice(0, 200)}`);
  const saved = await customer.request("setup address", "/api/addresses", {
    method: "POST",
    expect: [201],
    body: { address_type: "Home", lat: HOME.lat, lng: HOME.lng, country: "Shqipëri", city: "Tiranë", street: "Rruga e Durrësit", building: String(customer.index), formatted_address: "Rruga e Durrësit, Tiranë", favourite: 1 },
  });
  const address = saved.json?.addresses?.find((a) => Number(a.lat) === HOME.lat) ?? saved.json?.addresses?.[0];
  if (!saved.ok || !address) throw new Error(`address for ${customer.email}: HTTP ${saved.status} ${saved.text.slice(0, 200)}`);
  customer.addressId = Number(address.id);
  await customer.request("setup logout", "/api/auth/logout", { method: "POST", expect: [200, 204, 303] });
  customer.jar.clear();
}

async function inBatches(items, size, fn) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(fn));
}

// --- the customer's loop ------------------------------------------------------------------------------------------------
async function shop(customer, vendors, deadline) {
  const login = await customer.request("POST /api/auth/login", "/api/auth/login", { method: "POST", body: { email: customer.email, password: PASSWORD } });
  if (!login.ok) return;
  while (Date.now() < deadline) {
    const vendor = pick(vendors);
    await customer.request("GET /stores (page)", STORES_PATH, { html: true });
    await customer.request("GET /store/… (vendor page)", vendor.path, { html: true });
    await customer.request("GET /api/vendors/[hash]/me", `/api/vendors/${vendor.hash}/me`);

    // Cart: the cart page with the vendor's menu (for the products put in it) and whether it is open.
    await customer.request("GET /cart (page)", "/cart", { html: true });
    const menu = await customer.request("GET /api/vendors/[hash]", `/api/vendors/${vendor.hash}`);
    await customer.request("GET /api/vendors/[id]/open", `/api/vendors/${vendor.id}/open`);
    const products = (menu.json?.vendor?.categories ?? []).flatMap((c) => c.products).filter((p) => !p.age_18);
    if (products.length === 0) continue;
    const cart = emptyCart();
    for (let n = 1 + Math.floor(Math.random() * 3); n > 0; n--) {
      const product = pick(products);
      const line = cart.items.find((i) => i.id === product.id);
      if (line) line.quantity += 1;
      else cart.items.push({ ...product, quantity: 1 + Math.floor(Math.random() * 2), comments: "", options: [] });
    }
    cart.vendorData = { ...menu.json.vendor, selected_order_method: "Delivery" };
    cart.delivery_info = { ...cart.delivery_info, handover_method: "Delivery", address: { id: customer.addressId, lat: HOME.lat, lng: HOME.lng, notes: "" } };

    // Checkout: the page, the saved addresses, the server's delivery fee and the automatic discount.
    await customer.request("GET /checkout (page)", "/checkout", { html: true });
    await customer.request("GET /api/addresses", "/api/addresses");
    const fee = await customer.request("GET /api/checkout/delivery-fee", `/api/checkout/delivery-fee?vendor_id=${vendor.id}&lat=${HOME.lat}&lng=${HOME.lng}`);
    const subtotal = cartSubtotal(cart.items);
    const discount = await customer.request("GET /api/discounts", `/api/discounts?vendor_id=${vendor.id}&subtotal=${subtotal}&order_by=Delivery`);
    if (!fee.ok || !discount.ok) continue;
    const price = computeCartPrice(cart, {
      serverDeliveryFee: fee.json.deliveryFee ?? null,
      minimumOrder: fee.json.minimumOrder ?? null,
      smallOrderFee: fee.json.small_order_fee ?? null,
      discount: discount.json.discount ?? null,
      cashback: 0,
      promoCode: "",
    });
    const order = {
      ...buildOrderPayload({ ...cart, cartPrice: price }, { currentUserId: 0 }),
      confirm_legal_age: 0,
      order_for: null,
      phone: customer.phone,
      order_total: price.order_total,
    };
    const body = { idempotency_key: randomUUID(), order };

    // Place it; sometimes twice at once (A and B), sometimes again after the answer. Every answer must name one order.
    const roll = Math.random();
    const answers = [];
    if (roll < DOUBLE_SHARE) {
      const [first, second] = await Promise.all([
        customer.request("POST /api/checkout", "/api/checkout", { method: "POST", body, instance: customer.instances[0] }),
        customer.request("POST /api/checkout (same key, at once)", "/api/checkout", { method: "POST", body, instance: customer.instances[1] }),
      ]);
      answers.push(first, second);
    } else {
      answers.push(await customer.request("POST /api/checkout", "/api/checkout", { method: "POST", body }));
      if (roll < DOUBLE_SHARE + RETRY_SHARE) answers.push(await customer.request("POST /api/checkout (same key, again)", "/api/checkout", { method: "POST", body }));
    }
    const told = answers.filter((a) => a.ok && Number.isInteger(a.json?.order_id)).map((a) => a.json.order_id);
    if (told.length === 0) continue;
    const orderId = told[0];
    customer.placements.push({ key: body.idempotency_key, orderId, total: price.order_total, vendorId: vendor.id, requests: answers.length, answers: told });

    // After placing: the order page, then its silent poll.
    await customer.request("GET /order/[id] (page)", `/order/${orderId}?is_new=true`, { html: true });
    for (let i = 0; i < POLLS; i++) {
      await sleep(POLL_GAP_MS);
      const polled = await customer.request("GET /api/orders/[id]", `/api/orders/${orderId}`);
      if (polled.ok && polled.json?.order) customer.orderTotalsSeen.set(orderId, Number(polled.json.order.total_price));
    }
  }
}

// --- the order accounting in PostgreSQL --------------------------------------------------------------------------------
async function accountOrders(databaseUrl, customers) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const users = await client.query("SELECT id, email FROM users WHERE email = ANY($1)", [customers.map((c) => c.email)]);
    const userIds = new Map(users.rows.map((r) => [r.email, r.id]));
    const rows = (await client.query("SELECT id, user_id, total_price, idempotency_key FROM orders WHERE user_id = ANY($1)", [[...userIds.values()]])).rows;
    const byId = new Map(rows.map((r) => [r.id, r]));
    const problems = [];
    const toldIds = new Set();
    let placements = 0;
    let repeated = 0;
    for (const customer of customers) {
      const userId = userIds.get(customer.email);
      for (const p of customer.placements) {
        placements += 1;
        if (p.requests > 1) repeated += 1;
        if (new Set(p.answers).size !== 1) problems.push({ kind: "different order ids for one key", key: p.key, answers: p.answers });
        if (p.answers.length !== p.requests) problems.push({ kind: "a repeated placement was not answered with the order", key: p.key, answered: p.answers.length, sent: p.requests });
        toldIds.add(p.orderId);
        const row = byId.get(p.orderId);
        if (!row) {
          problems.push({ kind: "lost: told order missing", orderId: p.orderId, email: customer.email });
          continue;
        }
        if (row.user_id !== userId) problems.push({ kind: "told order belongs to another user", orderId: p.orderId });
        if (row.idempotency_key !== p.key) problems.push({ kind: "told order has another idempotency key", orderId: p.orderId });
        if (row.total_price !== p.total) problems.push({ kind: "total differs from the confirmed total", orderId: p.orderId, told: p.total, stored: row.total_price });
        const polled = customer.orderTotalsSeen.get(p.orderId);
        if (polled !== undefined && polled !== row.total_price) problems.push({ kind: "order poll showed another total", orderId: p.orderId, polled, stored: row.total_price });
        const sameKey = rows.filter((r) => r.user_id === userId && r.idempotency_key === p.key);
        if (sameKey.length !== 1) problems.push({ kind: "duplicated: several orders for one key", key: p.key, orderIds: sameKey.map((r) => r.id) });
      }
    }
    const unknown = rows.filter((r) => !toldIds.has(r.id));
    for (const r of unknown) problems.push({ kind: "unknown: an order no client was told about", orderId: r.id, userId: r.user_id, key: r.idempotency_key });
    return { accounts: userIds.size, orderRows: rows.length, placementsTold: placements, repeatedPlacements: repeated, lost: problems.filter((p) => p.kind.startsWith("lost")).length, duplicated: problems.filter((p) => p.kind.startsWith("duplicated")).length, unknown: unknown.length, problems };
  } finally {
    await client.end();
  }
}

// --- main -------------------------------------------------------------------------------------------------------------
const started = Date.now();
const services = ensureServices();
if (!services.ok) {
  say(`cannot run: ${services.reason}`);
  process.exit(1);
}
const cleanups = createCleanups("load");
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => void cleanups.run().then(() => process.exit(130)));

let exitCode = 1;
try {
  await ensureBuild();
  const logStream = createWriteStream(LOG, { flags: "w" });
  cleanups.push(() => new Promise((resolve) => logStream.end(resolve)));
  let t0 = Date.now();
  const { postgres, redis } = await startDatabaseServers({ services, logStream, cleanups });
  const databaseUrl = await createDatabase(postgres.url, "shijo_load");
  const stack = await startTwoInstances({
    databaseUrl,
    redisUrl: redis.url,
    sessionSecret: SESSION_SECRET,
    logStream,
    cleanups,
    apiEnv: { PRODUCT_API_TEST_ENDPOINTS: "1" },
    // The bench is the load balancer on loopback; each customer's address arrives in X-Forwarded-For.
    // BENCH_LOAD_TRUSTED_PROXIES="" shows a load balancer the storefronts do not trust: one budget for everyone.
    webEnv: { TRUSTED_PROXIES: TRUSTED_PROXIES, LOG_LEVEL: "warn" },
  });
  const instances = [
    { name: "A", url: stack.a.url },
    { name: "B", url: stack.b.url },
  ];
  say(`A ${stack.a.url} → API 1 ${stack.api1.url}; B ${stack.b.url} → API 2 ${stack.api2.url} ${dim(`(${seconds(t0)}; logs: ${path.relative(ROOT, LOG)})`)}`);

  t0 = Date.now();
  const vendors = await chooseVendors(stack.api1.url);
  say(`vendors (opened all day): ${vendors.map((v) => `${v.title} #${v.id}`).join(", ")}`);
  const customers = Array.from({ length: CUSTOMERS }, (_, i) => new Customer(i, instances));
  await inBatches(customers, 10, (c) => setUpAccount(c, stack.api1.url));
  // Warm-up, not measured: each page once on each instance (first renders compile nothing but fill caches).
  for (const instance of instances) for (const p of [STORES_PATH, vendors[0].path, "/cart"]) await customers[0].request("warm-up", p, { html: true, instance });
  say(`${CUSTOMERS} accounts registered, verified and given an address through the BFF ${dim(`(${seconds(t0)})`)}`);

  say(`${CUSTOMERS} customers for ${SECONDS} s…`);
  measuring = true;
  const loadStart = performance.now();
  const deadline = Date.now() + SECONDS * 1000;
  const loadAvgBefore = os.loadavg()[0];
  await Promise.all(customers.map((c) => shop(c, vendors, deadline)));
  const elapsed = (performance.now() - loadStart) / 1000;
  measuring = false;
  const loadAvgAfter = os.loadavg()[0];

  const table = [...routes].map(([route, e]) => {
    const sorted = [...e.durations].sort((x, y) => x - y);
    return {
      route,
      requests: sorted.length,
      "req/s": Number((sorted.length / elapsed).toFixed(2)),
      "p50 ms": Math.round(percentile(sorted, 50)),
      "p95 ms": Math.round(percentile(sorted, 95)),
      "p99 ms": Math.round(percentile(sorted, 99)),
      errors: e.errors,
      "A/B": `${e.byInstance.A}/${e.byInstance.B}`,
    };
  });
  const all = [...routes.values()].flatMap((e) => e.durations).sort((x, y) => x - y);
  const totals = {
    requests: all.length,
    "req/s": Number((all.length / elapsed).toFixed(2)),
    "p50 ms": Math.round(percentile(all, 50)),
    "p95 ms": Math.round(percentile(all, 95)),
    "p99 ms": Math.round(percentile(all, 99)),
    errors: [...routes.values()].reduce((sum, e) => sum + e.errors, 0),
    seconds: Number(elapsed.toFixed(1)),
  };
  console.log();
  console.table(table);
  console.log(bold("totals"), totals);
  if (errorSamples.length) console.log(bold("first errors"), errorSamples.slice(0, 10));

  const accounting = await accountOrders(databaseUrl, customers);
  console.log(
    bold("orders"),
    `${accounting.placementsTold} placements told to clients (${accounting.repeatedPlacements} sent more than once), ${accounting.orderRows} order rows for the ${accounting.accounts} accounts; lost ${accounting.lost}, duplicated ${accounting.duplicated}, unknown ${accounting.unknown}, other problems ${accounting.problems.length - accounting.lost - accounting.duplicated - accounting.unknown}`,
  );
  if (accounting.problems.length) console.log(accounting.problems.slice(0, 10));

  const result = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, loadAvgBefore, loadAvgAfter, node: process.version },
    setup: { customers: CUSTOMERS, seconds: SECONDS, trustedProxies: TRUSTED_PROXIES, instances: 2, productApis: 2, database: "PostgreSQL", redis: true, vendors, retryShare: RETRY_SHARE, doubleShare: DOUBLE_SHARE, polls: POLLS },
    routes: table,
    totals,
    errors: errorSamples,
    orders: accounting,
  };
  const file = path.join(outDir, `bench-load-${stamp}.json`);
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  say(`written ${path.relative(ROOT, file)}`);
  exitCode = totals.errors === 0 && accounting.problems.length === 0 && accounting.placementsTold > 0 ? 0 : 1;
} catch (error) {
  console.error(`\n[load] ${error.message}`);
  if (error.serviceOutput) console.error(`--- last output (full log: ${LOG}) ---\n${error.serviceOutput}\n---`);
  exitCode = 1;
} finally {
  await cleanups.run();
}
say(`${exitCode === 0 ? "passed: 0 errors, every order accounted for" : "FAILED"} ${dim(`(total ${seconds(started)})`)}`);
process.exit(exitCode);
