import { describe, expect, it } from "vitest";
import { monthName, weekdayName } from "@/lib/format/date";

// Issue 9 #15: the courier form's months were English after hydration in Chromium (its reduced ICU has no Albanian)
// and Albanian in the server's HTML. Names are written out once, and must be what CLDR says (Node carries full ICU).
const cldr = (locale: string, options: Intl.DateTimeFormatOptions, date: Date) => new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" }).format(date);

describe("month and weekday names, the same on server and browser", () => {
  it("months are CLDR's in both languages (0 = January)", () => {
    for (let m = 0; m < 12; m++) {
      const date = new Date(Date.UTC(2000, m, 1));
      expect(monthName(m, "sq")).toBe(cldr("sq-AL", { month: "long" }, date));
      expect(monthName(m, "en")).toBe(cldr("en-GB", { month: "long" }, date));
    }
    expect(monthName(10, "sq")).toBe("nëntor");
  });

  it("weekdays are CLDR's, 0 = Sunday as the API's week_day; a label can start with a capital", () => {
    for (let d = 0; d < 7; d++) {
      const date = new Date(Date.UTC(2024, 0, 7 + d)); // 7 January 2024 was a Sunday
      expect(weekdayName(d, "sq")).toBe(cldr("sq-AL", { weekday: "long" }, date));
      expect(weekdayName(d, "en")).toBe(cldr("en-GB", { weekday: "long" }, date));
    }
    expect(weekdayName(1, "sq", { capital: true })).toBe("E hënë");
  });

  it("does not depend on the runtime's locale data (what a reduced ICU gives is irrelevant)", () => {
    const original = Intl.DateTimeFormat;
    try {
      // A runtime without Albanian falls back to English names.
      Intl.DateTimeFormat = function (_locale?: string | string[], options?: Intl.DateTimeFormatOptions) {
        return new original("en-US", options);
      } as unknown as typeof Intl.DateTimeFormat;
      expect(monthName(0, "sq")).toBe("janar");
      expect(weekdayName(3, "sq")).toBe("e mërkurë");
    } finally {
      Intl.DateTimeFormat = original;
    }
  });
});
