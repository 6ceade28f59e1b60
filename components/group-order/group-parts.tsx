"use client";

import { useState } from "react";
import type { GroupOrder } from "@/lib/api/schemas/group-order";
import { useLocale, useTranslations } from "@/lib/i18n/client";
import { formatPrice } from "@/lib/format/price";
import { PaymentChoice, type CheckoutCard } from "./group-checkout";

type Act = (path: string, method: "POST" | "PUT" | "DELETE", body?: unknown) => Promise<{ ok: boolean; orderId: number | null }>;

/**
 * Issue 28 "everyone pays their part": each part as the product API computed it (items − discount + fees); each
 * person pays their own with their card, cash or cashback; the host may pay what is left.
 */
export function GroupParts({ group, cards, busy, onAct }: { group: GroupOrder; cards: CheckoutCard[]; busy: boolean; onAct: Act }) {
  const t = useTranslations("groupOrder");
  const locale = useLocale();
  const [pay, setPay] = useState<"cash" | "card">("cash");
  const [cardId, setCardId] = useState<string | null>(cards[0]?.id ?? null);
  const [cashback, setCashback] = useState("");
  const checkout = group.checkout;
  if (!checkout) return null;
  const names = new Map(group.participants.map((p) => [p.user.id, p.user.full_name]));
  const mine = checkout.parts.find((p) => p.userId === group.me);
  const open = checkout.parts.some((p) => !p.committed);
  const paying = group.status === "paying";
  const usedCashback = cashback.trim() === "" ? 0 : Number(cashback);
  const validCashback = Number.isInteger(usedCashback) && usedCashback >= 0 && (!mine || usedCashback <= mine.amount);
  const price = (n: number) => formatPrice(n, locale);

  return (
    <section aria-labelledby="group-parts" className="rounded-lg border p-4">
      <h2 id="group-parts" className="mb-2 text-lg font-semibold">
        {t("parts")}
      </h2>
      <p className="text-sm">
        {t("total", { amount: price(checkout.totals.total) })} · {t("fees", { amount: price(checkout.totals.delivery_fee + checkout.totals.small_order_fee + checkout.totals.tip_rider) })}
        {checkout.totals.discount > 0 && ` · ${t("discount", { amount: price(checkout.totals.discount) })}`}
      </p>
      <ul className="my-3 space-y-1">
        {checkout.parts.map((part) => (
          <li key={part.userId} className="flex flex-wrap items-center gap-2 text-sm" aria-label={names.get(part.userId) ?? ""}>
            <span className="font-medium">{names.get(part.userId) ?? ""}</span>
            <span className="text-gray-600">{t("partDetail", { items: price(part.items), discount: price(part.discount), fees: price(part.fees) })}</span>
            <span className="ms-auto font-semibold">{price(part.amount)}</span>
            <span className={`rounded-full px-2 py-0.5 text-xs ${part.committed ? "bg-green-50 text-green-800" : "bg-gray-100"}`}>{part.committed ? t("partPaid") : t("partOpen")}</span>
          </li>
        ))}
      </ul>
      {paying && mine && !mine.committed && (
        <div className="space-y-2">
          <p className="font-semibold">{t("yourPart", { amount: price(mine.amount) })}</p>
          <PaymentChoice pay={pay} setPay={setPay} cards={cards} cardId={cardId} setCardId={setCardId} />
          <label className="block text-sm font-medium">
            {t("cashback")}
            <input type="number" inputMode="numeric" min={0} max={mine.amount} value={cashback} aria-invalid={!validCashback}
              onChange={(e) => setCashback(e.target.value)} className="mt-1 block w-40 rounded border px-2 py-1" />
          </label>
          <button type="button" className="btn btn-primary" disabled={busy || !validCashback || (pay === "card" && !cardId)}
            onClick={() => void onAct("parts/pay", "POST", { method: pay, payment_method_id: pay === "card" ? cardId : null, cashback: usedCashback })}>
            {t("payPart")}
          </button>
        </div>
      )}
      {paying && group.is_host && open && (
        <div className="mt-4">
          <p className="text-sm text-gray-600">{t("coverHint")}</p>
          <button type="button" className="btn btn-outline mt-1" disabled={busy} onClick={() => void onAct("cover", "POST", { method: "cash" })}>
            {t("cover")}
          </button>
        </div>
      )}
    </section>
  );
}
