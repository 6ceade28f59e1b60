import type { Locale } from "@/lib/i18n/routing";

// The locale's digit rules (CLDR sq-AL, en-GB), apart from number.ts so that prices — on every page, in the shell's
// cashback badge — carry only these few lines into the browser (issue 14's JavaScript budget).

/** The one minus sign of the site (docs/i18n-albanian.md "Numbers"); CLDR prints a hyphen-minus. */
export const MINUS = "\u2212";

export const DECIMAL_SEPARATOR: Record<Locale, string> = { sq: ",", en: "." };

// sq groups with a no-break space and only from five digits on (CLDR minimumGroupingDigits 2: 1250 but 12 500);
// en-GB with a comma from four (1,250).
const GROUPING: Record<Locale, { separator: string; fromDigits: number }> = {
  sq: { separator: "\u00a0", fromDigits: 5 },
  en: { separator: ",", fromDigits: 4 },
};

/** The integer digits "12500" grouped for the locale: "12 500" (sq), "12,500" (en). */
export function groupDigits(digits: string, locale: Locale): string {
  const { separator, fromDigits } = GROUPING[locale];
  return digits.length < fromDigits ? digits : digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}
