import { describe, expect, it } from "vitest";
import { cashbackInputEnabled, clampCount, guestsToSend, parseCashback, STEP0_KEYS, validateStep0, type Step0Input } from "@/lib/checkout/delivery-step";
import { splitsToSend, validateStep1 } from "@/lib/checkout/payment-step";

const ok: Step0Input = {
  handover: "Delivery", addressId: 3, outOfZone: false, orderTotal: 1200, needsLegalAge: false, legalAgeConfirmed: false,
  invitationCode: "", cashback: "", cashbackBalance: 500, couponCode: "", guests: 0, cutlery: 1, phone: "0691234567",
  isSchedule: false, scheduleDate: "", scheduleTime: "",
};

describe("spec 2 §5 Checkout, step 0", () => {
  it("a complete delivery order passes", () => {
    expect(validateStep0(ok)).toBeNull();
  });

  it("delivery needs an address (checkout.validate_select_address); pickup does not", () => {
    expect(validateStep0({ ...ok, addressId: null })).toBe("checkout.validate_select_address");
    expect(validateStep0({ ...ok, handover: "Pickup", addressId: null })).toBeNull();
  });

  it("address outside the delivery area: restaurant_details.no_in_vendor_support_zone", () => {
    expect(validateStep0({ ...ok, outOfZone: true })).toBe("restaurant_details.no_in_vendor_support_zone");
  });

  it("total below 0 (or 0): cart.order_is_under_0", () => {
    expect(validateStep0({ ...ok, orderTotal: 0 })).toBe("cart.order_is_under_0");
    expect(validateStep0({ ...ok, orderTotal: -5 })).toBe("cart.order_is_under_0");
    expect(validateStep0({ ...ok, orderTotal: 1 })).toBeNull();
  });

  it("any item with age_18 requires legal-age confirmation (cart.check_legal_age)", () => {
    expect(validateStep0({ ...ok, needsLegalAge: true })).toBe("cart.check_legal_age");
    expect(validateStep0({ ...ok, needsLegalAge: true, legalAgeConfirmed: true })).toBeNull();
  });

  it("only one of invitation promo code, cashback and coupon per order (cart.not_possible_use_all_in_a_order)", () => {
    expect(validateStep0({ ...ok, couponCode: "VERA", cashback: "100" })).toBe("cart.not_possible_use_all_in_a_order");
    expect(validateStep0({ ...ok, invitationCode: "AB12", couponCode: "VERA" })).toBe("cart.not_possible_use_all_in_a_order");
    expect(validateStep0({ ...ok, couponCode: "VERA", cashback: "0" })).toBeNull();
  });

  it("cashback input is numeric and must not exceed the user's cashback balance; disabled at balance 0", () => {
    expect(validateStep0({ ...ok, cashback: "12a" })).toBe("cart.invalid_cashback");
    expect(validateStep0({ ...ok, cashback: "501" })).toBe("cart.cashback_over_balance");
    expect(validateStep0({ ...ok, cashback: "500" })).toBeNull();
    // Issue 9 #17: a cashback above the balance that also takes the total below 0 says it is above the balance.
    expect(validateStep0({ ...ok, cashback: "5000", orderTotal: -3800 })).toBe("cart.cashback_over_balance");
    expect(validateStep0({ ...ok, cashback: "1x", orderTotal: -3800 })).toBe("cart.invalid_cashback");
    // Within the balance but above the order: the total is the problem.
    expect(validateStep0({ ...ok, cashback: "500", orderTotal: -20 })).toBe("cart.order_is_under_0");
    expect(parseCashback(" 40 ")).toBe(40);
    expect(parseCashback("-3")).toBeNull();
    expect(cashbackInputEnabled(0)).toBe(false);
    expect(cashbackInputEnabled(1)).toBe(true);
  });

  it("guests number >= 0, sent as 1 if 0; cutlery cannot go below 0", () => {
    expect(validateStep0({ ...ok, guests: -1 })).toBe("checkout.invalid_guests");
    expect(validateStep0({ ...ok, cutlery: -1 })).toBe("checkout.invalid_cutlery");
    expect(guestsToSend(0)).toBe(1);
    expect(guestsToSend(4)).toBe(4);
    expect(clampCount(-2)).toBe(0);
  });

  it("phone must be valid", () => {
    expect(validateStep0({ ...ok, phone: "12345" })).toBe("checkout.invalid_phone");
  });

  it("scheduling needs both date and time (a reservation always does)", () => {
    expect(validateStep0({ ...ok, isSchedule: true, scheduleDate: "2025-06-12", scheduleTime: "" })).toBe("checkout.select_schedule_time");
    expect(validateStep0({ ...ok, isSchedule: true, scheduleDate: "2025-06-12", scheduleTime: "12:00" })).toBeNull();
    expect(validateStep0({ ...ok, handover: "Reserve", addressId: null })).toBe("checkout.select_schedule_time");
  });

  it("checks run in the spec's order: the address before the total", () => {
    expect(validateStep0({ ...ok, addressId: null, orderTotal: 0, phone: "" })).toBe("checkout.validate_select_address");
  });

  it("every key it can return is listed", () => {
    expect(STEP0_KEYS).toContain("cart.not_possible_use_all_in_a_order");
    expect(new Set(STEP0_KEYS).size).toBe(STEP0_KEYS.length);
  });
});

describe("spec 2 §5 Checkout, step 1 and payment", () => {
  it("method stripe with no card selected: cart.select_card", () => {
    expect(validateStep1("stripe", null)).toBe("cart.select_card");
    expect(validateStep1("stripe", "pm_1")).toBeNull();
    expect(validateStep1("cash", null)).toBeNull();
  });

  it("split payments are sent only if every split has a price", () => {
    expect(splitsToSend([{ id: 1, price: 300, username: "ana" }, { id: 2, price: null, full_name: "Ben" }])).toEqual([]);
    expect(splitsToSend([{ id: 1, price: 300, username: "ana" }, { id: 2, price: 200, full_name: "Ben Hoxha" }])).toEqual([
      { person_id: 1, amount: 300, person_name: "ana" },
      { person_id: 2, amount: 200, person_name: "Ben Hoxha" },
    ]);
  });
});
