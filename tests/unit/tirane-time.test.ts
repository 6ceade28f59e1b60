import { describe, expect, it } from "vitest";
import { tiraneDate, wallClock } from "../../contract/tirane-time";

describe("spec 2 §5: calendar rules read the wall clock in Europe/Tirane", () => {
  it("reads the Tirana date and time of an instant, whatever the server's zone (CET in winter, CEST in summer)", () => {
    expect(wallClock(new Date("2026-01-15T23:30:00Z"))).toEqual({ year: 2026, month: 1, day: 16, hour: 0, minute: 30, weekday: 5 });
    expect(wallClock(new Date("2026-07-15T21:59:00Z"))).toEqual({ year: 2026, month: 7, day: 15, hour: 23, minute: 59, weekday: 3 });
  });

  it("asked again for the same instant it answers the same, even after a caller changed its own copy", () => {
    const at = new Date("2026-03-01T10:00:00Z");
    const first = wallClock(at);
    first.day = 31;
    first.hour = 99;
    expect(wallClock(new Date(at.getTime()))).toEqual({ year: 2026, month: 3, day: 1, hour: 11, minute: 0, weekday: 0 });
  });

  it("instants asked in turn each get their own clock (the kept one is never handed to another instant)", () => {
    const a = new Date("2026-12-31T22:59:00Z");
    const b = new Date("2026-12-31T23:00:00Z");
    for (let i = 0; i < 3; i++) {
      expect(tiraneDate(a)).toBe("2026-12-31");
      expect(tiraneDate(b)).toBe("2027-01-01");
    }
  });
});
