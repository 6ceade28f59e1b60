// The browser keeps the cart (spec 1 §3 "Browser-kept values: cart items") under this key; whoever
// changes it dispatches CART_EVENT on window so the header badge follows in the same tab.
export const CART_STORAGE_KEY = "shijo.cart";
export const CART_EVENT = "shijo:cart";

/**
 * spec 1 §2 Header "a cart button with item-count badge" and spec 2 §2 the vendor page's cart button and floating
 * cart bar: every count of the cart is in units (the sum of quantities, not lines), taken from the same parsed cart
 * (lib/cart/store.ts), so the header and the vendor page can never disagree.
 */
export function cartUnits(items: ReadonlyArray<{ quantity: number }>): number {
  let total = 0;
  for (const item of items) if (Number.isInteger(item.quantity) && item.quantity > 0) total += item.quantity;
  return total;
}

/** What a cart badge says for `units`: the number, or "99+" above 99 so it stays one small circle. */
export function cartBadgeText(units: number): string {
  return units > 99 ? "99+" : String(units);
}
