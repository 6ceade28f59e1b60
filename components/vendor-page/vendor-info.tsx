import { getTranslations } from "next-intl/server";
import type { VendorDetail } from "@/lib/api/schemas/vendor-detail";
import { weekdayName } from "@/lib/format/date";
import { formatPrice } from "@/lib/format/price";
import type { Locale } from "@/lib/i18n/routing";
import { parseOrderMethods } from "@/lib/vendors/order-method";
import { BRAND } from "@/lib/brand";
import { Link } from "@/lib/i18n/navigation";
import { vendorMapQuery } from "@/lib/vendors/map-link";
import { vendorKind } from "@/lib/vendors/kind";

// Monday first, as people in Albania read a week; week_day 0 = Sunday (spec 2 §3).
const WEEK = [1, 2, 3, 4, 5, 6, 0];

function weekdayNames(locale: Locale): string[] {
  return Array.from({ length: 7 }, (_, day) => weekdayName(day, locale, { capital: true }));
}

/** spec 2 §2 Vendor page: the info block — address, hours, minimum order, fees. */
export async function VendorInfo({ vendor, locale }: { vendor: VendorDetail; locale: Locale }) {
  const t = await getTranslations("vendorPage");
  const names = weekdayNames(locale);
  const delivers = parseOrderMethods(vendor.order_method).some((m) => m.toLowerCase() === "delivery");
  const price = (n: number) => formatPrice(n, locale);
  const rows = WEEK.map((day) => ({
    day,
    slots: vendor.vendor_opening_days.filter((d) => Number(d.week_day) === day).map((d) => `${d.time_open}–${d.time_close}`),
  }));

  return (
    <section aria-labelledby="vendor-info-title" className="mt-6 rounded-3xl border border-gray-200 p-5 sm:p-6">
      <h2 id="vendor-info-title" className="text-lg font-bold">
        {t("info")}
      </h2>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-gray-500">{t("address")}</dt>
          <dd>
            {[vendor.address, vendor.city].filter(Boolean).join(", ")}
            {/* spec 2 §2: the vendors map "plus is_one_vendor=1 when opened from a vendor profile" (issue 9 #19). */}
            <Link
              href={{ pathname: "/vendors-map", query: vendorMapQuery(vendor) }}
              className="ml-2 font-semibold whitespace-nowrap text-brand-800 underline underline-offset-2"
            >
              {t("seeOnMap")}
            </Link>
          </dd>
          {vendor.phone_number && (
            <>
              <dt className="text-gray-500">{t("phone")}</dt>
              <dd>
                <a href={`tel:${vendor.phone_number}`} className="underline underline-offset-2">
                  {vendor.phone_number}
                </a>
              </dd>
            </>
          )}
          <dt className="text-gray-500">{t("minimumOrder")}</dt>
          <dd>{price(vendor.delivery_minimum_order_price)}</dd>
          {vendor.small_order_fee > 0 && (
            <>
              <dt className="text-gray-500">{t("smallOrderFee")}</dt>
              <dd>{t("smallOrderFeeText", { fee: price(vendor.small_order_fee), minimum: price(vendor.delivery_minimum_order_price) })}</dd>
            </>
          )}
          {delivers && (
            <>
              <dt className="text-gray-500">{t("deliveryFee")}</dt>
              <dd>{vendor.delivery_fee > 0 ? t("deliveryFeeFrom", { fee: price(vendor.delivery_fee) }) : t("freeDelivery")}</dd>
              <dt className="text-gray-500">{t("deliveredBy")}</dt>
              <dd>{vendor.delivery_type.toLowerCase() === BRAND ? t("deliveredByShijo") : t("deliveredByVendor", { type: vendorKind(vendor.vendor_type) })}</dd>
            </>
          )}
        </dl>
        <div>
          <h3 className="text-sm font-semibold">{t("hours")}</h3>
          {vendor.vendor_opening_days.length === 0 ? (
            <p className="mt-2 text-sm text-gray-600">{t("noHours")}</p>
          ) : (
            <table className="mt-2 w-full text-sm">
              <tbody>
                {rows.map((row) => (
                  <tr key={row.day} className="border-b border-gray-100 last:border-0">
                    <th scope="row" className="py-1 pr-4 text-left font-normal text-gray-500">
                      {names[row.day]}
                    </th>
                    <td className="py-1 text-right tabular-nums">{row.slots.length ? row.slots.join(", ") : t("hoursClosed")}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      </div>
    </section>
  );
}
