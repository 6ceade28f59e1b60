import { and, desc, eq, inArray } from "drizzle-orm";
import { Hono } from "hono";
import { productFavourites, productOptions, products, vendorFavourites, vendors } from "../db/schema";
import type { AppDeps, AppEnv } from "../http/context";
import { requireUser } from "../http/middleware";
import { absoluteUrl } from "../http/urls";
import { inLang } from "../http/i18n";
import { vendorJson } from "../serializers/vendor";
import { loadVendorExtras } from "../vendors/extras";

/**
 * GET favourites → { vendors, products }: the /favorites screen's two tabs (spec 2 §2 Favourites). The spec shows
 * only the toggles (POST vendors|products/favourites); the list call is this API's own, newest first.
 */
export function favouriteListRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const app = new Hono<AppEnv>();

  app.get("/favourites", requireUser(deps), async (c) => {
    const userId = c.get("user").id;
    const base = c.get("baseUrl");
    const [vendorRows, productRows] = await Promise.all([
      db
        .select({ vendor: vendors })
        .from(vendorFavourites)
        .innerJoin(vendors, eq(vendors.id, vendorFavourites.vendorId))
        .where(and(eq(vendorFavourites.userId, userId), eq(vendors.isActive, true)))
        .orderBy(desc(vendorFavourites.createdAt)),
      db
        .select({ product: products, vendor: vendors })
        .from(productFavourites)
        .innerJoin(products, eq(products.id, productFavourites.productId))
        .innerJoin(vendors, eq(vendors.id, products.vendorId))
        .where(and(eq(productFavourites.userId, userId), eq(vendors.isActive, true)))
        .orderBy(desc(productFavourites.createdAt)),
    ]);
    const extras = await loadVendorExtras(db, vendorRows.map((r) => r.vendor), { userId });
    const options = productRows.length
      ? await db.select().from(productOptions).where(inArray(productOptions.productId, productRows.map((r) => r.product.id)))
      : [];
    const now = clock.now();
    return c.json({
      vendors: vendorRows.map(({ vendor }) => vendorJson(vendor, extras.get(vendor.id)!, base, now, c.get("lang"))),
      products: productRows.map(({ product: p, vendor: v }) => ({
        id: p.id, title: p.title, description: inLang(c.get("lang"), p.description, p.descriptionEn), price: p.price, discount: p.discount, discount_price: p.discountPrice,
        image_path: absoluteUrl(base, p.imagePath), image_thumbnail_path: absoluteUrl(base, p.imageThumbnailPath), category_id: p.categoryId,
        vendor_id: p.vendorId, isFav: 1, age_18: p.age18 ? 1 : 0, is_available: p.isAvailable ? 1 : 0,
        product_options: options.filter((o) => o.productId === p.id).map((o) => ({ id: o.id, title: inLang(c.get("lang"), o.title, o.titleEn), type: o.type, price: o.price })),
        vendor: { id: v.id, title: v.title, hash_id: v.hashId, slug: v.slug, order_method: v.orderMethod, logo_thumbnail_path: absoluteUrl(base, v.logoPath) },
      })),
    });
  });

  return app;
}
