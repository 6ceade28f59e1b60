import type { Locale } from "@/lib/i18n/routing";

// GLOSSARY "Prices": whole lek by Intl.NumberFormat of the locale, then " L" (1250 L, 12 500 L in sq; 1,250 L in en).
const NUMBER_LOCALE: Record<Locale, string> = { sq: "sq-AL", en: "en-GB" };
const formatters = new Map<Locale, Intl.NumberFormat>();

function formatter(locale: Locale): Intl.NumberFormat {
  let f = formatters.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(NUMBER_LOCALE[locale], { maximumFractionDigits: 0 });
    formatters.set(locale, f);
  }
  return f;
}

/**
 * Albanian grouping (CLDR sq: no-break space, minimum grouping digits 2, so 1250 but 12 500), written out because
 * browsers without Albanian locale data — Chromium ships a reduced ICU — fall back to "1,250". The server and the
 * browser must print the same text, or client-rendered prices differ from the first HTML.
 */
function albanian(whole: number): string {
  const digits = String(Math.abs(whole));
  const grouped = digits.length < 5 ? digits : digits.replace(/\B(?=(\d{3})+(?!\d))/g, "\u00a0");
  return whole < 0 ? `-${grouped}` : grouped;
}

/** Whole lek with the locale's grouping and " L". Non-numeric input shows as 0 L rather than "NaN L". */
export function formatPrice(amount: number | string | null | undefined, locale: Locale): string {
  const n = Number(amount);
  // `|| 0` also turns -0 (from rounding -0.4) into 0.
  const whole = Number.isFinite(n) ? Math.round(n) || 0 : 0;
  return `${locale === "sq" ? albanian(whole) : formatter(locale).format(whole)} L`;
}
