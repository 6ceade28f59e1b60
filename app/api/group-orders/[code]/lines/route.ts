import { z } from "zod";
import { bffRoute } from "@/lib/bff/handler";
import { GROUP_LIMITS, byIp, forwardWrite, groupPath, notFound } from "@/lib/bff/group-order";

// Issue 28: POST /api/group-orders/{code}/lines — one of the caller's own lines; the product API prices it.
const input = z.object({
  product_id: z.number().int().positive().max(2_147_483_647),
  qty: z.number().int().min(1).max(99),
  options: z.array(z.number().int().positive().max(2_147_483_647)).max(2).default([]),
  item_instructions: z.string().max(500).nullish(),
});

export const POST = bffRoute({ access: "verified", input, rateLimit: [byIp(GROUP_LIMITS.writeIp)] }, async (ctx) => {
  const path = groupPath(ctx);
  if (!path) return notFound(ctx.t);
  return forwardWrite(ctx, path.code, "lines", "POST", ctx.input);
});
