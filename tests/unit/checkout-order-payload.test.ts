import { describe, expect, it } from "vitest";
import { normalizeHandover } from "@/lib/cart/handover";
import { emptyCart, type CartState } from "@/lib/cart/types";
import { buildOrderPayload, orderCreatedPath } from "@/lib/checkout/order-payload";

function cart(over: (c: CartState) => CartState = (c) => c): CartState {
  const c = emptyCart();
  return over({
    ...c,
    vendorData: { id: 7, delivery_type: "shijo" },
    items: [{ id: 10, title: "Pica", price: 600, vendor_id: 7, quantity: 2, comments: "pa qepë", options: [{ id: 100, title: "Djathë", type: "addition", price: 50 }] }],
    comments: "Faleminderit",
    coupon: { code: "VERA" },
    cartPrice: { ...c.cartPrice, cashback: 0, promo_code: "" },
    delivery_info: { ...c.delivery_info, address: { id: 3, lat: 41.3, lng: 19.8, notes: "" }, comments: "Kati 2", tip_rider: 100 },
  });
}

describe("spec 2 §7 Order creation payload", () => {
  it("sends products as id, qty, option ids and item_instructions, with the order note and coupon", () => {
    const p = buildOrderPayload(cart(), { currentUserId: 42 });
    expect(p.vendor_id).toBe(7);
    expect(p.products).toEqual([{ id: 10, qty: 2, options: [100], item_instructions: "pa qepë" }]);
    expect(p.order_note).toBe("Faleminderit");
    expect(p.coupon_code).toBe("VERA");
    expect(p).toMatchObject({ has_cutlery: 1, cutlery: 1, source: "Web", repeated: 0, handover_method: "Delivery", address_id: 3, delivery_instruction: "Kati 2" });
  });

  it('"Pickup at store" is sent as Pickup', () => {
    expect(normalizeHandover("Pickup at store")).toBe("Pickup");
    const p = buildOrderPayload(cart((c) => ({ ...c, delivery_info: { ...c.delivery_info, handover_method: "Pickup at store" as never, pickup_date: "2025-06-12", pickup_time: "12:30" } })), { currentUserId: 42 });
    expect(p.handover_method).toBe("Pickup");
    expect(p.address_id).toBeNull();
    expect([p.pickup_date, p.pickup_time]).toEqual(["2025-06-12", "12:30"]);
  });

  it("a reservation sets reserve_for to the current user; guests 0 are sent as 1", () => {
    const p = buildOrderPayload(cart((c) => ({ ...c, delivery_info: { ...c.delivery_info, handover_method: "Reserve", num_guests: 0 } })), { currentUserId: 42 });
    expect(p.reserve_for).toBe(42);
    expect(p.num_guests).toBe(1);
    expect(buildOrderPayload(cart(), { currentUserId: 42 }).reserve_for).toBeNull();
  });

  it("schedule_time is YYYY-MM-DD HH:mm:ss only when scheduled", () => {
    const scheduled = cart((c) => ({ ...c, delivery_info: { ...c.delivery_info, is_schedule: 1, schedule_time: "2025-06-12 19:00:00" } }));
    expect(buildOrderPayload(scheduled, { currentUserId: 1 })).toMatchObject({ is_schedule: 1, schedule_time: "2025-06-12 19:00:00" });
    const now = cart((c) => ({ ...c, delivery_info: { ...c.delivery_info, is_schedule: 0, schedule_time: "2025-06-12 19:00:00" } }));
    expect(buildOrderPayload(now, { currentUserId: 1 }).schedule_time).toBeNull();
  });

  it("the rider tip is sent only for non-cash delivery by shijo riders, with the selected card", () => {
    expect(buildOrderPayload(cart(), { currentUserId: 1 }).tip_rider).toBe(0);
    const card = cart((c) => ({ ...c, payment_info: { ...c.payment_info, method: "stripe", selected_card: { id: "pm_9", card: { last4: "4242" } } } }));
    expect(buildOrderPayload(card, { currentUserId: 1 })).toMatchObject({ tip_rider: 100, payment_method: "stripe", payment_method_id: "pm_9" });
  });

  it("splits are included only when every split has a price", () => {
    const split = (price: number | null) => cart((c) => ({ ...c, payment_info: { ...c.payment_info, splits: [{ id: 5, price, username: "ana" }] } }));
    expect(buildOrderPayload(split(null), { currentUserId: 1 }).splits).toEqual([]);
    expect(buildOrderPayload(split(400), { currentUserId: 1 }).splits).toEqual([{ person_id: 5, amount: 400, person_name: "ana" }]);
  });

  it("no cutlery is sent as has_cutlery 0", () => {
    expect(buildOrderPayload(cart((c) => ({ ...c, cutlery: 0 })), { currentUserId: 1 })).toMatchObject({ has_cutlery: 0, cutlery: 0 });
  });

  it("spec 2 §2: after a successful order the user goes to /order/{id}?is_new=true", () => {
    expect(orderCreatedPath(812)).toBe("/order/812?is_new=true");
  });
});
