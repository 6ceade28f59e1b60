import { NextResponse } from "next/server";
import { deleteCard } from "@/lib/api/cards";
import { bffRoute } from "@/lib/bff/handler";

// DELETE stripe/payment-methods/{id} (spec 3 §7).
export const DELETE = bffRoute({ access: "verified" }, async ({ params, api, t, fail }) => {
  const id = String(params.id ?? "");
  if (!/^pm_[A-Za-z0-9_]{3,100}$/.test(id)) return NextResponse.json({ error: t("badInput") }, { status: 400 });
  const result = await deleteCard(api, id);
  if (!result.ok) return fail(result.error);
  return NextResponse.json({ success: 1 });
});
