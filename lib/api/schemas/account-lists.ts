import { z } from "zod";
import { numeric, numberOr, flag, text } from "./primitives";
import { vendorSchema } from "./vendor";

// The favourites and promotions lists of the account area (spec 2 §2 Favourites, Promotions; §3 Promotion).

const vendorLink = z.object({ id: numeric, title: z.string(), hash_id: z.string(), slug: z.string(), order_method: z.string().nullish().transform((v) => v ?? "delivery"), logo_thumbnail_path: text });

export const favouriteProductSchema = z.object({
  id: numeric,
  title: z.string(),
  description: text,
  price: numberOr(0),
  discount_price: numberOr(0),
  image_path: text,
  image_thumbnail_path: text,
  age_18: flag,
  is_available: flag.optional(),
  vendor: vendorLink,
});
export type FavouriteProduct = z.infer<typeof favouriteProductSchema>;

export const favouritesSchema = z.object({
  vendors: z.array(vendorSchema).nullish().transform((v) => v ?? []),
  products: z.array(favouriteProductSchema).nullish().transform((v) => v ?? []),
});
export type Favourites = z.infer<typeof favouritesSchema>;

export const promotionSchema = z.object({
  id: numeric,
  title: z.string(),
  description: text,
  end_time: text,
  non_expired: flag,
  used_at: text.optional(),
  promotion_details: z
    .object({ type: text, value: numberOr(0), product_image_thumbnail_path: text, vendor: vendorLink.nullish().transform((v) => v ?? null) })
    .nullish()
    .transform((v) => v ?? { type: null, value: 0, product_image_thumbnail_path: null, vendor: null }),
});
export type Promotion = z.infer<typeof promotionSchema>;

export const activePromotionsSchema = z.object({ promotions: z.array(promotionSchema) });
export const usedPromotionsSchema = z.object({ data: z.array(promotionSchema) });
