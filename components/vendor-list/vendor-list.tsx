"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { useLocale } from "@/lib/i18n/client";
import { fetchVendorPage, type VendorPageData } from "@/lib/client/queries/vendors";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import type { VendorCardData } from "@/lib/vendors/card";
import { mergeVendorPage } from "@/lib/vendors/display";
import { VendorCard, type VendorCardLabels } from "./vendor-card";

export type { VendorPageData };

export interface VendorListLabels {
  card: VendorCardLabels;
  list: string;
  more: string;
  loadingMore: string;
  loadFailed: string;
  previousPage: string;
}

interface VendorListProps {
  /** The server-rendered page (complete HTML without JavaScript). */
  initial: VendorPageData;
  /** The list's /stores query without page (lib/vendors/filter.ts vendorFilterToQuery). */
  query: string;
  /** "/stores" or "/search": where the plain "more" link points. */
  basePath: string;
  labels: VendorListLabels;
}

/**
 * spec 2 §4 Vendor list loading: infinite paging of 15 through GET /api/vendors; later pages append only vendors
 * not already shown. Without JavaScript the "more" link is a plain ?page=N+1 link to the next server-rendered page.
 * Plain state and fetch, no TanStack Query: the stores page is a public page with a JS budget (issue 14).
 */
export function VendorList(props: VendorListProps) {
  // Another filter or page from the server starts a fresh list.
  return <InfiniteVendors key={`${props.query}|${props.initial.page}`} {...props} />;
}

function InfiniteVendors({ initial, query, basePath, labels }: VendorListProps) {
  const locale = useLocale() as Locale;
  const sentinel = useRef<HTMLDivElement>(null);
  const [pages, setPages] = useState<VendorPageData[]>([initial]);
  const [isFetchingNextPage, setFetching] = useState(false);
  const [isFetchNextPageError, setFailed] = useState(false);
  const last = pages.at(-1) ?? initial;
  const hasNextPage = last.page < last.lastPage;
  const lastLoaded = last.page;

  const fetchNextPage = useCallback(async () => {
    setFetching(true);
    setFailed(false);
    const next = await fetchVendorPage(query, lastLoaded + 1);
    if (next) setPages((loaded) => (loaded.some((p) => p.page === next.page) ? loaded : [...loaded, next]));
    else setFailed(true);
    setFetching(false);
  }, [query, lastLoaded]);

  // The first page resets the list, later pages append what is new (mergeVendorPage, spec 2 §4).
  const cards = pages.reduce<VendorCardData[]>((acc, page, index) => mergeVendorPage(acc, page.vendors, index === 0 ? 1 : page.page), []);

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
        {cards.map((card) => (
          <li key={card.id}>
            <VendorCard card={card} labels={labels.card} locale={locale} />
          </li>
        ))}
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
