import { NextResponse } from "next/server";
import { z } from "zod";
import { getDeliveryFee } from "@/lib/api/checkout";
import { bffRoute } from "@/lib/bff/handler";

const input = z.object({
  vendor_id: z.coerce.number().int().positive().max(2_147_483_647),
  lat: z.coerce.number().min(-90).max(90),
  lng: z.coerce.number().min(-180).max(180),
});

// GET checkout/delivery-fee (spec 2 §7): fee, minimum, small-order fee and whether the address is out of range.
export const GET = bffRoute({ access: "verified", input }, async ({ input, api, fail }) => {
  const result = await getDeliveryFee(api, input);
  if (!result.ok) return fail(result.error);
  return NextResponse.json(result.data);
});
