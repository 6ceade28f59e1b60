import { NextResponse } from "next/server";
import { z } from "zod";
import { placeOrder } from "@/lib/api/checkout";
import { bffRoute } from "@/lib/bff/handler";

const id = z.number().int().positive().max(2_147_483_647);
const flag = z.union([z.literal(0), z.literal(1)]);
const line = (max: number) => z.string().max(max);

// spec 2 §7 "Order creation payload" (lib/checkout/order-payload.ts builds it), plus the legal-age confirmation, the
// one friend, the phone, the total the customer confirmed and the idempotency key. No prices: the API computes them.
const input = z.object({
  idempotency_key: z.string().regex(/^[A-Za-z0-9-]{16,64}$/),
  order: z.object({
    vendor_id: id,
    products: z.array(z.object({ id, qty: z.number().int().min(1).max(99), options: z.array(id).max(2), item_instructions: line(500) })).min(1).max(100),
    order_note: line(1000),
    has_cutlery: flag,
    cutlery: z.number().int().min(0).max(50),
    source: z.literal("Web"),
    coupon_code: line(40),
    repeated: flag,
    handover_method: z.enum(["Delivery", "Pickup", "Reserve"]),
    delivery_instruction: line(500),
    cashback: z.number().int().min(0).max(1_000_000),
    payment_method: z.enum(["cash", "stripe", "paypal"]),
    contactless_delivery: flag,
    is_schedule: flag,
    schedule_time: z.string().max(20).nullable(),
    promo_code: line(40),
    reserve_for: id.nullable(),
    num_guests: z.number().int().min(1).max(100),
    pickup_date: z.string().max(10).nullable(),
    pickup_time: z.string().max(8).nullable(),
    address_id: id.nullable(),
    tip_rider: z.number().int().min(0).max(100_000),
    payment_method_id: z.string().max(100).nullable(),
    paypal_nonce: z.string().max(500).nullable(),
    splits: z.array(z.object({ person_id: id, amount: z.number().int().min(1), person_name: line(120) })).max(20),
    confirm_legal_age: flag,
    order_for: id.nullable(),
    phone: line(30),
    order_total: z.number().int(),
  }),
});

// POST checkout (spec 2 §7): one order per click. The key travels upstream as Idempotency-Key, so a retried or
// doubled submission answers the first order instead of creating a second.
export const POST = bffRoute(
  { access: "verified", input, rateLimit: [{ name: "checkout-ip", points: 30, duration: 10 * 60, key: (_i, ip) => ip }] },
  async ({ input, api, session, t, fail }) => {
    if (!session.token) return NextResponse.json({ error: t("unauthenticated") }, { status: 401 });
    const result = await placeOrder(api, input.order, input.idempotency_key);
    if (!result.ok) return fail(result.error);
    return NextResponse.json({ order_id: result.data.order_id });
  },
);
