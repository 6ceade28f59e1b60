import { NextResponse } from "next/server";
import { z } from "zod";
import { clickFaq, getOrderFaqs } from "@/lib/api/orders";
import { bffRoute } from "@/lib/bff/handler";

// GET orders/get-faqs for the order-help modal; POST orders/increase-clicks-faqs when one is expanded (spec 2 §7).
export const GET = bffRoute({ access: "guest", personal: false }, async ({ api, fail }) => {
  const result = await getOrderFaqs({ ...api, token: undefined });
  if (!result.ok) return fail(result.error);
  return NextResponse.json(result.data);
});

export const POST = bffRoute({ access: "guest", input: z.object({ faq_id: z.number().int().positive().max(999_999_999) }) }, async ({ input, api, fail }) => {
  const result = await clickFaq(api, input.faq_id);
  if (!result.ok) return fail(result.error);
  return NextResponse.json({ success: true });
});
