import { routing, type Locale } from "./routing";

/** Request header the proxy sets: the current path and query without the locale prefix. */
export const CURRENT_PATH_HEADER = "x-shijo-path";

/** Splits "/en/stores" into { locale: "en", path: "/stores" }; unprefixed paths are Albanian. */
export function splitLocale(pathname: string): { locale: Locale; path: string; explicit: boolean } {
  for (const locale of routing.locales) {
    if (pathname === `/${locale}` || pathname.startsWith(`/${locale}/`)) {
      return { locale, path: pathname.slice(locale.length + 1) || "/", explicit: true };
    }
  }
  return { locale: routing.defaultLocale, path: pathname || "/", explicit: false };
}

/** The public URL path of an unprefixed path in a locale: sq has no prefix, en lives under /en. */
export function localizePath(path: string, locale: Locale): string {
  const clean = path.startsWith("/") ? path : `/${path}`;
  if (locale === routing.defaultLocale) return clean;
  return clean === "/" ? `/${locale}` : clean.startsWith("/?") ? `/${locale}${clean.slice(1)}` : `/${locale}${clean}`;
}
