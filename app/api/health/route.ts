import { NextResponse } from "next/server";

// Issue 30 "Health", liveness: the process answers HTTP. No upstream call, no session, no rate limit, never cached
// (the page cache serves pages only), nothing logged. An orchestrator restarts the instance when this fails.
export const dynamic = "force-dynamic";

export function GET() {
  return NextResponse.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
}
