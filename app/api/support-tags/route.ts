import { NextResponse } from "next/server";
import { z } from "zod";
import { clickSupportTag, getSupportTags } from "@/lib/api/orders";
import { bffRoute } from "@/lib/bff/handler";

// GET orders/get-support-tags; POST orders/increase-clicks-tags when a tag is used (spec 2 §7, spec 3 §4).
export const GET = bffRoute({ access: "verified", personal: false }, async ({ api, fail }) => {
  const result = await getSupportTags({ ...api, token: undefined });
  if (!result.ok) return fail(result.error);
  return NextResponse.json(result.data);
});

export const POST = bffRoute({ access: "verified", input: z.object({ tag_id: z.number().int().positive().max(999_999_999) }) }, async ({ input, api, fail }) => {
  const result = await clickSupportTag(api, input.tag_id);
  if (!result.ok) return fail(result.error);
  return NextResponse.json({ success: true });
});
