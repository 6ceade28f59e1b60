import { describe, expect, it } from "vitest";
import {
  addToCart, applyModalQuantity, cartNeedsLegalAge, chooseOption, clearCart, decrementItem, incrementItem,
  isCartEmpty, modalMinQuantity, replaceWithProduct,
} from "@/lib/cart/operations";
import { emptyCart, type CartProduct, type CartState } from "@/lib/cart/types";

const vendorA = { id: 1, title: "A" };
const vendorB = { id: 2, title: "B" };
const pizza: CartProduct = { id: 10, title: "Pica", price: 600, vendor_id: 1 };
const salad: CartProduct = { id: 11, title: "Sallatë", price: 400, vendor_id: 1 };
const burger: CartProduct = { id: 20, title: "Hamburger", price: 500, vendor_id: 2 };
const cheese = { id: 100, title: "Djathë", type: "addition" as const, price: 50 };
const large = { id: 200, title: "E madhe", type: "option" as const, price: 100 };

function updated(r: ReturnType<typeof addToCart>): CartState {
  if (r.kind !== "updated") throw new Error("expected an update");
  return r.cart;
}

const withSplits = (cart: CartState): CartState => ({ ...cart, payment_info: { ...cart.payment_info, splits: [{ id: 5, price: 100 }] } });

describe("spec 2 §4 Cart", () => {
  it("adding a product from another vendor asks for confirmation (new order question)", () => {
    const cart = updated(addToCart(emptyCart(), vendorA, pizza));
    expect(addToCart(cart, vendorB, burger)).toEqual({ kind: "needsConfirmation" });
  });

  it("on confirmation the cart is replaced by that product alone with quantity 1", () => {
    let cart = updated(addToCart(emptyCart(), vendorA, pizza));
    cart = updated(addToCart(cart, vendorA, salad));
    cart = { ...cart, coupon: { code: "X" } };
    const next = replaceWithProduct(cart, vendorB, burger);
    expect(next.items.map((i) => [i.id, i.quantity])).toEqual([[20, 1]]);
    expect(next.vendorData?.id).toBe(2);
    expect(next.coupon).toBeNull();
  });

  it("adding the same product (same options) again increases quantity by 1", () => {
    let cart = updated(addToCart(emptyCart(), vendorA, pizza, { options: [cheese, large] }));
    cart = updated(addToCart(cart, vendorA, pizza, { options: [large, cheese] }));
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0].quantity).toBe(2);
  });

  it("the same product with different options is a separate line", () => {
    let cart = updated(addToCart(emptyCart(), vendorA, pizza, { options: [cheese] }));
    cart = updated(addToCart(cart, vendorA, pizza));
    expect(cart.items.map((i) => i.quantity)).toEqual([1, 1]);
  });

  it("an empty cart accepts any vendor without asking", () => {
    const emptied = clearCart(updated(addToCart(emptyCart(), vendorA, pizza)));
    expect(addToCart(emptied, vendorB, burger).kind).toBe("updated");
  });

  it("minus at quantity 1 in the cart list deletes the item; removing the last item leaves checkout", () => {
    let cart = updated(addToCart(emptyCart(), vendorA, pizza));
    cart = incrementItem(cart, 0);
    cart = decrementItem(cart, 0);
    expect(cart.items[0].quantity).toBe(1);
    cart = decrementItem(cart, 0);
    expect(cart.items).toHaveLength(0);
    expect(isCartEmpty(cart)).toBe(true);
  });

  it("in the product modal a new item has a minimum of 1", () => {
    expect(modalMinQuantity(false)).toBe(1);
    expect(modalMinQuantity(true)).toBe(0);
    const cart = updated(applyModalQuantity(emptyCart(), vendorA, pizza, { quantity: 0 }));
    expect(cart.items.map((i) => i.quantity)).toEqual([1]);
  });

  it("quantity 0 in the modal removes the item only if it is already in the cart; other values set it", () => {
    let cart = updated(addToCart(emptyCart(), vendorA, pizza));
    cart = updated(applyModalQuantity(cart, vendorA, pizza, { quantity: 4, comments: "pa qepë" }));
    expect(cart.items[0]).toMatchObject({ quantity: 4, comments: "pa qepë" });
    cart = updated(applyModalQuantity(cart, vendorA, pizza, { quantity: 0 }));
    expect(cart.items).toHaveLength(0);
  });

  it("the modal also asks before mixing vendors", () => {
    const cart = updated(addToCart(emptyCart(), vendorA, pizza));
    expect(applyModalQuantity(cart, vendorB, burger, { quantity: 2 }).kind).toBe("needsConfirmation");
  });

  it("splits are cleared on any change of items, vendor or reset", () => {
    const cart = withSplits(updated(addToCart(emptyCart(), vendorA, pizza)));
    expect(incrementItem(cart, 0).payment_info.splits).toEqual([]);
    expect(decrementItem(withSplits(incrementItem(cart, 0)), 0).payment_info.splits).toEqual([]);
    expect(updated(addToCart(cart, vendorA, salad)).payment_info.splits).toEqual([]);
    expect(replaceWithProduct(cart, vendorB, burger).payment_info.splits).toEqual([]);
    expect(clearCart(cart).payment_info.splits).toEqual([]);
  });

  it("spec 2 §3: at most one addition and one option per item", () => {
    const extra = { id: 101, title: "Proshutë", type: "addition" as const, price: 80 };
    let chosen = chooseOption([], cheese);
    chosen = chooseOption(chosen, large);
    chosen = chooseOption(chosen, extra);
    expect(chosen.map((o) => o.id).sort()).toEqual([101, 200]);
    expect(chooseOption(chosen, extra).map((o) => o.id)).toEqual([200]);
  });

  it("spec 2 §5: any item with age_18 requires legal-age confirmation", () => {
    const cart = updated(addToCart(emptyCart(), vendorA, { ...pizza, age_18: 1 }));
    expect(cartNeedsLegalAge(cart.items)).toBe(true);
    expect(cartNeedsLegalAge(updated(addToCart(emptyCart(), vendorA, salad)).items)).toBe(false);
  });

  it("spec 2 §3: cutlery defaults to 1 and payment to cash", () => {
    expect(emptyCart().cutlery).toBe(1);
    expect(emptyCart().payment_info.method).toBe("cash");
  });
});
