"use client";

import { useInfiniteQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "@/lib/i18n/client";
import { useEffect, useMemo, useRef } from "react";
import type { WalletPage } from "@/lib/api/schemas/earn";
import { walletQuery } from "@/lib/client/queries/earn";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { tiraneTime } from "@/contract/tirane-time";
import { formatSignedPrice } from "@/lib/format/price";
import { groupTransactions, mergeTransactions, parseServerTime, walletLabelKey } from "@/lib/rewards/wallet";

const pageHref = (page: number) => (page > 1 ? `/profile/wallet?page=${page}` : "/profile/wallet");

/**
 * spec 3 §4 Wallet: history under date headers (Today label), 10 per page, more pages on scroll, de-duplicated by
 * id. The "show more" link is a real link to ?page=N+1 (works without JavaScript) that loads in place when it can.
 */
export function WalletHistory({ initial, now }: { initial: WalletPage; now: string }) {
  const t = useTranslations("wallet");
  const label = useTranslations();
  const locale = useLocale() as Locale;
  const sentinel = useRef<HTMLAnchorElement>(null);
  const query = useInfiniteQuery(walletQuery(initial));
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const pages = query.data.pages;
  const last = pages[pages.length - 1];
  const groups = useMemo(() => {
    const items = pages.reduce<WalletPage["data"]>((all, p) => mergeTransactions(all, p.data), []);
    return groupTransactions(items, new Date(now));
  }, [pages, now]);

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    }, { rootMargin: "200px" });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  return (
    <>
      {groups.map((g) => (
        <section key={g.date} aria-labelledby={`wallet-day-${g.date}`} className="mt-6">
          <h3 id={`wallet-day-${g.date}`} className="text-sm font-semibold text-gray-600">
            {g.isToday ? t("today") : g.label}
          </h3>
          <ul className="mt-2 divide-y divide-gray-100 rounded-2xl bg-white ring-1 ring-gray-100">
            {g.items.map((x) => {
              const detail = x.order_data?.title ? t("orderAt", { vendor: x.order_data.title }) : (x.user_data?.full_name ?? null);
              return (
                <li key={x.id} data-testid="wallet-transaction" className="flex items-center justify-between gap-4 px-4 py-3">
                  <div className="min-w-0">
                    <p className="font-semibold">{label(walletLabelKey(x))}</p>
                    <p className="text-sm text-gray-600">
                      {tiraneTime(parseServerTime(x.created_at))}
                      {detail ? ` · ${detail}` : ""}
                    </p>
                  </div>
                  <p className={`shrink-0 font-bold tabular-nums ${x.amount > 0 ? "text-green-700" : x.amount < 0 ? "text-red-700" : ""}`}>{formatSignedPrice(x.amount, locale)}</p>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      <p className="mt-6 text-center text-sm text-gray-600" aria-live="polite">
        {t("pageOf", { page: last.current_page, last: last.last_page })}
      </p>
      <div className="mt-3 flex justify-center gap-3">
        {initial.current_page > 1 && (
          <Link href={pageHref(initial.current_page - 1)} className="btn btn-outline">
            {t("previousPage")}
          </Link>
        )}
        {hasNextPage && (
          <Link
            ref={sentinel}
            href={pageHref(last.current_page + 1)}
            className="btn btn-outline"
            aria-busy={isFetchingNextPage || undefined}
            onClick={(event) => {
              event.preventDefault();
              if (!isFetchingNextPage) void fetchNextPage();
            }}
          >
            {isFetchingNextPage ? t("loading") : t("loadMore")}
          </Link>
        )}
      </div>
    </>
  );
}
