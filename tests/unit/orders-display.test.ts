import { describe, expect, it } from "vitest";
import { daysLeft } from "@/lib/orders/promotion-days";
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
