import { NextResponse } from "next/server";
import { z } from "zod";
import { isOrderId, reviewOrder } from "@/lib/api/orders";
import { bffRoute } from "@/lib/bff/handler";

// spec 2 §3 Review submission: a rating per step at 0.5 precision, quick tags, optional comments.
const rating = z.number().min(0.5).max(5).refine((v) => Number.isInteger(v * 2));
const tags = z.array(z.string().trim().min(1).max(60)).max(12).default([]);
const comment = z.string().max(1000).default("");
const input = z.object({
  vendor_rating: rating,
  dish_rating: rating,
  rider_rating: rating.nullish(),
  vendor_categ: tags,
  dish_categ: tags,
  rider_categ: tags,
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
