import { z } from "zod";
import { numeric, numberOr, flag, text } from "./primitives";
import { vendorSchema, type Vendor } from "./vendor";

// spec 2 §3 Vendor.categories (id, title, products) and Product, as GET vendors/{id} sends them (spec 2 §7).

export const productOptionSchema = z.object({
  id: numeric,
  title: z.string(),
  type: z.enum(["addition", "option"]),
  price: numberOr(0),
});

export const productSchema = z.object({
  id: numeric,
  title: z.string(),
  description: text,
  price: numberOr(0),
  discount: numberOr(0),
  /** The amount taken off price (spec 2 §9). */
  discount_price: numberOr(0),
  image_path: text,
  image_thumbnail_path: text,
  category_id: numberOr(0),
  vendor_id: numeric,
  isFav: flag,
  age_18: flag,
  product_options: z.array(productOptionSchema).nullish().transform((v) => v ?? []),
});

export const menuCategorySchema = z.object({
  id: numeric,
  title: z.string(),
  products: z.array(productSchema).nullish().transform((v) => v ?? []),
});

export const vendorDetailSchema = vendorSchema.extend({
  categories: z.array(menuCategorySchema).nullish().transform((v) => v ?? []),
});

export const vendorDetailEnvelopeSchema = z.object({ vendor: vendorDetailSchema });

export const vendorOpenSchema = z.object({ vendor_open: flag });

// spec 2 §7 GET orders?vendor_id: only whether there are any is read here.
export const vendorOrdersSchema = z.object({
  orders: z.object({
    data: z.array(z.object({ id: numeric }).loose()),
    total: numberOr(0).optional(),
  }),
});

export type ProductOptionData = z.infer<typeof productOptionSchema>;
export type MenuProduct = z.infer<typeof productSchema>;
export type MenuCategoryData = z.infer<typeof menuCategorySchema>;
export type VendorDetail = Vendor & { categories: MenuCategoryData[] };

/** The vendor with every personal flag cleared: what a shared, cached page may carry. */
export function publicVendor(vendor: VendorDetail): VendorDetail {
  return {
    ...vendor,
    isFav: 0,
    categories: vendor.categories.map((c) => ({ ...c, products: c.products.map((p) => ({ ...p, isFav: 0 as const })) })),
  };
}

/** GET /api/vendors/{id}/me: the personal layer over the cached page (hearts, past-orders link). */
export interface VendorPersonalState {
  loggedIn: boolean;
  isFav: 0 | 1;
  favouriteProductIds: number[];
  hasPastOrders: boolean;
}
