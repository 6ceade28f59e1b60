import { and, count, desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { orders, vendors } from "../db/schema";
import type { AppDeps, AppEnv } from "../http/context";
import { requireUser } from "../http/middleware";
import { readQuery } from "../http/validate";
import { absoluteUrl } from "../http/urls";

// spec 2 §7 GET orders?vendor_id={id}[&page&per_page=15]: the user's past orders at one vendor (the vendor page's
// past-orders link and /past-order/{hash}). Only requests WITH vendor_id are answered here; the full orders list
// (GET orders?status=…) falls through to the orders routes. The filters discount/cashback/promotion/split/searchTerm
// belong to the past-orders page and are not implemented here yet.
const query = z.object({
  vendor_id: z.coerce.number().int().positive().max(2_147_483_647),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(15),
});

export function vendorOrderRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  const authenticate = requireUser(deps);

  app.get("/orders", async (c, next) => {
    if (c.req.query("vendor_id") === undefined) return next();
    const denied = await authenticate(c, async () => {});
    if (denied) return denied;
    const q = readQuery(c, query);
    if (q instanceof Response) return q;
    const where = and(eq(orders.userId, c.get("user").id), eq(orders.vendorId, q.vendor_id));
    const [[{ total }], rows] = await Promise.all([
      db.select({ total: count() }).from(orders).where(where),
      db
        .select({ order: orders, vendor: vendors })
        .from(orders)
        .innerJoin(vendors, eq(vendors.id, orders.vendorId))
        .where(where)
        .orderBy(desc(orders.orderedDate), desc(orders.id))
        .limit(q.per_page)
        .offset((q.page - 1) * q.per_page),
    ]);
    const base = c.get("baseUrl");
    return c.json({
      orders: {
        data: rows.map(({ order: o, vendor: v }) => ({
          id: o.id,
          status: o.status,
          order_type: o.orderType,
          ordered_date: o.orderedDate,
          total_price: o.totalPrice,
          sub_total: o.subTotal,
          cashback: o.cashback,
          discount_amount: o.discountAmount,
          vendor: { id: v.id, title: v.title, hash_id: v.hashId, slug: v.slug, logo_thumbnail_path: absoluteUrl(base, v.logoPath), active: v.isActive ? 1 : 0, delivery_type: v.deliveryType },
        })),
        current_page: q.page,
        last_page: Math.max(1, Math.ceil(total / q.per_page)),
        per_page: q.per_page,
        total,
      },
    });
  });

  return app;
}
