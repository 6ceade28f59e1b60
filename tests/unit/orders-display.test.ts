import { describe, expect, it } from "vitest";
import { reorderOutcome } from "@/lib/orders/actions";
import { daysLeft, pastPromotionNote } from "@/lib/orders/promotion-days";
import { formatDateTime, formatTime } from "@/lib/orders/when";

describe("spec 2 §2 Promotions: current ones show days left until end_time unless non_expired", () => {
  const now = new Date("2025-03-14T09:30:00Z");

  it("counts whole days, rounded up, and 0 once over", () => {
    expect(daysLeft("2025-03-14T20:00:00Z", 0, now)).toBe(1);
    expect(daysLeft("2025-03-20T09:30:00Z", 0, now)).toBe(6);
    expect(daysLeft("2025-03-01T00:00:00Z", 0, now)).toBe(0);
  });

  it("shows nothing for a promotion that never expires or has no end", () => {
    expect(daysLeft("2025-03-20T09:30:00Z", 1, now)).toBeNull();
    expect(daysLeft(null, 0, now)).toBeNull();
  });
});

describe("ARCHITECTURE Conventions: order times in Europe/Tirane, DD/MM/YYYY", () => {
  it("formats an ISO instant and a zone-less API time as Tirana wall clock", () => {
    expect(formatDateTime("2025-07-01T10:05:00Z")).toBe("01/07/2025 12:05");
    expect(formatTime("2025-01-15 19:30:00")).toBe("19:30");
  });
});

describe("pastPromotionNote — spec 2 §2 Promotions, past tab (issue 9 #18)", () => {
  const now = new Date("2026-11-25T10:00:00Z");
  it("a promotion whose end time has passed ended on that date", () => {
    expect(pastPromotionNote({ end_time: "2026-11-20 23:59:00", non_expired: 0 }, now)).toEqual({ kind: "ended", date: "2026-11-20 23:59:00" });
  });

  it("one still running, listed because it was used, is never 'ended' with a date to come", () => {
    expect(pastPromotionNote({ end_time: "2026-12-31 23:59:00", non_expired: 0, used_at: "2026-11-21T12:00:00.000Z" }, now)).toEqual({ kind: "used", date: "2026-11-21T12:00:00.000Z" });
    expect(pastPromotionNote({ end_time: "2026-12-31 23:59:00", non_expired: 0 }, now)).toEqual({ kind: "used", date: null });
    expect(pastPromotionNote({ end_time: "2026-01-01 00:00:00", non_expired: 1, used_at: null }, now)).toEqual({ kind: "used", date: null });
    expect(pastPromotionNote({ end_time: null, non_expired: 0, used_at: "2026-11-21T12:00:00.000Z" }, now).kind).toBe("used");
  });
});

describe("reorderOutcome — spec 2 §4 Reorder (issue 9 #20)", () => {
  it('"goes to checkout …, or to the vendor page if no products remain", saying none are available', () => {
    expect(reorderOutcome(2)).toEqual({ go: "checkout" });
    expect(reorderOutcome(0)).toEqual({ go: "menu", message: "order_summary.reorder_none_available" });
  });
});
