import { NextResponse } from "next/server";
import { z } from "zod";
import { getGroupOrder } from "@/lib/api/group-orders";
import { bffRoute } from "@/lib/bff/handler";
import { GROUP_LIMITS, byIp, forwardWrite, groupPath, notFound } from "@/lib/bff/group-order";

// Issue 28: GET /api/group-orders/{code} → the state (401 without a session, 404 for an unknown code);
// PUT (host) { spend_limit?, deadline?, locked? }.
export const GET = bffRoute({ access: "verified", rateLimit: [byIp(GROUP_LIMITS.readIp)] }, async (ctx) => {
  const path = groupPath(ctx);
  if (!path) return notFound(ctx.t);
  const result = await getGroupOrder(ctx.api, path.code);
  if (!result.ok) return ctx.fail(result.error);
  return NextResponse.json(result.data);
});

const settings = z.object({
  spend_limit: z.number().int().min(0).max(1_000_000).nullish(),
  deadline: z.iso.datetime({ offset: true }).nullish(),
  locked: z.boolean().optional(),
});

export const PUT = bffRoute({ access: "verified", input: settings, rateLimit: [byIp(GROUP_LIMITS.writeIp)] }, async (ctx) => {
  const path = groupPath(ctx);
  if (!path) return notFound(ctx.t);
  return forwardWrite(ctx, path.code, "", "PUT", ctx.input);
});
