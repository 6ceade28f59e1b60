"use client";

import { useEffect, useState } from "react";
import { useLocale, useTranslations } from "@/lib/i18n/client";
import type { Split } from "@/lib/cart/types";
import { formatPrice } from "@/lib/format/price";
import { cardToPreselect } from "@/lib/profile/cards";
import { FriendChooser } from "@/components/social/friend-chooser";
import { useCheckout } from "./checkout-state";
import type { CheckoutModal } from "./use-checkout-url";
import { vendorKind } from "@/lib/vendors/kind";

const TIPS = [0, 50, 100, 200];

/** spec 2 §2 Checkout step 1: cash or card (saved cards, add a card), rider tip where it applies, split bill. */
export function StepPayment({ openModal, onContinue }: { openModal: (m: CheckoutModal) => void; onContinue: () => void }) {
  const t = useTranslations("checkout");
  const tAll = useTranslations();
  const locale = useLocale() as "sq" | "en";
  const co = useCheckout();
  const p = co.cart.payment_info;
  const [splitting, setSplitting] = useState(p.splits.length > 0);
  const [choosing, setChoosing] = useState(false);
  const online = co.vendor?.online_payment !== 0;
  const setPayment = (patch: Partial<typeof p>) => co.update((c) => ({ ...c, payment_info: { ...c.payment_info, ...patch } }));
  // spec 3 §7: paying by card with no card chosen yet, the profile's default card (default_card_id) is chosen.
  const preselect = p.method === "stripe" ? cardToPreselect(co.cards.data ?? [], co.user.default_card_id, p.selected_card?.id) : null;
  const { update } = co;
  useEffect(() => {
    if (preselect) update((c) => ({ ...c, payment_info: { ...c.payment_info, selected_card: { id: preselect.id, card: { last4: preselect.card.last4 } } } }));
  }, [preselect, update]);

  return (
    <div className="grid gap-6">
      <section aria-labelledby="checkout-payment" className="rounded-3xl border border-gray-200 p-5">
        <h2 id="checkout-payment" className="text-lg font-bold">
          {t("payment")}
        </h2>
        <div role="radiogroup" aria-labelledby="checkout-payment" className="mt-3 grid gap-2 sm:grid-cols-2">
          <label className="flex cursor-pointer items-center gap-3 rounded-2xl border px-4 py-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
            <input type="radio" name="payment" className="size-4 accent-brand-700" checked={p.method === "cash"} onChange={() => setPayment({ method: "cash" })} />
            {tAll("payment_methods.cash_on_delivery")}
          </label>
          <label className={`flex items-center gap-3 rounded-2xl border px-4 py-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 ${online ? "cursor-pointer" : "opacity-50"}`}>
            <input type="radio" name="payment" className="size-4 accent-brand-700" disabled={!online} checked={p.method === "stripe"} onChange={() => setPayment({ method: "stripe" })} />
            {tAll("payment_methods.pay_with_card")}
          </label>
        </div>
        {!online && <p className="mt-2 text-sm text-gray-600">{t("cashOnly", { type: vendorKind(co.vendor?.vendor_type) })}</p>}

        {p.method === "stripe" && (
          <div className="mt-4">
            <h3 className="font-semibold">{t("savedCards")}</h3>
            {(co.cards.data?.length ?? 0) === 0 ? (
              <p className="mt-1 text-sm text-gray-600">{t("noCards")}</p>
            ) : (
              <div role="radiogroup" aria-label={t("savedCards")} className="mt-2 grid gap-2">
                {co.cards.data!.map((card) => (
                  <label key={card.id} className="flex cursor-pointer items-center gap-3 rounded-2xl border px-4 py-3 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
                    <input
                      type="radio"
                      name="card"
                      className="size-4 accent-brand-700"
                      checked={p.selected_card?.id === card.id}
                      onChange={() => setPayment({ selected_card: { id: card.id, card: { last4: card.card.last4 } } })}
                    />
                    <span>
                      {t("cardLabel", { brand: (card.card.brand ?? "card").toUpperCase(), last4: card.card.last4 })}
                      <span className="block text-sm text-gray-500">
                        {String(card.card.exp_month).padStart(2, "0")}/{String(card.card.exp_year).slice(-2)}
                      </span>
                    </span>
                  </label>
                ))}
              </div>
            )}
            <button type="button" className="btn btn-secondary mt-3" onClick={() => openModal("new-card")}>
              {t("addCard")}
            </button>
          </div>
        )}
      </section>

      {co.tipShown && (
        <section aria-labelledby="checkout-tip" className="rounded-3xl border border-gray-200 p-5">
          <h2 id="checkout-tip" className="text-lg font-bold">
            {t("tip")}
          </h2>
          <div role="radiogroup" aria-labelledby="checkout-tip" className="mt-3 flex flex-wrap gap-2">
            {TIPS.map((amount) => (
              <label key={amount} className="cursor-pointer rounded-full border px-4 py-2 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
                <input
                  type="radio"
                  name="tip"
                  className="sr-only"
                  checked={co.cart.delivery_info.tip_rider === amount}
                  onChange={() => co.update((c) => ({ ...c, delivery_info: { ...c.delivery_info, tip_rider: amount } }))}
                />
                {amount === 0 ? t("noTip") : formatPrice(amount, locale)}
              </label>
            ))}
          </div>
        </section>
      )}

      <section aria-labelledby="checkout-split" className="rounded-3xl border border-gray-200 p-5">
        <h2 id="checkout-split" className="text-lg font-bold">
          {t("splitBill")}
        </h2>
        <label className="mt-3 flex items-center gap-3">
          <input
            type="checkbox"
            className="size-5 accent-brand-700"
            checked={splitting}
            onChange={(e) => {
              setSplitting(e.target.checked);
              if (!e.target.checked) setPayment({ splits: [] });
            }}
          />
          {t("splitWithFriends")}
        </label>
        {splitting && (
          <div className="mt-3 grid gap-2">
            <p className="text-sm text-gray-600">{t("splitHint")}</p>
            {p.splits.map((split) => {
              const name = split.full_name || split.username || "";
              return (
                <div key={split.id} className="flex flex-wrap items-center gap-3">
                  <span className="min-w-48 flex-1">{name}</span>
                  <label className="flex items-center gap-2">
                    <span className="sr-only">{t("splitAmount", { name })}</span>
                    <input
                      className="h-10 w-28 rounded-full border border-gray-300 px-3"
                      inputMode="numeric"
                      value={split.price ?? ""}
                      onChange={(e) => {
                        const v = e.target.value.replace(/\D/g, "");
                        setPayment({ splits: p.splits.map((s) => (s.id === split.id ? { ...s, price: v ? Number(v) : null } : s)) });
                      }}
                    />
                    L
                  </label>
                </div>
              );
            })}
            <button type="button" className="btn btn-outline justify-self-start" onClick={() => setChoosing(true)}>
              {tAll("social.chooseFriends")}
            </button>
            {choosing && (
              <FriendChooser
                open
                multiple
                initial={p.splits.map((s) => s.id)}
                title={tAll("social.chooseFriends")}
                onSave={(friends) => {
                  // Chosen again: amounts already typed stay; new friends start empty (spec 2 §5: every split needs one).
                  const splits: Split[] = friends.map((f) => p.splits.find((s) => s.id === f.id) ?? { id: f.id, price: null, username: f.username, full_name: f.full_name });
                  setPayment({ splits });
                  setChoosing(false);
                }}
                onClose={() => setChoosing(false)}
              />
            )}
          </div>
        )}
      </section>

      <div className="flex justify-end">
        <button type="button" className="btn btn-primary h-12 px-8" onClick={onContinue}>
          {t("continue")}
        </button>
      </div>
    </div>
  );
}
