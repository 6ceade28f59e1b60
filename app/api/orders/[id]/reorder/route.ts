import { NextResponse } from "next/server";
import { getReorder, isOrderId } from "@/lib/api/orders";
import { bffRoute } from "@/lib/bff/handler";

// GET orders/{id}/reorder (spec 2 §7, §4 Reorder): the products to put back in the cart, with their vendor.
export const GET = bffRoute({ access: "verified" }, async ({ params, api, t, fail }) => {
  const id = String(params.id ?? "");
  if (!isOrderId(id)) return NextResponse.json({ error: t("badInput") }, { status: 400 });
  const result = await getReorder(api, id);
  if (!result.ok) return fail(result.error);
  return NextResponse.json(result.data);
});
