import { describe, expect, it } from "vitest";
import { mergeVendorPage } from "@/lib/vendors/display";
import { canAddToCart, canCheckout, nextOpeningToday, vendorClosedMessage } from "@/lib/vendors/open-state";
import { parseOrderMethods, selectedOrderMethod, showMethodTabs, storePath } from "@/lib/vendors/order-method";

// Wednesday 11 June 2025, 10:00 in Tirana.
const wednesday10 = new Date("2025-06-11T08:00:00Z");
const hours = [
  { week_day: "3", time_open: "08:00", time_close: "11:00" },
  { week_day: "3", time_open: "18:00", time_close: "23:00" },
  { week_day: "3", time_open: "12:30", time_close: "15:00" },
  { week_day: "4", time_open: "09:00", time_close: "23:00" },
];

describe("spec 2 §4 / §8 Vendor open state", () => {
  it("custom_closed_info if set", () => {
    expect(vendorClosedMessage({ is_open: 0, custom_closed_info: "Pushim vjetor", vendor_opening_days: hours }, wednesday10)).toEqual({ key: "vendor_closed.custom", params: { info: "Pushim vjetor" } });
  });

  it("else 'closed, opens at HH:mm' with the next opening later today (Tirana time)", () => {
    expect(nextOpeningToday(hours, wednesday10)).toBe("12:30");
    expect(vendorClosedMessage({ is_open: 0, custom_closed_info: " ", vendor_opening_days: hours }, wednesday10)).toEqual({ key: "vendor_closed.opens_today", params: { time: "12:30" } });
  });

  it("else the shorter closed message (no later opening today)", () => {
    expect(vendorClosedMessage({ is_open: 0, vendor_opening_days: hours }, new Date("2025-06-11T20:00:00Z"))).toEqual({ key: "vendor_closed.closed", params: {} });
    expect(vendorClosedMessage({ is_open: 0 }, wednesday10).key).toBe("vendor_closed.closed");
  });

  it("add-to-cart is disabled when closed; checkout when closed or the cart is empty", () => {
    expect(canAddToCart({ is_open: 1 })).toBe(true);
    expect(canAddToCart({ is_open: 0 })).toBe(false);
    expect(canCheckout({ is_open: 1 }, 0)).toBe(false);
    expect(canCheckout({ is_open: 1 }, 2)).toBe(true);
    expect(canCheckout({ is_open: 0 }, 2)).toBe(false);
  });
});

describe("spec 2 §2 / §4 Order methods", () => {
  it("the route segment holds methods joined by a dash; the first part is the selected one", () => {
    expect(parseOrderMethods("Pickup-Delivery")).toEqual(["Pickup", "Delivery"]);
    expect(selectedOrderMethod("Pickup-Delivery", "Delivery-Pickup-Reserve")).toBe("Pickup");
  });

  it("a method not offered by the vendor is replaced by the first offered one", () => {
    expect(selectedOrderMethod("Reserve", "Pickup-Delivery")).toBe("Pickup");
    expect(selectedOrderMethod("", "Delivery-Pickup")).toBe("Delivery");
  });

  it("tabs appear only when the vendor offers more than one method", () => {
    expect(showMethodTabs("Delivery")).toBe(false);
    expect(showMethodTabs("Delivery-Pickup")).toBe(true);
  });

  it("a marker or favourite opens /store/{hash_id}/{slug}/{order_method}", () => {
    expect(storePath({ hash_id: "a1B2", slug: "byrek-tirana", order_method: "Delivery-Pickup" })).toBe("/store/a1B2/byrek-tirana/Delivery-Pickup");
  });

  it('"the first part of the route segment is the selected one": a list searched by order type links to that method first', () => {
    const v = { hash_id: "a1B2", slug: "oda", order_method: "delivery-pickup-reserve" };
    expect(storePath({ ...v, selected_order_method: "pickup" })).toBe("/store/a1B2/oda/pickup-delivery-reserve");
    expect(storePath({ ...v, selected_order_method: "Reserve" })).toBe("/store/a1B2/oda/reserve-delivery-pickup");
    expect(storePath({ ...v, selected_order_method: "delivery" })).toBe("/store/a1B2/oda/delivery-pickup-reserve");
    // A method the vendor does not offer, or none, keeps the vendor's own order; no methods at all is Delivery.
    expect(storePath({ ...v, selected_order_method: "courier" })).toBe("/store/a1B2/oda/delivery-pickup-reserve");
    expect(storePath({ ...v, selected_order_method: null })).toBe("/store/a1B2/oda/delivery-pickup-reserve");
    expect(storePath({ hash_id: "a1B2", slug: "oda", order_method: "" })).toBe("/store/a1B2/oda/Delivery");
  });
});

describe("spec 2 §4 Vendor list loading: the first page resets the list; later pages append vendors not already present", () => {
  const v = (id: number) => ({ id, title: `v${id}` });
  it("page 1 replaces, later pages append only new ids", () => {
    expect(mergeVendorPage([v(1), v(2)], [v(3)], 1)).toEqual([v(3)]);
    expect(mergeVendorPage([v(1), v(2)], [v(2), v(3), v(3)], 2)).toEqual([v(1), v(2), v(3)]);
  });
});
