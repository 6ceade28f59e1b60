import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { productFavourites, products, vendorFavourites, vendors } from "../db/schema";
import type { AppDeps, AppEnv } from "../http/context";
import { t } from "../http/i18n";
import { requireUser } from "../http/middleware";
import { fail } from "../http/respond";
import { validJson } from "../http/validate";

const id = z.coerce.number().int().positive().max(2_147_483_647);
// spec 2 §4 Favourite toggle: 0 or 1 (booleans accepted too, as some clients send them).
const favourite = z.union([z.literal(0), z.literal(1), z.literal("0"), z.literal("1"), z.boolean()]).transform((v) => v === true || v === 1 || v === "1");

export function favouriteRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();

  // spec 2 §7 POST vendors/favourites { vendor_id, favourite } (body not read by the storefront).
  app.post("/vendors/favourites", requireUser(deps), validJson(z.object({ vendor_id: id, favourite })), async (c) => {
    const body = c.req.valid("json");
    const [vendor] = await db.select({ id: vendors.id }).from(vendors).where(eq(vendors.id, body.vendor_id)).limit(1);
    if (!vendor) return fail(c, 404, "notFound");
    const userId = c.get("user").id;
    if (body.favourite) await db.insert(vendorFavourites).values({ userId, vendorId: vendor.id }).onConflictDoNothing();
    else await db.delete(vendorFavourites).where(and(eq(vendorFavourites.userId, userId), eq(vendorFavourites.vendorId, vendor.id)));
    return c.json({ message: t(c.get("lang"), body.favourite ? "favouriteAdded" : "favouriteRemoved"), isFav: body.favourite ? 1 : 0 });
  });

  // spec 2 §7 POST products/favourites { product_id, favourite } (not read).
  app.post("/products/favourites", requireUser(deps), validJson(z.object({ product_id: id, favourite })), async (c) => {
    const body = c.req.valid("json");
    const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, body.product_id)).limit(1);
    if (!product) return fail(c, 404, "notFound");
    const userId = c.get("user").id;
    if (body.favourite) await db.insert(productFavourites).values({ userId, productId: product.id }).onConflictDoNothing();
    else await db.delete(productFavourites).where(and(eq(productFavourites.userId, userId), eq(productFavourites.productId, product.id)));
    return c.json({ message: t(c.get("lang"), body.favourite ? "favouriteAdded" : "favouriteRemoved"), isFav: body.favourite ? 1 : 0 });
  });

  return app;
}
