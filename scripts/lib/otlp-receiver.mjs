// An OTLP/HTTP trace receiver in the test runner's process (issue 30: "exported spans checked … with an in-process
// OTLP receiver"): the storefronts and product APIs of `npm run test:scale` export to it as to any collector
// (OTEL_EXPORTER_OTLP_ENDPOINT), and tests/scale/observability.test.ts reads what arrived with GET /spans.
// OTLP's JSON encoding (what @opentelemetry/exporter-trace-otlp-http sends), gzip or not. Node built-ins only.
import http from "node:http";
import { gunzipSync } from "node:zlib";

/** An OTLP AnyValue as plain JSON. */
function plain(value) {
  if (!value || typeof value !== "object") return value ?? null;
  if ("stringValue" in value) return value.stringValue;
  if ("boolValue" in value) return value.boolValue;
  if ("intValue" in value) return Number(value.intValue);
  if ("doubleValue" in value) return value.doubleValue;
  if ("arrayValue" in value) return (value.arrayValue.values ?? []).map(plain);
  if ("kvlistValue" in value) return attributes(value.kvlistValue.values);
  if ("bytesValue" in value) return value.bytesValue;
  return null;
}

function attributes(list = []) {
  return Object.fromEntries(list.map(({ key, value }) => [key, plain(value)]));
}

/** Every span of an ExportTraceServiceRequest, flattened: { service, traceId, spanId, parentSpanId, name, kind, … }. */
export function flattenSpans(request) {
  const out = [];
  for (const resourceSpans of request.resourceSpans ?? []) {
    const resource = attributes(resourceSpans.resource?.attributes);
    for (const scopeSpans of resourceSpans.scopeSpans ?? []) {
      for (const span of scopeSpans.spans ?? []) {
        out.push({
          service: resource["service.name"] ?? null,
          resource,
          scope: scopeSpans.scope?.name ?? null,
          traceId: span.traceId,
          spanId: span.spanId,
          parentSpanId: span.parentSpanId || null,
          name: span.name,
          kind: span.kind,
          startTimeUnixNano: span.startTimeUnixNano,
          endTimeUnixNano: span.endTimeUnixNano,
          attributes: attributes(span.attributes),
          events: (span.events ?? []).map((event) => ({ name: event.name, attributes: attributes(event.attributes) })),
          links: span.links ?? [],
          status: span.status ?? {},
        });
      }
    }
  }
  return out;
}

/** Listens on a free loopback port. Returns { url (the OTLP endpoint), spans (the array, live), close() }. */
export function startOtlpReceiver() {
  const spans = [];
  const server = http.createServer((request, response) => {
    const chunks = [];
    request.on("data", (chunk) => chunks.push(chunk));
    request.on("end", () => {
      if (request.method === "GET" && request.url === "/spans") {
        response.writeHead(200, { "Content-Type": "application/json" });
        response.end(JSON.stringify(spans));
        return;
      }
      if (request.method !== "POST" || request.url !== "/v1/traces") {
        response.writeHead(404).end();
        return;
      }
      try {
        let body = Buffer.concat(chunks);
        if (/gzip/i.test(request.headers["content-encoding"] ?? "")) body = gunzipSync(body);
        if (!/json/i.test(request.headers["content-type"] ?? "")) throw new Error(`only OTLP/JSON is understood, got ${request.headers["content-type"]}`);
        spans.push(...flattenSpans(JSON.parse(body.toString("utf8"))));
        response.writeHead(200, { "Content-Type": "application/json" });
        response.end("{}");
      } catch (error) {
        response.writeHead(400, { "Content-Type": "application/json" });
        response.end(JSON.stringify({ error: String(error.message ?? error) }));
      }
    });
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      resolve({ url: `http://127.0.0.1:${port}`, spans, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}
