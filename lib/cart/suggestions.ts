import type { CartItem, CartProduct } from "./types";

export const SUGGESTION_PRODUCTS_PER_CATEGORY = 30;
export const SUGGESTIONS_PER_CART_ITEM = 6;

export interface MenuCategory {
  id: number;
  products: CartProduct[];
}

const effectivePrice = (p: Pick<CartProduct, "price" | "discount_price">) => Math.max(0, Number(p.price) - Number(p.discount_price ?? 0));

/**
 * Spec 2 §4 Cart suggestions: up to 30 products of each menu category are considered; for every cart item the 6
 * nearest in (discounted) price are kept, never a product already in the cart. Ties keep menu order; a product
 * suggested for several cart items appears once, in the order first met.
 */
export function cartSuggestions(categories: readonly MenuCategory[], items: readonly CartItem[]): CartProduct[] {
  const inCart = new Set(items.map((i) => i.id));
  const pool: CartProduct[] = [];
  for (const p of categories.flatMap((c) => c.products.slice(0, SUGGESTION_PRODUCTS_PER_CATEGORY))) {
    if (!inCart.has(p.id) && !pool.some((q) => q.id === p.id)) pool.push(p);
  }
  const picked = new Map<number, CartProduct>();
  for (const item of items) {
    const target = effectivePrice(item);
    const nearest = pool
      .map((p, order) => ({ p, order, gap: Math.abs(effectivePrice(p) - target) }))
      .sort((a, b) => a.gap - b.gap || a.order - b.order)
      .slice(0, SUGGESTIONS_PER_CART_ITEM);
    for (const { p } of nearest) if (!picked.has(p.id)) picked.set(p.id, p);
  }
  return [...picked.values()];
}
