import { normalizeHandover } from "@/lib/cart/handover";
import { tipApplies } from "@/lib/cart/totals";
import type { CartState } from "@/lib/cart/types";
import { clampCount, guestsToSend } from "./delivery-step";
import { splitsToSend, type SplitPayload } from "./payment-step";

export interface OrderPayloadContext {
  currentUserId: number;
  repeated?: boolean; // a reorder
  paypalNonce?: string | null;
  source?: string; // spec 2 §7: the platform
}

export interface OrderPayload {
  vendor_id: number;
  products: Array<{ id: number; qty: number; options: number[]; item_instructions: string }>;
  order_note: string;
  has_cutlery: 0 | 1;
  cutlery: number;
  source: string;
  coupon_code: string;
  repeated: 0 | 1;
  handover_method: "Delivery" | "Pickup" | "Reserve";
  delivery_instruction: string;
  cashback: number;
  payment_method: string;
  contactless_delivery: 0 | 1;
  is_schedule: 0 | 1;
  schedule_time: string | null;
  promo_code: string;
  reserve_for: number | null;
  num_guests: number;
  pickup_date: string | null;
  pickup_time: string | null;
  address_id: number | null;
  tip_rider: number;
  payment_method_id: string | null;
  paypal_nonce: string | null;
  splits: SplitPayload[];
}

/**
 * Spec 2 §7 "Order creation payload" from the cart. Guests 0
 * are sent as 1; a reservation is reserved for the current user; schedule_time is YYYY-MM-DD HH:mm:ss only when
 * scheduled; the tip only where it applies; splits only when every split has a price.
 */
export function buildOrderPayload(cart: CartState, ctx: OrderPayloadContext): OrderPayload {
  const d = cart.delivery_info;
  const p = cart.payment_info;
  const handover = normalizeHandover(d.handover_method); // a stored "Pickup at store" is sent as Pickup
  const onSite = handover !== "Delivery";
  const cutlery = clampCount(cart.cutlery);
  return {
    vendor_id: cart.vendorData?.id ?? 0,
    products: cart.items.map((i) => ({ id: i.id, qty: i.quantity, options: i.options.map((o) => o.id), item_instructions: i.comments })),
    order_note: cart.comments,
    has_cutlery: cutlery > 0 ? 1 : 0,
    cutlery,
    source: ctx.source ?? "Web",
    coupon_code: cart.coupon?.code ?? "",
    repeated: ctx.repeated ? 1 : 0,
    handover_method: handover,
    delivery_instruction: handover === "Delivery" ? d.comments : "",
    cashback: cart.cartPrice.cashback,
    payment_method: p.method,
    contactless_delivery: handover === "Delivery" && d.contactless_delivery ? 1 : 0,
    is_schedule: d.is_schedule,
    schedule_time: d.is_schedule === 1 && d.schedule_time ? d.schedule_time : null,
    promo_code: cart.cartPrice.promo_code,
    reserve_for: handover === "Reserve" ? ctx.currentUserId : null,
    num_guests: guestsToSend(d.num_guests),
    pickup_date: onSite && d.pickup_date ? d.pickup_date : null,
    pickup_time: onSite && d.pickup_time ? d.pickup_time : null,
    address_id: handover === "Delivery" ? (d.address?.id ?? null) : null,
    tip_rider: tipApplies(handover, p.method, cart.vendorData?.delivery_type) ? Math.max(0, d.tip_rider) : 0,
    payment_method_id: p.method === "stripe" ? (p.selected_card?.id ?? null) : null,
    paypal_nonce: p.method === "paypal" ? (ctx.paypalNonce ?? null) : null,
    splits: splitsToSend(p.splits),
  };
}

/** Spec 2 §2: after a successful order the user goes to /order/{id}?is_new=true (replacing the history entry). */
export function orderCreatedPath(orderId: number | string): string {
  return `/order/${encodeURIComponent(String(orderId))}?is_new=true`;
}
