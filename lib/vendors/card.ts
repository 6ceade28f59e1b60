import type { Vendor } from "@/lib/api/schemas/vendor";
import { vendorTags } from "@/lib/api/schemas/vendor";
import { formatDistance, formatRating } from "@/lib/format/number";
import { storePath } from "./order-method";

/** What a vendor card shows (spec 2 §2 Vendors list): small enough to send to the browser for appended pages. */
export interface VendorCardData {
  id: number;
  title: string;
  /** Unprefixed /store/{hash_id}/{slug}/{order_method}; the Link adds the locale. */
  href: string;
  logo: string | null;
  /** rating_interval / 2, one decimal, in the page's language ("4,3" in sq). */
  rating: string;
  totalRatings: number;
  /** "1,20 km" in sq, "1.20 km" in en, when the distance is above 0; else null. */
  distance: string | null;
  minTime: number;
  maxTime: number;
  deliveryFee: number;
  freeDelivery: boolean;
  isOpen: boolean;
  isNew: boolean;
  tags: string[];
  latitude: number;
  longitude: number;
  hashId: string;
}

export function toVendorCard(v: Vendor, locale: "sq" | "en"): VendorCardData {
  return {
    id: v.id,
    title: v.title,
    href: storePath(v),
    logo: v.logo_thumbnail_path,
    rating: formatRating(v.rating_interval, locale),
    totalRatings: v.total_ratings,
    distance: formatDistance(v.distance, locale),
    minTime: v.min_delivery_time || v.minimum_delivery_time,
    maxTime: v.maximum_delivery_time,
    deliveryFee: v.delivery_fee,
    freeDelivery: v.delivery_fee === 0,
    isOpen: v.is_open === 1,
    isNew: v.is_new === 1,
    tags: vendorTags(v, locale),
    latitude: v.latitude,
    longitude: v.longitude,
    hashId: v.hash_id,
  };
}
