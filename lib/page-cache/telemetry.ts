import "server-only";
import type { IncomingMessage, ServerResponse } from "node:http";
import { context, propagation, SpanKind, SpanStatusCode, trace } from "@opentelemetry/api";
import { counter, gauge } from "@/contract/telemetry/metrics";
import { routeTemplate } from "@/lib/observability/route-template";
import { tracingOn } from "@/contract/telemetry/tracing-switch";
import { pageCacheLimitBytes, pageCacheState } from "./store";

// Issue 30: the page cache's hits and misses as metrics and spans, here in lib/page-cache so they count whichever
// entry point runs the fast path (the server before Next, or proxy.ts), and its size. Spans only while tracing is on.
const tracer = () => trace.getTracer("shijo-page-cache");

export type PageCacheResult = "hit" | "stale" | "miss" | "pass";

const requests = counter("shijo_page_cache_requests_total", "Public page loads by what the page cache did: hit (fresh copy), stale (copy served, refreshed in the background), miss (rendered and kept), pass (rendered per request)", ["result"]);
for (const result of ["hit", "stale", "miss", "pass"] as const) requests.inc({ result }, 0);
gauge("shijo_page_cache_bytes", "Bytes of kept public pages in this process", [], function collect() {
  this.set(pageCacheState().bytes);
});
gauge("shijo_page_cache_entries", "Kept public pages (and pass markers) in this process", [], function collect() {
  this.set(pageCacheState().entries.size);
});
gauge("shijo_page_cache_limit_bytes", "PAGE_CACHE_MAX_MB in bytes: the page cache never holds more", [], function collect() {
  this.set(pageCacheLimitBytes());
});

const countPageCache = (result: PageCacheResult) => requests.inc({ result });

/**
 * The fast path answered a fresh copy before Next saw the request: no Next span exists for it, so this is the
 * request's server span (continuing a trace the caller sent in `traceparent`).
 */
export function noteFastPathHit(request: IncomingMessage, response: ServerResponse, pathname: string): void {
  countPageCache("hit");
  if (!tracingOn()) return;
  const route = routeTemplate(pathname);
  const method = request.method ?? "GET";
  const parent = propagation.extract(context.active(), request.headers);
  const span = tracer().startSpan(
    `${method} ${route}`,
    { kind: SpanKind.SERVER, attributes: { "http.request.method": method, "http.route": route, "shijo.page_cache.result": "hit" } },
    parent,
  );
  response.once("close", () => {
    span.setAttribute("http.response.status_code", response.statusCode);
    span.end();
  });
}

/**
 * proxy.ts serving a public page from the cache: `serve` says what it did (null: it could not and the page renders
 * as usual). A span around it (a miss includes the render it waited for, whose own spans join the same trace).
 */
export async function withPageCacheSpan<T>(pathname: string, serve: () => Promise<{ result: PageCacheResult; value: T }>): Promise<T> {
  if (!tracingOn()) {
    const { result, value } = await serve();
    countPageCache(result);
    return value;
  }
  return tracer().startActiveSpan(`page-cache ${routeTemplate(pathname)}`, { kind: SpanKind.INTERNAL }, async (span) => {
    try {
      const { result, value } = await serve();
      countPageCache(result);
      span.setAttribute("shijo.page_cache.result", result);
      return value;
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw error;
    } finally {
      span.end();
    }
  });
}

/** The trace context to send with a cache-fill request, so the render shows in the trace of the miss that asked. */
export function fillTraceHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  if (tracingOn()) propagation.inject(context.active(), headers);
  return headers;
}
