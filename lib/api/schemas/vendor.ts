import { z } from "zod";

// spec 2 §3 Vendor, as the product API sends it. The API is loose about numbers vs strings and 0/1 vs booleans,
// so the schema accepts both and hands the app tight types (numbers, 0/1 flags, strings, arrays).

const numeric = z.union([z.number(), z.string().trim().regex(/^-?\d+(\.\d+)?$/).transform(Number)]);
/** A number, or the fallback when the field is missing or null. */
const num = (fallback = 0) => numeric.nullish().transform((v) => v ?? fallback);
/** 0/1 flags: true, 1, "1" and "true" are 1; anything else (missing included) is 0. */
const flag = z
  .union([z.number(), z.boolean(), z.string()])
  .nullish()
  .transform((v): 0 | 1 => (v === true || v === 1 || v === "1" || v === "true" ? 1 : 0));
const text = z.string().nullish().transform((v) => v ?? "");
const optionalText = z.string().nullish().transform((v) => v ?? null);

// spec 2 §3: vendor_opening_days and reservation_hours: week_day as string 0-6 (0 = Sunday), time_open, time_close.
export const openingDaySchema = z.object({
  week_day: z.union([z.string(), z.number()]).transform(String),
  time_open: z.string(),
  time_close: z.string(),
});
export type OpeningDayRow = z.infer<typeof openingDaySchema>;

// spec 2 §3: zone present means the given location is inside the vendor's delivery range.
export const vendorZoneSchema = z.object({
  id: numeric,
  name: text,
  delivery_fee: num(0).optional(),
});

export const vendorSchema = z.object({
  id: numeric,
  hash_id: z.string().min(1),
  slug: z.string(),
  title: z.string(),
  custom_text: optionalText,
  logo_thumbnail_path: optionalText,
  profile_path: optionalText,
  /** Out of 10; shown halved (lib/format formatRating). */
  rating_interval: num(0),
  total_ratings: num(0),
  /** Metres from the requested location; 0 when none was given. */
  distance: num(0),
  min_delivery_time: num(0),
  minimum_delivery_time: num(0),
  maximum_delivery_time: num(0),
  max_pickup_time: num(0),
  delivery_minimum_order_price: num(0),
  small_order_fee: num(0),
  delivery_fee: num(0),
  is_open: flag,
  isFav: flag,
  is_new: flag,
  selected_order_method: optionalText,
  /** Methods joined by a dash, e.g. "delivery-pickup". */
  order_method: text,
  /** restaurant, grocery, pharmacy or other (lower-cased here whatever the API sends). */
  vendor_type: text.transform((v) => v.toLowerCase()),
  /** "shijo" (delivered by the provider, spec's {product}) or the vendor's own delivery. */
  delivery_type: text,
  tags: text,
  tags_en: text,
  address: text,
  city: text,
  country: text,
  latitude: num(0),
  longitude: num(0),
  phone_number: optionalText,
  custom_closed_info: optionalText,
  vendor_opening_days: z.array(openingDaySchema).nullish().transform((v) => v ?? []),
  reservation_hours: z.array(openingDaySchema).nullish().transform((v) => v ?? []),
  start_pickup: optionalText,
  end_pickup: optionalText,
  can_schedule: flag,
  online_payment: flag,
  zone: vendorZoneSchema.nullish().transform((v) => v ?? null),
  is_active: flag.optional(),
  cashback_percent: num(0),
  food_category_ids: z.array(numeric).nullish().transform((v) => v ?? []),
});

/** A vendor as the app uses it (vendor lists, map, vendor page). Extend for `categories` on the vendor page. */
export type Vendor = z.infer<typeof vendorSchema>;

// spec 2 §7 GET vendors → vendors { data, current_page, last_page, total }.
export const vendorsPageSchema = z.object({
  vendors: z.object({
    data: z.array(vendorSchema),
    current_page: num(1),
    last_page: num(1),
    total: num(0),
    per_page: num(15).optional(),
  }),
});
export type VendorsPage = z.infer<typeof vendorsPageSchema>["vendors"];

// spec 2 §3 Featured blocks: keys suggested, new, exclusive, is_grocery, free_delivery.
export const FEATURE_BLOCK_KEYS = ["suggested", "new", "exclusive", "is_grocery", "free_delivery"] as const;
export type FeatureBlockKey = (typeof FEATURE_BLOCK_KEYS)[number];

const featureBlockSchema = z.object({
  block: z.object({ title_sq: text, title_en: text, is_active: flag }),
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
