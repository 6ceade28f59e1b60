import { z } from "zod";
import { asString, numeric, numberOr, flag, text, textOrEmpty } from "./primitives";

// spec 2 §3 Vendor, as the product API sends it. The API is loose about numbers vs strings and 0/1 vs booleans,
// so the schema accepts both and hands the app tight types (numbers, 0/1 flags, strings, arrays).


// spec 2 §3: vendor_opening_days and reservation_hours: week_day as string 0-6 (0 = Sunday), time_open, time_close.
export const openingDaySchema = z.object({
  week_day: asString,
  time_open: z.string(),
  time_close: z.string(),
});
export type OpeningDayRow = z.infer<typeof openingDaySchema>;

// spec 2 §3: zone present means the given location is inside the vendor's delivery range.
export const vendorZoneSchema = z.object({
  id: numeric,
  name: textOrEmpty,
  delivery_fee: numberOr(0).optional(),
});

export const vendorSchema = z.object({
  id: numeric,
  hash_id: z.string().min(1),
  slug: z.string(),
  title: z.string(),
  custom_text: text,
  logo_thumbnail_path: text,
  profile_path: text,
  /** Out of 10; shown halved (lib/format formatRating). */
  rating_interval: numberOr(0),
  total_ratings: numberOr(0),
  /** Metres from the requested location; 0 when none was given. */
  distance: numberOr(0),
  min_delivery_time: numberOr(0),
  minimum_delivery_time: numberOr(0),
  maximum_delivery_time: numberOr(0),
  max_pickup_time: numberOr(0),
  delivery_minimum_order_price: numberOr(0),
  small_order_fee: numberOr(0),
  delivery_fee: numberOr(0),
  is_open: flag,
  isFav: flag,
  is_new: flag,
  selected_order_method: text,
  /** Methods joined by a dash, e.g. "delivery-pickup". */
  order_method: textOrEmpty,
  /** restaurant, grocery, pharmacy or other (lower-cased here whatever the API sends). */
  vendor_type: textOrEmpty.transform((v) => v.toLowerCase()),
  /** "shijo" (delivered by the provider, spec's {product}) or the vendor's own delivery. */
  delivery_type: textOrEmpty,
  tags: textOrEmpty,
  tags_en: textOrEmpty,
  address: textOrEmpty,
  city: textOrEmpty,
  country: textOrEmpty,
  latitude: numberOr(0),
  longitude: numberOr(0),
  phone_number: text,
  custom_closed_info: text,
  vendor_opening_days: z.array(openingDaySchema).nullish().transform((v) => v ?? []),
  reservation_hours: z.array(openingDaySchema).nullish().transform((v) => v ?? []),
  start_pickup: text,
  end_pickup: text,
  can_schedule: flag,
  online_payment: flag,
  zone: vendorZoneSchema.nullish().transform((v) => v ?? null),
  is_active: flag.optional(),
  cashback_percent: numberOr(0),
  food_category_ids: z.array(numeric).nullish().transform((v) => v ?? []),
});

/** A vendor as the app uses it (vendor lists, map, vendor page). Extend for `categories` on the vendor page. */
export type Vendor = z.infer<typeof vendorSchema>;

// spec 2 §7 GET vendors → vendors { data, current_page, last_page, total }.
export const vendorsPageSchema = z.object({
  vendors: z.object({
    data: z.array(vendorSchema),
    current_page: numberOr(1),
    last_page: numberOr(1),
    total: numberOr(0),
    per_page: numberOr(15).optional(),
  }),
});
export type VendorsPage = z.infer<typeof vendorsPageSchema>["vendors"];

// spec 2 §3 Featured blocks: keys suggested, new, exclusive, is_grocery, free_delivery.
export const FEATURE_BLOCK_KEYS = ["suggested", "new", "exclusive", "is_grocery", "free_delivery"] as const;
export type FeatureBlockKey = (typeof FEATURE_BLOCK_KEYS)[number];

const featureBlockSchema = z.object({
  block: z.object({ title_sq: textOrEmpty, title_en: textOrEmpty, is_active: flag }),
  vendors: z.array(vendorSchema).nullish().transform((v) => v ?? []),
});
export type FeatureBlock = z.infer<typeof featureBlockSchema>;

export const featureBlocksSchema = z.object({
  result: z.object({
    suggested: featureBlockSchema.nullish(),
    new: featureBlockSchema.nullish(),
    exclusive: featureBlockSchema.nullish(),
    is_grocery: featureBlockSchema.nullish(),
    free_delivery: featureBlockSchema.nullish(),
  }),
});

/** Tags of the vendor in the page's language (spec 2 §3: tags and tags_en, comma separated). */
export function vendorTags(vendor: Pick<Vendor, "tags" | "tags_en">, locale: "sq" | "en"): string[] {
  const raw = locale === "en" && vendor.tags_en.trim() ? vendor.tags_en : vendor.tags;
  return raw
    .split(",")
    .map((t) => t.trim())
    .filter(Boolean);
}

/** A vendor on a map (spec 2 §2 Vendors map's marker; the friends map's vendors, spec 3 §7). */
export const vendorMarkerSchema = z.object({
  hash_id: z.string().min(1),
  slug: z.string(),
  title: z.string(),
  order_method: text,
  latitude: z.number(),
  longitude: z.number(),
  logo: text,
});

// Issue 26 §4 (ADR 0032): GET vendors/map-points → { data: [vendor marker] }, every vendor the filters match.
export const mapPointsSchema = z.object({ data: z.array(vendorMarkerSchema.extend({ id: numeric })) });
