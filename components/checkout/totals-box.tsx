"use client";

import { useLocale, useTranslations } from "@/lib/i18n/client";
import { itemUnitPrice } from "@/lib/cart/totals";
import { formatPrice } from "@/lib/format/price";
import { useCheckout } from "./checkout-state";

/** spec 2 §9 totals as the API will compute them: the checkout's summary box. */
export function TotalsBox({ showItems = false }: { showItems?: boolean }) {
  const t = useTranslations("checkout");
  const locale = useLocale() as "sq" | "en";
  const co = useCheckout();
  const p = co.price;
  const price = (n: number) => formatPrice(n, locale);
  const rows: Array<[string, string]> = [[t("subtotal"), price(p.subtotal)]];
  if (p.discount > 0) rows.push([co.coupon ? t("couponLine", { code: co.coupon.code }) : t("discount"), price(-p.discount)]);
  if (p.cashback > 0) rows.push([t("cashbackLine"), price(-p.cashback)]);
  if (p.small_order_fee > 0) rows.push([t("smallOrderFee"), price(p.small_order_fee)]);
  if (co.handover === "Delivery") rows.push([t("deliveryFee"), co.fee.data ? price(p.delivery_fee) : "—"]);
  if (co.tipShown && co.cart.delivery_info.tip_rider > 0) rows.push([t("tip"), price(co.cart.delivery_info.tip_rider)]);
  return (
    <section aria-labelledby="checkout-totals" className="rounded-3xl border border-gray-200 p-5">
      <h2 id="checkout-totals" className="text-lg font-bold">
        {t("summary")}
      </h2>
      {showItems && (
        <ul className="mt-3 divide-y divide-gray-100 text-sm">
          {co.cart.items.map((item, i) => (
            <li key={`${item.id}-${i}`} className="flex justify-between gap-3 py-2">
              <span>
                {item.quantity} × {item.title}
                {item.options.length > 0 && <span className="block text-gray-500">{item.options.map((o) => o.title).join(", ")}</span>}
              </span>
              <span>{price(itemUnitPrice(item) * item.quantity)}</span>
            </li>
          ))}
        </ul>
      )}
      <dl className="mt-3 grid gap-1.5 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt className="text-gray-600">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="mt-1 flex justify-between gap-4 border-t border-gray-200 pt-2 text-base font-bold">
          <dt>{t("total")}</dt>
          <dd data-testid="checkout-total">{price(p.order_total)}</dd>
        </div>
      </dl>
      {co.handover === "Delivery" && p.small_order_fee > 0 && <p className="mt-2 text-xs text-gray-500">{t("smallOrderHint", { amount: price(p.min_order_price) })}</p>}
    </section>
  );
}
