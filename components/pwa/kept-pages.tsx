"use client";

import { useEffect, useState } from "react";
import { useLocale, useTranslations } from "@/lib/i18n/client";
import { splitLocale } from "@/lib/i18n/paths";
import { keptPageTitle, PAGES_CACHE } from "@/lib/pwa/caches";

const MAX_SHOWN = 8;

interface Kept {
  href: string;
  title: string;
}

// ADR 0021: the pages the service worker kept (public pages only: vendor menus, the cart…), newest first, in the
// offline page's language, so the last opened menu is one tap away without a connection.
export function KeptPages() {
  const t = useTranslations("pwa");
  const locale = useLocale();
  const [kept, setKept] = useState<Kept[]>([]);

  useEffect(() => {
    let live = true;
    void readKept(locale).then((list) => {
      if (live) setKept(list);
    });
    return () => {
      live = false;
    };
  }, [locale]);

  if (kept.length === 0) return null;
  return (
    <section className="mt-10" aria-labelledby="kept-pages-title">
      <h2 id="kept-pages-title" className="text-lg font-bold tracking-tight">
        {t("offlineKeptTitle")}
      </h2>
      <ul className="mt-3 divide-y divide-gray-100 rounded-2xl ring-1 ring-black/5">
        {kept.map((page) => (
          <li key={page.href}>
            {/* A full page load: the service worker answers it from its copy. */}
            <a href={page.href} className="block px-4 py-3 font-medium hover:bg-gray-50">
              {page.title}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

async function readKept(locale: string): Promise<Kept[]> {
  if (typeof caches === "undefined") return [];
  try {
    const cache = await caches.open(PAGES_CACHE);
    const requests = [...(await cache.keys())].reverse();
    const out: Kept[] = [];
    for (const request of requests) {
      if (out.length >= MAX_SHOWN) break;
      const url = new URL(request.url);
      if (url.origin !== location.origin || splitLocale(url.pathname).locale !== locale) continue;
      const response = await cache.match(request);
      const title = response ? keptPageTitle(await response.text()) : null;
      if (title) out.push({ href: url.pathname + url.search, title });
    }
    return out;
  } catch {
    return [];
  }
}
