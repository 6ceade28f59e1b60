import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { ReceivedSpan } from "@/scripts/lib/otlp-receiver.mjs";
import { get, login, post, scrape, total, type Jar } from "./support/http";

// Issue 30 "Health", "Metrics", "Traces" and the load balancer's own promises, against what scripts/test-scale.mjs
// starts (nginx → storefronts A and B → product APIs 1 and 2), every server exporting its spans over OTLP to a
// receiver in the runner's process (scripts/lib/otlp-receiver.mjs) and serving metrics behind a test METRICS_TOKEN.
const LB = process.env.SCALE_LB_URL ?? "";
const A = process.env.SCALE_A_URL ?? "";
const B = process.env.SCALE_B_URL ?? "";
const API_URLS = (process.env.SCALE_API_URLS ?? "").split(" ").filter(Boolean);
const METRICS_TOKEN = process.env.SCALE_METRICS_TOKEN ?? "";
const OTLP = process.env.SCALE_OTLP_URL ?? "";
const ACCESS_LOG = process.env.SCALE_NGINX_ACCESS_LOG ?? "";
const ROOT = path.resolve(__dirname, "../..");
const PAGE_LOAD: RequestInit = { headers: { Accept: "text/html,application/xhtml+xml,*/*;q=0.8" } };
// OTLP's span kinds (the API's plus one).
const SERVER = 2;
const CLIENT = 3;

/** A W3C traceparent of our own, so the test can find the trace its request started. */
function newTrace() {
  const traceId = randomBytes(16).toString("hex");
  return { traceId, headers: { traceparent: `00-${traceId}-${randomBytes(8).toString("hex")}-01` } };
}

async function received(): Promise<ReceivedSpan[]> {
  return (await fetch(`${OTLP}/spans`)).json();
}

/** The spans of one trace, once `ready` holds for them (export is batched every 500 ms). */
async function traceOf(traceId: string, ready: (spans: ReceivedSpan[]) => boolean): Promise<ReceivedSpan[]> {
  let spans: ReceivedSpan[] = [];
  await expect
    .poll(
      async () => {
        spans = (await received()).filter((s) => s.traceId === traceId);
        return ready(spans);
      },
      { timeout: 15_000, interval: 300 },
    )
    .toBe(true);
  return spans;
}

describe.skipIf(!LB || !OTLP)("issue 30: health, metrics and traces of the running servers, through nginx", () => {
  it("/api/health and /api/ready: JSON, no-store, not from the page cache, not rate-limited, not in nginx's access log", async () => {
    for (const base of [LB, A, B]) {
      const health = await get(base, "/api/health", {}, PAGE_LOAD);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: "ok" });
      expect(health.headers.get("cache-control")).toBe("no-store");
      expect(health.headers.get("x-shijo-page-cache")).toBeNull();
      const ready = await get(base, "/api/ready", {}, PAGE_LOAD);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: "ready", checks: { productApi: "ok", redis: "ok" } });
      expect(ready.headers.get("cache-control")).toBe("no-store");
      expect(ready.headers.get("x-shijo-page-cache")).toBeNull();
    }
    // A burst from one address, as a monitor polling often would send: no limit applies.
    const burst = await Promise.all(Array.from({ length: 40 }, () => fetch(`${LB}/api/ready`).then((r) => r.status)));
    expect(new Set(burst)).toEqual(new Set([200]));
    for (const api of API_URLS) {
      expect(await (await fetch(`${api}ready`)).json()).toEqual({ status: "ready", checks: { database: "ok" } });
    }
    // nginx's access log has the other requests (without query strings: a stores URL holds a customer's
    // coordinates), never the probes.
    await get(LB, "/stores?latitude=41.3311&longitude=19.8222&formatted_address=Tirana", {}, PAGE_LOAD);
    await expect.poll(() => readFileSync(ACCESS_LOG, "utf8").includes('"GET /stores HTTP/1.1"'), { timeout: 5000 }).toBe(true);
    const log = readFileSync(ACCESS_LOG, "utf8");
    expect(log).not.toMatch(/\/api\/(health|ready)/);
    expect(log).not.toMatch(/latitude|41\.3311/);
  });

  it("nginx: HTML compressed, build assets cached for a year, metrics not reachable through it", async () => {
    const page = await fetch(`${LB}/en/contact`, { headers: { "Accept-Encoding": "gzip", Accept: "text/html" } });
    expect(page.status).toBe(200);
    expect(page.headers.get("content-encoding")).toBe("gzip");
    const html = await page.text();
    const asset = /\/_next\/static\/[^"'\s]+\.js/.exec(html)?.[0];
    expect(asset, "a script of the page").toBeDefined();
    const script = await fetch(`${LB}${asset}`);
    expect(script.status).toBe(200);
    expect(script.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await fetch(`${LB}/api/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })).status).toBe(404);
  });

  it("/api/metrics: 404 without the bearer or with a wrong one; with it, what an operator watches, by route template", async () => {
    expect((await fetch(`${A}/api/metrics`)).status).toBe(404);
    expect((await fetch(`${A}/api/metrics`, { headers: { Authorization: "Bearer not-the-token-not-the-token" } })).status).toBe(404);
    // Some traffic to count: a public page twice (kept, then a hit), a vendor read, refused logins.
    for (let i = 0; i < 2; i++) await get(A, "/en/help", {}, PAGE_LOAD);
    await get(A, "/api/vendors/1/open");
    for (let i = 0; i < 6; i++) await login(A, "sara@shijo.al", "wrong-password");

    const samples = await scrape(A, METRICS_TOKEN);
    const names = new Set(samples.map((s) => s.name));
    for (const name of [
      "shijo_http_requests_total",
      "shijo_http_request_duration_seconds_bucket",
      "shijo_page_cache_requests_total",
      "shijo_page_cache_bytes",
      "shijo_page_cache_limit_bytes",
      "shijo_upstream_requests_total",
      "shijo_upstream_request_duration_seconds_bucket",
      "shijo_upstream_errors_total",
      "shijo_rate_limit_rejections_total",
      "shijo_chat_streams_open",
      "process_cpu_user_seconds_total",
      "process_resident_memory_bytes",
      "process_open_fds",
      "nodejs_heap_size_used_bytes",
      "nodejs_eventloop_lag_seconds",
    ]) {
      expect(names, name).toContain(name);
    }
    expect(total(samples, "shijo_http_requests_total", { route: "/[locale]/help", method: "GET", status: "200" })).toBeGreaterThanOrEqual(2);
    expect(total(samples, "shijo_page_cache_requests_total", { result: "hit" })).toBeGreaterThanOrEqual(1);
    expect(total(samples, "shijo_page_cache_bytes")).toBeGreaterThan(0);
    expect(total(samples, "shijo_page_cache_bytes")).toBeLessThanOrEqual(total(samples, "shijo_page_cache_limit_bytes"));
    expect(total(samples, "shijo_rate_limit_rejections_total", { rule: "login-account" })).toBeGreaterThanOrEqual(1);
    expect(total(samples, "shijo_upstream_requests_total", { method: "POST", path: "login" })).toBeGreaterThanOrEqual(5);
    // Labels are templates: no id, hash or query string becomes a series of its own.
    for (const sample of samples) {
      for (const [label, value] of Object.entries(sample.labels)) {
        if (label === "route" || label === "path") expect(value, `${sample.name} ${label}`).not.toMatch(/\?|(^|\/)\d+(\/|$)/);
      }
    }
    expect(total(samples, "shijo_upstream_requests_total", { path: "check-vendor-open/{id}" })).toBeGreaterThanOrEqual(1);
    // The product APIs: the same requests by route, and their database pool.
    let apiLogins = 0;
    for (const api of API_URLS) {
      const apiSamples = await scrape(api.replace(/\/$/, ""), METRICS_TOKEN, "/metrics");
      apiLogins += total(apiSamples, "shijo_http_requests_total", { route: "/login", method: "POST" });
      expect(apiSamples.some((s) => s.name === "shijo_db_pool_connections" && s.labels.state === "total")).toBe(true);
      expect(total(apiSamples, "shijo_db_pool_max")).toBe(10);
      expect(total(apiSamples, "shijo_db_queries_total")).toBeGreaterThan(0);
    }
    expect(apiLogins, "the six refused logins reached product API 1 (A's)").toBeGreaterThanOrEqual(5);
  });

  it("open chat streams are counted while open and not after (nothing leaks)", async () => {
    const { jar } = await login(A, "klea@shijo.al");
    const openNow = async () => total(await scrape(A, METRICS_TOKEN), "shijo_chat_streams_open");
    // Relative to what else is open meanwhile (tests/scale/idle-stream.test.ts holds one through nginx).
    const before = await openNow();
    const abort = new AbortController();
    const stream = await get(A, "/api/chat/stream?channel_id=c5", jar, { headers: { Accept: "text/event-stream" }, signal: abort.signal });
    expect(stream.status).toBe(200);
    const during = await openNow();
    expect(during).toBeGreaterThanOrEqual(before + 1);
    abort.abort();
    await expect.poll(openNow, { timeout: 10_000 }).toBe(during - 1);
  });

  it("one trace shows a BFF request end to end: the route, the product-API call with traceparent, its request and database queries", async () => {
    const trace = newTrace();
    const response = await fetch(`${LB}/api/auth/login`, {
      method: "POST",
      headers: { ...trace.headers, "Content-Type": "application/json", Origin: LB },
      body: JSON.stringify({ email: "noel@shijo.al", password: "shijo123" }),
    });
    expect(response.status).toBe(200);
    // Each server exports in its own batches: wait for the storefront's route and call spans and the product API's.
    const spans = await traceOf(
      trace.traceId,
      (s) =>
        s.some((x) => x.service === "shijo-storefront" && x.kind === SERVER && x.attributes["http.route"] === "/api/auth/login") &&
        s.some((x) => x.service === "shijo-storefront" && x.kind === CLIENT && x.attributes["url.template"] === "login") &&
        s.some((x) => x.service === "shijo-product-api" && x.name === "POST /login"),
    );
    const route = spans.find((s) => s.service === "shijo-storefront" && s.kind === SERVER && s.attributes["http.route"] === "/api/auth/login");
    expect(route, JSON.stringify(spans.map((s) => [s.service, s.name]))).toBeDefined();
    expect(route!.attributes["http.status_code"]).toBe(200);
    const call = spans.find((s) => s.service === "shijo-storefront" && s.kind === CLIENT && s.attributes["url.template"] === "login");
    expect(call, "the apiFetch span").toBeDefined();
    expect(call!.name).toBe("POST product-api/login");
    const apiRequest = spans.find((s) => s.service === "shijo-product-api" && s.kind === SERVER && s.name === "POST /login");
    expect(apiRequest, "the product API's request span").toBeDefined();
    expect(apiRequest!.attributes).toMatchObject({ "http.route": "/login", "http.response.status_code": 200 });
    expect(apiRequest!.parentSpanId, "the product API continued the storefront's span (traceparent)").toBe(call!.spanId);
    const queries = spans.filter((s) => s.service === "shijo-product-api" && s.kind === CLIENT && s.attributes["db.system.name"] === "postgresql");
    expect(queries.length).toBeGreaterThanOrEqual(2);
    // Signing in may call the product API more than once (the token check of a later call is that call's own
    // request); the sign-in's own request read the user, through its span or one under it (a transaction's).
    const byId = new Map(spans.map((x) => [x.spanId, x]));
    const requestOf = (span: (typeof spans)[number]) => {
      for (let parent: string | null | undefined = span.parentSpanId, hops = 0; parent && hops < 10; parent = byId.get(parent)?.parentSpanId, hops++) {
        const up = byId.get(parent);
        if (up?.service === "shijo-product-api" && up.kind === SERVER) return up;
      }
      return undefined;
    };
    // (A later call's spans may still be in its server's next export batch: each query has a parent, none is a root.)
    for (const query of queries) expect(query.parentSpanId, `${query.name} is part of a request, not a trace of its own`).toBeTruthy();
    expect(queries.filter((q) => requestOf(q)?.spanId === apiRequest!.spanId).map((q) => q.name)).toContain("SELECT users");
  });

  it("a signed-in page asks the product API for the user once a view: the guard, the profile layout and the page share the answer", async () => {
    // Issue 26 §6 (ADR 0027): /checkout asked GET users twice a view (the guard and the page), every /profile tab too.
    const { response, jar } = await login(A, "noel@shijo.al");
    expect(response.status).toBe(200);
    for (const route of ["/[locale]/checkout", "/[locale]/profile/wallet", "/[locale]/profile/pay-methods"]) {
      const trace = newTrace();
      const page = await get(A, route.replace("[locale]", "en"), jar, { headers: { ...PAGE_LOAD.headers, ...trace.headers } });
      expect(page.status, route).toBe(200);
      // The render's span ends after the calls made in it, so its batch or an earlier one holds them.
      const spans = await traceOf(trace.traceId, (s) => s.some((x) => x.service === "shijo-storefront" && x.kind === SERVER && x.attributes["http.route"] === route));
      const userReads = spans.filter((s) => s.service === "shijo-storefront" && s.kind === CLIENT && s.name === "GET product-api/users");
      expect(userReads.length, `${route}: ${spans.filter((s) => s.kind === CLIENT).map((s) => s.name).join(", ")}`).toBe(1);
    }
  });

  it("a page render is a span with its route template and status; the page cache's miss and hit are spans too", async () => {
    const path = `/en/partner`;
    const miss = newTrace();
    expect((await fetch(`${B}${path}`, { ...PAGE_LOAD, headers: { ...PAGE_LOAD.headers, ...miss.headers } })).headers.get("x-shijo-page-cache")).toBe("miss");
    const missSpans = await traceOf(miss.traceId, (s) => s.some((x) => x.attributes["shijo.page_cache.result"] === "miss") && s.some((x) => x.attributes["next.span_type"] === "AppRender.getBodyResult" || /render route/.test(x.name)));
    expect(missSpans.find((s) => s.attributes["shijo.page_cache.result"] === "miss")!.name).toBe("page-cache /[locale]/partner");
    // The render the miss waited for (the cache's own request to this server) is in the same trace.
    const render = missSpans.find((s) => s.kind === SERVER && s.attributes["http.route"] === "/[locale]/partner");
    expect(render, JSON.stringify(missSpans.map((s) => [s.name, s.attributes]))).toBeDefined();
    expect(render!.attributes["http.status_code"]).toBe(200);

    const hit = newTrace();
    expect((await fetch(`${B}${path}`, { ...PAGE_LOAD, headers: { ...PAGE_LOAD.headers, ...hit.headers } })).headers.get("x-shijo-page-cache")).toBe("hit");
    const hitSpans = await traceOf(hit.traceId, (s) => s.some((x) => x.attributes["shijo.page_cache.result"] === "hit"));
    const served = hitSpans.find((s) => s.attributes["shijo.page_cache.result"] === "hit")!;
    expect(served.kind).toBe(SERVER);
    expect(served.attributes).toMatchObject({ "http.route": "/[locale]/partner", "http.response.status_code": 200 });
  });

  it("nothing personal in any exported span: no e-mail, password, cookie, phone, address, coordinates, card or message text", async () => {
    const marker = randomBytes(4).toString("hex");
    const { jar } = await login(LB, "demo@shijo.al");
    const street = `Rruga e Fshehte ${marker}`;
    const text = `mesazh vetem per Elira ${marker}`;
    const latitude = "41.3377";
    const longitude = "19.8299";
    const actions: Array<[string, Promise<Response>]> = [
      ["stores", get(LB, `/stores?latitude=${latitude}&longitude=${longitude}&formatted_address=${encodeURIComponent(street)}`, jar, PAGE_LOAD)],
      ["address", post(LB, "/api/addresses", { address_type: "Home", lat: Number(latitude), lng: Number(longitude), country: "Shqipëri", city: "Tiranë", street, building: "9", formatted_address: `${street} 9`, favourite: 0 }, jar)],
      ["message", post(LB, "/api/chat/channels/c1/messages", { text }, jar)],
      ["card", post(LB, "/api/cards", { name: "ARTA DEMO", number: "4000056655665556", cvc: "737", exp_month: 12, exp_year: 2031 }, jar)],
      ["profile", get(LB, "/api/me", jar)],
    ];
    for (const [what, pending] of actions) expect((await pending).status, what).toBeLessThan(500);
    // A wrong password last, in a trace of its own: once both services have exported it, everything before it is out
    // too (each exports its spans in the order they ended).
    const last = newTrace();
    const wrong = await fetch(`${LB}/api/auth/login`, {
      method: "POST",
      headers: { ...last.headers, "Content-Type": "application/json", Origin: LB },
      body: JSON.stringify({ email: "demo@shijo.al", password: `wrong-${marker}` }),
    });
    expect(wrong.status).toBe(422);
    await traceOf(last.traceId, (s) => s.some((x) => x.service === "shijo-storefront") && s.some((x) => x.service === "shijo-product-api"));
    const all = await received();
    expect(new Set(all.map((s) => s.service))).toEqual(new Set(["shijo-storefront", "shijo-product-api"]));
    const exported = JSON.stringify(all.map((s) => ({ name: s.name, attributes: s.attributes, events: s.events, status: s.status, resource: s.resource })));
    const cookie = Object.entries(jar as Jar).find(([name]) => name.endsWith("shijo_session"))?.[1];
    const secrets = ["demo@shijo.al", "noel@shijo.al", "shijo123", `wrong-${marker}`, street, marker, text, "0691234567", latitude, longitude, "4000056655665556", "5556", "737", cookie ?? "no-cookie"];
    for (const secret of secrets) expect(exported, `an exported span contains ${secret}`).not.toContain(secret);
    expect(exported).not.toMatch(/Bearer|Cookie|set-cookie|authorization/i);
  });

  it("no OpenTelemetry or metrics code in any browser bundle", () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const full = path.join(dir, name);
        if (statSync(full).isDirectory()) walk(full);
        else if (name.endsWith(".js")) files.push(full);
      }
    };
    walk(path.join(ROOT, ".next/static"));
    expect(files.length).toBeGreaterThan(10);
    const offenders = files.filter((file) => /opentelemetry|OTLPTraceExporter|prom-client|shijo_http_requests_total/i.test(readFileSync(file, "utf8")));
    expect(offenders.map((file) => path.relative(ROOT, file))).toEqual([]);
  });
});
