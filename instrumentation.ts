// Issue 30 "Traces": Next's documented door for OpenTelemetry. With OTEL_EXPORTER_OTLP_ENDPOINT (or the traces-only
// OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) set, the storefront's server registers the SDK (contract/telemetry/tracing.ts):
// Next's own spans (a request, a page render, a route handler, with their route template and status), ours (the page
// cache, every product-API call with `traceparent` to the product API), all made private before export. Unset: the
// SDK is not even loaded, and every span asked for is the API's no-op. Nothing here reaches a browser bundle.
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { tracingConfigured } = await import("./contract/telemetry/tracing-switch");
  if (!tracingConfigured()) return;
  // Next's own fetch span names the full URL (a query with the customer's coordinates); apiFetch makes its own client
  // span with the path template instead.
  process.env.NEXT_OTEL_FETCH_DISABLED = "1";
  const { startTracing } = await import("./contract/telemetry/tracing");
  startTracing({ serviceName: "shijo-storefront" });
}
