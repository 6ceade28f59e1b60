import { context, propagation, SpanKind, SpanStatusCode, trace, type TextMapGetter } from "@opentelemetry/api";
import type { Context, MiddlewareHandler } from "hono";
import { routePath } from "hono/route";
import { counter, recordHttpRequest } from "../../../contract/telemetry/metrics";
import { tracingOn } from "../../../contract/telemetry/tracing-switch";
import type { AppEnv } from "../http/context";

// Issue 30: every request of the product API is counted and timed by its Hono route template ("/vendors/:id"), and —
// while tracing is on — is a server span continuing the storefront's trace (W3C `traceparent`), under which each
// database query is a span of its own (db/traced.ts).

const headerGetter: TextMapGetter<Headers> = {
  get: (headers, key) => headers.get(key) ?? undefined,
  keys: (headers) => [...headers.keys()],
};

const rateLimited = counter("shijo_rate_limit_rejections_total", "Requests refused with 429 by a rate limit, by rule (the product API: its route template)", ["rule"]);

/** A registered path without its parameters' patterns: "/orders/:id{[0-9]{1,9}}" → "/orders/:id". */
export function withoutPatterns(path: string): string {
  let out = "";
  let depth = 0;
  for (const char of path) {
    if (char === "{") depth++;
    else if (char === "}") depth = Math.max(0, depth - 1);
    else if (depth === 0) out += char;
  }
  return out;
}

/** The route that answered, as registered ("/orders/:id"); "unmatched" for a 404 no route claimed. */
export function answeredRoute(c: Context<AppEnv>): string {
  const route = routePath(c);
  return !route || route === "*" || route === "/*" ? "unmatched" : withoutPatterns(route);
}

export function observeRequests(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    const method = c.req.method;
    const record = () => {
      const route = answeredRoute(c);
      recordHttpRequest(route, method, c.res.status, (performance.now() - started) / 1000);
      if (c.res.status === 429) rateLimited.inc({ rule: route });
      return route;
    };
    if (!tracingOn()) {
      await next();
      record();
      return;
    }
    const parent = propagation.extract(context.active(), c.req.raw.headers, headerGetter);
    await trace.getTracer("shijo-product-api").startActiveSpan(method, { kind: SpanKind.SERVER, attributes: { "http.request.method": method } }, parent, async (span) => {
      try {
        await next();
      } finally {
        const route = record();
        span.updateName(`${method} ${route}`);
        span.setAttributes({ "http.route": route, "http.response.status_code": c.res.status });
        if (c.res.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
        span.end();
      }
    });
  };
}
