import { NextResponse } from "next/server";
import { checkReadiness } from "@/lib/observability/readiness";

// Issue 30 "Health", readiness: 200 when the product API answers /health within a second and Redis (when configured)
// answers; otherwise 503 naming which one failed. A load balancer or orchestrator takes the instance out of rotation
// while it fails (docs/operations.md "Health checks"). No session, no rate limit, never cached, nothing logged at info.
export const dynamic = "force-dynamic";

export async function GET() {
  const { ready, checks } = await checkReadiness();
  return NextResponse.json({ status: ready ? "ready" : "unavailable", checks }, { status: ready ? 200 : 503, headers: { "Cache-Control": "no-store" } });
}
