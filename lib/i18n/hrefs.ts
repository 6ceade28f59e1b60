import { localizePath } from "./paths";
import type { Locale } from "./routing";

// App hrefs in a locale (spec 1 §1: sq unprefixed, en under /en): what links, the router and redirects build their
// URLs with (lib/i18n/navigation.ts is the module to import from).

type QueryValue = string | number | boolean | null | undefined;
export type Query = Record<string, QueryValue | readonly QueryValue[]>;
export type Href = string | { pathname: string; query?: Query; hash?: string };

/** "?a=1&b=2" of a query object (arrays repeat the key, empty values are left out), or "". */
function search(query: Query | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const v of Array.isArray(value) ? value : [value]) if (v !== null && v !== undefined) params.append(key, String(v));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The public URL of an app href in a locale: "/stores" → "/en/stores" in English; other URLs are left as they are. */
export function getPathname({ href, locale }: { href: Href; locale: Locale }): string {
  if (typeof href === "string") return href.startsWith("/") && !href.startsWith("//") ? localizePath(href, locale) : href;
  const hash = href.hash ? (href.hash.startsWith("#") ? href.hash : `#${href.hash}`) : "";
  return `${localizePath(`${href.pathname}${search(href.query)}`, locale)}${hash}`;
}
