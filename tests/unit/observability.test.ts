import { SpanKind, SpanStatusCode, trace } from "@opentelemetry/api";
import { InMemorySpanExporter, NodeTracerProvider, SimpleSpanProcessor } from "@opentelemetry/sdk-trace-node";
import { afterEach, describe, expect, it } from "vitest";
import { metricsAllowed } from "@/contract/telemetry/metrics";
import { pathOnly, PrivateSpanExporter, privateAttributes, privateSpanName } from "@/contract/telemetry/span-privacy";
import { tracingConfigured, tracingOn } from "@/contract/telemetry/tracing-switch";
import { upstreamPathTemplate } from "@/lib/observability/upstream-path";
import { upstreamOutcome } from "@/lib/observability/upstream";
import { sqlSummary } from "@/product-api/src/db/traced";
import { withoutPatterns } from "@/product-api/src/observability/http";

describe('issue 30 "Nothing personal in an attribute": what leaves the process in a span', () => {
  it("a URL keeps its path only: no query (a stores URL holds the customer's coordinates), no host, no user info", () => {
    expect(pathOnly("/stores?latitude=41.3275&longitude=19.8187")).toBe("/stores");
    expect(pathOnly("http://user:secret@127.0.0.1:4000/orders/12?x=1#y")).toBe("/orders/12");
    expect(pathOnly("not a url")).toBeNull();
    expect(privateSpanName("GET /stores?latitude=41.3275&formatted_address=Rruga%20X")).toBe("GET /stores");
    expect(privateSpanName("fetch GET http://127.0.0.1:4000/vendors?lat=41.3")).toBe("fetch GET /vendors");
    expect(privateSpanName("render route (app) /[locale]/stores")).toBe("render route (app) /[locale]/stores");
    // Issue 28: a group order's code is the link's only secret; it never leaves in a path or a span name.
    const code = "AbCdEfGhIjKlMnOpQrSt_-12";
    expect(pathOnly(`/en/group/${code}`)).toBe("/en/group/[code]");
    expect(pathOnly(`http://127.0.0.1:4000/group-orders/${code}/join?x=1`)).toBe("/group-orders/[code]/join");
    expect(privateSpanName(`GET /group/${code}`)).toBe("GET /group/[code]");
    expect(privateSpanName(`fetch POST http://127.0.0.1:4000/group-orders/${code}/lines`)).toBe("fetch POST /group-orders/[code]/lines");
    // Attributes that name the URL are dropped whole (the route template says which page), the code with them.
    expect(privateAttributes({ "url.path": `/api/group-orders/${code}/stream`, "http.target": `/group/${code}?a=1` })).toEqual({});
  });

  it("only structural attributes are kept: method, status, route template, database operation and table (no path: it holds ids)", () => {
    const kept = privateAttributes({
      "http.method": "POST",
      "http.status_code": 200,
      "http.route": "/api/auth/login",
      "http.target": "/api/auth/login?email=demo@shijo.al",
      "url.path": "/order/123",
      "http.url": "http://127.0.0.1:4000/login?token=abc",
      "next.route": "/api/auth/login",
      "db.operation.name": "SELECT",
      "db.collection.name": "users",
      "drizzle.query.params": '["demo@shijo.al"]',
      "db.query.text": "select * from users where email = $1",
      "enduser.id": "demo@shijo.al",
      "http.request.header.cookie": "shijo_session=sealed",
      phone: "0691234567",
    });
    expect(kept).toEqual({
      "http.method": "POST",
      "http.status_code": 200,
      "http.route": "/api/auth/login",
      "next.route": "/api/auth/login",
      "db.operation.name": "SELECT",
      "db.collection.name": "users",
    });
  });

  it("the exporter wrapper hands on private copies: status without its message, exceptions without their text", async () => {
    const inner = new InMemorySpanExporter();
    const provider = new NodeTracerProvider({ spanProcessors: [new SimpleSpanProcessor(new PrivateSpanExporter(inner))] });
    const span = provider.getTracer("t").startSpan("GET /search?q=Rruga%20e%20Kavajes", { kind: SpanKind.SERVER, attributes: { "http.route": "/[locale]/search", "user.email": "demo@shijo.al" } });
    span.recordException(new Error("duplicate key for demo@shijo.al"));
    span.setStatus({ code: SpanStatusCode.ERROR, message: "card 4242424242424242 declined" });
    span.end();
    await provider.forceFlush();
    const [exported] = inner.getFinishedSpans();
    expect(exported.name).toBe("GET /search");
    expect(exported.attributes).toEqual({ "http.route": "/[locale]/search" });
    expect(exported.status).toEqual({ code: SpanStatusCode.ERROR });
    expect(exported.events.map((e) => e.attributes)).toEqual([{ "exception.type": "Error" }]);
    expect(exported.spanContext().traceId).toBe(span.spanContext().traceId);
    // The whole card number: "4242" alone turns up by chance in a random trace id or a timestamp (CI, session 17).
    expect(JSON.stringify({ ...exported, resource: null })).not.toMatch(/demo@shijo\.al|4242424242424242|Kavajes/);
    await provider.shutdown();
  });
});

describe('issue 30 "off and free": tracing only with an OTLP endpoint', () => {
  afterEach(() => trace.disable());

  it("is configured by OTEL_EXPORTER_OTLP_ENDPOINT or the traces-only variant, and is off otherwise", () => {
    expect(tracingConfigured({})).toBe(false);
    expect(tracingConfigured({ OTEL_EXPORTER_OTLP_ENDPOINT: "  " })).toBe(false);
    expect(tracingConfigured({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318" })).toBe(true);
    expect(tracingConfigured({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: "http://collector:4318/v1/traces" })).toBe(true);
    // Nothing has registered the SDK in this process: our hot paths skip their spans.
    expect(tracingOn()).toBe(false);
  });

  it("instrumentation.ts does not even load the SDK without an endpoint", async () => {
    const saved = process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
    delete process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
    const runtime = process.env.NEXT_RUNTIME;
    process.env.NEXT_RUNTIME = "nodejs";
    try {
      const { register } = await import("@/instrumentation");
      await register();
      expect(tracingOn()).toBe(false);
      expect(process.env.NEXT_OTEL_FETCH_DISABLED).toBeUndefined();
      // The global provider is still the API's no-op proxy: a span asked for records nothing.
      expect(trace.getTracer("x").startSpan("y").isRecording()).toBe(false);
    } finally {
      if (saved !== undefined) process.env.OTEL_EXPORTER_OTLP_ENDPOINT = saved;
      if (runtime === undefined) delete process.env.NEXT_RUNTIME;
      else process.env.NEXT_RUNTIME = runtime;
    }
  });
});

describe("issue 30: labels and span names are templates, never ids", () => {
  it("product-API paths: ids, hashes and providers become {id}; the static children stay", () => {
    const cases: Array<[string, string]> = [
      ["vendors", "vendors"],
      ["vendors/e435fd83f471", "vendors/{id}"],
      ["vendors/pizza-napoli", "vendors/{id}"],
      ["vendors/food-categories", "vendors/food-categories"],
      ["vendors/favourites", "vendors/favourites"],
      ["orders/123/review", "orders/{id}/review"],
      ["orders/get-faqs", "orders/get-faqs"],
      ["check-vendor-open/7", "check-vendor-open/{id}"],
      ["addresses/default", "addresses/default"],
      ["addresses/9", "addresses/{id}"],
      ["chats/channels/c1/messages/m-abc/like", "chats/channels/{id}/messages/{id}/like"],
      ["login/google", "login/{id}"],
      ["login/legacy", "login/legacy"],
      ["stripe/payment-methods/create", "stripe/payment-methods/create"],
      ["stripe/payment-methods/pm_123", "stripe/payment-methods/{id}"],
      ["api/landing-page/1ebf0765db9c", "api/landing-page/{id}"],
      ["users/shijoers/45", "users/shijoers/{id}"],
      ["checkout/delivery-fee?vendor_id=3&lat=41.3", "checkout/delivery-fee"],
    ];
    for (const [path, template] of cases) expect(upstreamPathTemplate(path), path).toBe(template);
  });

  it("an upstream answer's outcome: ok, a client error, or one of the failures an operator alerts on", () => {
    expect(upstreamOutcome({ ok: true, status: 200 })).toBe("ok");
    expect(upstreamOutcome({ ok: false, error: { kind: "validation", status: 422 } })).toBe("client_error");
    expect(upstreamOutcome({ ok: false, error: { kind: "http", status: 404 } })).toBe("client_error");
    expect(upstreamOutcome({ ok: false, error: { kind: "http", status: 503 } })).toBe("server_error");
    expect(upstreamOutcome({ ok: false, error: { kind: "timeout", status: 504 } })).toBe("timeout");
    expect(upstreamOutcome({ ok: false, error: { kind: "network", status: 502 } })).toBe("network");
    expect(upstreamOutcome({ ok: false, error: { kind: "validation", status: 502 } })).toBe("invalid_response");
  });

  it("the product API's route templates without their parameters' patterns", () => {
    expect(withoutPatterns("/orders/:id{[0-9]{1,9}}")).toBe("/orders/:id");
    expect(withoutPatterns("/addresses/:id{[0-9]+}/x")).toBe("/addresses/:id/x");
    expect(withoutPatterns("/vendors/:key")).toBe("/vendors/:key");
  });

  it("a database span names the statement's operation and table, never its text or parameters", () => {
    expect(sqlSummary('select "id", "email" from "users" where "users"."email" = $1')).toEqual({ operation: "SELECT", table: "users" });
    expect(sqlSummary('insert into "orders" ("user_id", "total_price") values ($1, $2) returning "id"')).toEqual({ operation: "INSERT", table: "orders" });
    expect(sqlSummary('update "chat_members" set "unread_cnt" = "unread_cnt" + 1 where ...')).toEqual({ operation: "UPDATE", table: "chat_members" });
    expect(sqlSummary('delete from "auth_tokens" where "id" = $1')).toEqual({ operation: "DELETE", table: "auth_tokens" });
    expect(sqlSummary("/* drizzle */ select 1")).toEqual({ operation: "SELECT", table: null });
    expect(sqlSummary("begin")).toEqual({ operation: "BEGIN", table: null });
    expect(sqlSummary("select pg_advisory_xact_lock($1, $2)")).toEqual({ operation: "SELECT", table: null });
  });
});

describe("issue 30: /api/metrics behind METRICS_TOKEN", () => {
  const token = "metrics-token-0123456789";
  it("only the exact bearer opens it; an unset or short token keeps it closed for everyone", () => {
    expect(metricsAllowed(`Bearer ${token}`, token)).toBe(true);
    expect(metricsAllowed(`bearer   ${token}`, token)).toBe(true);
    expect(metricsAllowed(`Bearer ${token}x`, token)).toBe(false);
    expect(metricsAllowed(token, token)).toBe(false);
    expect(metricsAllowed(null, token)).toBe(false);
    expect(metricsAllowed("Bearer ", token)).toBe(false);
    expect(metricsAllowed(`Bearer ${token}`, undefined)).toBe(false);
    expect(metricsAllowed("Bearer short", "short")).toBe(false);
  });
});
