import { z } from "zod";
import { bffRoute } from "@/lib/bff/handler";
import { GROUP_LIMITS, byIp, forwardWrite, groupPath, notFound } from "@/lib/bff/group-order";

// Issue 28: PUT / DELETE /api/group-orders/{code}/lines/{id} — the line's owner only (the product API checks it).
const input = z.object({
  qty: z.number().int().min(1).max(99),
  options: z.array(z.number().int().positive().max(2_147_483_647)).max(2).nullish(),
  item_instructions: z.string().max(500).nullish(),
});

export const PUT = bffRoute({ access: "verified", input, rateLimit: [byIp(GROUP_LIMITS.writeIp)] }, async (ctx) => {
  const path = groupPath(ctx, "line_id");
  if (!path) return notFound(ctx.t);
  return forwardWrite(ctx, path.code, `lines/${path.id}`, "PUT", ctx.input);
});

export const DELETE = bffRoute({ access: "verified", rateLimit: [byIp(GROUP_LIMITS.writeIp)] }, async (ctx) => {
  const path = groupPath(ctx, "line_id");
  if (!path) return notFound(ctx.t);
  return forwardWrite(ctx, path.code, `lines/${path.id}`, "DELETE");
});
