import { describe, expect, it } from "vitest";
import { levelPercent, progress, secondsPerStep } from "@/product-api/src/orders/clock";
import { discountAmount, normalizeHandover, orderTotals } from "@/product-api/src/orders/pricing";
import { slotProblem, splitDateTime, wallString } from "@/product-api/src/orders/slots";
import { cardBrand, luhnValid } from "@/product-api/src/routes/payment-methods";

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6].map((weekDay) => ({ weekDay, timeOpen: "12:00", timeClose: "22:00" }));
// 2025-03-14 is a Friday; 09:30 UTC is 10:30 in Tirana (CET, UTC+1).
const NOW = new Date("2025-03-14T09:30:00Z");

describe("order clock (ARCHITECTURE: an order clock advances statuses along the spec's flows)", () => {
  const placed = { orderType: "delivery" as const, status: "new" as const, statusChangedAt: NOW, target: null };

  it("moves one step of spec 2 §4's delivery flow per step, never past the last", () => {
    expect(progress(placed, new Date(NOW.getTime() + 59_000), 60_000).status).toBe("new");
    expect(progress(placed, new Date(NOW.getTime() + 60_000), 60_000).status).toBe("processing");
    const done = progress(placed, new Date(NOW.getTime() + 3_600_000), 60_000);
    expect(done.steps.map((s) => s.status)).toEqual(["processing", "picked_by_rider", "delivered"]);
    expect(done.at).toEqual(new Date(NOW.getTime() + 180_000));
  });

  it("follows the pickup and reservation flows", () => {
    const later = new Date(NOW.getTime() + 3_600_000);
    expect(progress({ ...placed, orderType: "pickup" }, later, 60_000).steps.map((s) => s.status)).toEqual(["processing", "ready_to_pickup", "picked_up"]);
    expect(progress({ ...placed, orderType: "reserve" }, later, 60_000).steps.map((s) => s.status)).toEqual(["reserved", "completed"]);
  });

  it("keeps the last step for the scheduled time", () => {
    const target = new Date(NOW.getTime() + 2 * 3_600_000);
    expect(progress({ ...placed, orderType: "reserve", target }, new Date(NOW.getTime() + 3_600_000), 60_000).status).toBe("reserved");
    expect(progress({ ...placed, orderType: "reserve", target }, target, 60_000).status).toBe("completed");
  });

  it("leaves declined and cancelled orders alone", () => {
    expect(progress({ ...placed, status: "declined" }, new Date(NOW.getTime() + 3_600_000), 60_000).steps).toEqual([]);
  });

  it("reads ORDER_CLOCK_SECONDS_PER_STEP, default 60", () => {
    expect(secondsPerStep({})).toBe(60);
    expect(secondsPerStep({ ORDER_CLOCK_SECONDS_PER_STEP: "5" })).toBe(5);
    expect(secondsPerStep({ ORDER_CLOCK_SECONDS_PER_STEP: "0" })).toBe(60);
  });

  it("pays the loyalty level reached (spec 3 §9: Silver 0.5 %, Gold 1 %, Platinum 1.5 %)", () => {
    const levels = [{ min_orders: 0, percent: 0.5 }, { min_orders: 10, percent: 1 }, { min_orders: 25, percent: 1.5 }];
    expect([levelPercent(levels, 0), levelPercent(levels, 10), levelPercent(levels, 30)]).toEqual([0.5, 1, 1.5]);
  });
});

describe("server totals (spec 2 §9)", () => {
  const base = { handover: "Delivery" as const, subtotal: 800, discount: 0, freeDelivery: false, cashback: 0, deliveryFee: 150, minimumOrder: 1000, smallOrderFee: 100, tip: 50, tipApplies: false };

  it("adds the small-order fee below the minimum and the delivery fee for delivery only", () => {
    expect(orderTotals(base).totalPrice).toBe(800 + 100 + 150);
    expect(orderTotals({ ...base, handover: "Pickup" }).totalPrice).toBe(800);
  });

  it("takes discount and cashback off, zeroes the fee on free delivery and adds the tip only when it applies", () => {
    expect(orderTotals({ ...base, subtotal: 1200, discount: 120, cashback: 30, freeDelivery: true, tipApplies: true }).totalPrice).toBe(1200 - 120 - 30 + 50);
  });

  it("computes promotion amounts like the storefront does", () => {
    expect(discountAmount("percentage", 10, 1555)).toBe(155);
    expect(discountAmount("fixed", 5000, 1200)).toBe(1200);
    expect(discountAmount("free_delivery", 0, 1200)).toBe(0);
  });

  it("reads the handover method as spec 2 §7 sends it", () => {
    expect(["Delivery", "Pickup at store", "pickup", "Reserve", "reservation", ""].map(normalizeHandover)).toEqual(["Delivery", "Pickup", "Pickup", "Reserve", "Reserve", "Delivery"]);
  });
});

describe("slots (spec 2 §5: 30-minute slots within hours, 7 days, today at least 30 minutes ahead)", () => {
  it("accepts a slot within hours and refuses one too soon, too late, off the grid or outside hours", () => {
    expect(slotProblem(EVERY_DAY, "2025-03-14", "12:00", NOW)).toBeNull();
    expect(slotProblem(EVERY_DAY, "2025-03-14", "10:30", NOW)).toBe("past");
    expect(slotProblem(EVERY_DAY, "2025-03-20", "21:30", NOW)).toBeNull();
    expect(slotProblem(EVERY_DAY, "2025-03-21", "12:00", NOW)).toBe("too_far");
    expect(slotProblem(EVERY_DAY, "2025-03-15", "12:15", NOW)).toBe("format");
    expect(slotProblem(EVERY_DAY, "2025-03-15", "22:00", NOW)).toBe("closed");
  });

  it("refuses the hour that does not exist when clocks go forward (30 March 2025, 02:00 → 03:00)", () => {
    const night = [0].map((weekDay) => ({ weekDay, timeOpen: "00:00", timeClose: "23:59" }));
    const friday = new Date("2025-03-28T09:30:00Z");
    expect(slotProblem(night, "2025-03-30", "02:30", friday)).toBe("format");
    expect(slotProblem(night, "2025-03-30", "03:00", friday)).toBeNull();
  });

  it("sends times as YYYY-MM-DD HH:mm:ss in Tirana", () => {
    expect(wallString(NOW)).toBe("2025-03-14 10:30:00");
    expect(splitDateTime("2025-03-14 12:30:00")).toEqual(["2025-03-14", "12:30"]);
  });
});

describe("cards (the API keeps brand and last4, and checks the number like a processor)", () => {
  it("checks Luhn and names the brand", () => {
    expect(luhnValid("4242424242424242")).toBe(true);
    expect(luhnValid("4242424242424241")).toBe(false);
    expect([cardBrand("4242424242424242"), cardBrand("5555555555554444"), cardBrand("2223003122003222")]).toEqual(["visa", "mastercard", "mastercard"]);
  });
});
