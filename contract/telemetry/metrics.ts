// Issue 30 "Metrics": one prom-client registry per process (storefront or product API), with Node's own process
// metrics and the request metrics both servers share — in contract/ because both import it and it imports neither
// (only packages). It lives on globalThis because the storefront's proxy, route handlers and server are separate
// bundles in one process; each metric is made once and found by name afterwards. Node only; never in browser code.
import { BEARER_SECRET_MIN, bearerMatches } from "../bearer";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry, type CollectFunction } from "prom-client";

const KEY = Symbol.for("shijo.metrics");

/** Seconds; the spec's upstream deadline is 30 s, so the top bucket catches a timed-out request. */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export function metricsRegistry(): Registry {
  const holder = globalThis as unknown as Record<symbol, Registry | undefined>;
  if (!holder[KEY]) {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    holder[KEY] = registry;
  }
  return holder[KEY];
}

export function counter<L extends string>(name: string, help: string, labelNames: readonly L[]): Counter<L> {
  const registry = metricsRegistry();
  return (registry.getSingleMetric(name) as Counter<L> | undefined) ?? new Counter({ name, help, labelNames, registers: [registry] });
}

export function histogram<L extends string>(name: string, help: string, labelNames: readonly L[], buckets = LATENCY_BUCKETS): Histogram<L> {
  const registry = metricsRegistry();
  return (registry.getSingleMetric(name) as Histogram<L> | undefined) ?? new Histogram({ name, help, labelNames, buckets, registers: [registry] });
}

/** A gauge; with `collect`, its value is read at scrape time (sizes, pool use) instead of being kept up to date. */
export function gauge<L extends string>(name: string, help: string, labelNames: readonly L[] = [], collect?: CollectFunction<Gauge<L>>): Gauge<L> {
  const registry = metricsRegistry();
  return (registry.getSingleMetric(name) as Gauge<L> | undefined) ?? new Gauge({ name, help, labelNames, registers: [registry], ...(collect ? { collect } : {}) });
}

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** Requests by route template (never the raw path: ids and queries would make a series per customer). */
export function recordHttpRequest(route: string, rawMethod: string, status: number, seconds: number): void {
  // Whatever a client sends as a method is not a label of its own either.
  const method = METHODS.has(rawMethod) ? rawMethod : "OTHER";
  counter("shijo_http_requests_total", "HTTP requests answered, by route template, method and status", ["route", "method", "status"]).inc({ route, method, status: String(status) });
  histogram("shijo_http_request_duration_seconds", "Time to answer an HTTP request (headers and body), by route template", ["route", "method"]).observe({ route, method }, seconds);
}

/** METRICS_TOKEN shorter than this counts as unset (as REVALIDATE_SECRET does). */
export const METRICS_TOKEN_MIN = BEARER_SECRET_MIN;

/**
 * Who may read /api/metrics (and the product API's /metrics): only a caller presenting `Authorization: Bearer
 * <METRICS_TOKEN>`. Unset token, missing or wrong header all look the same from outside (the route answers 404).
 */
export function metricsAllowed(authorization: string | null | undefined, token: string | undefined): boolean {
  return bearerMatches(authorization, token);
}

/** The registry in Prometheus' text format. */
export async function renderMetrics(): Promise<{ body: string; contentType: string }> {
  const registry = metricsRegistry();
  return { body: await registry.metrics(), contentType: registry.contentType };
}
