import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { apiDate, apiDateTime, formatDate, formatDistance, formatPrice, formatRating, formatSignedPrice, parseApiDate } from "@/lib/format";

describe("formatPrice", () => {
  it('GLOSSARY "whole lek by Intl.NumberFormat of the locale, then L": 1250 L in sq (no grouping under 10 000)', () => {
    expect(formatPrice(1250, "sq")).toBe("1250 L");
  });

  it('GLOSSARY "12 500 L in sq": thousands are grouped with a (no-break) space', () => {
    expect(formatPrice(12500, "sq")).toMatch(/^12\s500 L$/u);
    expect(formatPrice(1250000, "sq")).toMatch(/^1\s250\s000 L$/u);
  });

  it('GLOSSARY "1,250 L in en"', () => {
    expect(formatPrice(1250, "en")).toBe("1,250 L");
    expect(formatPrice(12500, "en")).toBe("12,500 L");
  });

  it('spec 1 §9 "prices whole numbers with L": fractions are rounded, never shown', () => {
    expect(formatPrice(1249.5, "en")).toBe("1,250 L");
    expect(formatPrice(99.4, "sq")).toBe("99 L");
    expect(formatPrice(-0.4, "sq")).toBe("0 L");
  });

  it("negative amounts take the one minus sign of the site (U+2212), as the order summary and the wallet show them", () => {
    expect(formatPrice(-64, "sq")).toBe("\u221264 L");
    expect(formatPrice(-12500, "sq")).toBe("\u221212\u00a0500 L");
    expect(formatPrice(-1250, "en")).toBe("\u22121,250 L");
    expect(formatSignedPrice(20, "sq")).toBe("+20 L");
    expect(formatSignedPrice(-20, "sq")).toBe("\u221220 L");
    expect(formatSignedPrice(0, "en")).toBe("0 L");
  });

  it("accepts numeric strings from the API and shows unreadable amounts as 0 L", () => {
    expect(formatPrice("350.00", "sq")).toBe("350 L");
    expect(formatPrice(null, "en")).toBe("0 L");
    expect(formatPrice("abc", "en")).toBe("0 L");
  });
});

describe("formatDistance", () => {
  it('spec 1 §9 "distance shown as metres divided by 1000 with 2 decimals in Km", in the page\'s language', () => {
    expect(formatDistance(1234, "sq")).toBe("1,23 km");
    expect(formatDistance(1550, "sq")).toBe("1,55 km");
    expect(formatDistance(1234, "en")).toBe("1.23 km");
    expect(formatDistance(2500, "en")).toBe("2.50 km");
    expect(formatDistance(40, "sq")).toBe("0,04 km");
    expect(formatDistance("15000", "sq")).toBe("15,00 km");
  });

  it('spec 2 §3 "shown in Km with 2 decimals, only if above 0"', () => {
    expect(formatDistance(0, "sq")).toBeNull();
    expect(formatDistance(-3, "en")).toBeNull();
    expect(formatDistance(null, "sq")).toBeNull();
    expect(formatDistance(undefined, "sq")).toBeNull();
    expect(formatDistance("n/a", "en")).toBeNull();
  });
});

describe("formatRating", () => {
  it('spec 2 §3 "rating_interval (shown halved, one decimal)": a decimal comma in sq, a point in en', () => {
    expect(formatRating(9, "en")).toBe("4.5");
    expect(formatRating(7.6, "sq")).toBe("3,8");
    expect(formatRating(10, "sq")).toBe("5,0");
    expect(formatRating(7, "en")).toBe("3.5");
    expect(formatRating("8", "sq")).toBe("4,0");
  });

  it("shows a missing rating as 0.0 / 0,0", () => {
    expect(formatRating(null, "en")).toBe("0.0");
    expect(formatRating(undefined, "sq")).toBe("0,0");
  });
});

describe("dates in Europe/Tirane", () => {
  // ARCHITECTURE "Conventions": computed in Europe/Tirane whatever zone the server runs in.
  const savedTz = process.env.TZ;
  beforeEach(() => {
    process.env.TZ = "America/Los_Angeles";
  });
  afterEach(() => {
    process.env.TZ = savedTz;
  });

  it('ARCHITECTURE "dates shown DD/MM/YYYY": the Tirana calendar day, not the server\'s', () => {
    // 23:30 UTC on 15 January is 00:30 on the 16th in Tirana (CET, UTC+1).
    expect(formatDate(new Date("2024-01-15T23:30:00Z"))).toBe("16/01/2024");
    expect(formatDate(new Date("2024-07-04T09:00:00Z"))).toBe("04/07/2024");
  });

  it("formatDate takes another zone when asked", () => {
    expect(formatDate(new Date("2024-01-15T23:30:00Z"), "UTC")).toBe("15/01/2024");
  });

  it("zone-less API strings are Tirana wall-clock time", () => {
    expect(formatDate("2024-03-05")).toBe("05/03/2024");
    expect(formatDate("2024-03-05 23:59:59")).toBe("05/03/2024");
    expect(parseApiDate("2024-07-01 12:00:00").toISOString()).toBe("2024-07-01T10:00:00.000Z");
    expect(parseApiDate("2024-01-01 12:00:00").toISOString()).toBe("2024-01-01T11:00:00.000Z");
  });

  it("zone-less times right after the spring DST change resolve to the right instant", () => {
    // Tirana moves from 02:00 CET to 03:00 CEST on 31 March 2024; 03:30 local is 01:30 UTC.
    expect(parseApiDate("2024-03-31 03:30:00").toISOString()).toBe("2024-03-31T01:30:00.000Z");
    expect(apiDateTime(parseApiDate("2024-10-27 04:15:00"))).toBe("2024-10-27 04:15:00");
  });

  it("an unreadable date shows as an empty string, not NaN", () => {
    expect(formatDate("not a date")).toBe("");
  });

  it('ARCHITECTURE "sent YYYY-MM-DD": apiDate gives the Tirana day', () => {
    expect(apiDate(new Date("2024-01-15T23:30:00Z"))).toBe("2024-01-16");
    expect(apiDate(new Date("2024-12-31T22:59:59Z"))).toBe("2024-12-31");
  });

  it('ARCHITECTURE "sent YYYY-MM-DD HH:mm:ss": apiDateTime in Tirana, 24-hour, zero-padded', () => {
    expect(apiDateTime(new Date("2024-07-01T10:05:09Z"))).toBe("2024-07-01 12:05:09");
    expect(apiDateTime(new Date("2024-01-01T23:00:00Z"))).toBe("2024-01-02 00:00:00");
  });

  it("apiDate refuses an invalid date rather than sending garbage upstream", () => {
    expect(() => apiDate("garbage")).toThrow(RangeError);
    expect(() => apiDateTime(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe("formatPrice does not depend on the runtime's locale data", () => {
  const amounts = [0, 7, 950, 1000, 1250, 9999, 10000, 12500, 123456, 1250000, 98765432, -1500, -12500, -123456];

  it("sq matches what full ICU prints, so server HTML and browser (Chromium's reduced ICU) agree", () => {
    const icu = new Intl.NumberFormat("sq-AL", { maximumFractionDigits: 0 });
    if (!Intl.NumberFormat.supportedLocalesOf(["sq-AL"]).length) return; // this runtime cannot be the reference
    for (const n of amounts) expect(formatPrice(n, "sq"), String(n)).toBe(`${icu.format(n).replace("-", "\u2212")} L`);
  });

  it("en matches what ICU prints for en-GB, without building an Intl.NumberFormat in the browser", () => {
    const icu = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0 });
    for (const n of amounts) expect(formatPrice(n, "en"), String(n)).toBe(`${icu.format(n).replace("-", "\u2212")} L`);
  });
});
