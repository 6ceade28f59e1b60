import { NextResponse } from "next/server";
import { z } from "zod";
import { isOrderId, reviewOrder } from "@/lib/api/orders";
import { bffRoute } from "@/lib/bff/handler";
import { REVIEW_TAGS } from "@/lib/orders/review";

// spec 2 §3 Review submission: a rating per step at 0.5 precision, quick tags, optional comments.
const rating = z.number().min(0.5).max(5).refine((v) => Number.isInteger(v * 2));
// Quick tags are the wizard's stable ids (issue 9 #21), each step its own: a label or another step's id is refused.
const tags = (step: 0 | 1 | 2) => z.array(z.enum(REVIEW_TAGS[step])).max(REVIEW_TAGS[step].length).default([]);
const comment = z.string().max(1000).default("");
const input = z.object({
  vendor_rating: rating,
  dish_rating: rating,
  rider_rating: rating.nullish(),
  vendor_categ: tags(0),
  dish_categ: tags(1),
  rider_categ: tags(2),
  vendor_comment: comment,
  dish_comment: comment,
  rider_comment: comment,
  customer_name: z.string().max(120).default(""),
});

// POST orders/{id}/review (spec 2 §7).
export const POST = bffRoute({ access: "verified", input }, async ({ input, params, api, t, fail }) => {
  const id = String(params.id ?? "");
  if (!isOrderId(id)) return NextResponse.json({ error: t("badInput") }, { status: 400 });
  const result = await reviewOrder(api, id, input);
  if (!result.ok) return fail(result.error);
  return NextResponse.json({ success: true });
});
