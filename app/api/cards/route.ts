import { NextResponse } from "next/server";
import { z } from "zod";
import { createCard, listCards, setDefaultCard } from "@/lib/api/cards";
import { bffRoute } from "@/lib/bff/handler";

const expiry = { exp_month: z.number().int().min(1).max(12), exp_year: z.number().int().min(2000).max(2100) };
// The offline card form (spec 2 §5 rules), or a Stripe payment method created in the browser by Stripe Elements.
const input = z.union([
  z.object({ name: z.string().trim().min(1).max(32), number: z.string().regex(/^\d{16}$/), cvc: z.string().regex(/^\d{3}$/), ...expiry }).strict(),
  z
    .object({
      payment_method_id: z.string().regex(/^pm_[A-Za-z0-9_]{3,100}$/),
      name: z.string().trim().max(32).default(""),
      brand: z.string().max(20),
      last4: z.string().regex(/^\d{4}$/),
      ...expiry,
    })
    .strict(),
]);

// GET stripe/payment-methods (spec 3 §7).
export const GET = bffRoute({ access: "verified" }, async ({ api, fail }) => {
  const result = await listCards(api);
  if (!result.ok) return fail(result.error);
  return NextResponse.json(result.data);
});

// POST stripe/payment-methods/create, then PUT users default_card_id (spec 2 §4 Add card). The card travels to the
// product API in this request's memory only: it is not logged, stored or sent back.
export const POST = bffRoute(
  { access: "verified", input, rateLimit: [{ name: "card-create-ip", points: 10, duration: 10 * 60, key: (_i, ip) => ip }] },
  async ({ input, api, t, fail }) => {
    const created = await createCard(api, input);
    if (!created.ok) return fail(created.error);
    const card = created.data.payment_method;
    const preferred = await setDefaultCard(api, card.id);
    // spec 3 §8: a default-card failure is reported; the card itself is saved.
    return NextResponse.json({ payment_method: card, default_error: preferred.ok ? null : t("generic") }, { status: 201 });
  },
);
