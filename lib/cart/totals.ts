import { BRAND } from "@/lib/brand";
import { cartSubtotal, itemUnitPrice, whole } from "./subtotal";
import type { CartPrice, CartState, Handover, PaymentMethod } from "./types";

export { cartSubtotal, itemUnitPrice };

// Spec 2 §3 Discount (promotion).
export interface Discount {
  type: "fixed" | "percentage" | "item" | "free_delivery";
  value: number;
}

/**
 * Lek taken off by a promotion. The spec names the types but not the arithmetic: fixed and item take `value` off,
 * percentage takes value % of the subtotal rounded down to whole lek, free_delivery takes nothing here (it zeroes
 * the delivery fee). Never more than the subtotal.
 */
export function discountAmount(discount: Discount | null | undefined, subtotal: number): number {
  if (!discount) return 0;
  const raw =
    discount.type === "percentage" ? Math.floor((subtotal * whole(discount.value)) / 100)
    : discount.type === "free_delivery" ? 0
    : whole(discount.value);
  return Math.min(Math.max(0, raw), Math.max(0, subtotal));
}

/** Spec 2 §9: small order fee applies to delivery when the subtotal is below the vendor minimum order price. */
export function smallOrderFee(handover: Handover, subtotal: number, minOrderPrice: number | null | undefined, fee: number | null | undefined): number {
  return handover === "Delivery" && subtotal < whole(minOrderPrice) ? whole(fee) : 0;
}

/** Spec 2 §9: the delivery fee comes from the server; free_delivery promotions set it to 0; only for delivery. */
export function deliveryFee(handover: Handover, serverFee: number | null | undefined, discount?: Discount | null): number {
  if (handover !== "Delivery" || discount?.type === "free_delivery") return 0;
  return whole(serverFee);
}

/** Spec 2 §5: a rider tip applies only to non-cash delivery by a vendor whose delivery_type is the provider's. */
export function tipApplies(handover: Handover, method: PaymentMethod, vendorDeliveryType: string | null | undefined): boolean {
  return handover === "Delivery" && method !== "cash" && (vendorDeliveryType ?? "").toLowerCase() === BRAND;
}

export interface OrderTotalInput {
  subtotal: number;
  discount: number;
  cashback: number;
  smallOrderFee: number;
  deliveryFee: number;
  tip: number;
  handover: Handover;
  paymentMethod: PaymentMethod;
  vendorDeliveryType: string | null | undefined;
}

/** Spec 2 §9: subtotal - discount - cashback (+ small order fee + delivery fee for delivery, + tip when it applies). */
export function orderTotal(i: OrderTotalInput): number {
  let total = i.subtotal - i.discount - i.cashback;
  if (i.handover === "Delivery") total += i.smallOrderFee + i.deliveryFee;
  if (tipApplies(i.handover, i.paymentMethod, i.vendorDeliveryType)) total += i.tip;
  return total;
}

export interface PriceInputs {
  serverDeliveryFee?: number | null; // checkout/delivery-fee deliveryFee
  minimumOrder?: number | null; // checkout/delivery-fee minimumOrder, else the vendor's
  smallOrderFee?: number | null; // checkout/delivery-fee small_order_fee, else the vendor's
  discount?: Discount | null;
  cashback?: number;
  promoCode?: string;
}

/** The whole spec 2 §3 cartPrice for a cart, in whole lek. */
export function computeCartPrice(cart: CartState, inputs: PriceInputs = {}): CartPrice {
  const handover = cart.delivery_info.handover_method;
  const subtotal = cartSubtotal(cart.items);
  const min = inputs.minimumOrder ?? cart.vendorData?.delivery_minimum_order_price ?? 0;
  const fee = inputs.smallOrderFee ?? cart.vendorData?.small_order_fee ?? 0;
  const price = {
    subtotal,
    discount: discountAmount(inputs.discount, subtotal),
    cashback: Math.max(0, whole(inputs.cashback)),
    small_order_fee: smallOrderFee(handover, subtotal, min, fee),
    delivery_fee: deliveryFee(handover, inputs.serverDeliveryFee, inputs.discount),
    min_order_price: whole(min),
    promo_code: inputs.promoCode ?? "",
  };
  const order_total = orderTotal({
    subtotal,
    discount: price.discount,
    cashback: price.cashback,
    smallOrderFee: price.small_order_fee,
    deliveryFee: price.delivery_fee,
    tip: whole(cart.delivery_info.tip_rider),
    handover,
    paymentMethod: cart.payment_info.method,
    vendorDeliveryType: cart.vendorData?.delivery_type,
  });
  return { ...price, order_total };
}
