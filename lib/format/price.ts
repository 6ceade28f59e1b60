import type { Locale } from "@/lib/i18n/routing";

/**
 * GLOSSARY "Prices": whole lek with the locale's grouping, then " L" (1250 L, 12 500 L in sq; 1,250 L in en).
 *
 * Written out rather than asked of Intl.NumberFormat, for two reasons:
 * - Chromium ships a reduced ICU without Albanian, so "sq-AL" falls back to "1,250" there. The server and the browser
 *   must print the same text, or client-rendered prices differ from the first HTML.
 * - The first Intl.NumberFormat of a page costs the browser ~17 ms of locale data (~70 ms on a mid-range phone),
 *   inside the hydration task of every English page with a price (issue 14: TBT).
 *
 * CLDR sq groups with a no-break space and needs two grouping digits (1250 but 12 500); en-GB groups every three
 * digits with a comma. Both match full ICU (tests/unit/format.test.ts checks against it where the runtime has it).
 */
const GROUPING: Record<Locale, { separator: string; minimumDigits: number }> = {
  sq: { separator: "\u00a0", minimumDigits: 5 },
  en: { separator: ",", minimumDigits: 4 },
};

function grouped(whole: number, locale: Locale): string {
  const { separator, minimumDigits } = GROUPING[locale];
  const digits = String(Math.abs(whole));
  const text = digits.length < minimumDigits ? digits : digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  return whole < 0 ? `-${text}` : text;
}

/** Whole lek with the locale's grouping and " L". Non-numeric input shows as 0 L rather than "NaN L". */
export function formatPrice(amount: number | string | null | undefined, locale: Locale): string {
  const n = Number(amount);
  // `|| 0` also turns -0 (from rounding -0.4) into 0.
  const whole = Number.isFinite(n) ? Math.round(n) || 0 : 0;
  return `${grouped(whole, locale)} L`;
}
