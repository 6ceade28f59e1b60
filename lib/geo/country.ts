import type { Locale } from "@/lib/i18n/routing";

/**
 * Where a person, an address or a vendor is: an ISO 3166 code is stored (spec 1 §9: the service area is al and xk),
 * and each page shows the name in its own language — "Tiranë, Shqipëri" on an Albanian page, "Albania" on an English
 * one (issue 25). Names already stored (older rows, another product API) are recognised in either language.
 */
export type CountryCode = "AL" | "XK";

const NAMES: Record<Locale, Record<CountryCode, string>> = {
  sq: { AL: "Shqipëri", XK: "Kosovë" },
  en: { AL: "Albania", XK: "Kosovo" },
};

const KNOWN: Record<string, CountryCode> = {
  al: "AL", alb: "AL", albania: "AL", shqiperi: "AL", shqiperia: "AL",
  xk: "XK", xkx: "XK", kosovo: "XK", kosova: "XK", kosove: "XK",
};

const fold = (text: string) => text.normalize("NFD").replace(/\p{Diacritic}/gu, "").trim().toLowerCase();

/** "AL", "al", "Albania", "Shqipëri" → "AL"; "Kosovë" → "XK"; anything else → null. */
export function countryCode(value: string | null | undefined): CountryCode | null {
  return value ? (KNOWN[fold(value)] ?? null) : null;
}

/** The country's name in the page's language; a country we do not know is shown as it was given. */
export function countryName(value: string | null | undefined, locale: Locale): string {
  const code = countryCode(value);
  return code ? NAMES[locale][code] : (value ?? "").trim();
}
