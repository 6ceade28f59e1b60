import { describe, expect, it } from "vitest";
import { cartItemCount } from "@/lib/cart/count";

describe("cartItemCount (header cart badge)", () => {
  it('spec 1 §2 Header "cart button with item-count badge": counts quantities, not lines', () => {
    expect(cartItemCount(JSON.stringify({ items: [{ quantity: 2 }, { quantity: 1 }] }))).toBe(3);
  });

  it("an empty or missing cart counts 0, so the button does not go to checkout", () => {
    expect(cartItemCount(null)).toBe(0);
    expect(cartItemCount(JSON.stringify({ items: [] }))).toBe(0);
  });

  it("ignores malformed storage instead of breaking the header", () => {
    expect(cartItemCount("{not json")).toBe(0);
    expect(cartItemCount("null")).toBe(0);
    expect(cartItemCount(JSON.stringify({ items: "x" }))).toBe(0);
    expect(cartItemCount(JSON.stringify({ items: [{ quantity: -1 }, { quantity: 1.5 }, { quantity: "2" }, null, { quantity: 4 }] }))).toBe(4);
  });
});
