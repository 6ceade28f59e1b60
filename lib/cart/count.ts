// The browser keeps the cart (spec 1 §3 "Browser-kept values: cart items") under this key; whoever
// changes it dispatches CART_EVENT on window so the header badge follows in the same tab.
export const CART_STORAGE_KEY = "shijo.cart";
export const CART_EVENT = "shijo:cart";

/** Number of items in a stored cart (sum of quantities); 0 for a missing or malformed value. */
export function cartItemCount(raw: string | null | undefined): number {
  if (!raw) return 0;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return 0;
  }
  const items = (data as { items?: unknown } | null)?.items;
  if (!Array.isArray(items)) return 0;
  let total = 0;
  for (const item of items) {
    const q = (item as { quantity?: unknown } | null)?.quantity;
    if (typeof q === "number" && Number.isInteger(q) && q > 0) total += q;
  }
  return total;
}
