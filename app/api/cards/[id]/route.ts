import { NextResponse } from "next/server";
import { deleteCard, setDefaultCard } from "@/lib/api/cards";
import { bffRoute } from "@/lib/bff/handler";

const cardId = (raw: unknown) => (typeof raw === "string" && /^pm_[A-Za-z0-9_]{3,100}$/.test(raw) ? raw : null);

// PUT: the card becomes the profile's default (spec 3 §7 PUT users default_card_id; §8 default-card failure).
export const PUT = bffRoute({ access: "verified" }, async ({ params, api, t, fail }) => {
  const id = cardId(params.id);
  if (id === null) return NextResponse.json({ error: t("badInput") }, { status: 400 });
  const result = await setDefaultCard(api, id);
  if (!result.ok) return fail(result.error);
  return NextResponse.json({ ok: true });
});

// DELETE stripe/payment-methods/{id} (spec 3 §7).
export const DELETE = bffRoute({ access: "verified" }, async ({ params, api, t, fail }) => {
  const id = cardId(params.id);
  if (id === null) return NextResponse.json({ error: t("badInput") }, { status: 400 });
  const result = await deleteCard(api, id);
  if (!result.ok) return fail(result.error);
  return NextResponse.json({ success: 1 });
});
