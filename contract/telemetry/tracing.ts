// Issue 30 "Traces": the OpenTelemetry SDK of a server process (the storefront through instrumentation.ts, the product
// API through product-api/src/main.ts; in contract/ because both use it). Loaded only when OTEL_EXPORTER_OTLP_ENDPOINT (or the traces-only variant) is
// set: otherwise nothing here is even imported and every span our code asks for is the API's no-op span.
// Node only; never imported by anything a browser loads (tests/scale/observability.test.ts checks the built chunks).
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { resourceFromAttributes } from "@opentelemetry/resources";
import { BatchSpanProcessor, NodeTracerProvider, type SpanExporter, type SpanProcessor } from "@opentelemetry/sdk-trace-node";
import { markTracingOn } from "./tracing-switch";
import { PrivateSpanExporter } from "./span-privacy";

export interface TracingOptions {
  serviceName: string;
  /** Where spans go; default OTLP over HTTP/JSON to OTEL_EXPORTER_OTLP_ENDPOINT. Tests pass an in-memory exporter. */
  exporter?: SpanExporter;
  /** Default: batched (OTEL_BSP_SCHEDULE_DELAY, 5 s). Tests may export each span at once. */
  processor?: (exporter: SpanExporter) => SpanProcessor;
}

/**
 * Registers the global tracer provider (W3C trace context, AsyncLocalStorage context), with every span made private
 * by PrivateSpanExporter before it leaves. The SDK's own variables apply (OTEL_TRACES_SAMPLER and its argument,
 * OTEL_BSP_*, OTEL_EXPORTER_OTLP_HEADERS…); OTEL_SERVICE_NAME overrides the service name.
 */
export function startTracing({ serviceName, exporter, processor }: TracingOptions): NodeTracerProvider {
  const target = new PrivateSpanExporter(exporter ?? new OTLPTraceExporter());
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ "service.name": process.env.OTEL_SERVICE_NAME?.trim() || serviceName }),
    spanProcessors: [processor ? processor(target) : new BatchSpanProcessor(target)],
  });
  provider.register();
  markTracingOn(true);
  return provider;
}
