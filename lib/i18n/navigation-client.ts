"use client";

import { createContext, createElement, use, useMemo, useState, type ComponentProps, type ReactNode } from "react";
import NextLink from "next/link";
import { usePathname as useNextPathname, useRouter as useNextRouter } from "next/navigation";
import { useLocale } from "@/lib/i18n/client";
import { getPathname, type Href } from "./hrefs";
import { splitLocale } from "./paths";
import type { Locale } from "./routing";

export type LinkProps = Omit<ComponentProps<typeof NextLink>, "href" | "locale"> & { href: Href; locale?: Locale };

/**
 * next/link with the href in the page's locale (or `locale`). It prefetches on intent — the pointer resting on it, a
 * touch starting, keyboard focus — rather than whenever it scrolls into view: a page's visible links would otherwise
 * each cost the server an uncached render (and the phone their data and main-thread time) on every page view, most
 * of them never followed (issue 14; ADR 0014). A link given `prefetch` explicitly keeps it.
 */
export function Link({ href, locale, prefetch, onMouseEnter, onTouchStart, onFocus, ...props }: LinkProps) {
  const current = useLocale() as Locale;
  const [intent, setIntent] = useState(false);
  /** The caller's handler, after noting the intent. */
  const noting =
    <E,>(handler?: (event: E) => void) =>
    (event: E) => {
      setIntent(true);
      handler?.(event);
    };
  return createElement(NextLink, {
    ...props,
    href: getPathname({ href, locale: locale ?? current }),
    prefetch: prefetch !== undefined ? prefetch : intent ? null : false,
    onMouseEnter: noting(onMouseEnter),
    onTouchStart: noting(onTouchStart),
    onFocus: noting(onFocus),
  });
}

/** The current path without the locale prefix ("/en/stores" → "/stores"). */
export function usePathname(): string {
  return splitLocale(useNextPathname() ?? "/").path;
}

type NavigateOptions = { locale?: Locale; scroll?: boolean };

/** next/navigation's router, taking app hrefs in the page's locale (or `options.locale`). */
export interface Router {
  push(href: Href, options?: NavigateOptions): void;
  replace(href: Href, options?: NavigateOptions): void;
  prefetch(href: Href, options?: NavigateOptions): void;
  back(): void;
  forward(): void;
  refresh(): void;
}

/**
 * The router, as the shell gives it (RouterProvider). A context of our own rather than next/navigation's hook in each
 * component: a component drawn in a React root of its own (lib/client/island.tsx) is given it like the messages,
 * without any of Next's private contexts.
 */
export const RouterContext = createContext<Router | null>(null);

/** Under Next's app router (components/shell/locale-document.tsx): the router every client component below uses. */
export function RouterProvider({ children }: { children: ReactNode }) {
  const router = useNextRouter();
  const current = useLocale() as Locale;
  const value = useMemo<Router>(() => {
    const at = (href: Href, options?: NavigateOptions) => getPathname({ href, locale: options?.locale ?? current });
    /** next/navigation's own options: only `scroll` (the locale is in the href by now). */
    const own = (options?: NavigateOptions) => (options?.scroll === undefined ? undefined : { scroll: options.scroll });
    return {
      push: (href, options) => router.push(at(href, options), own(options)),
      replace: (href, options) => router.replace(at(href, options), own(options)),
      prefetch: (href, options) => router.prefetch(at(href, options)),
      back: () => router.back(),
      forward: () => router.forward(),
      refresh: () => router.refresh(),
    };
  }, [router, current]);
  return createElement(RouterContext.Provider, { value }, children);
}

export function useRouter(): Router {
  const router = use(RouterContext);
  if (!router) throw new Error("RouterProvider is missing above this client component");
  return router;
}
