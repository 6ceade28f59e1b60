import { defineRouting } from "next-intl/routing";

// spec 1 §1: sq is the default and carries no prefix; en lives under /en.
// Locale detection is off: a shared unprefixed link stays Albanian unless the
// visitor chose English before (NEXT_LOCALE cookie, handled in proxy.ts). See docs/adr/0002.
export const routing = defineRouting({
  locales: ["sq", "en"],
  defaultLocale: "sq",
  localePrefix: "as-needed",
  localeDetection: false,
  localeCookie: false,
  // next-intl's hreflang `Link` header is built from the request's Host (spoofable, issue 9 #6); every page
  // already carries its alternates in the HTML, built on PUBLIC_SITE_URL (lib/i18n/page.ts).
  alternateLinks: false,
});

/** The storefront formats times in Albania's time zone, on the server and in the browser alike. */
export const TIME_ZONE = "Europe/Tirane";

export type Locale = (typeof routing.locales)[number];

export function isLocale(value: unknown): value is Locale {
  return value === "sq" || value === "en";
}
