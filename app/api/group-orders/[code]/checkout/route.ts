import { z } from "zod";
import { bffRoute } from "@/lib/bff/handler";
import { GROUP_LIMITS, byIp, forwardWrite, groupPath, notFound } from "@/lib/bff/group-order";

// Issue 28: POST /api/group-orders/{code}/checkout — the host's checkout of the whole basket ("I pay for everyone"
// places the order; "everyone pays their part" asks for the parts). No amount but the total the host saw, which the
// product API only compares.
const id = z.number().int().positive().max(2_147_483_647);
const input = z.object({
  payment_mode: z.enum(["host", "split"]),
  address_id: id.nullish(),
  pickup_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).nullish(),
  pickup_time: z.string().regex(/^\d{2}:\d{2}$/).nullish(),
  is_schedule: z.boolean().optional(),
  schedule_time: z.string().max(40).nullish(),
  coupon_code: z.string().trim().max(40).nullish(),
  order_note: z.string().max(1000).nullish(),
  confirm_legal_age: z.boolean().optional(),
  phone: z.string().max(30).nullish(),
  payment_method: z.enum(["cash", "stripe"]).optional(),
  payment_method_id: z.string().max(100).nullish(),
  order_total: z.number().int().nullish(),
});

export const POST = bffRoute({ access: "verified", input, rateLimit: [byIp(GROUP_LIMITS.writeIp)] }, async (ctx) => {
  const path = groupPath(ctx);
  if (!path) return notFound(ctx.t);
  return forwardWrite(ctx, path.code, "checkout", "POST", ctx.input);
});
