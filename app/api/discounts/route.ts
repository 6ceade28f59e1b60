import { NextResponse } from "next/server";
import { z } from "zod";
import { getDiscount } from "@/lib/api/checkout";
import { bffRoute } from "@/lib/bff/handler";

const input = z.object({
  vendor_id: z.coerce.number().int().positive().max(2_147_483_647),
  subtotal: z.coerce.number().int().min(0).max(100_000_000),
  order_by: z.enum(["Delivery", "Pickup", "Reserve"]).optional(),
});

// GET discounts (spec 2 §7): the vendor's automatic discount for this subtotal, or null.
export const GET = bffRoute({ access: "verified", input }, async ({ input, api, fail }) => {
  const result = await getDiscount(api, input);
  if (!result.ok) return fail(result.error);
  return NextResponse.json(result.data);
});
