import { describe, expect, it } from "vitest";
import { cartSubtotal, computeCartPrice, deliveryFee, discountAmount, itemUnitPrice, orderTotal, smallOrderFee, tipApplies } from "@/lib/cart/totals";
import { emptyCart, type CartItem } from "@/lib/cart/types";

const item = (over: Partial<CartItem> = {}): CartItem => ({
  id: 1, title: "Pica", price: 500, discount_price: 0, vendor_id: 7, quantity: 1, comments: "", options: [], ...over,
});
const opt = (id: number, price: number, type: "addition" | "option" = "addition") => ({ id, title: `o${id}`, type, price });

describe("spec 2 §9: cart total = sum of (price minus discount_price, floored at 0, plus option prices) times quantity", () => {
  it("subtracts discount_price, adds option prices, multiplies by quantity", () => {
    const a = item({ price: 500, discount_price: 100, options: [opt(1, 50), opt(2, 30, "option")], quantity: 2 });
    expect(itemUnitPrice(a)).toBe(480);
    expect(cartSubtotal([a, item({ id: 2, price: 250, quantity: 3 })])).toBe(960 + 750);
  });

  it("floors price minus discount_price at 0 before adding options", () => {
    expect(itemUnitPrice(item({ price: 300, discount_price: 450, options: [opt(1, 40)] }))).toBe(40);
  });

  it("an empty cart totals 0", () => {
    expect(cartSubtotal([])).toBe(0);
  });
});

describe("spec 2 §9: order total = subtotal - discount - cashback (+ small order fee + delivery fee for delivery, + rider tip for non-cash delivery by the provider's riders)", () => {
  const base = { subtotal: 800, discount: 50, cashback: 20, smallOrderFee: 100, deliveryFee: 150, tip: 100 };

  it("delivery paid in cash adds the fees but not the tip", () => {
    expect(orderTotal({ ...base, handover: "Delivery", paymentMethod: "cash", vendorDeliveryType: "shijo" })).toBe(980);
  });

  it("card delivery by shijo riders adds the tip", () => {
    expect(orderTotal({ ...base, handover: "Delivery", paymentMethod: "stripe", vendorDeliveryType: "shijo" })).toBe(1080);
  });

  it("card delivery by the restaurant's own riders adds no tip", () => {
    expect(orderTotal({ ...base, handover: "Delivery", paymentMethod: "stripe", vendorDeliveryType: "restaurant" })).toBe(980);
  });

  it("pickup and reservation add no fees and no tip", () => {
    expect(orderTotal({ ...base, handover: "Pickup", paymentMethod: "stripe", vendorDeliveryType: "shijo" })).toBe(730);
    expect(orderTotal({ ...base, handover: "Reserve", paymentMethod: "cash", vendorDeliveryType: "shijo" })).toBe(730);
  });

  it("spec 2 §5: tip only for non-cash delivery by a vendor whose delivery_type is shijo", () => {
    expect(tipApplies("Delivery", "paypal", "Shijo")).toBe(true);
    expect(tipApplies("Delivery", "cash", "shijo")).toBe(false);
    expect(tipApplies("Pickup", "stripe", "shijo")).toBe(false);
    expect(tipApplies("Delivery", "stripe", null)).toBe(false);
  });
});

describe("spec 2 §9: small order fee applies to delivery when subtotal is below the vendor minimum order price", () => {
  it("below the minimum for delivery: the vendor's fee", () => {
    expect(smallOrderFee("Delivery", 999, 1000, 120)).toBe(120);
  });
  it("at the minimum, or for pickup: none", () => {
    expect(smallOrderFee("Delivery", 1000, 1000, 120)).toBe(0);
    expect(smallOrderFee("Pickup", 100, 1000, 120)).toBe(0);
  });
});

describe("spec 2 §9: the delivery fee comes from the server; free_delivery promotions set it to 0", () => {
  it("uses the server fee for delivery, 0 with free_delivery or when not delivering", () => {
    expect(deliveryFee("Delivery", 200)).toBe(200);
    expect(deliveryFee("Delivery", 200, { type: "free_delivery", value: 0 })).toBe(0);
    expect(deliveryFee("Pickup", 200)).toBe(0);
  });

  it("discount amounts: fixed and percentage (rounded down to whole lek), never above the subtotal", () => {
    expect(discountAmount({ type: "fixed", value: 150 }, 1000)).toBe(150);
    expect(discountAmount({ type: "percentage", value: 10 }, 995)).toBe(99);
    expect(discountAmount({ type: "fixed", value: 5000 }, 1000)).toBe(1000);
    expect(discountAmount({ type: "free_delivery", value: 100 }, 1000)).toBe(0);
    expect(discountAmount(null, 1000)).toBe(0);
  });
});

describe("spec 2 §3 cartPrice computed from the cart", () => {
  it("combines subtotal, promotion, cashback, small order fee and delivery fee", () => {
    const cart = { ...emptyCart(), items: [item({ price: 400, quantity: 2 })], vendorData: { id: 7, delivery_type: "shijo", delivery_minimum_order_price: 1000, small_order_fee: 100 } };
    const price = computeCartPrice(cart, { serverDeliveryFee: 150, discount: { type: "percentage", value: 10 }, cashback: 30, promoCode: "" });
    expect(price).toEqual({ subtotal: 800, discount: 80, cashback: 30, small_order_fee: 100, delivery_fee: 150, min_order_price: 1000, promo_code: "", order_total: 940 });
  });

  it("a free_delivery promotion zeroes the delivery fee in the order total", () => {
    const cart = { ...emptyCart(), items: [item({ price: 2000 })], vendorData: { id: 7, delivery_minimum_order_price: 500, small_order_fee: 100 } };
    expect(computeCartPrice(cart, { serverDeliveryFee: 150, discount: { type: "free_delivery", value: 0 } }).order_total).toBe(2000);
  });
});
