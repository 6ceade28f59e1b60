import type { Locale } from "@/lib/i18n/routing";
import { MINUS, groupDigits } from "./digits";

/**
 * GLOSSARY "Prices": whole lek with the locale's grouping, then " L" (1250 L, 12 500 L in sq; 1,250 L in en); a
 * negative amount takes the one minus sign of number.ts (−64 L).
 *
 * Written out (digits.ts, the rules number.ts uses too) rather than asked of Intl.NumberFormat, for two reasons:
 * - Chromium ships a reduced ICU without Albanian, so "sq-AL" falls back to "1,250" there. The server and the browser
 *   must print the same text, or client-rendered prices differ from the first HTML.
 * - The first Intl.NumberFormat of a page costs the browser ~17 ms of locale data (~70 ms on a mid-range phone),
 *   inside the hydration task of every English page with a price (issue 14: TBT).
 *
 * CLDR sq groups with a no-break space and needs two grouping digits (1250 but 12 500); en-GB groups every three
 * digits with a comma. Both match full ICU (tests/unit/format.test.ts checks against it where the runtime has it).
 */
export function formatPrice(amount: number | string | null | undefined, locale: Locale): string {
  const n = Number(amount);
  // Half away from zero, as ICU rounds; unreadable amounts show as 0 L rather than "NaN L", and −0 as 0.
  const whole = Number.isFinite(n) ? Math.round(Math.abs(n)) : 0;
  return `${n < 0 && whole > 0 ? MINUS : ""}${groupDigits(String(whole), locale)} L`;
}

/** spec 3 §9 wallet amounts: whole lek with a + sign when positive (+20 L, −20 L, 0 L). */
export function formatSignedPrice(amount: number | string | null | undefined, locale: Locale): string {
  const n = Math.round(Number(amount)) || 0;
  return `${n > 0 ? "+" : ""}${formatPrice(n, locale)}`;
}
