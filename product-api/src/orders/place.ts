import { createHash } from "node:crypto";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import type { Clock } from "../clock";
import type { Db } from "../db/client";
import {
  addresses, coupons, earnInvitations, friendships, orderItems, orderSplits, orderStatusEvents, orders, paymentMethods,
  productColumns, productOptions, products, promotionUsages, users, vendorHours, vendors, walletTransactions, zones,
} from "../db/schema";
import type { UserRow } from "../http/context";
import type { MessageKey } from "../http/i18n";
import { ALBANIAN_MOBILE } from "../routes/fields";
import { haversineMetres, zoneContaining } from "../vendors/geo";
import { isOpenAt } from "../vendors/open-state";
import { bestDiscount, checkCoupon, checkInvitation } from "./promotions";
import { ORDER_TYPE, discountAmount, normalizeHandover, orderTotals, unitPrice, zoneDeliveryFee, type PricedOption } from "./pricing";
import { slotProblem, splitDateTime, wallInstant, type HoursRow } from "./slots";

const flag = z
  .union([z.boolean(), z.number(), z.string()])
  .nullish()
  .transform((v) => v === true || v === 1 || v === "1" || v === "true");
const id = z.coerce.number().int().positive().max(2_147_483_647);
const text = (max: number) => z.string().max(max).nullish().transform((v) => v?.trim() ?? "");

// spec 2 §7 "Order creation payload", plus what the storefront's checkout also knows: the legal-age confirmation,
// the one friend the order is for, the phone, the total the customer saw and an idempotency key. Prices that a
// client might add to products are not read at all.
export const checkoutBody = z.object({
  vendor_id: id,
  products: z
    .array(
      z.object({
        id,
        qty: z.coerce.number().int().min(1).max(99),
        options: z.array(id).max(2).nullish().transform((v) => v ?? []),
        item_instructions: text(500),
      }),
    )
    .min(1)
    .max(100),
  order_note: text(1000),
  has_cutlery: flag,
  cutlery: z.coerce.number().int().min(0).max(50).nullish().transform((v) => v ?? 1),
  source: text(20),
  coupon_code: text(40),
  repeated: flag,
  handover_method: z.string().max(40),
  delivery_instruction: text(500),
  cashback: z.coerce.number().int().min(0).max(1_000_000).nullish().transform((v) => v ?? 0),
  payment_method: z.enum(["cash", "stripe", "paypal"]),
  contactless_delivery: flag,
  is_schedule: flag,
  schedule_time: z.string().max(40).nullish(),
  promo_code: text(40),
  reserve_for: id.nullish(),
  num_guests: z.coerce.number().int().min(0).max(100).nullish(),
  pickup_date: z.string().max(20).nullish(),
  pickup_time: z.string().max(20).nullish(),
  address_id: id.nullish(),
  tip_rider: z.coerce.number().int().min(0).max(100_000).nullish().transform((v) => v ?? 0),
  payment_method_id: z.string().max(100).nullish(),
  paypal_nonce: z.string().max(500).nullish(),
  splits: z
    .array(z.object({ person_id: id, amount: z.coerce.number().int().min(1).max(10_000_000), person_name: z.string().max(120).nullish() }))
    .max(20)
    .nullish()
    .transform((v) => v ?? []),
  confirm_legal_age: flag,
  order_for: id.nullish(),
  phone: z.string().max(30).nullish(),
  order_total: z.coerce.number().int().nullish(),
  idempotency_key: z.string().trim().min(8).max(100).nullish(),
});
export type CheckoutBody = z.output<typeof checkoutBody>;

export class CheckoutError extends Error {
  constructor(
    readonly key: MessageKey,
    readonly status: 404 | 409 | 422 = 422,
    readonly vars: Record<string, string | number> = {},
  ) {
    super(key);
  }
}

export type PlaceResult = { orderId: number; replayed: boolean };

function refuse(key: MessageKey, status: 404 | 409 | 422 = 422, vars: Record<string, string | number> = {}): never {
  throw new CheckoutError(key, status, vars);
}

/** Same body, same hash: what an idempotent retry must repeat exactly. */
export function requestHash(body: CheckoutBody): string {
  const { idempotency_key: _ignored, ...rest } = body;
  return createHash("sha256").update(JSON.stringify(rest)).digest("hex");
}

async function replay(db: Db, userId: number, key: string, hash: string): Promise<PlaceResult | null> {
  const [previous] = await db
    .select({ id: orders.id, requestHash: orders.requestHash })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)))
    .limit(1);
  if (!previous) return null;
  if (previous.requestHash !== hash) refuse("idempotencyReused", 409);
  return { orderId: previous.id, replayed: true };
}

const offers = (orderMethod: string, handover: "Delivery" | "Pickup" | "Reserve") =>
  orderMethod.toLowerCase().split("-").map((m) => m.trim()).includes(ORDER_TYPE[handover]);

function checkSlot(hours: readonly HoursRow[], date: string, time: string, now: Date): Date {
  const problem = slotProblem(hours, date, time, now);
  if (problem) refuse("slotInvalid");
  return wallInstant(date, Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)))!;
}

/**
 * POST checkout: every rule checked here, every amount computed here (spec 2 §5, §9; issue 5 "Local product API").
 * Returns the new order id, or the earlier one for a repeated idempotency key. Throws CheckoutError.
 */
export async function placeOrder(db: Db, clock: Clock, user: UserRow, body: CheckoutBody, idempotencyKey: string | null): Promise<PlaceResult> {
  const hash = requestHash(body);
  if (idempotencyKey) {
    const earlier = await replay(db, user.id, idempotencyKey, hash);
    if (earlier) return earlier;
  }
  const quote = await quoteOrder(db, clock, user, body);
  return db
    .transaction(async (tx) => ({ orderId: await writeOrder(tx, user, body, quote, idempotencyKey, hash), replayed: false }))
    .catch(async (error: unknown): Promise<PlaceResult> => {
      // Two requests with one key at the same moment: the unique index lets one through; the other answers it.
      if (idempotencyKey && isUniqueViolation(error)) {
        const earlier = await replay(db, user.id, idempotencyKey, hash);
        if (earlier) return earlier;
      }
      throw error;
    });
}

/** Everything POST checkout decides before writing: the rules checked, the amounts computed (no writes). */
export type OrderQuote = Awaited<ReturnType<typeof quoteOrder>>;

/**
 * Every rule of spec 2 §5 and every amount of §9 for `body` ordered by `user`, read from the database; throws
 * CheckoutError. Group orders (issue 28) quote their whole basket through it too.
 */
export async function quoteOrder(db: Db, clock: Clock, user: UserRow, body: CheckoutBody) {
  const now = clock.now();
  const [vendor] = await db.select().from(vendors).where(eq(vendors.id, body.vendor_id)).limit(1);
  if (!vendor || !vendor.isActive) refuse("vendorUnavailable", 404);
  const hours = await db.select().from(vendorHours).where(eq(vendorHours.vendorId, vendor.id));
  const opening = hours.filter((h) => h.kind === "opening");
  const reservation = hours.filter((h) => h.kind === "reservation");
  if (!isOpenAt(opening, now)) refuse("vendorClosed");
  const handover = normalizeHandover(body.handover_method);
  if (!offers(vendor.orderMethod, handover)) refuse("methodNotOffered");

  // Items: on this vendor's menu, available, options of the product (at most one addition and one option).
  const wanted = [...new Set(body.products.map((p) => p.id))];
  const productRows = await db.select(productColumns).from(products).where(inArray(products.id, wanted));
  const optionRows = productRows.length
    ? await db.select().from(productOptions).where(inArray(productOptions.productId, productRows.map((p) => p.id)))
    : [];
  const lines = body.products.map((line) => {
    const product = productRows.find((p) => p.id === line.id);
    if (!product || product.vendorId !== vendor.id) return refuse("productNotOnMenu");
    const options: PricedOption[] = line.options.map((optionId) => {
      const option = optionRows.find((o) => o.id === optionId && o.productId === product.id);
      if (!option) return refuse("invalidOption", 422, { title: product.title });
      return { id: option.id, title: option.title, titleEn: option.titleEn, type: option.type, price: option.price };
    });
    const types = options.map((o) => o.type);
    if (new Set(types).size !== types.length) refuse("invalidOption", 422, { title: product.title });
    return { line, product, options, unit: unitPrice(product, options) };
  });
  const unavailable = lines.filter((l) => !l.product.isAvailable);
  if (unavailable.length === lines.length) refuse("noneAvailable");
  if (unavailable.length > 0) refuse("productUnavailable", 422, { title: unavailable[0].product.title });
  const subtotal = lines.reduce((sum, l) => sum + l.unit * l.line.qty, 0);

  // spec 2 §5: only one of invitation code, cashback and coupon per order.
  const chosen = [body.coupon_code !== "", body.cashback > 0, body.promo_code !== ""].filter(Boolean).length;
  if (chosen > 1) refuse("onePromotion");
  if (lines.some((l) => l.product.age18) && !body.confirm_legal_age) refuse("legalAge");

  // Where and when.
  let address: typeof addresses.$inferSelect | null = null;
  let deliveryFee = 0;
  let scheduleTime: Date | null = null;
  let pickupDatetime: Date | null = null;
  if (handover === "Delivery") {
    if (!body.address_id) return refuse("selectAddress");
    [address] = await db.select().from(addresses).where(and(eq(addresses.id, body.address_id), eq(addresses.userId, user.id))).limit(1);
    if (!address) return refuse("addressNotFound", 404);
    const zoneRows = await db.select().from(zones).where(eq(zones.vendorId, vendor.id));
    const zone = zoneContaining(address, vendor, zoneRows.map((z) => ({ ...z, polygon: z.polygon ?? null })));
    if (!zone) refuse("outOfZone");
    deliveryFee = zoneDeliveryFee(vendor, zone!.deliveryFee, haversineMetres(address.lat, address.lng, vendor.latitude, vendor.longitude));
    if (body.is_schedule) {
      if (!vendor.canSchedule) refuse("cannotSchedule");
      const parts = splitDateTime(body.schedule_time ?? "");
      if (!parts) return refuse("slotInvalid");
      scheduleTime = checkSlot(opening, parts[0], parts[1], now);
    }
  } else if (body.pickup_date || body.pickup_time || handover === "Reserve") {
    if (!body.pickup_date || !body.pickup_time) return refuse("reservationTimeRequired");
    pickupDatetime = checkSlot(handover === "Reserve" ? reservation : opening, body.pickup_date, body.pickup_time, now);
  }

  // The promotion, computed here: a coupon, else the vendor's automatic discount when no cashback or invitation
  // code is used (one promotion per order).
  let discount = 0;
  let couponAmount = 0;
  let freeDelivery = false;
  let couponId: number | null = null;
  let promotionId: number | null = null;
  let invitationId: number | null = null;
  if (body.coupon_code) {
    const coupon = await checkCoupon(db, body.coupon_code, vendor.id, subtotal, now);
    if (!coupon.ok) return refuse(coupon.key, 422, coupon.vars);
    couponAmount = coupon.value.amount;
    couponId = coupon.value.id;
  } else if (body.promo_code) {
    const invitation = await checkInvitation(db, body.promo_code, user.id, now);
    if (!invitation.ok) return refuse(invitation.key);
    invitationId = invitation.value.id;
  } else if (body.cashback === 0) {
    const auto = await bestDiscount(db, vendor.id, subtotal, now, handover === "Delivery");
    if (auto) {
      discount = discountAmount(auto.discountType, auto.value, subtotal);
      freeDelivery = auto.discountType === "free_delivery";
      promotionId = auto.siblingPromotion;
    }
  }
  const [{ balance }] = await db.select({ balance: users.cashbackAmount }).from(users).where(eq(users.id, user.id));
  if (body.cashback > balance) refuse("cashbackOverBalance", 422, { n: balance });

  // Payment.
  let paymentMethodsId = 1;
  let cardId: string | null = null;
  if (body.payment_method === "paypal") refuse("paymentNotSupported");
  if (body.payment_method === "stripe") {
    if (!vendor.onlinePayment) refuse("noOnlinePayment");
    if (!body.payment_method_id) return refuse("selectCard");
    const [card] = await db
      .select({ id: paymentMethods.id })
      .from(paymentMethods)
      .where(and(eq(paymentMethods.id, body.payment_method_id), eq(paymentMethods.userId, user.id), isNull(paymentMethods.deletedAt)))
      .limit(1);
    if (!card) return refuse("cardNotFound");
    paymentMethodsId = 2;
    cardId = card.id;
  }

  const totals = orderTotals({
    handover,
    subtotal,
    discount: discount + couponAmount,
    freeDelivery,
    cashback: body.cashback,
    deliveryFee,
    minimumOrder: vendor.deliveryMinimumOrderPrice,
    smallOrderFee: vendor.smallOrderFee,
    tip: body.tip_rider,
    // spec 2 §5: a tip only for non-cash delivery by the provider's riders.
    tipApplies: handover === "Delivery" && body.payment_method !== "cash" && vendor.deliveryType === "shijo",
  });
  if (totals.totalPrice <= 0) refuse("orderUnder0");
  // The customer confirmed a total; a different one here means the client's prices were not ours.
  if (body.order_total !== null && body.order_total !== undefined && body.order_total !== totals.totalPrice) {
    refuse("pricesChanged", 409, { n: totals.totalPrice });
  }

  // People: the one friend the order is for, split partners (friends or the customer), the phone.
  const people = [...new Set([...(body.order_for ? [body.order_for] : []), ...body.splits.map((s) => s.person_id)])].filter((p) => p !== user.id);
  if (people.length) {
    const friends = await db
      .select({ userId: friendships.userId, friendId: friendships.friendId })
      .from(friendships)
      .where(and(eq(friendships.status, "accepted"), sql`(${friendships.userId} = ${user.id} OR ${friendships.friendId} = ${user.id})`));
    const ids = new Set(friends.map((f) => (f.userId === user.id ? f.friendId : f.userId)));
    if (people.some((p) => !ids.has(p))) refuse("notAFriend");
  }
  if (body.splits.reduce((sum, s) => sum + s.amount, 0) > totals.totalPrice) refuse("splitsTooHigh");
  const phone = (body.phone ?? "").replace(/\s+/g, "").replace(/^\+355/, "0") || null;
  if (phone && !ALBANIAN_MOBILE.test(phone)) refuse("invalidPhone");

  return { now, vendor, handover, lines, address, scheduleTime, pickupDatetime, discount, couponAmount, couponId, promotionId, invitationId, balance, paymentMethodsId, cardId, totals, phone };
}

/** The order's rows, in the caller's transaction: what POST checkout (and a group order's placing) writes. Returns the order id. */
export async function writeOrder(tx: Db, user: UserRow, body: CheckoutBody, quote: OrderQuote, idempotencyKey: string | null, hash: string): Promise<number> {
  const { now, vendor, handover, lines, address, scheduleTime, pickupDatetime, discount, couponAmount, couponId, promotionId, invitationId, balance, paymentMethodsId, cardId, totals, phone } = quote;
  if (body.cashback > 0) {
    const spent = await tx
      .update(users)
      .set({ cashbackAmount: sql`${users.cashbackAmount} - ${body.cashback}` })
      .where(and(eq(users.id, user.id), sql`${users.cashbackAmount} >= ${body.cashback}`))
      .returning({ id: users.id });
    if (spent.length === 0) refuse("cashbackOverBalance", 422, { n: balance });
  }
  if (couponId !== null) {
    const used = await tx
      .update(coupons)
      .set({ usedCount: sql`${coupons.usedCount} + 1` })
      .where(and(eq(coupons.id, couponId), sql`(${coupons.maxUses} IS NULL OR ${coupons.usedCount} < ${coupons.maxUses})`))
      .returning({ id: coupons.id });
    if (used.length === 0) refuse("couponUsedUp");
  }
  const [order] = await tx
    .insert(orders)
    .values({
      userId: user.id,
      vendorId: vendor.id,
      status: "new",
      orderType: ORDER_TYPE[handover],
      orderedDate: now,
      statusChangedAt: now,
      subTotal: totals.subTotal,
      totalPrice: totals.totalPrice,
      cashback: totals.cashback,
      couponAmount,
      discountAmount: discount,
      smallOrderFee: totals.smallOrderFee,
      deliveryMinimumOrderPrice: vendor.deliveryMinimumOrderPrice,
      deliveryFee: totals.deliveryFee,
      tipRider: totals.tipRider,
      orderNote: body.order_note || null,
      deliveryInstruction: handover === "Delivery" ? body.delivery_instruction || null : null,
      orderForFriend: body.order_for ?? null,
      reserveFor: handover === "Reserve" ? user.id : null,
      isSchedule: scheduleTime !== null,
      scheduleTime,
      pickupDatetime,
      numGuests: handover === "Reserve" ? Math.max(1, body.num_guests ?? 1) : null,
      addressId: address?.id ?? null,
      address: address
        ? { id: address.id, lat: address.lat, lng: address.lng, street: address.street, city: address.city, notes: address.notes, formatted_address: address.formattedAddress }
        : null,
      paymentMethodsId,
      paymentMethodRef: cardId,
      couponCode: couponId !== null ? body.coupon_code.toUpperCase() : null,
      promoCode: invitationId !== null ? body.promo_code.toUpperCase() : null,
      promotionId,
      hasCutlery: body.cutlery > 0,
      cutlery: body.cutlery,
      contactlessDelivery: handover === "Delivery" && body.contactless_delivery,
      source: body.source || "Web",
      repeated: body.repeated,
      createdAt: now,
      idempotencyKey,
      requestHash: hash,
      phone,
      autoAdvance: true,
    })
    .returning({ id: orders.id });
  await tx.insert(orderItems).values(
    lines.map((l) => ({
      orderId: order.id, productId: l.product.id, title: l.product.title, quantity: l.line.qty,
      unitPrice: Math.max(0, l.product.price - l.product.discountPrice), options: l.options, itemInstructions: l.line.item_instructions || null,
    })),
  );
  await tx.insert(orderStatusEvents).values({ orderId: order.id, status: "new", createdAt: now });
  if (body.splits.length) {
    const names = await tx.select({ id: users.id, fullName: users.fullName }).from(users).where(inArray(users.id, body.splits.map((s) => s.person_id)));
    await tx.insert(orderSplits).values(
      body.splits.map((s) => ({ orderId: order.id, personId: s.person_id, personName: names.find((n) => n.id === s.person_id)?.fullName ?? s.person_name ?? "", amount: s.amount })),
    );
  }
  if (body.cashback > 0) {
    await tx.insert(walletTransactions).values({ userId: user.id, type: "cashback", category: "cashback_use_order", amount: -body.cashback, orderId: order.id, createdAt: now });
  }
  if (invitationId !== null) {
    const taken = await tx
      .update(earnInvitations)
      .set({ isUsed: 1, usedAt: now, orderId: order.id })
      .where(and(eq(earnInvitations.id, invitationId), sql`${earnInvitations.isUsed} <> 1`))
      .returning({ id: earnInvitations.id });
    if (taken.length === 0) refuse("invalidPromotionCode");
  }
  if (promotionId !== null) await tx.insert(promotionUsages).values({ promotionId, userId: user.id, orderId: order.id, usedAt: now });
  return order.id;
}

export function isUniqueViolation(error: unknown): boolean {
  const code = (e: unknown) => (e && typeof e === "object" && "code" in e ? (e as { code: unknown }).code : undefined);
  return code(error) === "23505" || code((error as { cause?: unknown } | null)?.cause) === "23505";
}
