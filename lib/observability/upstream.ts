import "server-only";
import { context, propagation, SpanKind, SpanStatusCode, trace } from "@opentelemetry/api";
import { countUpstream, type UpstreamOutcome } from "./storefront-metrics";
import { tracingOn } from "@/contract/telemetry/tracing-switch";
import { upstreamPathTemplate } from "./upstream-path";

// Issue 30: every product-API call (lib/api/client.ts apiFetch) is counted and timed by method and path template,
// and — while tracing is on — is a client span whose context travels to the product API in `traceparent`, so one
// trace shows the page or BFF route, this call and the product API's own request and database spans.

/** The shape of lib/api/result.ts's ApiResult that matters here (lib/api depends on this folder, not the reverse). */
type CallResult = { ok: true; status: number } | { ok: false; error: { kind: string; status: number } };

export function upstreamOutcome(result: CallResult): UpstreamOutcome {
  if (result.ok) return "ok";
  const { kind, status } = result.error;
  if (kind === "timeout" || kind === "network") return kind;
  // A 2xx whose body was not the expected JSON is reported as 502 with kind "validation" (apiFetch).
  if (kind === "validation" && status === 502) return "invalid_response";
  return status >= 500 ? "server_error" : "client_error";
}

/** Adds the current trace context (W3C `traceparent`, `tracestate`) to an outgoing request's headers. */
export function injectTraceContext(headers: Headers): void {
  if (tracingOn()) propagation.inject(context.active(), headers, { set: (carrier, key, value) => carrier.set(key, value) });
}

export async function observeUpstream<R extends CallResult>(method: string, path: string, call: () => Promise<R>): Promise<R> {
  const template = upstreamPathTemplate(path);
  const started = performance.now();
  const finish = (result: R) => {
    countUpstream(method, template, upstreamOutcome(result), (performance.now() - started) / 1000);
    return result;
  };
  if (!tracingOn()) return finish(await call());
  const attributes = { "http.request.method": method, "url.template": template };
  return trace.getTracer("shijo-product-api-client").startActiveSpan(`${method} product-api/${template}`, { kind: SpanKind.CLIENT, attributes }, async (span) => {
    try {
      const result = finish(await call());
      span.setAttribute("shijo.upstream.outcome", upstreamOutcome(result));
      span.setAttribute("http.response.status_code", result.ok ? result.status : result.error.status);
      if (!result.ok && result.error.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      return result;
    } finally {
      span.end();
    }
  });
}
