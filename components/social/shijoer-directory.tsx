"use client";

import { useInfiniteQuery } from "@tanstack/react-query";
import { useTranslations } from "@/lib/i18n/client";
import { useEffect, useRef } from "react";
import { directoryQuery, type DirectoryPage } from "@/lib/client/queries/social";
import { Link } from "@/lib/i18n/navigation";
import { FriendAction } from "./friend-action";
import { PersonRow } from "./person-row";

function pageHref(name: string, page: number): string {
  const q = new URLSearchParams();
  if (name) q.set("name", name);
  if (page > 1) q.set("page", String(page));
  const s = q.toString();
  return `/social/shijoies${s ? `?${s}` : ""}`;
}

/**
 * spec 3 §2 Shijoers list: infinite scroll by current_page / last_page. The server renders the page in the URL;
 * the "show more" link is a real link to ?page=N+1 (works without JavaScript) that loads in place when it can.
 */
export function ShijoerDirectory({ name, initial }: { name: string; initial: DirectoryPage }) {
  const t = useTranslations("social");
  const sentinel = useRef<HTMLAnchorElement>(null);
  const query = useInfiniteQuery(directoryQuery(name, initial));
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const pages = query.data.pages;
  const people = [...new Map(pages.flatMap((p) => p.data).map((p) => [p.id, p])).values()];
  const last = pages[pages.length - 1];

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    }, { rootMargin: "400px" });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  return (
    <>
      <ul aria-label={t("tab_shijoers")} className="mt-6 grid gap-3 md:grid-cols-2">
        {people.map((p) => (
          <PersonRow
            key={p.id}
            href={`/social/shijoies/${p.id}`}
            name={p.full_name}
            photo={p.photo}
            detail={p.username ? `@${p.username}` : null}
            action={<FriendAction personId={p.id} name={p.full_name} initial={{ is_friend: p.is_friend, invite_status: p.invite_status }} />}
          />
        ))}
      </ul>
      <p className="mt-6 text-center text-sm text-gray-600" aria-live="polite">
        {t("pageOf", { page: last.current_page, last: last.last_page })}
      </p>
      <div className="mt-3 flex justify-center gap-3">
        {initial.current_page > 1 && (
          <Link href={pageHref(name, initial.current_page - 1)} className="btn btn-outline">
            {t("previousPage")}
          </Link>
        )}
        {hasNextPage && (
          <Link
            ref={sentinel}
            href={pageHref(name, last.current_page + 1)}
            className="btn btn-outline"
            aria-busy={isFetchingNextPage || undefined}
            onClick={(event) => {
              event.preventDefault();
              if (!isFetchingNextPage) void fetchNextPage();
            }}
          >
            {t("loadMore")}
          </Link>
        )}
      </div>
    </>
  );
}
