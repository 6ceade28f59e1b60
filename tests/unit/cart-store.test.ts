import { describe, expect, it } from "vitest";
import { cartUnits } from "@/lib/cart/count";
import { addToCart } from "@/lib/cart/operations";
import { parseStoredCart } from "@/lib/cart/store";
import { emptyCart } from "@/lib/cart/types";
import { cartProductFrom, cartVendorFrom } from "@/lib/cart/vendor-data";

// spec 2 §4 Cart: "The cart persists locally" — what lib/cart/store.ts reads back from localStorage["shijo.cart"].

const vendor = cartVendorFrom(
  {
    id: 4,
    hash_id: "e435fd83f471",
    slug: "pizza-napoli",
    title: "Pizza Napoli",
    delivery_type: "shijo",
    vendor_type: "restaurant",
    delivery_minimum_order_price: 800,
    small_order_fee: 50,
    order_method: "delivery-pickup",
    is_open: 1,
    online_payment: 1,
    can_schedule: 1,
    vendor_opening_days: [{ week_day: "1", time_open: "00:00", time_close: "23:59" }],
    reservation_hours: [],
    latitude: 41.3,
    longitude: 19.8,
    logo_thumbnail_path: "https://api.example/logo.svg",
  },
  "pickup",
);

const product = cartProductFrom({
  id: 85,
  title: "Pizza Proshutë",
  price: 750,
  discount: 0,
  discount_price: 0,
  image_thumbnail_path: null,
  category_id: 17,
  vendor_id: 4,
  age_18: 0,
  product_options: [{ id: 136, title: "E vogël", type: "option", price: 0 }],
});

describe("stored cart", () => {
  it("round-trips a cart written as JSON, and the header badge counts it", () => {
    const change = addToCart(emptyCart(), vendor, product);
    if (change.kind !== "updated") throw new Error("expected an update");
    const raw = JSON.stringify(change.cart);
    expect(parseStoredCart(raw)).toEqual(change.cart);
    expect(cartUnits(parseStoredCart(raw).items)).toBe(1);
  });

  it("a missing or malformed value is the empty cart (defaults: cutlery 1, cash, Delivery)", () => {
    for (const raw of [null, "", "not json", "null", "[]", '{"items":"x"}']) {
      const cart = parseStoredCart(raw);
      expect(cart.items).toEqual([]);
      expect(cart.cutlery).toBe(1);
      expect(cart.payment_info.method).toBe("cash");
      expect(cart.delivery_info.handover_method).toBe("Delivery");
    }
  });

  it("fills parts an older stored cart lacks and drops lines with a bad quantity", () => {
    const cart = parseStoredCart(
      JSON.stringify({ items: [{ ...product, quantity: 2, comments: "", options: [] }, { ...product, id: 9, quantity: 0, comments: "", options: [] }], vendorData: vendor }),
    );
    expect(cart.items.map((i) => [i.id, i.quantity])).toEqual([[85, 2]]);
    expect(cart.delivery_info.schedule_time).toBe("");
    expect(cart.payment_info.splits).toEqual([]);
  });
});

describe("vendorData kept with the cart", () => {
  it("has what checkout needs: ids, fees, methods with the selected one, open state, hours, location, logo, type", () => {
    expect(vendor).toEqual({
      id: 4,
      hash_id: "e435fd83f471",
      slug: "pizza-napoli",
      title: "Pizza Napoli",
      delivery_type: "shijo",
      vendor_type: "restaurant",
      delivery_minimum_order_price: 800,
      small_order_fee: 50,
      order_method: "delivery-pickup",
      selected_order_method: "pickup",
      is_open: 1,
      online_payment: 1,
      can_schedule: 1,
      vendor_opening_days: [{ week_day: "1", time_open: "00:00", time_close: "23:59" }],
      reservation_hours: [],
      latitude: 41.3,
      longitude: 19.8,
      logo: "https://api.example/logo.svg",
    });
  });

  it("a cart line keeps the product's price facts and options, not its description or favourite flag", () => {
    expect(Object.keys(product).sort()).toEqual(
      ["age_18", "category_id", "discount", "discount_price", "id", "image_thumbnail_path", "price", "product_options", "title", "vendor_id"].sort(),
    );
  });
});
