// Issue 30: "off and free" when no OTLP endpoint is set. Our own spans (page cache, product-API calls, database
// queries) are only started while this says tracing is on; the flag lives on globalThis because the storefront's
// proxy and route handlers are separate bundles in one process. No imports: the hot paths read it for nothing.
const KEY = Symbol.for("shijo.tracingOn");

export function tracingConfigured(env: Record<string, string | undefined> = process.env): boolean {
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim());
}

export function tracingOn(): boolean {
  return (globalThis as Record<symbol, unknown>)[KEY] === true;
}

export function markTracingOn(on: boolean): void {
  (globalThis as Record<symbol, unknown>)[KEY] = on;
}
