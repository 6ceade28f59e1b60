import "server-only";
import { apiFetch, type ApiContext } from "./client";
import {
  couponEnvelopeSchema, deliveryFeeSchema, discountEnvelopeSchema, friendListSchema, invitationCheckSchema, placedOrderSchema,
  referralSettingsSchema, serverTimeSchema,
} from "./schemas/checkout";

/** spec 2 §7 GET checkout/delivery-fee?vendor_id&lat&lng. */
export function getDeliveryFee(ctx: ApiContext, q: { vendor_id: number; lat: number; lng: number }) {
  return apiFetch("checkout/delivery-fee", { ctx, schema: deliveryFeeSchema, query: q });
}

/** spec 2 §7 GET discounts?vendor_id&subtotal&order_by. */
export function getDiscount(ctx: ApiContext, q: { vendor_id: number; subtotal: number; order_by?: string }) {
  return apiFetch("discounts", { ctx, schema: discountEnvelopeSchema, query: q });
}

/** spec 2 §7 GET /coupons?subtotal&vendor_id&code. */
export function getCoupon(ctx: ApiContext, q: { vendor_id: number; subtotal: number; code: string }) {
  return apiFetch("coupons", { ctx, schema: couponEnvelopeSchema, query: q });
}

/** spec 2 §7 POST /invite-earn/validate-earninvitation-code. */
export function validateInvitationCode(ctx: ApiContext, promoCode: string) {
  return apiFetch("invite-earn/validate-earninvitation-code", { method: "POST", ctx, schema: invitationCheckSchema, body: { promo_code: promoCode } });
}

/** spec 2 §7 POST checkout, idempotent on the key (one order per click, whatever the retries). */
export function placeOrder(ctx: ApiContext, payload: unknown, idempotencyKey: string) {
  return apiFetch("checkout", { method: "POST", ctx, schema: placedOrderSchema, body: payload, headers: { "Idempotency-Key": idempotencyKey } });
}

/** spec 2 §7 / spec 3 §7 POST users/friends: the accepted friends for the friend chooser. */
export function getFriends(ctx: ApiContext, name?: string) {
  return apiFetch("users/friends", { method: "POST", ctx, schema: friendListSchema, body: { status: "accepted", name: name ?? "" } });
}

/** spec 3 §7 GET invite-earn/get-referrals-setting: whether the invitation-code module shows (spec 2 §5). */
export function getReferralSettings(ctx: ApiContext) {
  return apiFetch("invite-earn/get-referrals-setting", { ctx, schema: referralSettingsSchema });
}

/** spec 3 §7 GET server-time: data.time, the product API's clock in ms (order times are judged by it). */
export function getServerTime(ctx: ApiContext) {
  return apiFetch("server-time", { ctx, schema: serverTimeSchema });
}
