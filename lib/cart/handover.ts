import type { CartState, Handover } from "./types";

/**
 * Spec 2 §7: handover_method is Delivery or Pickup ("Pickup at store" is sent as Pickup); the spec does not show how
 * a reservation is sent, we send "Reserve" (the home order-type label). Unknown or empty values are the default,
 * Delivery (spec 2 §4 Order methods). Matching ignores case and spacing.
 */
export function normalizeHandover(value: string | null | undefined): Handover {
  const v = (value ?? "").toLowerCase().replace(/[\s_-]+/g, "");
  if (v.startsWith("pickup")) return "Pickup";
  if (v.startsWith("reserv")) return "Reserve";
  return "Delivery";
}

/**
 * spec 2 §4 Order methods: "The selected method feeds the cart delivery info when going to checkout". The method the
 * customer picked on the vendor page (vendorData.selected_order_method, else the vendor's first method) becomes the
 * cart's handover method whenever the vendor page writes the cart, so every way to checkout (the header cart button,
 * the cart page, reorder) finds it there.
 */
export function withSelectedMethod(cart: CartState): CartState {
  if (!cart.vendorData) return cart;
  const method = normalizeHandover(cart.vendorData.selected_order_method ?? cart.vendorData.order_method?.split("-")[0]);
  if (cart.delivery_info.handover_method === method) return cart;
  return { ...cart, delivery_info: { ...cart.delivery_info, handover_method: method, pickup_date: "", pickup_time: "" } };
}
