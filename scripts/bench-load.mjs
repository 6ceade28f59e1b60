#!/usr/bin/env node
// `npm run bench:load` (issue 15 "Load, measured", issue 30 "Chaos under load"; not part of npm test). Runs under tsx
// (package.json) so the cart is priced and the order payload built by the checkout page's own code
// (lib/cart/totals.ts, lib/checkout/order-payload.ts).
//  1. The two-instance setup of `npm run test:scale` (scripts/lib/scale-stack.mjs): PostgreSQL, Redis, product APIs
//     1 and 2 on one database, storefronts A and B sharing SESSION_SECRET and REDIS_URL, and nginx in front
//     (deploy/nginx.conf) — customers reach the storefronts through it, the storefronts reach the product APIs
//     through its internal server, as in production. The product APIs run with their test endpoints (SMS codes from
//     the outbox, vendors opened around the clock). The bench plays a trusted CDN in front of nginx: each customer's
//     own address arrives in X-Forwarded-For, which is what the per-IP rate limits count.
//  2. Set-up (not measured): a few delivery vendors whose zone holds the customers' address, opened all day; one
//     fresh account per customer registered and phone-verified through the BFF, with a saved delivery address.
//  3. BENCH_LOAD_CUSTOMERS (50) customers for BENCH_LOAD_SECONDS (60): each logs in, then loops — stores page,
//     vendor page, cart, checkout (delivery fee, automatic discount), places the order with an idempotency key
//     (sometimes repeats it, or sends it twice at once), opens the order page and polls the order. Like a person at a
//     browser, a placement or sign-in that met a network error or a 502/503/504 is sent again (the same key). A few chat watchers keep
//     chat streams open (reopened every 20–40 s, as people move between pages).
//  4. BENCH_LOAD_CHAOS=1: storefront A is killed (SIGKILL) at 20 s and started again at 30 s, product API 2 killed at
//     40 s and started again at 45 s; the report says when each outage was visible to customers.
//  5. Every 10 s: each process's memory and open files, the page cache's size and the open chat streams (from the
//     servers' /api/metrics). A run of 300 s or more is a soak: memory must stay flat after the warm-up.
//  6. Report per route (req/s, p50/p95/p99, errors by cause) and the order accounting from PostgreSQL: every order a
//     client was told about exists exactly once with the total the client confirmed, no other order exists for these
//     accounts, repeated placements answered the same order id. Writes bench-results/bench-load-*.json; exits 1 on
//     any error (chaos: more than 1 % failed requests), accounting problem or soak limit missed.
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
import { processTree, resourceVerdict, scrapeGauges, usage } from "./lib/bench-resources.mjs";
import { createCleanups, createDatabase, startDatabaseServers, startTwoInstances } from "./lib/scale-stack.mjs";

const CUSTOMERS = positive("BENCH_LOAD_CUSTOMERS", 50);
const SECONDS = positive("BENCH_LOAD_SECONDS", 60);
const CHAOS = process.env.BENCH_LOAD_CHAOS === "1";
/** Issue 30: kill -9 storefront A at 20 s and start it at 30 s; product API 2 at 40 s and 45 s. */
const CHAOS_PLAN = [
  { at: 20, action: "kill", target: "A" },
  { at: 30, action: "restart", target: "A" },
  { at: 40, action: "kill", target: "api2" },
  { at: 45, action: "restart", target: "api2" },
];
const CHAOS_MAX_FAILED = 0.01;
/** A run this long is a soak: every process's memory must stay within SOAK_GROWTH after the warm-up. */
const SOAK_SECONDS = 300;
const SAMPLE_MS = 10_000;
const VENDOR_COUNT = 6;
const RETRY_SHARE = 0.2; // the same placement sent again after its answer (a retry after a lost response)
const DOUBLE_SHARE = 0.1; // the same placement sent twice at once (a double click; nginx spreads the two)
const PRESSES = 4; // a customer sends a failed placement (same key) or sign-in again, up to this many times in all
// The BFF lets one address place 30 orders in 10 minutes (app/api/checkout/route.ts, "checkout-ip"), and each customer
// has an address of its own: a round sends at most two placements, so in a soak a customer places at most once in
// 40 s (a real customer does not order twice a minute for an hour). A shorter run never reaches the limit and keeps
// placing in every round, as its figures always did.
const PLACE_GAP_MS = SECONDS >= SOAK_SECONDS ? (10 * 60 * 1000 * 2) / 30 : 0;
const POLLS = 3;
const TRUSTED_PROXIES = process.env.BENCH_LOAD_TRUSTED_PROXIES ?? "127.0.0.1,::1";
const POLL_GAP_MS = 500;
const REQUEST_TIMEOUT_MS = 60_000;
// Seeded accounts and their channels (product-api/src/seed/social.ts) for the chat watchers.
const WATCHERS = [
  { email: "demo@shijo.al", channel: "c1" },
  { email: "elira@shijo.al", channel: "c1" },
  { email: "mira@shijo.al", channel: "c3" },
  { email: "dorian@shijo.al", channel: "c2" },
];
const SEEDED_PASSWORD = "shijo123";
// Test-only secrets: 32+ characters as lib/session requires; the metrics bearer.
const SESSION_SECRET = "load-bench-only-session-secret-0123456789";
const METRICS_TOKEN = "load-bench-only-metrics-token";
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
if (CHAOS && SECONDS < 50) throw new Error("BENCH_LOAD_CHAOS=1 needs BENCH_LOAD_SECONDS of 50 or more (the last restart is at 45 s)");

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
const routes = new Map(); // route → { durations: number[], errors: number, causes: Map<cause, n> }
const failures = []; // { t (s since the load started), route, cause }
const errorSamples = [];
let measuring = false;
let loadStart = 0;
const now = () => (performance.now() - loadStart) / 1000;

function record(route, ms, ok, cause, detail) {
  if (!measuring) return;
  let entry = routes.get(route);
  if (!entry) routes.set(route, (entry = { durations: [], errors: 0, causes: new Map() }));
  entry.durations.push(ms);
  if (!ok) {
    entry.errors += 1;
    entry.causes.set(cause, (entry.causes.get(cause) ?? 0) + 1);
    failures.push({ t: Number(now().toFixed(2)), route, cause });
    if (errorSamples.length < 30) errorSamples.push({ route, cause, detail });
  }
}

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

// --- one customer's browser: cookie jar, client address, everything through the load balancer --------------------------
class Customer {
  constructor(index, site) {
    this.index = index;
    this.site = site;
    this.jar = new Map();
    // The address a CDN in front of nginx would put in X-Forwarded-For for this customer (a private range).
    this.ip = `10.77.${Math.floor(index / 250)}.${(index % 250) + 1}`;
    const digits = String(randomBytes(4).readUInt32BE() % 1_000_000).padStart(6, "0");
    this.phone = `069${(index % 9) + 1}${digits}`;
    this.email = `load-${stamp.slice(0, 19).toLowerCase()}-${index}@bench.shijo.al`;
    this.placements = []; // { key, orderId, total, vendorId, sends, answers: number[] }
    this.orderTotalsSeen = new Map(); // orderId → total_price the order poll answered
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

  /** One request through nginx. `expect` lists the statuses that count as success. Resolves { ok, status, json, text }. */
  async request(route, pathname, { method = "GET", body, expect = [200], html = false } = {}) {
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
      headers.Origin = this.site;
    }
    const t0 = performance.now();
    let status = 0;
    let text = "";
    let cause = null;
    try {
      const response = await fetch(`${this.site}${pathname}`, {
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
      cause = `network: ${error.cause?.code ?? error.name ?? "error"}`;
      text = String(error.cause?.message ?? error.message ?? error);
    }
    const ms = performance.now() - t0;
    const ok = cause === null && expect.includes(status);
    let json = null;
    if (!html) {
      try {
        json = JSON.parse(text);
      } catch {
        json = null;
      }
    }
    record(route, ms, ok, cause ?? `HTTP ${status}`, ok ? null : `${cause ?? `HTTP ${status}`}: ${text.slice(0, 200)}`);
    return { ok, status, json, text, networkError: cause !== null };
  }
}

/** What a browser meets when a server dies under it, and the checkout page answers by letting the customer send again. */
const retryable = (answer) => answer.networkError || [502, 503, 504].includes(answer.status);

/** What a person does when a button's request failed that way: presses it again, a little later, a few times. */
async function pressAgain(customer, route, againRoute, pathname, options) {
  let answer;
  for (let attempt = 1; attempt <= PRESSES; attempt++) {
    answer = await customer.request(attempt === 1 ? route : againRoute, pathname, options);
    if (answer.ok || !retryable(answer)) break;
    await sleep(1000 * attempt);
  }
  return answer;
}

/** A placement as the checkout page sends it: again with the same idempotency key after a failure. */
const place = (customer, route, body) => pressAgain(customer, route, "POST /api/checkout (same key, after a failure)", "/api/checkout", { method: "POST", body });
const signIn = (customer, route, email, password) => pressAgain(customer, route, `${route} (again, after a failure)`, "/api/auth/login", { method: "POST", body: { email, password } });

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
  const login = await signIn(customer, "POST /api/auth/login", customer.email, PASSWORD);
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
    // Within the BFF's placement limit (PLACE_GAP_MS): a round that comes too soon ends at the checkout page.
    if (Date.now() - (customer.placedAt ?? 0) < PLACE_GAP_MS) continue;
    customer.placedAt = Date.now();

    // Place it; sometimes twice at once, sometimes again after the answer. Every answer must name one order.
    const roll = Math.random();
    const answers = [];
    if (roll < DOUBLE_SHARE) {
      answers.push(...(await Promise.all([place(customer, "POST /api/checkout", body), place(customer, "POST /api/checkout (same key, at once)", body)])));
    } else {
      answers.push(await place(customer, "POST /api/checkout", body));
      if (roll < DOUBLE_SHARE + RETRY_SHARE) answers.push(await place(customer, "POST /api/checkout (same key, again)", body));
    }
    const told = answers.filter((a) => a.ok && Number.isInteger(a.json?.order_id)).map((a) => a.json.order_id);
    if (told.length === 0) {
      customer.placements.push({ key: body.idempotency_key, orderId: null, total: price.order_total, vendorId: vendor.id, sends: answers.length, answers: [] });
      continue;
    }
    const orderId = told[0];
    customer.placements.push({ key: body.idempotency_key, orderId, total: price.order_total, vendorId: vendor.id, sends: answers.length, answers: told });

    // After placing: the order page, then its silent poll.
    await customer.request("GET /order/[id] (page)", `/order/${orderId}?is_new=true`, { html: true });
    for (let i = 0; i < POLLS; i++) {
      await sleep(POLL_GAP_MS);
      const polled = await customer.request("GET /api/orders/[id]", `/api/orders/${orderId}`);
      if (polled.ok && polled.json?.order) customer.orderTotalsSeen.set(orderId, Number(polled.json.order.total_price));
    }
  }
}

/** A signed-in chat page, open for 20–40 s at a time (then the person moves on and comes back). */
async function watchChat(watcher, site, deadline) {
  const customer = new Customer(1000 + WATCHERS.indexOf(watcher), site);
  const signedIn = await signIn(customer, "POST /api/auth/login (chat watcher)", watcher.email, SEEDED_PASSWORD);
  if (!signedIn.ok) return;
  while (Date.now() < deadline) {
    const abort = new AbortController();
    const t0 = performance.now();
    try {
      const response = await fetch(`${site}/api/chat/stream?channel_id=${watcher.channel}`, {
        headers: { Cookie: customer.cookieHeader(), Accept: "text/event-stream", "X-Forwarded-For": customer.ip },
        signal: abort.signal,
      });
      record("GET /api/chat/stream (opened)", performance.now() - t0, response.status === 200, `HTTP ${response.status}`, `HTTP ${response.status}`);
      const hold = sleep(20_000 + Math.random() * 20_000);
      const reading = response.body ? response.body.pipeTo(new WritableStream()).catch(() => {}) : Promise.resolve();
      await Promise.race([hold, reading]);
    } catch (error) {
      record("GET /api/chat/stream (opened)", performance.now() - t0, false, `network: ${error.cause?.code ?? error.name}`, String(error.message));
    } finally {
      abort.abort();
    }
    await sleep(1000);
  }
}

// --- chaos (issue 30) ---------------------------------------------------------------------------------------------------
async function runChaos(stack) {
  const events = [];
  const restarts = [];
  for (const step of CHAOS_PLAN) {
    const wait = loadStart + step.at * 1000 - performance.now();
    if (wait > 0) await sleep(wait);
    const at = Number(now().toFixed(1));
    if (step.action === "kill") {
      await stack.kill(step.target);
      events.push({ target: step.target, killedAt: at });
      say(`chaos: ${step.target} killed (SIGKILL) at ${at} s`);
    } else {
      // Started on time; the plan goes on while it comes up (a cold start takes a while on a busy machine).
      const event = events.findLast((e) => e.target === step.target);
      event.restartedAt = at;
      say(`chaos: ${step.target} started again at ${at} s`);
      restarts.push(
        stack.restart(step.target).then(
          () => {
            event.answeringAt = Number(now().toFixed(1));
            say(`chaos: ${step.target} answering again at ${event.answeringAt} s`);
          },
          (error) => {
            event.restartError = error.message;
            say(`chaos: ${step.target} did not come back: ${error.message}`);
          },
        ),
      );
    }
  }
  await Promise.all(restarts);
  return events;
}

/** Which failures customers met around each outage: from the kill to 15 s after the server answered again. */
function outageVisibility(events) {
  return events.map((event) => {
    const until = (event.answeringAt ?? event.restartedAt ?? event.killedAt) + 15;
    const seen = failures.filter((f) => f.t >= event.killedAt && f.t <= until);
    return {
      ...event,
      failedRequests: seen.length,
      visibleFrom: seen.length ? seen[0].t : null,
      visibleUntil: seen.length ? seen.at(-1).t : null,
      visibleSeconds: seen.length ? Number((seen.at(-1).t - seen[0].t).toFixed(2)) : 0,
      causes: Object.fromEntries([...new Set(seen.map((f) => `${f.route} — ${f.cause}`))].map((k) => [k, seen.filter((f) => `${f.route} — ${f.cause}` === k).length])),
    };
  });
}

// --- resources (issue 30 "soak") ------------------------------------------------------------------------------------------
function sampler(stack, services) {
  const samples = [];
  const take = async () => {
    const pids = stack.pids();
    const groups = {
      "storefront A": pids.A && [pids.A],
      "storefront B": pids.B && [pids.B],
      "product API 1": pids.api1 && [pids.api1],
      "product API 2": pids.api2 && [pids.api2],
      PostgreSQL: processTree(services.postgres.pid),
      Redis: [services.redis.pid],
      nginx: processTree(stack.lb.pid),
    };
    const processes = {};
    for (const [name, list] of Object.entries(groups)) {
      const used = list ? usage(list) : null;
      if (used) processes[name] = used;
    }
    const gauges = await scrapeGauges(
      { "storefront A": stack.a.url, "storefront B": stack.b.url, "product API 1": stack.api1.url, "product API 2": stack.api2.url },
      METRICS_TOKEN,
    );
    samples.push({ t: Number(now().toFixed(1)), processes, gauges });
  };
  let timer = null;
  return {
    samples,
    start() {
      void take();
      timer = setInterval(() => void take().catch(() => {}), SAMPLE_MS);
    },
    async stop() {
      clearInterval(timer);
      await take().catch(() => {});
    },
  };
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
    const untoldKeys = new Set();
    let placements = 0;
    let repeated = 0;
    let untold = 0;
    for (const customer of customers) {
      const userId = userIds.get(customer.email);
      for (const p of customer.placements) {
        if (p.orderId === null) {
          // Every send of this placement failed: the customer was never told. At most one order may exist for it
          // (a commit that reached the database as the server died); it is not lost and must not be doubled.
          untold += 1;
          untoldKeys.add(`${userId}:${p.key}`);
          continue;
        }
        placements += 1;
        if (p.sends > 1) repeated += 1;
        if (new Set(p.answers).size !== 1) problems.push({ kind: "different order ids for one key", key: p.key, answers: p.answers });
        if (p.answers.length !== p.sends) problems.push({ kind: "a repeated placement was not answered with the order", key: p.key, answered: p.answers.length, sent: p.sends });
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
      }
    }
    const byKey = new Map();
    for (const r of rows) byKey.set(`${r.user_id}:${r.idempotency_key}`, [...(byKey.get(`${r.user_id}:${r.idempotency_key}`) ?? []), r.id]);
    for (const [key, ids] of byKey) if (ids.length > 1) problems.push({ kind: "duplicated: several orders for one key", key, orderIds: ids });
    const unknown = rows.filter((r) => !toldIds.has(r.id) && !untoldKeys.has(`${r.user_id}:${r.idempotency_key}`));
    for (const r of unknown) problems.push({ kind: "unknown: an order no client placed", orderId: r.id, userId: r.user_id, key: r.idempotency_key });
    const committedUntold = rows.filter((r) => untoldKeys.has(`${r.user_id}:${r.idempotency_key}`)).length;
    return { accounts: userIds.size, orderRows: rows.length, placementsTold: placements, repeatedPlacements: repeated, untoldPlacements: untold, untoldButCommitted: committedUntold, lost: problems.filter((p) => p.kind.startsWith("lost")).length, duplicated: problems.filter((p) => p.kind.startsWith("duplicated")).length, unknown: unknown.length, problems };
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
    nginxBin: services.nginx,
    productApiVia: "nginx",
    apiEnv: { PRODUCT_API_TEST_ENDPOINTS: "1", METRICS_TOKEN },
    // The bench is a trusted CDN on loopback in front of nginx; each customer's address arrives in X-Forwarded-For.
    // BENCH_LOAD_TRUSTED_PROXIES="" shows a load balancer the storefronts do not trust: one budget for everyone.
    webEnv: { TRUSTED_PROXIES: TRUSTED_PROXIES, LOG_LEVEL: "warn", METRICS_TOKEN },
  });
  const site = stack.lb.url;
  say(`nginx ${site} → A ${stack.a.url}, B ${stack.b.url} → nginx ${stack.lb.apiUrl} → API 1 ${stack.api1.url}, API 2 ${stack.api2.url} ${dim(`(${seconds(t0)}; logs: ${path.relative(ROOT, LOG)})`)}`);

  t0 = Date.now();
  const vendors = await chooseVendors(stack.api1.url);
  say(`vendors (opened all day): ${vendors.map((v) => `${v.title} #${v.id}`).join(", ")}`);
  const customers = Array.from({ length: CUSTOMERS }, (_, i) => new Customer(i, site));
  await inBatches(customers, 10, (c) => setUpAccount(c, stack.api1.url));
  // Warm-up, not measured: each page twice, so both instances have rendered it once.
  for (let i = 0; i < 2; i++) for (const p of [STORES_PATH, vendors[0].path, "/cart"]) await customers[0].request("warm-up", p, { html: true });
  say(`${CUSTOMERS} accounts registered, verified and given an address through the BFF ${dim(`(${seconds(t0)})`)}`);

  say(`${CUSTOMERS} customers and ${WATCHERS.length} chat watchers for ${SECONDS} s${CHAOS ? ", with chaos" : ""}${SECONDS >= SOAK_SECONDS ? " (a soak: memory sampled every 10 s)" : ""}…`);
  measuring = true;
  loadStart = performance.now();
  const deadline = Date.now() + SECONDS * 1000;
  const loadAvgBefore = os.loadavg();
  const resources = sampler(stack, { postgres, redis });
  resources.start();
  const chaos = CHAOS ? runChaos(stack) : Promise.resolve([]);
  await Promise.all([...customers.map((c) => shop(c, vendors, deadline)), ...WATCHERS.map((w) => watchChat(w, site, deadline))]);
  const chaosEvents = await chaos;
  const elapsed = now();
  measuring = false;
  const loadAvgAfter = os.loadavg();
  // The watchers' last streams are closed: give the servers a moment to see it, then the last sample.
  await sleep(3000);
  await resources.stop();

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
    };
  });
  const all = [...routes.values()].flatMap((e) => e.durations).sort((x, y) => x - y);
  const errors = [...routes.values()].reduce((sum, e) => sum + e.errors, 0);
  const totals = {
    requests: all.length,
    "req/s": Number((all.length / elapsed).toFixed(2)),
    "p50 ms": Math.round(percentile(all, 50)),
    "p95 ms": Math.round(percentile(all, 95)),
    "p99 ms": Math.round(percentile(all, 99)),
    errors,
    "failed %": Number(((100 * errors) / Math.max(1, all.length)).toFixed(2)),
    seconds: Number(elapsed.toFixed(1)),
  };
  const errorsByCause = [...routes].flatMap(([route, e]) => [...e.causes].map(([cause, n]) => ({ route, cause, requests: n })));
  console.log();
  console.table(table);
  console.log(bold("totals"), totals);
  if (errorsByCause.length) {
    console.log(bold("errors by route and cause"));
    console.table(errorsByCause);
  }
  if (errorSamples.length) console.log(bold("first errors"), errorSamples.slice(0, 10));
  const served = await scrapeGauges({ A: stack.a.url, B: stack.b.url }, METRICS_TOKEN);
  console.log(bold("requests served per storefront"), Object.fromEntries(Object.entries(served).map(([name, g]) => [name, g === null ? "not answering" : (g.requests ?? "—")])), dim("(since each one's last start)"));

  const visibility = outageVisibility(chaosEvents);
  for (const v of visibility) {
    console.log(
      `${bold("chaos")} ${v.target}: killed at ${v.killedAt} s, started again at ${v.restartedAt ?? "—"} s, answering at ${v.answeringAt ?? "—"} s; ` +
        (v.failedRequests ? `visible to customers: ${v.failedRequests} failed requests between ${v.visibleFrom} s and ${v.visibleUntil} s (${v.visibleSeconds} s)` : "not visible to customers (no failed request)"),
    );
    for (const [what, n] of Object.entries(v.causes)) console.log(dim(`        ${n} × ${what}`));
  }

  const accounting = await accountOrders(databaseUrl, customers);
  console.log(
    bold("orders"),
    `${accounting.placementsTold} placements told to clients (${accounting.repeatedPlacements} sent more than once), ${accounting.untoldPlacements} never answered (${accounting.untoldButCommitted} of them committed), ${accounting.orderRows} order rows for the ${accounting.accounts} accounts; lost ${accounting.lost}, duplicated ${accounting.duplicated}, unknown ${accounting.unknown}, other problems ${accounting.problems.length - accounting.lost - accounting.duplicated - accounting.unknown}`,
  );
  if (accounting.problems.length) console.log(accounting.problems.slice(0, 10));

  const soak = resourceVerdict(resources.samples, { seconds: SECONDS, loadSeconds: elapsed, soak: SECONDS >= SOAK_SECONDS && !CHAOS, watchers: WATCHERS.length });
  console.log(bold("resources"), dim(`(${resources.samples.length} samples, every ${SAMPLE_MS / 1000} s)`));
  console.table(soak.table);
  for (const problem of soak.problems) console.log(`  ${problem}`);
  console.log(bold("machine"), `load average ${loadAvgBefore.map((n) => n.toFixed(1)).join(" ")} before, ${loadAvgAfter.map((n) => n.toFixed(1)).join(" ")} after (${os.cpus().length} cores, shared)`);

  const result = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, loadAvgBefore, loadAvgAfter, node: process.version },
    setup: { customers: CUSTOMERS, seconds: SECONDS, chaos: CHAOS, watchers: WATCHERS.length, trustedProxies: TRUSTED_PROXIES, instances: 2, productApis: 2, loadBalancer: "nginx (deploy/nginx.conf)", database: "PostgreSQL", redis: true, vendors, retryShare: RETRY_SHARE, doubleShare: DOUBLE_SHARE, polls: POLLS, presses: PRESSES },
    routes: table,
    totals,
    errorsByCause,
    errors: errorSamples,
    chaos: visibility,
    orders: accounting,
    resources: { verdict: soak, samples: resources.samples },
  };
  const file = path.join(outDir, `bench-load-${stamp}.json`);
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  say(`written ${path.relative(ROOT, file)}`);
  const requestsOk = CHAOS ? errors / Math.max(1, all.length) <= CHAOS_MAX_FAILED : errors === 0;
  const chaosOk = visibility.every((v) => !v.restartError);
  exitCode = requestsOk && chaosOk && accounting.problems.length === 0 && accounting.placementsTold > 0 && soak.problems.length === 0 ? 0 : 1;
} catch (error) {
  console.error(`\n[load] ${error.message}`);
  if (error.serviceOutput) console.error(`--- last output (full log: ${LOG}) ---\n${error.serviceOutput}\n---`);
  exitCode = 1;
} finally {
  await cleanups.run();
}
const verdict = CHAOS ? `passed: at most ${CHAOS_MAX_FAILED * 100} % failed requests through the chaos, every order accounted for` : "passed: 0 errors, every order accounted for";
say(`${exitCode === 0 ? verdict : "FAILED"} ${dim(`(total ${seconds(started)})`)}`);
process.exit(exitCode);
