import { getTranslations } from "next-intl/server";
import { ChevronLeftIcon } from "@/components/ui/icons/chevron-left";
import { ChevronRightIcon } from "@/components/ui/icons/chevron-right";
import { blogListHref, paginationItems, type BlogFilter } from "@/lib/blog/filter";
import { Link } from "@/lib/i18n/navigation";

/** Numbered pages as links (the page is part of the URL). */
export async function BlogPagination({ filter, lastPage }: { filter: BlogFilter; lastPage: number }) {
  if (lastPage <= 1) return null;
  const t = await getTranslations("blog");
  const href = (page: number) => blogListHref({ ...filter, page });
  const current = Math.min(filter.page, lastPage);
  return (
    <nav aria-label={t("pagination")} className="mt-10 flex items-center justify-center gap-1">
      {current > 1 && (
        <Link href={href(current - 1)} rel="prev" aria-label={t("previous")} className="icon-btn">
          <ChevronLeftIcon className="size-5" />
        </Link>
      )}
      <ul className="flex items-center gap-1">
        {paginationItems(current, lastPage).map((page, i) =>
          page === null ? (
            <li key={`gap${i}`} aria-hidden="true" className="px-2 text-gray-400">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                href={href(page)}
                aria-label={t("pageN", { page })}
                aria-current={page === current ? "page" : undefined}
                className={`grid size-10 place-items-center rounded-full text-sm font-semibold ${page === current ? "bg-brand-700 text-white" : "hover:bg-gray-100"}`}
              >
                {page}
              </Link>
            </li>
          ),
        )}
      </ul>
      {current < lastPage && (
        <Link href={href(current + 1)} rel="next" aria-label={t("next")} className="icon-btn">
          <ChevronRightIcon className="size-5" />
        </Link>
      )}
    </nav>
  );
}
