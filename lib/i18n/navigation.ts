import { redirect as nextRedirect } from "next/navigation";
import { getPathname, type Href } from "./hrefs";
import type { Locale } from "./routing";

export { getPathname, type Href, type Query } from "./hrefs";

// Locale-aware navigation (spec 1 §1: sq unprefixed, en under /en) — what next-intl's createNavigation gave, for the
// one routing we have (as-needed prefix, no localized pathnames, no locale cookie), written on next/link and
// next/navigation: next-intl's navigation code (~2 KB gzip) no longer ships with every page (issue 14's JS budget).
// Hrefs are unprefixed app paths; the locale is the page's unless one is given.

/** Server components, route handlers: redirect to an app href in a locale. */
export function redirect({ href, locale }: { href: Href; locale: Locale }): never {
  return nextRedirect(getPathname({ href, locale }));
}

// Link and the hooks live in a client module (next/navigation's hooks may not be imported into a server component's
// graph, and Link keeps a little state: it prefetches on intent).
export { Link, RouterContext, RouterProvider, usePathname, useRouter, type LinkProps, type Router } from "./navigation-client";
