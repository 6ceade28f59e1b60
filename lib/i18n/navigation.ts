import { redirect as nextRedirect } from "next/navigation";
import { localizePath } from "./paths";
import type { Locale } from "./routing";

// Locale-aware navigation (spec 1 §1: sq unprefixed, en under /en) — what next-intl's createNavigation gave, for the
// one routing we have (as-needed prefix, no localized pathnames, no locale cookie), written on next/link and
// next/navigation: next-intl's navigation code (~2 KB gzip) no longer ships with every page (issue 14's JS budget).
// Hrefs are unprefixed app paths; the locale is the page's unless one is given.

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

/** Server components, route handlers: redirect to an app href in a locale. */
export function redirect({ href, locale }: { href: Href; locale: Locale }): never {
  return nextRedirect(getPathname({ href, locale }));
}

// Link and the hooks live in a client module (next/navigation's hooks may not be imported into a server component's
// graph, and Link keeps a little state: it prefetches on intent).
export { Link, usePathname, useRouter, type LinkProps } from "./navigation-client";
