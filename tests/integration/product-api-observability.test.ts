import { randomBytes } from "node:crypto";
import { SpanKind, trace } from "@opentelemetry/api";
import { InMemorySpanExporter, SimpleSpanProcessor, type NodeTracerProvider, type ReadableSpan } from "@opentelemetry/sdk-trace-node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { markTracingOn } from "@/contract/telemetry/tracing-switch";
import { startTracing } from "@/contract/telemetry/tracing";
import { PEOPLE } from "@/product-api/src/seed/data/people";
import { startProductApi, type RunningApi } from "@/product-api/src/server";
import { testStorage } from "./support/database";

// Issue 30 "Traces" and "Metrics" for the product API, over real HTTP with the SDK's in-memory exporter behind the
// same privacy wrapper as the OTLP one (contract/telemetry/span-privacy.ts): a request continues the caller's trace,
// every database query is a span under it, and no exported span carries a token, e-mail, phone, address or message.
const APP_KEY = "shijo-local-app-key";
const METRICS_TOKEN = "api-metrics-test-token-0123456789";
const DEMO = { email: "demo@shijo.al", password: "shijo123" };
const exporter = new InMemorySpanExporter();
let provider: NodeTracerProvider;
let api: RunningApi;
const savedToken = process.env.METRICS_TOKEN;

beforeAll(async () => {
  process.env.METRICS_TOKEN = METRICS_TOKEN;
  api = await startProductApi({ port: 0, ...(await testStorage()), seed: true, log: false, testEndpoints: false });
  // After the seed: its thousands of statements need no spans.
  provider = startTracing({ serviceName: "shijo-product-api", exporter, processor: (target) => new SimpleSpanProcessor(target) });
}, 180_000);
afterAll(async () => {
  await api?.close();
  await provider?.shutdown();
  trace.disable();
  markTracingOn(false);
  if (savedToken === undefined) delete process.env.METRICS_TOKEN;
  else process.env.METRICS_TOKEN = savedToken;
});

async function call(path: string, init: { method?: string; body?: unknown; token?: string; headers?: Record<string, string>; key?: boolean } = {}) {
  const headers: Record<string, string> = { platform: "Web", language: "en", ...init.headers };
  if (init.key !== false) headers["App-Key"] = APP_KEY;
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers["Content-Type"] = "application/json";
  const response = await fetch(`${api.url}${path}`, { method: init.method ?? (init.body ? "POST" : "GET"), headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, json: () => JSON.parse(text) };
}

/** A W3C traceparent as the storefront's apiFetch sends it. */
function traceparent() {
  const traceId = randomBytes(16).toString("hex");
  return { traceId, parentId: randomBytes(8).toString("hex"), header: (parentId: string) => `00-${traceId}-${parentId}-01` };
}

const spansOf = (traceId: string) => exporter.getFinishedSpans().filter((s) => s.spanContext().traceId === traceId);
const serverSpan = (spans: ReadableSpan[]) => spans.find((s) => s.kind === SpanKind.SERVER);

describe("issue 30: the product API's traces", () => {
  it("a request continues the caller's trace (traceparent), named by its route template with method and status", async () => {
    const caller = traceparent();
    const res = await call("vendors/food-categories", { headers: { traceparent: caller.header(caller.parentId) } });
    expect(res.status).toBe(200);
    const server = serverSpan(spansOf(caller.traceId));
    expect(server, "a server span in the caller's trace").toBeDefined();
    expect(server!.parentSpanContext?.spanId).toBe(caller.parentId);
    expect(server!.name).toBe("GET /vendors/food-categories");
    expect(server!.attributes).toMatchObject({ "http.request.method": "GET", "http.route": "/vendors/food-categories", "http.response.status_code": 200 });
  });

  it("every database query is a span under its request, naming the operation and table only", async () => {
    const caller = traceparent();
    const res = await call(`orders/${1}`, { headers: { traceparent: caller.header(caller.parentId) }, token: await login() });
    expect(res.status, "demo's seeded order 1").toBe(200);
    const spans = spansOf(caller.traceId);
    const server = serverSpan(spans)!;
    expect(server.attributes["http.route"]).toBe("/orders/:id");
    const queries = spans.filter((s) => s.kind === SpanKind.CLIENT && s.attributes["db.system.name"] === "postgresql");
    expect(queries.length, "the token lookup and the order read at least").toBeGreaterThanOrEqual(2);
    for (const query of queries) {
      expect(query.parentSpanContext?.spanId, query.name).toBe(server.spanContext().spanId);
      expect(query.name).toMatch(/^(SELECT|INSERT|UPDATE|DELETE|WITH)( [a-z_]+)?$/);
      expect(Object.keys(query.attributes).sort()).toEqual(expect.arrayContaining(["db.operation.name", "db.query.summary", "db.system.name"]));
    }
    expect(queries.map((q) => q.attributes["db.collection.name"])).toContain("auth_tokens");
  });

  it("nothing personal in any exported span: no token, e-mail, password, phone, address or message text", async () => {
    exporter.reset();
    const marker = randomBytes(4).toString("hex");
    const street = `Rruga Sekrete ${marker}`;
    const text = `mesazh privat ${marker}`;
    const token = await login();
    // Demo's phone as seeded (product-api/src/seed/data/people.ts).
    const phone = PEOPLE[0].phone;
    expect(phone).toMatch(/^06\d{8}$/);
    const saved = await call("addresses", { token, body: { address_type: "home", lat: 41.3299, lng: 19.8211, country: "Shqipëri", city: "Tiranë", street, building: "7", formatted_address: `${street} 7, Tiranë`, favourite: 0 } });
    expect(saved.status).toBe(201);
    const sent = await call("chats/channels/c1/messages", { token, body: { text } });
    expect(sent.status).toBe(201);
    expect(await call("login", { body: { email: DEMO.email, password: `wrong-${marker}` } })).toMatchObject({ status: 401 });

    const exported = JSON.stringify(
      exporter.getFinishedSpans().map((s) => ({ name: s.name, attributes: s.attributes, events: s.events, status: s.status, links: s.links })),
    );
    expect(exporter.getFinishedSpans().length).toBeGreaterThan(10);
    for (const secret of [token, DEMO.email, DEMO.password, `wrong-${marker}`, street, text, marker, phone, "41.3299", "19.8211"]) {
      expect(exported, `an exported span contains ${secret}`).not.toContain(secret);
    }
    // The statement text and its parameters are not attributes at all.
    expect(exported).not.toMatch(/"db\.(query\.text|statement)"|drizzle\.query|\$1/);
  });
});

describe("issue 30: the product API's health, readiness and metrics", () => {
  it("/health and /ready answer without an App-Key, JSON, never cached", async () => {
    const health = await call("health", { key: false });
    expect(health.status).toBe(200);
    expect(health.headers.get("cache-control")).toBe("no-store");
    const ready = await call("ready", { key: false });
    expect(ready.status).toBe(200);
    expect(ready.json()).toEqual({ status: "ready", checks: { database: "ok" } });
    expect(ready.headers.get("cache-control")).toBe("no-store");
  });

  it("/metrics is 404 without the bearer or with a wrong one, and Prometheus text with it", async () => {
    expect((await call("metrics", { key: false })).status).toBe(404);
    expect((await call("metrics", { key: true })).status).toBe(404);
    expect((await call("metrics", { key: false, headers: { Authorization: "Bearer wrong-wrong-wrong-wrong" } })).status).toBe(404);
    await call("vendors/food-categories");
    const scraped = await call("metrics", { key: false, headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(scraped.status).toBe(200);
    expect(scraped.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const value = (pattern: RegExp) => Number(pattern.exec(scraped.text)?.[1] ?? NaN);
    expect(value(/^shijo_http_requests_total\{route="\/vendors\/food-categories",method="GET",status="200"\} (\d+)/m)).toBeGreaterThanOrEqual(1);
    expect(value(/^shijo_http_request_duration_seconds_count\{route="\/vendors\/food-categories",method="GET"\} (\d+)/m)).toBeGreaterThanOrEqual(1);
    expect(value(/^shijo_db_queries_total\{operation="SELECT",outcome="ok"\} (\d+)/m)).toBeGreaterThan(0);
    expect(scraped.text).toMatch(/^shijo_db_pool_connections\{state="idle"\} \d+/m);
    expect(scraped.text).toMatch(/^shijo_chat_streams_open \d+/m);
    expect(value(/^process_resident_memory_bytes (\d+)/m)).toBeGreaterThan(0);
    expect(scraped.text).toMatch(/^nodejs_eventloop_lag_seconds /m);
    // A request no route claimed is one label, not one per path.
    await call(`no-such-path-${randomBytes(3).toString("hex")}`);
    const again = await call("metrics", { key: false, headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(again.text).toMatch(/^shijo_http_requests_total\{route="unmatched",method="GET",status="404"\} \d+/m);
    expect(again.text).not.toMatch(/no-such-path/);
  });
});

async function login(): Promise<string> {
  const res = await call("login", { body: { ...DEMO, device: { token: "web" } } });
  expect(res.status).toBe(200);
  return res.json().token;
}
