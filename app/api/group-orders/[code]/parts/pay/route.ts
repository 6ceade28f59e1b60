import { z } from "zod";
import { bffRoute } from "@/lib/bff/handler";
import { GROUP_LIMITS, byIp, forwardWrite, groupPath, notFound } from "@/lib/bff/group-order";

// Issue 28: POST /api/group-orders/{code}/parts/pay — the caller's own part, by cash or card, with cashback if they
// choose; the amount is the product API's (no amount field is read or forwarded).
const input = z.object({
  method: z.enum(["cash", "card"]),
  payment_method_id: z.string().max(100).nullish(),
  cashback: z.number().int().min(0).max(1_000_000).optional(),
});

export const POST = bffRoute({ access: "verified", input, rateLimit: [byIp(GROUP_LIMITS.writeIp)] }, async (ctx) => {
  const path = groupPath(ctx);
  if (!path) return notFound(ctx.t);
  return forwardWrite(ctx, path.code, "parts/pay", "POST", ctx.input);
});
