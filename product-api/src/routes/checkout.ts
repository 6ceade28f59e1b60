import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { vendors, zones } from "../db/schema";
import type { AppDeps, AppEnv } from "../http/context";
import { t } from "../http/i18n";
import { requireUser } from "../http/middleware";
import { fail } from "../http/respond";
import { validJson, validQuery } from "../http/validate";
import { advanceOrders } from "../orders/clock";
import { CheckoutError, checkoutBody, placeOrder } from "../orders/place";
import { normalizeHandover, zoneDeliveryFee } from "../orders/pricing";
import { bestDiscount, checkCoupon, checkInvitation } from "../orders/promotions";
import { takeCheckoutFailure } from "../orders/test-hooks";
import { haversineMetres, zoneContaining } from "../vendors/geo";

const id = z.coerce.number().int().positive().max(2_147_483_647);
const lat = z.coerce.number().min(-90).max(90);
const lng = z.coerce.number().min(-180).max(180);
const subtotal = z.coerce.number().int().min(0).max(100_000_000);

const feeQuery = z.object({ vendor_id: id, lat, lng });
const discountQuery = z.object({ vendor_id: id, subtotal, order_by: z.string().max(40).optional() });
const couponQuery = z.object({ vendor_id: id, subtotal, code: z.string().trim().min(1).max(40) });
const invitationBody = z.object({ promo_code: z.string().trim().min(1).max(40) });
const idempotencyHeader = z.string().trim().min(8).max(100);

/** spec 2 §7 POST checkout, GET checkout/delivery-fee, GET discounts, GET /coupons, invitation-code check. */
export function checkoutRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const app = new Hono<AppEnv>();
  const auth = requireUser(deps);

  app.post("/checkout", auth, validJson(checkoutBody), async (c) => {
    const body = c.req.valid("json");
    const user = c.get("user");
    const lang = c.get("lang");
    const header = c.req.header("idempotency-key");
    const key = header !== undefined ? idempotencyHeader.safeParse(header) : null;
    if (key && !key.success) return c.json({ message: t(lang, "validationFailed"), errors: { "Idempotency-Key": [t(lang, "invalidFormat")] } }, 422);
    if (deps.config.testEndpoints) {
      const armed = takeCheckoutFailure(db, user.id);
      if (armed) return c.json({ error: armed.message ?? t(lang, "generic") }, armed.status);
    }
    try {
      // Orders that finished since the last read pay their cashback first, so the balance checked is current.
      await advanceOrders(db, clock, { userId: user.id });
      const placed = await placeOrder(db, clock, user, body, key?.data ?? body.idempotency_key ?? null);
      return c.json({ success: true, order_id: placed.orderId, replayed: placed.replayed }, placed.replayed ? 200 : 201);
    } catch (error) {
      if (error instanceof CheckoutError) return c.json({ error: t(lang, error.key, error.vars) }, error.status);
      throw error;
    }
  });

  // spec 2 §7: deliveryTime, minimumOrder, outOfDeliveryArea, small_order_fee, deliveryFee for a point.
  app.get("/checkout/delivery-fee", validQuery(feeQuery), async (c) => {
    const q = c.req.valid("query");
    const [vendor] = await db.select().from(vendors).where(eq(vendors.id, q.vendor_id)).limit(1);
    if (!vendor || !vendor.isActive) return fail(c, 404, "vendorUnavailable");
    const zoneRows = await db.select().from(zones).where(eq(zones.vendorId, vendor.id));
    const zone = zoneContaining(q, vendor, zoneRows.map((z) => ({ ...z, polygon: z.polygon ?? null })));
    const metres = haversineMetres(q.lat, q.lng, vendor.latitude, vendor.longitude);
    return c.json({
      deliveryTime: vendor.maxDeliveryTime,
      min_delivery_time: vendor.minDeliveryTime,
      minimumOrder: vendor.deliveryMinimumOrderPrice,
      outOfDeliveryArea: zone ? 0 : 1,
      small_order_fee: vendor.smallOrderFee,
      deliveryFee: zone ? zoneDeliveryFee(vendor, zone.deliveryFee, metres) : 0,
      distance: Math.round(metres),
    });
  });

  // spec 2 §7 GET discounts?vendor_id&subtotal&order_by: the automatic discount, or null.
  app.get("/discounts", validQuery(discountQuery), async (c) => {
    const q = c.req.valid("query");
    const delivery = !q.order_by || normalizeHandover(q.order_by) === "Delivery";
    const d = await bestDiscount(db, q.vendor_id, q.subtotal, clock.now(), delivery);
    return c.json({
      discount: d ? { id: d.id, type: d.discountType, value: d.value, min_subtotal: d.minSubtotal, sibling_promotion: d.siblingPromotion, vendor_id: d.vendorId } : null,
    });
  });

  // spec 2 §7 GET /coupons?subtotal&vendor_id&code: the coupon, or the reason it cannot be used.
  app.get("/coupons", auth, validQuery(couponQuery), async (c) => {
    const q = c.req.valid("query");
    const coupon = await checkCoupon(db, q.code, q.vendor_id, q.subtotal, clock.now());
    if (!coupon.ok) return c.json({ error: t(c.get("lang"), coupon.key, coupon.vars) }, 422);
    const v = coupon.value;
    return c.json({ coupon: { id: v.id, code: v.code, type: v.discountType, value: v.value, min_subtotal: v.minSubtotal, amount: v.amount } });
  });

  // spec 2 §7 POST /invite-earn/validate-earninvitation-code: is_valid for a code this user received.
  app.post("/invite-earn/validate-earninvitation-code", auth, validJson(invitationBody), async (c) => {
    const body = c.req.valid("json");
    const checked = await checkInvitation(db, body.promo_code, c.get("user").id, clock.now());
    return c.json(checked.ok ? { is_valid: 1, promo_code: checked.value.inviteCode } : { is_valid: 0, error: t(c.get("lang"), checked.key) });
  });

  return app;
}
