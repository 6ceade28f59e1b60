import { and, asc, count, desc, eq, exists, inArray, isNotNull, isNull, notInArray, or, sql, type SQL } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { groupOrderParticipants, groupOrders, orderItems, orderReviews, orderSplits, orders, productColumns, productOptions, products, supportTags, vendorHours, vendors } from "../db/schema";
import type { AppDeps, AppEnv } from "../http/context";
import { inLang, t } from "../http/i18n";
import { requireUser } from "../http/middleware";
import { fail } from "../http/respond";
import { absoluteUrl } from "../http/urls";
import { validJson, validQuery } from "../http/validate";
import { DONE_STATUSES, FINAL_STATUSES, advanceOrders } from "../orders/clock";
import { ordersJson } from "../orders/serialize";
import { isOpenAt } from "../vendors/open-state";
import { containsText } from "../db/like";

const one = z.enum(["0", "1"]).optional().transform((v) => v === "1");
// spec 2 §7 GET orders?page&per_page=15&ordering_attribute&ordering_order&filters&status=current|past, and the
// same with vendor_id for the past orders at one vendor. Filters: discount, cashback, promotion, split, searchTerm.
const listQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(15),
  status: z.enum(["current", "past"]).optional(),
  vendor_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  ordering_attribute: z.enum(["ordered_date", "total_price", "id"]).default("ordered_date"),
  ordering_order: z.enum(["1", "-1"]).default("-1"),
  discount: one,
  cashback: one,
  promotion: one,
  split: one,
  searchTerm: z.string().trim().max(100).optional(),
});

// spec 2 §3 Review submission: a rating per step at 0.5 precision, quick tags, optional comments.
const rating = z.coerce.number().min(0.5).max(5).refine((v) => Number.isInteger(v * 2));
const tags = z.array(z.string().trim().min(1).max(60)).max(12).nullish().transform((v) => v ?? []);
const comment = z.string().trim().max(1000).nullish().transform((v) => v || null);
const reviewBody = z.object({
  vendor_rating: rating,
  dish_rating: rating,
  rider_rating: rating.nullish(),
  vendor_categ: tags,
  dish_categ: tags,
  rider_categ: tags,
  vendor_comment: comment,
  dish_comment: comment,
  rider_comment: comment,
  customer_name: z.string().trim().max(120).nullish(),
});
const tagClickBody = z.object({ tag_id: z.coerce.number().int().min(1).max(2_147_483_647) });

const ORDER_ID = "[0-9]{1,9}";
const ORDERING = { ordered_date: orders.orderedDate, total_price: orders.totalPrice, id: orders.id } as const;

/** spec 2 §7 orders list, order, reorder, review; support tags with click counts. */
export function orderRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const app = new Hono<AppEnv>();
  const auth = requireUser(deps);

  app.get("/orders/get-support-tags", async (c) => {
    const rows = await db.select().from(supportTags).orderBy(asc(supportTags.position), asc(supportTags.id));
    return c.json({ tags: rows.map((r) => ({ id: r.id, title_en: r.titleEn, title_sq: r.titleSq })) });
  });

  app.post("/orders/increase-clicks-tags", validJson(tagClickBody), async (c) => {
    const body = c.req.valid("json");
    const updated = await db.update(supportTags).set({ clicks: sql`${supportTags.clicks} + 1` }).where(eq(supportTags.id, body.tag_id)).returning({ clicks: supportTags.clicks });
    if (updated.length === 0) return fail(c, 404, "notFound");
    return c.json({ success: true, clicks: updated[0].clicks });
  });

  app.get("/orders", auth, validQuery(listQuery), async (c) => {
    const q = c.req.valid("query");
    const userId = c.get("user").id;
    await advanceOrders(db, clock, { userId });
    const filters: Array<SQL | undefined> = [eq(orders.userId, userId)];
    if (q.vendor_id) filters.push(eq(orders.vendorId, q.vendor_id));
    if (q.status === "current") filters.push(notInArray(orders.status, [...FINAL_STATUSES]));
    if (q.status === "past") filters.push(inArray(orders.status, [...FINAL_STATUSES]));
    if (q.discount) filters.push(or(sql`${orders.discountAmount} > 0`, sql`${orders.couponAmount} > 0`));
    if (q.cashback) filters.push(or(sql`${orders.cashback} > 0`, sql`${orders.cashbackEarned} > 0`));
    if (q.promotion) filters.push(or(isNotNull(orders.promotionId), isNotNull(orders.couponCode), isNotNull(orders.promoCode)));
    if (q.split) filters.push(exists(db.select({ one: sql`1` }).from(orderSplits).where(eq(orderSplits.orderId, orders.id))));
    if (q.searchTerm) {
      filters.push(
        or(
          exists(db.select({ one: sql`1` }).from(vendors).where(and(eq(vendors.id, orders.vendorId), containsText(vendors.title, q.searchTerm)))),
          exists(db.select({ one: sql`1` }).from(orderItems).where(and(eq(orderItems.orderId, orders.id), containsText(orderItems.title, q.searchTerm)))),
          /^\d{1,9}$/.test(q.searchTerm) ? eq(orders.id, Number(q.searchTerm)) : undefined,
        ),
      );
    }
    const where = and(...filters);
    const direction = q.ordering_order === "1" ? asc : desc;
    // The page and the number of matching orders in one statement (a window count is taken before LIMIT); only a page
    // past the last one, which has no row to carry it, counts apart. No join with vendors (every order has one, NOT
    // NULL and restrict): joined, each page hashed the whole vendors table (ADR 0024; 2,195 rows on the large seed).
    const rows = await db
      .select({ order: orders, total: sql<number>`(count(*) over ())::int` })
      .from(orders)
      .where(where)
      .orderBy(direction(ORDERING[q.ordering_attribute]), direction(orders.id))
      .limit(q.per_page)
      .offset((q.page - 1) * q.per_page);
    const total = rows.length ? rows[0].total : (await db.select({ total: count() }).from(orders).where(where))[0].total;
    return c.json({
      orders: {
        data: await ordersJson(db, rows.map((r) => r.order), c.get("baseUrl"), c.get("lang")),
        current_page: q.page,
        last_page: Math.max(1, Math.ceil(total / q.per_page)),
        per_page: q.per_page,
        total,
      },
    });
  });

  app.get(`/orders/:id{${ORDER_ID}}`, auth, async (c) => {
    const userId = c.get("user").id;
    const orderId = Number(c.req.param("id"));
    // Issue 28: a group order's participants (not removed) follow its order too; the customer is the host.
    const groupShare = exists(
      db
        .select({ one: sql`1` })
        .from(groupOrders)
        .innerJoin(groupOrderParticipants, eq(groupOrderParticipants.groupOrderId, groupOrders.id))
        .where(and(eq(groupOrders.orderId, orders.id), eq(groupOrderParticipants.userId, userId), isNull(groupOrderParticipants.removedAt))),
    );
    const [owner] = await db.select({ userId: orders.userId }).from(orders).where(and(eq(orders.id, orderId), or(eq(orders.userId, userId), groupShare))).limit(1);
    if (!owner) return fail(c, 404, "orderNotFound");
    await advanceOrders(db, clock, { userId: owner.userId, orderId });
    const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
    if (!row) return fail(c, 404, "orderNotFound");
    const [order] = await ordersJson(db, [row], c.get("baseUrl"), c.get("lang"));
    return c.json({ order });
  });

  // spec 2 §4 Reorder: the order's products as they are on the menu now, with the stored quantity, options and
  // comments; products or options that are gone are left out. The vendor comes along so the cart can switch to it.
  app.get(`/orders/:id{${ORDER_ID}}/reorder`, auth, async (c) => {
    const userId = c.get("user").id;
    const [order] = await db.select().from(orders).where(and(eq(orders.id, Number(c.req.param("id"))), eq(orders.userId, userId))).limit(1);
    if (!order) return fail(c, 404, "orderNotFound");
    const base = c.get("baseUrl");
    const [[vendor], items, hours] = await Promise.all([
      db.select().from(vendors).where(eq(vendors.id, order.vendorId)).limit(1),
      db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id)),
      db.select().from(vendorHours).where(eq(vendorHours.vendorId, order.vendorId)),
    ]);
    const ids = items.flatMap((i) => (i.productId ? [i.productId] : []));
    const [productRows, optionRows] = ids.length
      ? await Promise.all([
          db.select(productColumns).from(products).where(and(inArray(products.id, ids), eq(products.vendorId, order.vendorId), eq(products.isAvailable, true))),
          db.select().from(productOptions).where(inArray(productOptions.productId, ids)).orderBy(asc(productOptions.position)),
        ])
      : [[], []];
    const hoursJson = (kind: "opening" | "reservation") =>
      hours.filter((h) => h.kind === kind).map((h) => ({ week_day: String(h.weekDay), time_open: h.timeOpen, time_close: h.timeClose }));
    const optionJson = (o: typeof productOptions.$inferSelect) => ({ id: o.id, title: inLang(c.get("lang"), o.title, o.titleEn), type: o.type, price: o.price });
    return c.json({
      order_type: order.orderType,
      vendor: {
        id: vendor.id, hash_id: vendor.hashId, slug: vendor.slug, title: vendor.title, logo_thumbnail_path: absoluteUrl(base, vendor.logoPath),
        active: vendor.isActive ? 1 : 0, is_open: isOpenAt(hours.filter((h) => h.kind === "opening"), clock.now()) ? 1 : 0,
        order_method: vendor.orderMethod, delivery_type: vendor.deliveryType, vendor_type: vendor.vendorType, delivery_minimum_order_price: vendor.deliveryMinimumOrderPrice,
        small_order_fee: vendor.smallOrderFee, online_payment: vendor.onlinePayment ? 1 : 0, can_schedule: vendor.canSchedule ? 1 : 0,
        latitude: vendor.latitude, longitude: vendor.longitude, vendor_opening_days: hoursJson("opening"), reservation_hours: hoursJson("reservation"),
      },
      products: items.flatMap((item) => {
        const product = productRows.find((p) => p.id === item.productId);
        if (!product) return [];
        const options = optionRows.filter((o) => o.productId === product.id);
        return [
          {
            id: product.id, title: product.title, description: inLang(c.get("lang"), product.description, product.descriptionEn), price: product.price, discount: product.discount,
            discount_price: product.discountPrice, image_path: absoluteUrl(base, product.imagePath),
            image_thumbnail_path: absoluteUrl(base, product.imageThumbnailPath), category_id: product.categoryId, vendor_id: product.vendorId,
            age_18: product.age18 ? 1 : 0, product_options: options.map(optionJson),
            quantity: item.quantity, item_instructions: item.itemInstructions ?? "",
            options: item.options.flatMap((chosen) => options.filter((o) => o.id === chosen.id).map(optionJson)),
          },
        ];
      }),
    });
  });

  app.post(`/orders/:id{${ORDER_ID}}/review`, auth, validJson(reviewBody), async (c) => {
    const body = c.req.valid("json");
    const user = c.get("user");
    const [order] = await db.select().from(orders).where(and(eq(orders.id, Number(c.req.param("id"))), eq(orders.userId, user.id))).limit(1);
    if (!order) return fail(c, 404, "orderNotFound");
    // spec 2 §2: review is offered for delivered, picked_up or completed orders.
    if (!DONE_STATUSES.includes(order.status)) return c.json({ error: t(c.get("lang"), "reviewNotAllowed") }, 422);
    const inserted = await db
      .insert(orderReviews)
      .values({
        orderId: order.id,
        vendorRating: body.vendor_rating,
        dishRating: body.dish_rating,
        riderRating: order.orderType === "delivery" ? (body.rider_rating ?? null) : null,
        vendorCateg: body.vendor_categ,
        dishCateg: body.dish_categ,
        riderCateg: body.rider_categ,
        vendorComment: body.vendor_comment,
        dishComment: body.dish_comment,
        riderComment: body.rider_comment,
        customerName: body.customer_name || user.username || user.fullName,
        createdAt: clock.now(),
      })
      .onConflictDoNothing({ target: orderReviews.orderId })
      .returning({ id: orderReviews.id });
    if (inserted.length === 0) return c.json({ error: t(c.get("lang"), "alreadyReviewed") }, 409);
    // The vendor's rating_interval (0–10) moves towards the new restaurant rating (0–5, doubled).
    await db
      .update(vendors)
      .set({
        ratingInterval: sql`round(((${vendors.ratingInterval} * ${vendors.totalRatings} + ${body.vendor_rating * 2}) / (${vendors.totalRatings} + 1))::numeric, 1)::double precision`,
        totalRatings: sql`${vendors.totalRatings} + 1`,
      })
      .where(eq(vendors.id, order.vendorId));
    return c.json({ success: true }, 201);
  });

  return app;
}
