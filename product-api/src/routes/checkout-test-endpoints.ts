import { and, eq, inArray } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { products, users, vendorHours } from "../db/schema";
import type { AppDeps, AppEnv } from "../http/context";
import { fail } from "../http/respond";
import { validJson } from "../http/validate";
import { declineOrder, secondsPerStep } from "../orders/clock";
import { armCheckoutFailure } from "../orders/test-hooks";

// Test-only (PRODUCT_API_TEST_ENDPOINTS=1): the next POST checkout of one user fails with the given status and
// message, so e2e tests reach the storefront's retry dialog; a vendor can be opened around the clock, so a
// reservation test does not depend on the hour it runs at (or closed, for a vendor that closes mid-checkout); GET tells how far one order-clock step is.
const failBody = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email()),
  status: z.union([z.literal(409), z.literal(422), z.literal(500), z.literal(503)]).default(422),
  message: z.string().trim().min(1).max(300).nullish(),
});

export function checkoutTestRoutes({ db, clock }: AppDeps) {
  const app = new Hono<AppEnv>();

  // Issue 29: the vendor declines an order (what the real vendor app does), so a test sees its push.
  app.post("/__test/orders/decline", validJson(z.object({ order_id: z.number().int().positive() })), async (c) => {
    if (!(await declineOrder(db, clock, c.req.valid("json").order_id))) return fail(c, 404, "notFound");
    return c.json({ status: "declined" });
  });

  app.post("/__test/checkout/fail-next", validJson(failBody), async (c) => {
    const body = c.req.valid("json");
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, body.email)).limit(1);
    if (!user) return fail(c, 404, "notFound");
    armCheckoutFailure(db, user.id, { status: body.status, message: body.message ?? null });
    return c.json({ armed: true });
  });

  app.post("/__test/vendors/open-all-day", validJson(z.object({ vendor_id: z.number().int().positive() })), async (c) => {
    const body = c.req.valid("json");
    await db.transaction(async (tx) => {
      await tx.delete(vendorHours).where(and(eq(vendorHours.vendorId, body.vendor_id), eq(vendorHours.kind, "opening")));
      await tx.insert(vendorHours).values([0, 1, 2, 3, 4, 5, 6].map((weekDay) => ({ vendorId: body.vendor_id, kind: "opening" as const, weekDay, timeOpen: "00:00", timeClose: "23:59" })));
    });
    return c.json({ open: true });
  });

  // The vendor closes for the whole week (no opening hours): what a customer meets when it closes mid-checkout.
  app.post("/__test/vendors/close", validJson(z.object({ vendor_id: z.number().int().positive() })), async (c) => {
    const body = c.req.valid("json");
    await db.delete(vendorHours).where(and(eq(vendorHours.vendorId, body.vendor_id), eq(vendorHours.kind, "opening")));
    return c.json({ open: false });
  });

  // A vendor's products go off (or back on) the menu; answers the ids it changed, so a test restores exactly those.
  app.post("/__test/products/availability", validJson(z.object({ vendor_id: z.number().int().positive().optional(), product_ids: z.array(z.number().int().positive()).max(500).optional(), available: z.boolean() })), async (c) => {
    const body = c.req.valid("json");
    const which = body.product_ids ? inArray(products.id, body.product_ids) : body.vendor_id ? eq(products.vendorId, body.vendor_id) : undefined;
    if (!which) return fail(c, 422, "validationFailed");
    const changed = await db
      .update(products)
      .set({ isAvailable: body.available })
      .where(and(which, eq(products.isAvailable, !body.available)))
      .returning({ id: products.id });
    return c.json({ product_ids: changed.map((p) => p.id) });
  });

  app.get("/__test/order-clock", (c) => c.json({ seconds_per_step: secondsPerStep() }));

  return app;
}
