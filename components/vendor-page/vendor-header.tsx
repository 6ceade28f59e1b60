import { getTranslations } from "next-intl/server";
import { StarIcon } from "@/components/ui/icons/star";
import { ApiImage } from "@/components/ui/api-image";
import { vendorTags } from "@/lib/api/schemas/vendor";
import type { VendorDetail } from "@/lib/api/schemas/vendor-detail";
import { formatDistance, formatRating } from "@/lib/format/number";
import { isVendorOpen } from "@/lib/vendors/open-state";
import type { Locale } from "@/lib/i18n/routing";
import { VendorActions } from "./vendor-actions";

/** spec 2 §2 Vendor page header: logo, title, open/closed, rating, distance or delivery time, tags, actions. */
export async function VendorHeader({ vendor, method, locale }: { vendor: VendorDetail; method: string; locale: Locale }) {
  const t = await getTranslations("vendorPage");
  const open = isVendorOpen(vendor);
  const distance = formatDistance(vendor.distance, locale);
  const m = method.toLowerCase();
  const time =
    distance !== null ? t("distance", { distance })
    : m === "pickup" ? t("pickupTime", { minutes: vendor.max_pickup_time })
    : m === "delivery" ? t("deliveryTime", { min: vendor.min_delivery_time, max: Math.max(vendor.maximum_delivery_time, vendor.min_delivery_time) })
    : null;
  const tags = vendorTags(vendor, locale);
  const rating = formatRating(vendor.rating_interval, locale);

  return (
    <header className="relative">
      <div className="-mx-4 h-36 overflow-hidden bg-brand-50 sm:mx-0 sm:h-52 sm:rounded-3xl">
        {vendor.profile_path && (
          <ApiImage src={vendor.profile_path} alt="" width={1200} height={400} sizes="(min-width: 80rem) 77rem, 100vw" preload className="size-full object-cover" />
        )}
      </div>
      <div className="relative flex flex-col gap-4 sm:px-6 md:flex-row md:items-end md:justify-between">
        <div className="flex items-end gap-4">
          {vendor.logo_thumbnail_path && (
            // The logo overlaps the cover; the title stays below it, on white.
            <ApiImage src={vendor.logo_thumbnail_path} alt="" width={96} height={96} sizes="96px" loading="eager" className="-mt-10 size-20 shrink-0 rounded-2xl bg-white object-cover shadow-md ring-4 ring-white sm:-mt-12 sm:size-24" />
          )}
          <div className="min-w-0 pt-3 pb-1">
            <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{vendor.title}</h1>
            <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-gray-700">
              <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${open ? "bg-emerald-100 text-emerald-800" : "bg-red-100 text-red-800"}`}>
                {open ? t("open") : t("closed")}
              </span>
              <span className="inline-flex items-center gap-1">
                <StarIcon className="size-4 text-amber-500" />
                <span aria-hidden="true" className="font-semibold">{rating}</span>
                <span className="sr-only">{t("ratingLabel", { rating })}</span>
                {vendor.total_ratings > 0 && <span className="text-gray-500">({t("ratingCount", { count: vendor.total_ratings })})</span>}
              </span>
              {time && <span>{time}</span>}
            </p>
          </div>
        </div>
        <VendorActions title={vendor.title} />
      </div>
      {(tags.length > 0 || vendor.custom_text) && (
        <div className="mt-4 sm:px-6">
          {tags.length > 0 && (
            <ul className="flex flex-wrap gap-2">
              {tags.map((tag) => (
                <li key={tag} className="rounded-full bg-gray-100 px-3 py-1 text-xs font-semibold text-gray-700">
                  {tag}
                </li>
              ))}
            </ul>
          )}
          {vendor.custom_text && <p className="mt-3 text-gray-700">{vendor.custom_text}</p>}
        </div>
      )}
    </header>
  );
}
