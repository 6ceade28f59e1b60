import { z } from "zod";
import { bffRoute } from "@/lib/bff/handler";
import { GROUP_LIMITS, byIp, forwardWrite, groupPath, notFound } from "@/lib/bff/group-order";

// Issue 28: POST /api/group-orders/{code}/cover — the host pays the parts still open, and the order is placed.
const input = z.object({ method: z.enum(["cash", "card"]), payment_method_id: z.string().max(100).nullish() });

export const POST = bffRoute({ access: "verified", input, rateLimit: [byIp(GROUP_LIMITS.writeIp)] }, async (ctx) => {
  const path = groupPath(ctx);
  if (!path) return notFound(ctx.t);
  return forwardWrite(ctx, path.code, "cover", "POST", ctx.input);
});
