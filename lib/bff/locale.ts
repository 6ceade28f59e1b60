import type { Locale } from "@/lib/i18n/routing";

/** The language of a BFF call: explicit header, else the page it came from, else the chosen cookie, else sq. */
export function requestLocale(headers: Headers, cookieLocale?: string): Locale {
  const explicit = headers.get("x-shijo-locale");
  if (explicit === "en" || explicit === "sq") return explicit;
  const referer = headers.get("referer");
  if (referer) {
    try {
      const { pathname } = new URL(referer);
      return pathname === "/en" || pathname.startsWith("/en/") ? "en" : "sq";
    } catch {
      /* fall through */
    }
  }
  return cookieLocale === "en" ? "en" : "sq";
}
