// spec 2 §9 totals, computed by the API from its own prices: whatever amounts a client sends are ignored.
export type DiscountType = "fixed" | "percentage" | "item" | "free_delivery";
export type Handover = "Delivery" | "Pickup" | "Reserve";

export interface PricedOption { id: number; title: string; titleEn?: string | null; type: "addition" | "option"; price: number }

/** spec 2 §9: (price minus discount_price, floored at 0, plus option prices) for one unit. */
export function unitPrice(product: { price: number; discountPrice: number }, options: readonly PricedOption[]): number {
  return Math.max(0, product.price - product.discountPrice) + options.reduce((sum, o) => sum + o.price, 0);
}

/**
 * Lek taken off by a promotion: fixed and item take `value` off, percentage value % of the subtotal rounded down,
 * free_delivery nothing here (it zeroes the delivery fee). Never more than the subtotal. The storefront's
 * lib/cart/totals.ts discountAmount does the same arithmetic, so both show the same total.
 */
export function discountAmount(type: DiscountType, value: number, subtotal: number): number {
  const raw = type === "percentage" ? Math.floor((subtotal * value) / 100) : type === "free_delivery" ? 0 : value;
  return Math.min(Math.max(0, raw), Math.max(0, subtotal));
}

/** Delivery fee of a zone: its own fee, else the vendor's base fee plus a per-km part (rounded to 10 L). */
export function zoneDeliveryFee(
  vendor: { deliveryFee: number; deliveryFeePerKm: number; freeDelivery: boolean },
  zoneFee: number | null,
  distanceMetres: number,
): number {
  if (vendor.freeDelivery) return 0;
  if (zoneFee !== null) return zoneFee;
  return vendor.deliveryFee + Math.round((vendor.deliveryFeePerKm * distanceMetres) / 10_000) * 10;
}

export interface TotalsInput {
  handover: Handover;
  subtotal: number;
  discount: number;
  freeDelivery: boolean;
  cashback: number;
  deliveryFee: number;
  minimumOrder: number;
  smallOrderFee: number;
  tip: number;
  tipApplies: boolean;
}

export interface Totals {
  subTotal: number;
  discount: number;
  cashback: number;
  smallOrderFee: number;
  deliveryFee: number;
  tipRider: number;
  totalPrice: number;
}

/**
 * spec 2 §9: total = subtotal − discount − cashback (+ small order fee + delivery fee for delivery, + rider tip for
 * non-cash delivery by the provider's riders). The small order fee applies when the subtotal is below the vendor
 * minimum; a free_delivery promotion sets the delivery fee to 0.
 */
export function orderTotals(i: TotalsInput): Totals {
  const delivery = i.handover === "Delivery";
  const smallOrderFee = delivery && i.subtotal < i.minimumOrder ? i.smallOrderFee : 0;
  const deliveryFee = delivery && !i.freeDelivery ? i.deliveryFee : 0;
  const tipRider = i.tipApplies ? Math.max(0, i.tip) : 0;
  const totalPrice = i.subtotal - i.discount - i.cashback + smallOrderFee + deliveryFee + tipRider;
  return { subTotal: i.subtotal, discount: i.discount, cashback: i.cashback, smallOrderFee, deliveryFee, tipRider, totalPrice };
}

/** Normalised handover: "Pickup at store" is Pickup (spec 2 §7); anything reserv… is Reserve; else Delivery. */
export function normalizeHandover(value: string | null | undefined): Handover {
  const v = (value ?? "").toLowerCase().replace(/[\s_-]+/g, "");
  if (v.startsWith("pickup")) return "Pickup";
  if (v.startsWith("reserv")) return "Reserve";
  return "Delivery";
}

export const ORDER_TYPE: Record<Handover, "delivery" | "pickup" | "reserve"> = { Delivery: "delivery", Pickup: "pickup", Reserve: "reserve" };
