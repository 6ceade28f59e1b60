import { describe, expect, it } from "vitest";
import { cartBadgeText, cartUnits } from "@/lib/cart/count";
import { withSelectedMethod } from "@/lib/cart/handover";
import { parseStoredCart } from "@/lib/cart/store";
import { emptyCart, type CartState, type CartVendor } from "@/lib/cart/types";

const count = (raw: string | null) => cartUnits(parseStoredCart(raw).items);
const line = (id: number, quantity: number) => ({ id, quantity, title: `p${id}`, price: 100, discount: 0, discount_price: 0, options: [], comments: "" });

describe("cartUnits (header badge, vendor cart button and cart bar)", () => {
  it('spec 1 §2 Header "cart button with item-count badge": counts quantities, not lines', () => {
    expect(count(JSON.stringify({ items: [line(1, 2), line(2, 1)] }))).toBe(3);
  });

  it("an empty or missing cart counts 0, so the button does not go to checkout", () => {
    expect(count(null)).toBe(0);
    expect(count(JSON.stringify({ items: [] }))).toBe(0);
  });

  it("counts only the lines the cart itself keeps, so no two places disagree about a malformed value", () => {
    expect(count("{not json")).toBe(0);
    expect(count("null")).toBe(0);
    expect(count(JSON.stringify({ items: "x" }))).toBe(0);
    // A line without a product id is dropped by the cart (and was once still counted by the header alone).
    expect(count(JSON.stringify({ items: [{ quantity: 3 }, line(1, -1), line(2, 1.5), { ...line(3, 1), quantity: "2" }, null, line(4, 4)] }))).toBe(4);
    expect(cartUnits([{ quantity: 2 }, { quantity: 0 }, { quantity: 1.5 }])).toBe(2);
  });
});

const vendor = (selected: string | null, order_method = "delivery-pickup-reserve") => ({ id: 4, title: "V", order_method, selected_order_method: selected }) as unknown as CartVendor;
const cartWith = (v: CartVendor | null, handover: CartState["delivery_info"]["handover_method"] = "Delivery"): CartState => {
  const base = emptyCart();
  return { ...base, items: [line(1, 1) as never], vendorData: v, delivery_info: { ...base.delivery_info, handover_method: handover, pickup_date: "2026-11-25", pickup_time: "12:00" } };
};

describe("cartBadgeText (the header's and the vendor page's cart badge)", () => {
  it("shows the units up to 99, then 99+ so the badge stays one small circle", () => {
    expect(cartBadgeText(1)).toBe("1");
    expect(cartBadgeText(99)).toBe("99");
    expect(cartBadgeText(100)).toBe("99+");
    expect(cartBadgeText(1250)).toBe("99+");
  });
});

describe('withSelectedMethod — spec 2 §4 "The selected method feeds the cart delivery info when going to checkout"', () => {
  it("the tab chosen on the vendor page becomes the cart's handover method", () => {
    expect(withSelectedMethod(cartWith(vendor("reserve"))).delivery_info.handover_method).toBe("Reserve");
    expect(withSelectedMethod(cartWith(vendor("pickup"))).delivery_info.handover_method).toBe("Pickup");
    expect(withSelectedMethod(cartWith(vendor("delivery"), "Pickup")).delivery_info.handover_method).toBe("Delivery");
  });

  it("without a selected tab, the vendor's first method; a changed method drops the other method's time", () => {
    expect(withSelectedMethod(cartWith(vendor(null, "pickup-delivery"))).delivery_info.handover_method).toBe("Pickup");
    const changed = withSelectedMethod(cartWith(vendor("reserve"), "Pickup"));
    expect(changed.delivery_info.pickup_date).toBe("");
    const same = cartWith(vendor("pickup"), "Pickup");
    expect(withSelectedMethod(same)).toBe(same);
  });

  it("a cart without a vendor is left alone", () => {
    const cart = cartWith(null, "Pickup");
    expect(withSelectedMethod(cart)).toBe(cart);
  });
});
