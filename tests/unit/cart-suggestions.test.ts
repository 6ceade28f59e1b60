import { describe, expect, it } from "vitest";
import { carouselItemsForWidth } from "@/lib/carousel";
import { cartSuggestions } from "@/lib/cart/suggestions";
import type { CartItem, CartProduct } from "@/lib/cart/types";

const product = (id: number, price: number): CartProduct => ({ id, title: `p${id}`, price, vendor_id: 1 });
const inCart = (p: CartProduct): CartItem => ({ ...p, quantity: 1, comments: "", options: [] });

describe("spec 2 §4: cart suggestions: up to 30 products per category are considered, the 6 nearest in price per cart item are kept", () => {
  // Category 1 holds 40 products priced 10, 20 … 400; only the first 30 (up to 300) may be suggested.
  const drinks = { id: 1, products: Array.from({ length: 40 }, (_, i) => product(i + 1, (i + 1) * 10)) };

  it("keeps the 6 nearest in price, never the item already in the cart", () => {
    const ids = cartSuggestions([drinks], [inCart(product(10, 100))]).map((p) => p.id);
    expect(ids).toHaveLength(6);
    expect(new Set(ids)).toEqual(new Set([9, 11, 8, 12, 7, 13]));
  });

  it("ignores products beyond the 30th of a category", () => {
    const ids = cartSuggestions([drinks], [inCart(product(999, 400))]).map((p) => p.id);
    expect(Math.max(...ids)).toBe(30);
    expect(ids).toEqual([30, 29, 28, 27, 26, 25]);
  });

  it("merges suggestions for several cart items without duplicates", () => {
    const mains = { id: 2, products: [product(50, 1000), product(51, 1100)] };
    const result = cartSuggestions([drinks, mains], [inCart(product(10, 100)), inCart(product(11, 110))]);
    const ids = result.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain(10);
    expect(ids).not.toContain(11);
  });

  it("an empty cart suggests nothing", () => {
    expect(cartSuggestions([drinks], [])).toEqual([]);
  });
});

describe("spec 2 §9: carousel: 4 items up to 3000 px, 3 between 1024 and 2000, 2 between 766 and 1024, 1 below 766", () => {
  it.each([
    [320, 1], [765, 1], [766, 2], [1023, 2], [1024, 3], [2000, 3], [2001, 4], [3000, 4], [3840, 4],
  ])("width %i px shows %i", (width, items) => {
    expect(carouselItemsForWidth(width)).toBe(items);
  });
});
