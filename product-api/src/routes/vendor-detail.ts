import { and, eq, inArray } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import type { Db } from "../db/client";
import { menuCategories, productFavourites, productColumns, productOptions, products, vendors } from "../db/schema";
import type { AppDeps, AppEnv } from "../http/context";
import { optionalUser } from "../http/middleware";
import { fail } from "../http/respond";
import { validQuery } from "../http/validate";
import { vendorJson } from "../serializers/vendor";
import { menuJson, requestedMethod } from "../serializers/vendor-detail";
import { loadVendorExtras } from "../vendors/extras";
import { isOpenAt } from "../vendors/open-state";

// A vendor is addressed by its numeric id or its 12-hex hash_id (ARCHITECTURE: ids and hashes are validated).
// The route pattern only keeps other /vendors/... paths out (no alternation: Hono's router does not group it).
const VENDOR_KEY = "[0-9a-f]{1,12}";
const HASH = /^[0-9a-f]{12}$/;
const ID = /^[0-9]{1,9}$/;

const detailQuery = z.object({
  lat: z.coerce.number().min(-90).max(90).optional(),
  lng: z.coerce.number().min(-180).max(180).optional(),
  order_method: z.string().trim().max(40).regex(/^[A-Za-z_ -]*$/).optional(),
});

/** An active vendor by id or hash_id, or null. */
export async function findVendor(db: Db, key: string) {
  if (!HASH.test(key) && !ID.test(key)) return null;
  const where = HASH.test(key) ? eq(vendors.hashId, key) : eq(vendors.id, Number(key));
  const [row] = await db.select().from(vendors).where(and(where, eq(vendors.isActive, true))).limit(1);
  return row ?? null;
}

/** Categories, available products, their options and the user's favourite products of one vendor. */
async function loadMenu(db: Db, vendorId: number, userId: number | undefined) {
  const [categories, productRows] = await Promise.all([
    db.select().from(menuCategories).where(eq(menuCategories.vendorId, vendorId)),
    db.select(productColumns).from(products).where(and(eq(products.vendorId, vendorId), eq(products.isAvailable, true))),
  ]);
  const ids = productRows.map((p) => p.id);
  const [options, favourites] = await Promise.all([
    ids.length ? db.select().from(productOptions).where(inArray(productOptions.productId, ids)) : Promise.resolve([]),
    userId && ids.length
      ? db
          .select({ id: productFavourites.productId })
          .from(productFavourites)
          .where(and(eq(productFavourites.userId, userId), inArray(productFavourites.productId, ids)))
      : Promise.resolve([]),
  ]);
  return { categories, products: productRows, options, favouriteProductIds: new Set(favourites.map((f) => f.id)) };
}

export function vendorDetailRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();

  // spec 2 §7 GET vendors/{id}?lat&lng[&order_method] → { vendor } with categories; isFav per user with a bearer.
  app.get(`/vendors/:id{${VENDOR_KEY}}`, optionalUser(deps), validQuery(detailQuery), async (c) => {
    const query = c.req.valid("query");
    const vendor = await findVendor(db, c.req.param("id"));
    if (!vendor) return fail(c, 404, "notFound");
    const userId = c.get("user")?.id;
    const point = query.lat !== undefined && query.lng !== undefined ? { lat: query.lat, lng: query.lng } : null;
    const [extras, menu] = await Promise.all([
      loadVendorExtras(db, [vendor], { point, userId, selectedOrderMethod: requestedMethod(query.order_method) }),
      loadMenu(db, vendor.id, userId),
    ]);
    const base = c.get("baseUrl");
    const json = vendorJson(vendor, extras.get(vendor.id)!, base, deps.clock.now(), c.get("lang"));
    return c.json({ vendor: { ...json, categories: menuJson(menu, { baseUrl: base, lang: c.get("lang") }) } });
  });

  // spec 2 §7 GET check-vendor-open/{vendor_id} → { vendor_open: 1 | 0 }.
  app.get(`/check-vendor-open/:id{${VENDOR_KEY}}`, async (c) => {
    const vendor = await findVendor(db, c.req.param("id"));
    if (!vendor) return fail(c, 404, "notFound");
    const extras = (await loadVendorExtras(db, [vendor])).get(vendor.id)!;
    return c.json({ vendor_open: isOpenAt(extras.opening, deps.clock.now()) ? 1 : 0 });
  });

  return app;
}
