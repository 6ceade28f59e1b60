"use client";

import { useLocale, useTranslations } from "@/lib/i18n/client";
import type { Order } from "@/lib/api/schemas/order";
import { formatPrice, formatSignedPrice } from "@/lib/format/price";
import { paymentMethodLabelKey } from "@/lib/orders/payment-label";
import { formatDateTime } from "@/lib/orders/when";
import { typeKey } from "./order-card";

/** spec 2 §3 Order: what was ordered, how it is handed over, and every amount of spec 2 §9. */
export function OrderDetails({ order }: { order: Order }) {
  const t = useTranslations("orderSummary");
  const tAll = useTranslations();
  const locale = useLocale() as "sq" | "en";
  const price = (n: number) => formatPrice(n, locale);
  const type = typeKey(order.order_type);
  const paymentKey = paymentMethodLabelKey(order.payment.payment_methods_id);
  const rows: Array<[string, string]> = [[t("subtotal"), price(order.sub_total)]];
  if (order.discount_amount > 0) rows.push([t("discount"), price(-order.discount_amount)]);
  if (order.coupon_amount > 0) rows.push([t("coupon", { code: order.coupon_code ?? "" }), price(-order.coupon_amount)]);
  if (order.cashback > 0) rows.push([t("cashbackUsed"), price(-order.cashback)]);
  if (order.small_order_fee > 0) rows.push([t("smallOrderFee"), price(order.small_order_fee)]);
  if (type === "delivery") rows.push([t("deliveryFee"), price(order.delivery_fee)]);
  if (order.tip_rider > 0) rows.push([t("tip"), price(order.tip_rider)]);

  return (
    <div className="mt-8 grid gap-6 lg:grid-cols-[1fr_20rem]">
      <section aria-labelledby="order-items" className="rounded-3xl border border-gray-200 p-5">
        <h2 id="order-items" className="text-lg font-bold">
          {t("items")}
        </h2>
        <ul className="mt-3 divide-y divide-gray-100">
          {order.products.map((p, i) => (
            <li key={`${p.product_id}-${i}`} className="flex justify-between gap-4 py-3">
              <div className="min-w-0">
                <p className="font-medium">
                  {p.quantity} × {p.title}
                </p>
                {p.options.length > 0 && <p className="text-sm text-gray-600">{p.options.map((o) => o.title).join(", ")}</p>}
                {p.item_instructions && <p className="text-sm text-gray-500 italic">{p.item_instructions}</p>}
              </div>
              <span className="shrink-0 font-medium">{price(p.price)}</span>
            </li>
          ))}
        </ul>
        <dl className="mt-3 grid gap-1.5 border-t border-gray-200 pt-3 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-4">
              <dt className="text-gray-600">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
          <div className="mt-1 flex justify-between gap-4 text-base font-bold">
            <dt>{t("total")}</dt>
            <dd>{price(order.total_price)}</dd>
          </div>
          {order.cashback_earned > 0 && (
            <div className="flex justify-between gap-4 text-emerald-800">
              <dt>{t("cashbackEarned")}</dt>
              <dd>{formatSignedPrice(order.cashback_earned, locale)}</dd>
            </div>
          )}
        </dl>
      </section>

      <section aria-labelledby="order-handover" className="grid content-start gap-4 rounded-3xl border border-gray-200 p-5 text-sm">
        <h2 id="order-handover" className="text-lg font-bold">
          {t(`type_${type}`)}
        </h2>
        {order.address && (
          <p>
            <span className="block text-gray-600">{t("address")}</span>
            {order.address.formatted_address || [order.address.street, order.address.city].filter(Boolean).join(", ")}
            {order.address.notes ? <span className="block text-gray-500">{order.address.notes}</span> : null}
          </p>
        )}
        {order.is_schedule === 1 && order.schedule_time && (
          <p>
            <span className="block text-gray-600">{t("scheduledFor")}</span>
            {formatDateTime(order.schedule_time)}
          </p>
        )}
        {type !== "delivery" && order.pickup_datetime && (
          <p>
            <span className="block text-gray-600">{type === "reserve" ? t("reservedFor") : t("pickupAt")}</span>
            {formatDateTime(order.pickup_datetime)}
          </p>
        )}
        {type === "reserve" && order.num_guests !== null && (
          <p>
            <span className="block text-gray-600">{t("guests")}</span>
            {order.num_guests}
          </p>
        )}
        {order.order_for_friend && (
          <p>
            <span className="block text-gray-600">{t("orderFor")}</span>
            {order.order_for_friend.full_name || order.order_for_friend.username}
          </p>
        )}
        <p>
          <span className="block text-gray-600">{t("payment")}</span>
          {paymentKey ? tAll(paymentKey) : "—"}
          {order.payment.card ? ` · •••• ${order.payment.card.last4}` : ""}
        </p>
        {order.splits.length > 0 && (
          <div>
            <span className="block text-gray-600">{t("splits")}</span>
            <ul>
              {order.splits.map((s) => (
                <li key={`${s.person_id}-${s.person_name}`}>
                  {s.person_name}: {price(s.amount)}
                </li>
              ))}
            </ul>
          </div>
        )}
        {order.order_note && (
          <p>
            <span className="block text-gray-600">{t("note")}</span>
            {order.order_note}
          </p>
        )}
      </section>
    </div>
  );
}
