import type { vendors } from "../db/schema";
import { inLang, type Lang } from "../http/i18n";
import { absoluteUrl } from "../http/urls";
import { isOpenAt, pickupWindowToday, type HoursRow } from "../vendors/open-state";
import type { ZoneRow } from "../vendors/geo";

export type VendorRow = typeof vendors.$inferSelect;

/** What a vendor answer needs besides its row: loaded in bulk by vendors/extras.ts. */
export interface VendorExtras {
  opening: HoursRow[];
  reservation: HoursRow[];
  foodCategoryIds: number[];
  /** Metres from the requested point; 0 without one. */
  distance: number;
  /** The delivery zone containing the requested point, or null. */
  zone: ZoneRow | null;
  isFav: boolean;
  /** The method asked for (order_method filter or route), else the vendor's first. */
  selectedOrderMethod?: string | null;
}

const flag = (value: boolean) => (value ? 1 : 0);
const hoursJson = (rows: HoursRow[]) =>
  rows.map((h) => ({ week_day: String(h.weekDay), time_open: h.timeOpen, time_close: h.timeClose }));

/** spec 2 §3 Vendor: every listed field; is_open computed now in Europe/Tirane; the vendor's own texts in `lang`. */
export function vendorJson(row: VendorRow, extras: VendorExtras, baseUrl: string, now: Date, lang: Lang) {
  const pickup = pickupWindowToday(extras.opening, now);
  const methods = row.orderMethod.split("-").filter(Boolean);
  const selected = extras.selectedOrderMethod && methods.includes(extras.selectedOrderMethod) ? extras.selectedOrderMethod : methods[0];
  return {
    id: row.id,
    hash_id: row.hashId,
    slug: row.slug,
    title: row.title,
    custom_text: inLang(lang, row.customText, row.customTextEn),
    logo_thumbnail_path: absoluteUrl(baseUrl, row.logoPath),
    profile_path: absoluteUrl(baseUrl, row.profilePath),
    rating_interval: row.ratingInterval,
    total_ratings: row.totalRatings,
    distance: Math.round(extras.distance),
    min_delivery_time: row.minDeliveryTime,
    // The spec names both; the minimum is the same number.
    minimum_delivery_time: row.minDeliveryTime,
    maximum_delivery_time: row.maxDeliveryTime,
    max_pickup_time: row.maxPickupTime,
    delivery_minimum_order_price: row.deliveryMinimumOrderPrice,
    small_order_fee: row.smallOrderFee,
    delivery_fee: extras.zone?.deliveryFee ?? row.deliveryFee,
    is_open: flag(isOpenAt(extras.opening, now)),
    isFav: flag(extras.isFav),
    is_new: flag(row.isNew),
    is_exclusive: flag(row.isExclusive),
    is_suggested: flag(row.isSuggested),
    free_delivery: flag(row.freeDelivery),
    selected_order_method: selected ?? null,
    order_method: row.orderMethod,
    vendor_type: row.vendorType,
    delivery_type: row.deliveryType,
    tags: row.tags,
    tags_en: row.tagsEn,
    address: row.address,
    city: row.city,
    country: row.country,
    latitude: row.latitude,
    longitude: row.longitude,
    phone_number: row.phone,
    custom_closed_info: inLang(lang, row.customClosedInfo, row.customClosedInfoEn),
    vendor_opening_days: hoursJson(extras.opening),
    reservation_hours: hoursJson(extras.reservation),
    start_pickup: pickup.start,
    end_pickup: pickup.end,
    can_schedule: flag(row.canSchedule),
    online_payment: flag(row.onlinePayment),
    zone: extras.zone ? { id: extras.zone.id, name: extras.zone.name, delivery_fee: extras.zone.deliveryFee ?? row.deliveryFee } : null,
    is_active: flag(row.isActive),
    cashback_percent: row.cashbackPercent,
    food_category_ids: extras.foodCategoryIds,
  };
}

export type VendorJson = ReturnType<typeof vendorJson>;
