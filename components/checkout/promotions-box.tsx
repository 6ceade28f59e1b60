"use client";

import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "@/lib/i18n/client";
import { cashbackInputEnabled } from "@/lib/checkout/delivery-step";
import { bffErrorMessage } from "@/lib/client/bff";
import { checkInviteCode, couponQuery } from "@/lib/client/queries/checkout";
import { formatPrice } from "@/lib/format/price";
import { useCheckout } from "./checkout-state";
import { vendorKind } from "@/lib/vendors/kind";

const input = "h-11 w-full rounded-full border border-gray-300 px-4 focus:border-brand-500 focus:outline-none disabled:bg-gray-100";

/**
 * spec 2 §4/§5: coupon (none, applied, removed), cashback (numeric, at most the balance, disabled at 0), invitation
 * code (none, validated, removed; only when the referral setting shows the module) and the automatic discount.
 * Only one of coupon, cashback and invitation code per order: more blocks continuing (step 0 validation).
 */
export function PromotionsBox() {
  const t = useTranslations("checkout");
  const tAll = useTranslations();
  const locale = useLocale() as "sq" | "en";
  const co = useCheckout();
  const queryClient = useQueryClient();
  const [couponText, setCouponText] = useState(co.cart.coupon?.code ?? "");
  const [couponMessage, setCouponMessage] = useState<string | null>(null);
  const [inviteText, setInviteText] = useState(co.cart.cartPrice.promo_code);
  const [inviteMessage, setInviteMessage] = useState<string | null>(null);
  const balance = co.user.cashback_amount;
  const vendorId = co.vendor?.id;

  // A coupon lookup is a read, but the customer's "Apply": busy while it runs, its answer applied once.
  const couponLookup = useMutation({
    mutationFn: ({ vendor, code, subtotal }: { vendor: number; code: string; subtotal: number }) => queryClient.fetchQuery(couponQuery(vendor, code, subtotal)),
    onSuccess: (coupon) => {
      co.setCoupon(coupon);
      co.update((c) => ({ ...c, coupon: { code: coupon.code } }));
    },
    // spec 2 §8: coupon failure shows the server's message.
    onError: (error) => setCouponMessage(bffErrorMessage(error, tAll("cart.invalid_promotion_code"))),
  });
  const couponLoading = couponLookup.isPending;

  function applyCoupon() {
    const code = couponText.trim().toUpperCase();
    // spec 2 §4: coupon lookup is skipped while one is loading.
    if (!code || couponLoading || !vendorId) return;
    setCouponMessage(null);
    couponLookup.mutate({ vendor: vendorId, code, subtotal: co.price.subtotal });
  }

  function removeCoupon() {
    co.setCoupon(null);
    setCouponText("");
    co.update((c) => ({ ...c, coupon: null }));
  }

  const invite = useMutation({
    mutationFn: checkInviteCode,
    onSuccess: (valid, code) => {
      if (valid) co.update((c) => ({ ...c, cartPrice: { ...c.cartPrice, promo_code: code } }));
      else setInviteMessage(tAll("cart.invalid_promotion_code"));
    },
    onError: () => setInviteMessage(tAll("cart.invalid_promotion_code")),
  });

  function validateInvite() {
    const code = inviteText.trim().toUpperCase();
    if (!code) return;
    setInviteMessage(null);
    invite.mutate(code);
  }

  const applied = co.coupon;
  const storedCoupon = co.cart.coupon?.code;
  return (
    <section aria-labelledby="checkout-promotions" className="grid gap-4 rounded-3xl border border-gray-200 p-5">
      <h2 id="checkout-promotions" className="text-lg font-bold">
        {t("promotions")}
      </h2>
      {co.autoDiscount && (
        <p className="rounded-2xl bg-emerald-50 px-4 py-2 text-sm text-emerald-900">
          {co.autoDiscount.type === "free_delivery" ? t("autoFreeDelivery", { type: vendorKind(co.vendor?.vendor_type) }) : t("autoDiscount", { type: vendorKind(co.vendor?.vendor_type), amount: formatPrice(-co.price.discount, locale) })}
        </p>
      )}
      <p className="text-xs text-gray-500">{t("onePromotionHint")}</p>

      <div>
        <label htmlFor="checkout-coupon" className="font-medium">
          {t("coupon")}
        </label>
        {storedCoupon ? (
          <div className="mt-1 flex items-center justify-between gap-3 rounded-2xl bg-brand-50 px-4 py-2">
            <span role="status">
              {applied ? t("couponApplied", { code: storedCoupon, amount: formatPrice(-applied.amount, locale) }) : storedCoupon}
            </span>
            <button type="button" className="btn btn-ghost" onClick={removeCoupon}>
              {t("remove")}
            </button>
          </div>
        ) : (
          <div className="mt-1 flex gap-2">
            <input id="checkout-coupon" className={input} value={couponText} maxLength={40} autoComplete="off" onChange={(e) => setCouponText(e.target.value)} />
            <button type="button" className="btn btn-secondary h-11" disabled={couponLoading || !couponText.trim()} onClick={applyCoupon}>
              {t("apply")}
            </button>
          </div>
        )}
        {(couponMessage || (storedCoupon && co.couponError)) && (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {couponMessage ?? bffErrorMessage(co.couponError, tAll("cart.invalid_promotion_code"))}
          </p>
        )}
      </div>

      <div>
        <label htmlFor="checkout-cashback" className="font-medium">
          {t("cashback", { balance: formatPrice(balance, locale) })}
        </label>
        <input
          id="checkout-cashback"
          className={`${input} mt-1`}
          inputMode="numeric"
          pattern="[0-9]*"
          placeholder="0"
          value={co.cashbackText}
          disabled={!cashbackInputEnabled(balance)}
          onChange={(e) => co.setCashbackText(e.target.value.replace(/[^\d]/g, "").slice(0, 7))}
        />
      </div>

      {co.initial.showInvitationModule && (
        <div>
          <label htmlFor="checkout-invite" className="font-medium">
            {t("invitationCode")}
          </label>
          {co.cart.cartPrice.promo_code ? (
            <div className="mt-1 flex items-center justify-between gap-3 rounded-2xl bg-brand-50 px-4 py-2">
              <span role="status">{t("invitationApplied", { code: co.cart.cartPrice.promo_code })}</span>
              <button
                type="button"
                className="btn btn-ghost"
                onClick={() => {
                  setInviteText("");
                  co.update((c) => ({ ...c, cartPrice: { ...c.cartPrice, promo_code: "" } }));
                }}
              >
                {t("remove")}
              </button>
            </div>
          ) : (
            <div className="mt-1 flex gap-2">
              <input id="checkout-invite" className={input} value={inviteText} maxLength={40} autoComplete="off" onChange={(e) => setInviteText(e.target.value)} />
              <button type="button" className="btn btn-secondary h-11" disabled={!inviteText.trim() || invite.isPending} onClick={validateInvite}>
                {t("validate")}
              </button>
            </div>
          )}
          {inviteMessage && (
            <p role="alert" className="mt-1 text-sm text-red-700">
              {inviteMessage}
            </p>
          )}
        </div>
      )}
    </section>
  );
}
