"use client";

import { useTranslations } from "@/lib/i18n/client";
import type { Handover } from "@/lib/cart/types";
import { clampCount } from "@/lib/checkout/delivery-step";
import { formatDate } from "@/lib/format/date";
import { useCheckout } from "./checkout-state";
import { Counter } from "./counter";
import { PromotionsBox } from "./promotions-box";
import type { CheckoutModal } from "./use-checkout-url";
import { vendorKind } from "@/lib/vendors/kind";

const field = "w-full rounded-2xl border border-gray-300 px-4 py-2.5 focus:border-brand-500 focus:outline-none";

export function addressLabel(a: { address_type: string; formatted_address: string | null; street: string | null; city: string | null }) {
  return a.formatted_address || [a.street, a.city].filter(Boolean).join(", ");
}

/** spec 2 §2 Checkout step 0: handover method and its fields, time, cutlery, comments, phone, promotions, legal age. */
export function StepDelivery({ openModal, onContinue }: { openModal: (m: CheckoutModal) => void; onContinue: () => void }) {
  const t = useTranslations("checkout");
  const tAll = useTranslations();
  const co = useCheckout();
  const d = co.cart.delivery_info;
  const selected = co.addresses.data?.find((a) => a.id === d.address?.id) ?? null;
  const setInfo = (patch: Partial<typeof d>) => co.update((c) => ({ ...c, delivery_info: { ...c.delivery_info, ...patch } }));
  const when = (date: string, time: string) => `${formatDate(date)} ${time.slice(0, 5)}`;
  const typeName = (type: string) => (type === "home" || type === "work" ? t(`type_${type}`) : type);

  return (
    <div className="grid gap-6">
      <section aria-labelledby="checkout-method" className="rounded-3xl border border-gray-200 p-5">
        <h2 id="checkout-method" className="text-lg font-bold">
          {t("handover")}
        </h2>
        {/* A pickup time is not a reservation time: switching the method forgets the chosen slot. */}
        <div role="radiogroup" aria-labelledby="checkout-method" className="mt-3 flex flex-wrap gap-2">
          {co.offered.map((h: Handover) => (
            <label key={h} className={`cursor-pointer rounded-full border px-4 py-2 text-sm font-semibold has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-800 ${co.offered.length === 1 ? "" : "hover:bg-gray-50"}`}>
              <input type="radio" name="handover" className="sr-only" checked={co.handover === h} onChange={() => setInfo({ handover_method: h, pickup_date: "", pickup_time: "" })} />
              {t(`method_${h}`)}
            </label>
          ))}
        </div>

        {co.handover === "Delivery" && (
          <div className="mt-5 grid gap-4">
            <div>
              <h3 className="font-semibold">{t("address")}</h3>
              {selected ? (
                <p className="mt-1 text-gray-700" data-testid="checkout-address">
                  <span className="font-medium">{typeName(selected.address_type)}</span> · {addressLabel(selected)}
                </p>
              ) : (
                <p className="mt-1 text-gray-600">{t("noAddress")}</p>
              )}
              {co.fee.data?.outOfDeliveryArea === 1 && (
                <p role="alert" className="mt-2 rounded-2xl bg-red-50 px-4 py-2 text-sm text-red-800">
                  {tAll("cart.out_of_range_address")}
                </p>
              )}
              <div className="mt-2 flex flex-wrap gap-2">
                {(co.addresses.data?.length ?? 0) > 0 && (
                  <button type="button" className="btn btn-outline" onClick={() => openModal("addresses")}>
                    {t("changeAddress")}
                  </button>
                )}
                <button type="button" className="btn btn-secondary" onClick={() => openModal("new-address")}>
                  {t("addAddress")}
                </button>
              </div>
            </div>
            <label className="flex items-center gap-3">
              <input type="checkbox" className="size-5 accent-brand-700" checked={d.contactless_delivery} onChange={(e) => setInfo({ contactless_delivery: e.target.checked })} />
              {t("contactless")}
            </label>
            <label className="grid gap-1">
              <span className="font-medium">{t("deliveryInstructions")}</span>
              <textarea className={field} rows={2} maxLength={500} value={d.comments} onChange={(e) => setInfo({ comments: e.target.value })} />
            </label>
            {co.vendor?.can_schedule !== 0 && (
              <fieldset>
                <legend className="font-medium">{t("when")}</legend>
                <div className="mt-2 flex flex-wrap items-center gap-2">
                  <label className="cursor-pointer rounded-full border px-4 py-2 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
                    <input type="radio" name="schedule" className="sr-only" checked={d.is_schedule === 0} onChange={() => setInfo({ is_schedule: 0, schedule_time: "" })} />
                    {t("now")}
                  </label>
                  <label className="cursor-pointer rounded-full border px-4 py-2 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
                    <input type="radio" name="schedule" className="sr-only" checked={d.is_schedule === 1} onChange={() => openModal("schedule-time")} />
                    {t("later")}
                  </label>
                  {d.is_schedule === 1 && d.schedule_time && (
                    <button type="button" className="text-sm font-medium text-brand-700 underline" onClick={() => openModal("schedule-time")}>
                      {when(d.schedule_time.slice(0, 10), d.schedule_time.slice(11, 16))}
                    </button>
                  )}
                </div>
              </fieldset>
            )}
          </div>
        )}

        {co.handover === "Pickup" && (
          <div className="mt-5 grid gap-2">
            <h3 className="font-semibold">{t("pickupTime")}</h3>
            <p className="text-gray-700">{d.pickup_date && d.pickup_time ? when(d.pickup_date, d.pickup_time) : t("pickupAsap")}</p>
            <div className="flex flex-wrap gap-2">
              <button type="button" className="btn btn-outline" onClick={() => openModal("pickup-time")}>
                {t("choosePickupTime")}
              </button>
              {d.pickup_date && (
                <button type="button" className="btn btn-ghost" onClick={() => setInfo({ pickup_date: "", pickup_time: "" })}>
                  {t("pickupAsapButton")}
                </button>
              )}
            </div>
          </div>
        )}

        {co.handover === "Reserve" && (
          <div className="mt-5 grid gap-4">
            <div>
              <h3 className="font-semibold">{t("reservationTime")}</h3>
              <p className="mt-1 text-gray-700">{d.pickup_date && d.pickup_time ? when(d.pickup_date, d.pickup_time) : t("noTimeYet")}</p>
              <button type="button" className="btn btn-outline mt-2" onClick={() => openModal("reservation-time")}>
                {t("chooseReservationTime")}
              </button>
            </div>
            <Counter label={t("guests")} value={d.num_guests} onChange={(n) => setInfo({ num_guests: clampCount(n) })} />
          </div>
        )}
      </section>

      <section aria-labelledby="checkout-details" className="grid gap-4 rounded-3xl border border-gray-200 p-5">
        <h2 id="checkout-details" className="text-lg font-bold">
          {t("details")}
        </h2>
        <Counter label={t("cutlery")} value={co.cart.cutlery} onChange={(n) => co.update((c) => ({ ...c, cutlery: clampCount(n) }))} />
        <label className="grid gap-1">
          <span className="font-medium">{t("orderNote", { type: vendorKind(co.vendor?.vendor_type) })}</span>
          <textarea className={field} rows={2} maxLength={1000} value={co.cart.comments} onChange={(e) => co.update((c) => ({ ...c, comments: e.target.value }))} />
        </label>
        <label className="grid gap-1">
          <span className="font-medium">{t("phone")}</span>
          <input className={field} type="tel" inputMode="tel" autoComplete="tel-national" maxLength={20} value={co.phone} onChange={(e) => co.setPhone(e.target.value)} />
        </label>
        <div>
          <span className="font-medium">{t("orderForFriend")}</span>
          <div className="mt-1 flex flex-wrap items-center gap-2">
            {co.cart.order_for ? (
              <>
                <span className="rounded-full bg-brand-50 px-3 py-1 text-sm">{co.cart.order_for.full_name || co.cart.order_for.username}</span>
                <button type="button" className="btn btn-ghost" onClick={() => co.update((c) => ({ ...c, order_for: null }))}>
                  {t("remove")}
                </button>
              </>
            ) : (
              <button type="button" className="btn btn-outline" onClick={() => openModal("friends")}>
                {t("chooseFriend")}
              </button>
            )}
          </div>
        </div>
        {co.needsLegalAge && (
          <label className="flex items-start gap-3 rounded-2xl bg-amber-50 p-3">
            <input type="checkbox" className="mt-0.5 size-5 accent-brand-700" checked={co.cart.confirm_legal_age} onChange={(e) => co.update((c) => ({ ...c, confirm_legal_age: e.target.checked }))} />
            <span>{t("legalAge")}</span>
          </label>
        )}
      </section>

      <PromotionsBox />

      <div className="flex justify-end">
        <button type="button" className="btn btn-primary h-12 px-8" onClick={onContinue}>
          {t("continue")}
        </button>
      </div>
    </div>
  );
}
