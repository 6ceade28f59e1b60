import type { CartItem } from "./types";

// The cart's sum alone (lib/cart/totals.ts has the rest of the order's arithmetic): the vendor page's cart bar and
// product dialog need only this, and a public page's JavaScript stays small (issue 14).

/** A price field as a number; anything that is not one counts 0. */
export const whole = (n: number | null | undefined): number => (Number.isFinite(Number(n)) ? Number(n) : 0);

/** Spec 2 §9: (price minus discount_price, floored at 0, plus option prices) for one unit. */
export function itemUnitPrice(item: Pick<CartItem, "price" | "discount_price" | "options">): number {
  const base = Math.max(0, whole(item.price) - whole(item.discount_price));
  return base + item.options.reduce((sum, o) => sum + whole(o.price), 0);
}

/** Spec 2 §9: cart total = sum of unit prices times quantity. */
export function cartSubtotal(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + itemUnitPrice(item) * item.quantity, 0);
}
