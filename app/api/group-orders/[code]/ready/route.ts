import { z } from "zod";
import { bffRoute } from "@/lib/bff/handler";
import { GROUP_LIMITS, byIp, forwardWrite, groupPath, notFound } from "@/lib/bff/group-order";

// Issue 28: POST /api/group-orders/{code}/ready { ready } — "I'm done".
export const POST = bffRoute({ access: "verified", input: z.object({ ready: z.boolean() }), rateLimit: [byIp(GROUP_LIMITS.writeIp)] }, async (ctx) => {
  const path = groupPath(ctx);
  if (!path) return notFound(ctx.t);
  return forwardWrite(ctx, path.code, "ready", "POST", ctx.input);
});
