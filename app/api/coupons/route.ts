import { NextResponse } from "next/server";
import { z } from "zod";
import { getCoupon } from "@/lib/api/checkout";
import { bffRoute } from "@/lib/bff/handler";

const input = z.object({
  vendor_id: z.coerce.number().int().positive().max(2_147_483_647),
  subtotal: z.coerce.number().int().min(0).max(100_000_000),
  code: z.string().trim().min(1).max(40).regex(/^[A-Za-z0-9_-]+$/),
});

// GET /coupons (spec 2 §7): the coupon, or the server's message (spec 2 §8: coupon failure shows it).
export const GET = bffRoute(
  { access: "verified", input, rateLimit: [{ name: "coupon-ip", points: 30, duration: 60, key: (_i, ip) => ip }] },
  async ({ input, api, fail }) => {
    const result = await getCoupon(api, input);
    if (!result.ok) return fail(result.error);
    return NextResponse.json(result.data);
  },
);
