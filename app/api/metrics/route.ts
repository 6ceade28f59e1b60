import { NextResponse, type NextRequest } from "next/server";
import { metricsAllowed, renderMetrics } from "@/contract/telemetry/metrics";
// Imported for their metrics: declared at zero from the first scrape.
import "@/lib/observability/storefront-metrics";
import "@/lib/page-cache/telemetry";

// Issue 30 "Metrics": this instance's Prometheus metrics, for a scraper that reaches each instance directly (never
// through the load balancer, which would mix instances; deploy/nginx.conf answers 404 for this path). Without
// METRICS_TOKEN, or without its bearer, the route does not exist. Not rate-limited, never cached, not logged.
export const dynamic = "force-dynamic";

const NOT_FOUND = { error: "Not Found" };

export async function GET(request: NextRequest) {
  if (!metricsAllowed(request.headers.get("authorization"), process.env.METRICS_TOKEN)) {
    return NextResponse.json(NOT_FOUND, { status: 404, headers: { "Cache-Control": "no-store" } });
  }
  const { body, contentType } = await renderMetrics();
  return new NextResponse(body, { status: 200, headers: { "Content-Type": contentType, "Cache-Control": "no-store" } });
}
