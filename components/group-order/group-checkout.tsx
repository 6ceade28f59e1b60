"use client";

import { useState } from "react";
import type { GroupOrder } from "@/lib/api/schemas/group-order";
import { useLocale, useTranslations } from "@/lib/i18n/client";
import { useRouter } from "@/lib/i18n/navigation";
import { formatPrice } from "@/lib/format/price";

export interface CheckoutAddress {
  id: number;
  label: string;
  favourite: boolean;
}

export interface CheckoutCard {
  id: string;
  last4: string;
}

type Act = (path: string, method: "POST" | "PUT" | "DELETE", body?: unknown) => Promise<{ ok: boolean; orderId: number | null }>;

/**
 * Issue 28 "Checkout by the host": one order with every line. "I pay for everyone" places it now; "everyone pays
 * their part" asks the product API for the parts (each person's items plus an equal share of the fees).
 */
export function GroupCheckout({ group, addresses, cards, busy, onAct }: { group: GroupOrder; addresses: CheckoutAddress[]; cards: CheckoutCard[]; busy: boolean; onAct: Act }) {
  const t = useTranslations("groupOrder");
  const locale = useLocale();
  const router = useRouter();
  const [mode, setMode] = useState<"host" | "split">(group.checkout?.payment_mode ?? "split");
  const [addressId, setAddressId] = useState<number | null>((addresses.find((a) => a.favourite) ?? addresses[0])?.id ?? null);
  const [pay, setPay] = useState<"cash" | "card">("cash");
  const [cardId, setCardId] = useState<string | null>(cards[0]?.id ?? null);
  const [legalAge, setLegalAge] = useState(false);
  const delivery = group.method === "delivery";

  async function submit() {
    const body = {
      payment_mode: mode,
      ...(delivery ? { address_id: addressId } : {}),
      ...(mode === "host" ? { payment_method: pay === "card" ? "stripe" : "cash", payment_method_id: pay === "card" ? cardId : null } : {}),
      // spec 2 §5: 18+ items need the confirmation; the product API refuses the basket without it.
      confirm_legal_age: legalAge,
    };
    const res = await onAct("checkout", "POST", body);
    if (res.ok && res.orderId) router.push(`/order/${res.orderId}?is_new=true`);
  }

  return (
    <section aria-labelledby="group-checkout" className="rounded-lg border p-4">
      <h2 id="group-checkout" className="mb-2 text-lg font-semibold">
        {t("checkoutTitle")}
      </h2>
      <fieldset className="mb-3">
        <legend className="text-sm font-medium">{t("whoPays")}</legend>
        <label className="me-4 inline-flex items-center gap-2">
          <input type="radio" name="group-pay-mode" checked={mode === "split"} onChange={() => setMode("split")} />
          {t("paySplit")}
        </label>
        <label className="inline-flex items-center gap-2">
          <input type="radio" name="group-pay-mode" checked={mode === "host"} onChange={() => setMode("host")} />
          {t("payHost")}
        </label>
        {mode === "split" && <p className="mt-1 text-sm text-gray-600">{t("splitRule")}</p>}
      </fieldset>
      {delivery && (
        <label className="mb-3 block text-sm font-medium">
          {t("address")}
          {addresses.length === 0 ? (
            <span className="block text-red-700">{t("noAddress")}</span>
          ) : (
            <select className="mt-1 block rounded border px-2 py-1" value={addressId ?? ""} onChange={(e) => setAddressId(Number(e.target.value))}>
              {addresses.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.label}
                </option>
              ))}
            </select>
          )}
        </label>
      )}
      {mode === "host" && (
        <PaymentChoice pay={pay} setPay={setPay} cards={cards} cardId={cardId} setCardId={setCardId} />
      )}
      <label className="mb-3 flex items-center gap-2 text-sm">
        <input type="checkbox" checked={legalAge} onChange={(e) => setLegalAge(e.target.checked)} />
        {t("legalAge")}
      </label>
      {group.checkout && (
        <p className="mb-2 text-sm">
          {t("total", { amount: formatPrice(group.checkout.totals.total, locale) })}
        </p>
      )}
      <button type="button" className="btn btn-primary" disabled={busy || (delivery && addressId === null) || (mode === "host" && pay === "card" && !cardId)} onClick={() => void submit()}>
        {mode === "host" ? t("orderNow") : t("askParts")}
      </button>
    </section>
  );
}

export function PaymentChoice(props: { pay: "cash" | "card"; setPay: (p: "cash" | "card") => void; cards: CheckoutCard[]; cardId: string | null; setCardId: (id: string) => void }) {
  const t = useTranslations("groupOrder");
  return (
    <fieldset className="mb-3">
      <legend className="text-sm font-medium">{t("paymentMethod")}</legend>
      <label className="me-4 inline-flex items-center gap-2">
        <input type="radio" checked={props.pay === "cash"} onChange={() => props.setPay("cash")} />
        {t("cash")}
      </label>
      <label className="inline-flex items-center gap-2">
        <input type="radio" checked={props.pay === "card"} onChange={() => props.setPay("card")} disabled={props.cards.length === 0} />
        {t("card")}
      </label>
      {props.pay === "card" && props.cards.length > 0 && (
        <select aria-label={t("card")} className="mt-1 block rounded border px-2 py-1" value={props.cardId ?? ""} onChange={(e) => props.setCardId(e.target.value)}>
          {props.cards.map((c) => (
            <option key={c.id} value={c.id}>
              {t("cardLabel", { last4: c.last4 })}
            </option>
          ))}
        </select>
      )}
      {props.cards.length === 0 && <p className="text-sm text-gray-500">{t("noCard")}</p>}
    </fieldset>
  );
}
