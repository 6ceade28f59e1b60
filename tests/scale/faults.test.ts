import { createWriteStream, mkdirSync, readFileSync, type WriteStream } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import sq from "@/messages/sq.json";
import { REDIS_BACK_MESSAGE, REDIS_DOWN_MESSAGE } from "@/lib/cache/redis-link";
import { startPostgres, startRedis, redisCommand, type RunningPostgres, type RunningRedis } from "@/scripts/lib/services.mjs";
import { freePort, startProductApi, startWeb, stopService, type Service } from "@/scripts/lib/stack.mjs";
import { startFaultProxy, type FaultProxy } from "./support/fault-proxy";

// Issue 15 "Faults, tested", over real HTTP. This file starts its own servers (scripts/test-scale.mjs runs it after
// the two-instance checks, with FAULTS_POSTGRES_BIN and FAULTS_REDIS_SERVER): a throwaway PostgreSQL and Redis, one
// product API on that PostgreSQL, the fault proxy (tests/scale/support/fault-proxy.ts) in front of it, and a
// `next start` storefront C whose PRODUCT_API_URL is the proxy and whose REDIS_URL is that Redis — so hanging the
// upstream, crashing Redis and restarting PostgreSQL touch nothing the other scale checks use.
const POSTGRES_BIN = process.env.FAULTS_POSTGRES_BIN ?? "";
const REDIS_SERVER = process.env.FAULTS_REDIS_SERVER ?? "";
const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const RESULTS = path.join(ROOT, "test-results");
const STOREFRONT_LOG = path.join(RESULTS, "faults-storefront.log");
const SERVERS_LOG = path.join(RESULTS, "faults-servers.log");
const SESSION_SECRET = "faults-test-only-session-secret-0123456789";
const APP_KEY = "shijo-local-app-key";
const HOST = "127.0.0.1";
// spec: the upstream timeout is 30 s (lib/env API_TIMEOUT_MS); an answer may take one second more.
const TIMEOUT_BUDGET_MS = 31_000;

/** Anything of a stack trace or a parser's / validator's own words in a body the user sees. */
const LEAK = /\n\s+at [\w$.<>[\] ]+ \(|\bat [\w$.<>]+ \(\/|SyntaxError|ZodError|TypeError|TimeoutError|AbortError|Unexpected token|\/srv\/product-api/;

const text = {
  en: { slow: en.errors.upstreamTimeout, down: en.errors.upstreamDown, unavailable: en.vendors.unavailable, legalFailed: en.legal.loadFailed },
  sq: { slow: sq.errors.upstreamTimeout, down: sq.errors.upstreamDown, unavailable: sq.vendors.unavailable, legalFailed: sq.legal.loadFailed },
};

/** A stores query near Tirana; `n` makes each case its own URL and cache key, so no earlier success answers it. */
const near = (n: number) => `latitude=${(41.3275 + n / 10_000).toFixed(4)}&longitude=19.8187&formatted_address=Tirana`;
const storesPage = (locale: "sq" | "en", n: number) => `${locale === "en" ? "/en" : ""}/stores?${near(n)}`;
const vendorsBff = (n: number) => `/api/vendors?${near(n)}`;

describe.skipIf(!POSTGRES_BIN || !REDIS_SERVER)("faults: a slow or broken product API, Redis away, PostgreSQL restarting (issue 15)", () => {
  let logStream: WriteStream;
  let storefrontLog: WriteStream;
  let postgres: RunningPostgres;
  let redis: RunningRedis;
  let databaseUrl: string;
  let proxy: FaultProxy;
  let api: { service: Service; url: string };
  let web: { service: Service; url: string };
  const services: Service[] = [];

  beforeAll(async () => {
    mkdirSync(RESULTS, { recursive: true });
    logStream = createWriteStream(SERVERS_LOG, { flags: "w" });
    storefrontLog = createWriteStream(STOREFRONT_LOG, { flags: "w" });
    [postgres, redis] = await Promise.all([startPostgres({ bin: POSTGRES_BIN, logStream }), startRedis({ redisServer: REDIS_SERVER, logStream })]);
    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    await admin.query('CREATE DATABASE "shijo_faults"');
    await admin.end();
    databaseUrl = postgres.url.replace(/\/postgres$/, "/shijo_faults");
    const onSpawn = (service: Service) => services.push(service);
    api = await startProductApi({ name: "apiF", port: await freePort(HOST), host: HOST, env: { DATABASE_URL: databaseUrl, PRODUCT_API_TEST_ENDPOINTS: "0" }, logStream, onSpawn });
    proxy = await startFaultProxy({ target: api.url });
    const port = await freePort(HOST);
    web = await startWeb({
      name: "webC",
      mode: "start",
      port,
      hostname: "localhost",
      logStream: storefrontLog,
      onSpawn,
      env: { PORT: String(port), PRODUCT_API_URL: proxy.url, SESSION_SECRET, REDIS_URL: redis.url, LOG_LEVEL: "info" },
    });
  }, 180_000);

  afterAll(async () => {
    await proxy?.close();
    for (const service of services.reverse()) await stopService(service);
    await redis?.stop();
    await postgres?.stop();
    await new Promise((resolve) => storefrontLog?.end(resolve));
    await new Promise((resolve) => logStream?.end(resolve));
  }, 60_000);

  async function get(pathname: string, init: RequestInit = {}) {
    const t0 = Date.now();
    const response = await fetch(`${web.url}${pathname}`, { redirect: "manual", ...init });
    const body = await response.text();
    return { status: response.status, body, ms: Date.now() - t0, json: () => JSON.parse(body) as Record<string, unknown> };
  }
  const bff = (pathname: string, locale: "sq" | "en") => get(pathname, { headers: { Accept: "application/json", "x-shijo-locale": locale } });

  it("the product API hangs: pages and the BFF answer within 30 s + 1 s with the translated slow-service message, and the server keeps answering others meanwhile", async () => {
    proxy.set(/^\/vendors/, "hang");
    try {
      const started = Date.now();
      const slow = Promise.all([get(storesPage("sq", 1)), get(storesPage("en", 1)), bff(vendorsBff(2), "en"), bff(vendorsBff(3), "sq")]);
      // While those four wait on the upstream, the same storefront serves other requests at once.
      await new Promise((r) => setTimeout(r, 1500));
      const [contact, me] = await Promise.all([get("/en/contact"), bff("/api/me", "en")]);
      expect(contact.status).toBe(200);
      expect(me.status).toBe(200);
      expect(contact.ms, "a page while the upstream hangs").toBeLessThan(2000);
      expect(me.ms, "a BFF call while the upstream hangs").toBeLessThan(2000);

      const [pageSq, pageEn, bffEn, bffSq] = await slow;
      const waited = Date.now() - started;
      expect(waited, "the slowest of the four answers").toBeLessThan(TIMEOUT_BUDGET_MS + 1500);
      expect(proxy.seen.filter((s) => s.fault === "hang").length, "the upstream really was asked").toBeGreaterThanOrEqual(2);
      for (const [page, locale] of [[pageSq, "sq"], [pageEn, "en"]] as const) {
        expect(page.ms, `${locale} page`).toBeLessThan(TIMEOUT_BUDGET_MS);
        expect(page.ms, `${locale} page waited for the upstream timeout`).toBeGreaterThan(25_000);
        expect(page.status).toBe(200);
        expect(page.body).toContain(text[locale].slow);
        expect(page.body).not.toMatch(LEAK);
      }
      for (const [res, locale] of [[bffEn, "en"], [bffSq, "sq"]] as const) {
        expect(res.ms, `${locale} BFF`).toBeLessThan(TIMEOUT_BUDGET_MS);
        // lib/bff/handler: an upstream timeout is 504 Gateway Timeout with the translated message.
        expect(res.status).toBe(504);
        expect(res.json()).toEqual({ error: text[locale].slow });
      }
    } finally {
      proxy.reset();
    }
  }, 60_000);

  for (const [n, fault] of [[10, "500"], [20, "invalid-json"], [30, "wrong-shape"]] as const) {
    it(`the product API answers ${fault}: a translated error, no stack trace, and nothing cached — the next request after recovery shows real content`, async () => {
      proxy.set(/^\/vendors/, fault);
      try {
        for (const locale of ["sq", "en"] as const) {
          const page = await get(storesPage(locale, n));
          expect(page.status).toBe(200);
          expect(page.body).toContain(text[locale].unavailable);
          expect(page.body).not.toMatch(LEAK);
          const res = await bff(vendorsBff(n + 1), locale);
          expect(res.status).toBe(502);
          expect(res.json()).toEqual({ error: text[locale].down });
        }
        expect(proxy.seen.filter((s) => s.fault === fault).length).toBeGreaterThanOrEqual(4);
      } finally {
        proxy.reset();
      }
      // The very next requests, same URLs: the real list (vendor cards), not a kept error.
      for (const locale of ["sq", "en"] as const) {
        const page = await get(storesPage(locale, n));
        expect(page.status).toBe(200);
        expect(page.body).not.toContain(text[locale].unavailable);
        expect(page.body).toMatch(new RegExp(`href="${locale === "en" ? "/en" : ""}/store/[^"]+"`));
        const res = await bff(vendorsBff(n + 1), locale);
        expect(res.status).toBe(200);
        expect((res.json().vendors as unknown[]).length).toBeGreaterThan(0);
      }
    });
  }

  it("readiness (issue 30): a product API that does not answer /health within a second, or answers 500, makes /api/ready 503 naming it; liveness stays 200", async () => {
    expect((await get("/api/ready")).json()).toEqual({ status: "ready", checks: { productApi: "ok", redis: "ok" } });
    proxy.set(/^\/health$/, "hang");
    try {
      const ready = await get("/api/ready");
      expect(ready.status).toBe(503);
      expect(ready.json()).toEqual({ status: "unavailable", checks: { productApi: "timeout", redis: "ok" } });
      expect(ready.ms, "the readiness deadline is one second").toBeLessThan(3000);
      const health = await get("/api/health");
      expect(health.status).toBe(200);
      expect(health.ms).toBeLessThan(1000);
      proxy.set(/^\/health$/, "500");
      expect((await get("/api/ready")).json()).toEqual({ status: "unavailable", checks: { productApi: "HTTP 500", redis: "ok" } });
    } finally {
      proxy.reset();
    }
    expect((await get("/api/ready")).status).toBe(200);
  });

  it("Redis goes away mid-run: pages and logins keep working on this instance's memory (logged once), and Redis is used again when it returns", async () => {
    const login = (email: string, password: string) =>
      fetch(`${web.url}/api/auth/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json", Origin: web.url, "x-shijo-locale": "en" },
        body: JSON.stringify({ email, password }),
        redirect: "manual",
      });
    // Working with Redis first: the terms page's read is cached there.
    expect((await get("/en/terms-conditions")).status).toBe(200);
    expect(await redisCommand(redis.port, "EXISTS shijo:page:en:terms")).toBe(":1");

    await redis.kill();
    // Issue 30: the instance says it is not ready (Redis is configured and does not answer) and that it is alive.
    const unready = await get("/api/ready");
    expect(unready.status).toBe(503);
    expect(unready.json()).toEqual({ status: "unavailable", checks: { productApi: "ok", redis: "unreachable" } });
    expect((await get("/api/health")).status).toBe(200);
    for (const pathname of ["/en/terms-conditions", "/privacy-policy", storesPage("en", 40)]) {
      const page = await get(pathname);
      expect(page.status, pathname).toBe(200);
      expect(page.ms, `${pathname} without Redis`).toBeLessThan(5000);
      expect(page.body).not.toContain(text.en.legalFailed);
      expect(page.body).not.toContain(text.sq.legalFailed);
    }
    const signIn = await login("demo@shijo.al", "shijo123");
    expect(signIn.status, await signIn.clone().text()).toBe(200);
    // The login limit still counts without Redis: wrong passwords get the usual answer, then the lock at five.
    const wrong: number[] = [];
    for (let i = 0; i < 6; i++) wrong.push((await login("ardit@shijo.al", "wrong-password")).status);
    expect(wrong).toEqual([422, 422, 422, 422, 422, 429]);

    await new Promise((r) => setTimeout(r, 300));
    const logged = () => readFileSync(STOREFRONT_LOG, "utf8").split("\n");
    expect(logged().filter((line) => line.includes(REDIS_DOWN_MESSAGE)), "the fallback is logged exactly once").toHaveLength(1);

    redis = await startRedis({ redisServer: REDIS_SERVER, port: redis.port, logStream });
    // node-redis reconnects by itself (backoff up to 2 s): fresh reads are cached in the new Redis, and the login
    // limits count there again.
    const deadline = Date.now() + 15_000;
    let n = 50;
    let cached = false;
    while (!cached && Date.now() < deadline) {
      expect((await get(storesPage("en", n++))).status).toBe(200);
      cached = (await redisCommand(redis.port, "KEYS shijo:vendors:en:*")) !== "*0";
      if (!cached) await new Promise((r) => setTimeout(r, 300));
    }
    expect(cached, "a page read after Redis returned is cached in Redis").toBe(true);
    expect((await get("/api/ready")).status).toBe(200);
    expect((await login("dorian@shijo.al", "wrong-password")).status).toBe(422);
    expect(await redisCommand(redis.port, "EXISTS shijo-rl-login-account:dorian@shijo.al")).toBe(":1");
    expect(logged().filter((line) => line.includes(REDIS_BACK_MESSAGE))).toHaveLength(1);
    expect(logged().filter((line) => line.includes(REDIS_DOWN_MESSAGE))).toHaveLength(1);
  }, 60_000);

  it("PostgreSQL restarts while orders are placed in parallel: in-flight requests fail with a clean 5xx, later ones succeed, the API survives, no order is half-written", async () => {
    const call = async (pathname: string, init: { body?: unknown; token?: string } = {}) => {
      const headers: Record<string, string> = { "App-Key": APP_KEY, platform: "Web", language: "en", Accept: "application/json" };
      if (init.token) headers.Authorization = `Bearer ${init.token}`;
      if (init.body !== undefined) headers["Content-Type"] = "application/json";
      const response = await fetch(`${api.url}${pathname}`, {
        method: init.body === undefined ? "GET" : "POST",
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(20_000),
      });
      return { status: response.status, body: await response.text() };
    };
    const signIn = await call("login", { body: { email: "demo@shijo.al", password: "shijo123", device: { token: "web" } } });
    expect(signIn.status).toBe(200);
    const token = JSON.parse(signIn.body).token as string;

    const db = new pg.Client({ connectionString: databaseUrl });
    db.on("error", () => {});
    await db.connect();
    const [{ id: vendorId }] = (await db.query("SELECT id FROM vendors WHERE title = 'Pizza Napoli'")).rows;
    const [{ id: productId }] = (await db.query("SELECT id FROM products WHERE vendor_id = $1 AND is_available AND NOT age_18 ORDER BY id LIMIT 1", [vendorId])).rows;
    const [{ max: before }] = (await db.query("SELECT coalesce(max(id), 0)::int AS max FROM orders")).rows;
    await db.end();
    const order = { vendor_id: vendorId, products: [{ id: productId, qty: 2, options: [] }], handover_method: "Delivery", address_id: 1, payment_method: "cash", cutlery: 1 };

    type Outcome = { at: number; status: number | "no answer"; body: string };
    const outcomes: Outcome[] = [];
    let restartedAt = Infinity;
    let running = true;
    const worker = async () => {
      while (running) {
        try {
          const res = await call("checkout", { token, body: order });
          outcomes.push({ at: Date.now(), ...res });
        } catch (error) {
          outcomes.push({ at: Date.now(), status: "no answer", body: String((error as Error).cause ?? error) });
          await new Promise((r) => setTimeout(r, 100));
        }
      }
    };
    const workers = Array.from({ length: 4 }, worker);
    const successesAfter = () => outcomes.filter((o) => o.status === 201 && o.at > restartedAt).length;
    try {
      const warm = Date.now() + 10_000;
      while (outcomes.filter((o) => o.status === 201).length < 4 && Date.now() < warm) await new Promise((r) => setTimeout(r, 50));
      // Issue 30: the product API's readiness follows the database (polled while it restarts).
      let restarting = true;
      const readiness: Array<{ status: number; body: string }> = [];
      const poll = (async () => {
        while (restarting) {
          const res = await fetch(`${api.url}ready`).then(async (r) => ({ status: r.status, body: await r.text() }), () => ({ status: 0, body: "" }));
          readiness.push(res);
          await new Promise((r) => setTimeout(r, 200));
        }
      })();
      await postgres.restart({ downMs: 1500 });
      restartedAt = Date.now();
      restarting = false;
      await poll;
      const down = readiness.filter((r) => r.status === 503);
      expect(down.length, JSON.stringify(readiness)).toBeGreaterThan(0);
      for (const r of down) expect(JSON.parse(r.body)).toMatchObject({ status: "unavailable", checks: { database: expect.stringMatching(/^(failed|timeout)$/) } });
      await expect.poll(async () => (await fetch(`${api.url}ready`)).status, { timeout: 10_000 }).toBe(200);
      const deadline = Date.now() + 20_000;
      while (successesAfter() < 4 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    } finally {
      running = false;
      await Promise.all(workers);
    }

    const summary = JSON.stringify(outcomes.map((o) => o.status));
    expect(outcomes.filter((o) => o.status === "no answer"), `the API answered every request: ${summary}`).toEqual([]);
    expect(api.service.child.exitCode, "the product API process survived").toBeNull();
    const failed = outcomes.filter((o) => o.status !== 201);
    expect(failed.length, `some orders met the restart: ${summary}`).toBeGreaterThan(0);
    for (const o of failed) {
      expect(o.status, o.body).toBeGreaterThanOrEqual(500);
      expect(JSON.parse(o.body)).toEqual({ error: expect.any(String) });
      expect(o.body).not.toMatch(LEAK);
      expect(o.body).not.toMatch(/terminating connection|ECONNREFUSED|57P01|insert into/i);
    }
    expect(successesAfter(), `orders succeed after the restart: ${summary}`).toBeGreaterThanOrEqual(4);
    expect((await call("health")).status).toBe(200);

    // In the database: every order of this run is whole (items, the first status event, amounts that add up);
    // every 201 is there, and nothing beyond the requests that could have committed.
    const check = new pg.Client({ connectionString: databaseUrl });
    await check.connect();
    try {
      const { rows } = await check.query(
        `SELECT o.id, o.sub_total,
                (SELECT coalesce(sum(i.unit_price * i.quantity), 0)::int FROM order_items i WHERE i.order_id = o.id) AS items_total,
                (SELECT count(*)::int FROM order_items i WHERE i.order_id = o.id) AS items,
                (SELECT count(*)::int FROM order_status_events e WHERE e.order_id = o.id) AS events
           FROM orders o WHERE o.id > $1`,
        [before],
      );
      const placed = outcomes.filter((o) => o.status === 201).length;
      expect(rows.length).toBeGreaterThanOrEqual(placed);
      expect(rows.length).toBeLessThanOrEqual(placed + failed.length);
      for (const row of rows) {
        expect(row.items, `order ${row.id} has its items`).toBe(1);
        expect(row.events, `order ${row.id} has its first status`).toBeGreaterThanOrEqual(1);
        expect(row.items_total, `order ${row.id}'s subtotal is its items'`).toBe(row.sub_total);
      }
    } finally {
      await check.end();
    }
  }, 90_000);
});
