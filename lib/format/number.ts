import type { Locale } from "@/lib/i18n/routing";
import { DECIMAL_SEPARATOR, MINUS, groupDigits } from "./digits";

export { MINUS };

// Every number on a page goes through here (docs/i18n-albanian.md "Numbers"): ratings, distances, percentages,
// coordinates, and prices through price.ts. The output is what full ICU's Intl.NumberFormat prints for sq-AL and
// en-GB (tests/unit/format-number.test.ts compares them), written out for the reasons price.ts gives: Chromium ships
// without Albanian locale data (its Intl prints "3.8" for sq, so the browser would disagree with the server's HTML),
// and building the first Intl.NumberFormat costs a public page's hydration ~17 ms.
//
// sq: decimal comma, groups of three with a no-break space from 10 000 on (CLDR's two grouping digits): 3,8 · 1,55 ·
// 12 500. en: decimal point, a comma every three digits: 3.8 · 1.55 · 1,250.
// Negative numbers take the minus sign U+2212 in both languages, one sign everywhere (CLDR prints a hyphen-minus).

export interface NumberOptions {
  /** Fraction digits always shown (default 0). */
  minimumFractionDigits?: number;
  /** Fraction digits at most, rounded half away from zero as ICU does (default: the minimum, or 3). */
  maximumFractionDigits?: number;
}

/** The exact decimal digits of a finite, non-negative number: "123.45" → ["123", "45"]; 1e-7 → ["0", "0000001"]. */
function decimalDigits(abs: number): [whole: string, fraction: string] {
  // String() gives the shortest text that reads back as the same double, which is what ICU rounds (1.005 → 1.01).
  const m = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(abs));
  if (!m) return ["0", ""];
  let digits = m[1] + (m[2] ?? "");
  let point = m[1].length + Number(m[3] ?? 0);
  if (point <= 0) {
    digits = "0".repeat(1 - point) + digits;
    point = 1;
  }
  if (point > digits.length) digits = digits.padEnd(point, "0");
  return [digits.slice(0, point).replace(/^0+(?=\d)/, ""), digits.slice(point)];
}

/** Adds one to a string of decimal digits ("199" → "200", "99" → "100"). */
function increment(digits: string): string {
  const out = digits.split("");
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] !== "9") {
      out[i] = String(Number(out[i]) + 1);
      return out.join("");
    }
    out[i] = "0";
  }
  return `1${out.join("")}`;
}

/** A number in the page's language: formatNumber(3.8, "sq") → "3,8"; non-numeric input reads as 0. */
export function formatNumber(value: number | string | null | undefined, locale: Locale, options: NumberOptions = {}): string {
  const min = options.minimumFractionDigits ?? 0;
  const max = Math.max(min, options.maximumFractionDigits ?? Math.max(min, 3));
  const n = Number(value);
  const safe = Number.isFinite(n) ? n : 0;
  const [whole, fraction] = decimalDigits(Math.abs(safe));
  let kept = (whole + fraction.padEnd(max, "0").slice(0, max)).padStart(max + 1, "0");
  if ((fraction[max] ?? "0") >= "5") kept = increment(kept);
  let intPart = kept.slice(0, kept.length - max) || "0";
  let fracPart = kept.slice(kept.length - max);
  while (fracPart.length > min && fracPart.endsWith("0")) fracPart = fracPart.slice(0, -1);
  intPart = intPart.replace(/^0+(?=\d)/, "");
  const zero = /^0*$/.test(intPart + fracPart);
  const text = groupDigits(intPart, locale) + (fracPart ? DECIMAL_SEPARATOR[locale] + fracPart : "");
  // A value that rounds to zero shows no sign (ICU's signDisplay "negative").
  return safe < 0 && !zero ? MINUS + text : text;
}

/** spec 2 §3 Vendor.rating_interval: out of 10 from the API, shown halved with one decimal ("3,8", "4,0"). */
export function formatRating(ratingInterval: number | string | null | undefined, locale: Locale): string {
  return formatNumber(Number(ratingInterval) / 2, locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** spec 2 §3 Vendor.distance: metres / 1000 with 2 decimals in km ("1,55 km"), or null when not above 0 (hidden). */
export function formatDistance(metres: number | string | null | undefined, locale: Locale): string | null {
  const n = Number(metres);
  if (metres === null || metres === undefined || !Number.isFinite(n) || !(n > 0)) return null;
  return `${formatNumber(n / 1000, locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} km`;
}

/** A percentage as the API gives it (0.5 means 0.5 %), without the sign the message adds: "0,5", "1", "1,5". */
export function formatPercent(percent: number | string | null | undefined, locale: Locale): string {
  return formatNumber(percent, locale, { maximumFractionDigits: 2 });
}

/**
 * A point on the map, 5 decimals (about a metre). In sq the two numbers are parted by a semicolon, as "41,31932,
 * 19,81782" could not be read; en keeps the comma.
 */
export function formatCoordinates(latitude: number, longitude: number, locale: Locale): string {
  const f = (n: number) => formatNumber(n, locale, { minimumFractionDigits: 5, maximumFractionDigits: 5 });
  return `${f(latitude)}${locale === "sq" ? ";" : ","} ${f(longitude)}`;
}

/**
 * A figure the API sends as text ("4.8", "3400+", "25"): the number at its start in the page's language ("4,8",
 * "3400+"), the rest as sent. Text that does not start with a number is shown as it is.
 */
export function formatFigure(text: string, locale: Locale): string {
  const m = /^(-?\d+(?:\.(\d+))?)(.*)$/s.exec(text.trim());
  if (!m) return text;
  const digits = m[2]?.length ?? 0;
  return formatNumber(Number(m[1]), locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }) + m[3];
}
