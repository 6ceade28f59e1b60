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
});

export type Locale = (typeof routing.locales)[number];

export function isLocale(value: unknown): value is Locale {
  return value === "sq" || value === "en";
}
