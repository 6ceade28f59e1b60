"use client";

import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { onDemand } from "@/lib/client/on-demand";
import { useLocale } from "@/lib/i18n/client";
import { Link } from "@/lib/i18n/navigation";
import type { VendorCardData } from "@/lib/vendors/card";
import { mergeVendorPage } from "@/lib/vendors/display";
import type { VendorCardLabels } from "./vendor-card";
import type { VendorListLabels } from "./vendor-list-labels";

type Labels = Omit<VendorListLabels, "card">;

interface MoreVendorsProps {
  /** The server-rendered page: its vendors' ids and where it is in the list. */
  initial: { ids: number[]; page: number; lastPage: number };
  query: string;
  basePath: string;
  labels: Labels;
  cardLabels: VendorCardLabels;
  /** The server-rendered page's <li> cards. */
  children: ReactNode;
}

// Cards of appended pages are drawn in the browser: their code comes with the first appended page.
const appended = onDemand(() => import("./appended-vendors"));
const loadPage = (query: string, page: number) => import("@/lib/client/queries/vendors").then((m) => m.fetchVendorPage(query, page));

/**
 * spec 2 §4 Vendor list loading: infinite paging of 15 through GET /api/vendors; later pages append only vendors
 * not already shown. Without JavaScript the "more" link is a plain ?page=N+1 link to the next server-rendered page.
 * Plain state and fetch, no TanStack Query: the stores page is a public page with a JS budget (issue 14).
 */
export function MoreVendors({ initial, query, basePath, labels, cardLabels, children }: MoreVendorsProps) {
  const locale = useLocale();
  const sentinel = useRef<HTMLDivElement>(null);
  const [cards, setCards] = useState<VendorCardData[]>([]);
  const [lastLoaded, setLastLoaded] = useState(initial.page);
  const [lastPage, setLastPage] = useState(initial.lastPage);
  const [isFetchingNextPage, setFetching] = useState(false);
  const [isFetchNextPageError, setFailed] = useState(false);
  const hasNextPage = lastLoaded < lastPage;

  const fetchNextPage = useCallback(async () => {
    setFetching(true);
    setFailed(false);
    appended.preload();
    const next = await loadPage(query, lastLoaded + 1).catch(() => null);
    if (next) {
      // The first page's vendors are server HTML: they count as shown, so a later page repeats none of them.
      const fresh = next.vendors.filter((v) => !initial.ids.includes(v.id));
      setCards((current) => mergeVendorPage(current, fresh, next.page));
      setLastLoaded((page) => Math.max(page, next.page));
      setLastPage(next.lastPage);
    } else setFailed(true);
    setFetching(false);
  }, [query, lastLoaded, initial.ids]);

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage || isFetchNextPageError) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: "600px 0px" },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  const pageHref = (page: number) => `${basePath}?${query}${query ? "&" : ""}page=${page}`;

  return (
    <div>
      <ul aria-label={labels.list} className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {children}
        {cards.length > 0 && <appended.View cards={cards} labels={cardLabels} locale={locale} />}
      </ul>
      <div ref={sentinel} className="mt-6 flex flex-wrap items-center justify-center gap-3" aria-live="polite">
        {initial.page > 1 && (
          <Link href={pageHref(initial.page - 1)} className="btn btn-outline">
            {labels.previousPage}
          </Link>
        )}
        {isFetchingNextPage && <span className="text-sm text-gray-700">{labels.loadingMore}</span>}
        {isFetchNextPageError && <span className="text-sm text-red-700">{labels.loadFailed}</span>}
        {hasNextPage && !isFetchingNextPage && (
          <Link
            href={pageHref(lastLoaded + 1)}
            className="btn btn-outline"
            onClick={(event) => {
              event.preventDefault();
              void fetchNextPage();
            }}
          >
            {labels.more}
          </Link>
        )}
      </div>
    </div>
  );
}
