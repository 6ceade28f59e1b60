import { NextResponse } from "next/server";
import { getOrder, isOrderId } from "@/lib/api/orders";
import { bffRoute } from "@/lib/bff/handler";

// GET orders/{id} (spec 2 §7): the order summary's silent poll.
export const GET = bffRoute({ access: "verified" }, async ({ params, api, t, fail }) => {
  const id = String(params.id ?? "");
  if (!isOrderId(id)) return NextResponse.json({ error: t("badInput") }, { status: 400 });
  const result = await getOrder(api, id);
  if (!result.ok) return fail(result.error);
  return NextResponse.json(result.data);
});
