// Issue 30 "Traces": nothing personal in an exported span — no token, cookie, e-mail, phone, address, card field or
// message text. Spans come from our own code and from Next's (whose `http.target` and span names carry the query
// string: a stores URL holds the customer's latitude and longitude). Rather than trust every producer, the exporter
// is wrapped: a span leaves the process only with the attributes named here (no URL or path: they hold ids), span names cut to their path, a status
// without its message and exception events without their text. Pure (no Next, no Node), shared with the product API.
import type { Attributes, AttributeValue } from "@opentelemetry/api";
import type { ReadableSpan, SpanExporter } from "@opentelemetry/sdk-trace-node";

/** Attributes whose value is structural (a method, a status, a route template, a count). */
const KEEP = new Set([
  "http.method",
  "http.request.method",
  "http.status_code",
  "http.response.status_code",
  "http.route",
  "url.template",
  "error.type",
  "server.address",
  "server.port",
  "next.route",
  "next.span_name",
  "next.span_type",
  "next.span_category",
  "next.rsc",
  "next.segment",
  "next.page",
  "next.bubble",
  "db.system",
  "db.system.name",
  "db.operation.name",
  "db.collection.name",
  "db.query.summary",
  "shijo.page_cache.result",
  "shijo.upstream.outcome",
]);
// Attributes that name the URL itself (`http.target`, `url.path`, `http.url`) are dropped whole: a path holds ids
// (`/order/123`, `/social/shijoies/7`), and the route template (`http.route`, `next.route`) already says which page.

/** "/stores?latitude=41.3" → "/stores"; "http://user:pw@host/a?b" → "/a". Anything unparsable is dropped. */
export function pathOnly(value: string): string | null {
  const cut = value.split(/[?#]/, 1)[0];
  if (cut.startsWith("/")) return cut;
  try {
    return new URL(cut).pathname;
  } catch {
    return null;
  }
}

/** A span name without a query string or a full URL ("GET /stores?lat=…" → "GET /stores"). */
export function privateSpanName(name: string): string {
  return name
    .split(" ")
    .map((word) => (word.includes("?") || word.includes("#") || /^[a-z]+:\/\//i.test(word) ? (pathOnly(word) ?? "[url]") : word))
    .join(" ");
}

export function privateAttributes(attributes: Attributes): Attributes {
  const out: Attributes = {};
  for (const [key, value] of Object.entries(attributes)) {
    if (value === undefined) continue;
    if (KEEP.has(key)) out[key] = typeof value === "string" ? privateSpanName(value) : value;
  }
  return out;
}

function exceptionType(attributes: Attributes): Attributes {
  const type: AttributeValue | undefined = attributes["exception.type"];
  return typeof type === "string" ? { "exception.type": type } : {};
}

/** A copy of `span` fit to leave the process. */
export function privateSpan(span: ReadableSpan): ReadableSpan {
  return {
    name: privateSpanName(span.name),
    kind: span.kind,
    spanContext: () => span.spanContext(),
    parentSpanContext: span.parentSpanContext,
    startTime: span.startTime,
    endTime: span.endTime,
    // The code says whether it failed; the message may quote the input that made it fail.
    status: { code: span.status.code },
    attributes: privateAttributes(span.attributes),
    links: span.links.map((link) => ({ context: link.context })),
    events: span.events.map((event) => ({ name: event.name, time: event.time, attributes: event.name === "exception" ? exceptionType(event.attributes ?? {}) : {} })),
    duration: span.duration,
    ended: span.ended,
    resource: span.resource,
    instrumentationScope: span.instrumentationScope,
    droppedAttributesCount: span.droppedAttributesCount,
    droppedEventsCount: span.droppedEventsCount,
    droppedLinksCount: span.droppedLinksCount,
  };
}

/** Wraps the real exporter (OTLP, or the tests' in-memory one): every span is made private before it is handed on. */
export class PrivateSpanExporter implements SpanExporter {
  constructor(private readonly inner: SpanExporter) {}

  export(spans: ReadableSpan[], resultCallback: Parameters<SpanExporter["export"]>[1]): void {
    this.inner.export(spans.map(privateSpan), resultCallback);
  }

  shutdown(): Promise<void> {
    return this.inner.shutdown();
  }

  forceFlush(): Promise<void> {
    return this.inner.forceFlush?.() ?? Promise.resolve();
  }
}
