"use client";

import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { cashbackInputEnabled } from "@/lib/checkout/step0";
import { formatPrice } from "@/lib/format/price";
import { useCheckout, type AppliedCoupon } from "./checkout-state";
import { BffError, bff } from "./fetch-json";

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
  const [couponText, setCouponText] = useState(co.cart.coupon?.code ?? "");
  const [couponMessage, setCouponMessage] = useState<string | null>(null);
  const [couponLoading, setCouponLoading] = useState(false);
  const [inviteText, setInviteText] = useState(co.cart.cartPrice.promo_code);
  const [inviteMessage, setInviteMessage] = useState<string | null>(null);
  const balance = co.user.cashback_amount;
  const vendorId = co.vendor?.id;

  async function applyCoupon() {
    const code = couponText.trim().toUpperCase();
    // spec 2 §4: coupon lookup is skipped while one is loading.
    if (!code || couponLoading || !vendorId) return;
    setCouponLoading(true);
    setCouponMessage(null);
    try {
      const { coupon } = await bff<{ coupon: AppliedCoupon }>(`/api/coupons?vendor_id=${vendorId}&subtotal=${co.price.subtotal}&code=${encodeURIComponent(code)}`);
      co.setCoupon(coupon);
      co.update((c) => ({ ...c, coupon: { code: coupon.code } }));
    } catch (error) {
      // spec 2 §8: coupon failure shows the server's message.
      setCouponMessage(error instanceof BffError && error.serverMessage ? error.serverMessage : tAll("cart.invalid_promotion_code"));
    } finally {
      setCouponLoading(false);
    }
  }

  function removeCoupon() {
    co.setCoupon(null);
    setCouponText("");
    co.update((c) => ({ ...c, coupon: null }));
  }

  async function validateInvite() {
    const code = inviteText.trim().toUpperCase();
    if (!code) return;
    setInviteMessage(null);
    try {
      const { is_valid } = await bff<{ is_valid: number }>("/api/invite-code", { method: "POST", body: { promo_code: code } });
      if (is_valid === 1) co.update((c) => ({ ...c, cartPrice: { ...c.cartPrice, promo_code: code } }));
      else setInviteMessage(tAll("cart.invalid_promotion_code"));
    } catch {
      setInviteMessage(tAll("cart.invalid_promotion_code"));
    }
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
          {co.autoDiscount.type === "free_delivery" ? t("autoFreeDelivery") : t("autoDiscount", { amount: formatPrice(co.price.discount, locale) })}
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
              {applied ? t("couponApplied", { code: storedCoupon, amount: formatPrice(applied.amount, locale) }) : storedCoupon}
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
            {couponMessage ?? (co.couponError instanceof BffError && co.couponError.serverMessage) ?? tAll("cart.invalid_promotion_code")}
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
              <button type="button" className="btn btn-secondary h-11" disabled={!inviteText.trim()} onClick={validateInvite}>
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
