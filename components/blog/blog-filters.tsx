import { getTranslations } from "next-intl/server";
import { FilterDialog } from "@/components/ui/filter-dialog";
import { SearchIcon } from "@/components/ui/icons/search";
import type { BlogCategory } from "@/lib/api/schemas/blog";
import { blogListHref, type BlogFilter } from "@/lib/blog/filter";
import { getPathname, Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { categoryName } from "./blog-card";

function CategoryLinks({ categories, filter, locale, label }: { categories: readonly BlogCategory[]; filter: BlogFilter; locale: Locale; label: string }) {
  const items = [{ id: null as number | null, name: label }, ...categories.map((c) => ({ id: c.id as number | null, name: categoryName(c, locale) }))];
  return (
    <ul className="space-y-1">
      {items.map((c) => {
        const current = c.id === filter.categoryId;
        return (
          <li key={c.id ?? "all"}>
            <Link
              href={blogListHref({ searchTerm: filter.searchTerm, categoryId: c.id })}
              aria-current={current ? "page" : undefined}
              className={`block rounded-xl px-3 py-2 text-sm font-medium ${current ? "bg-brand-700 text-white" : "text-ink hover:bg-gray-100"}`}
            >
              {c.name}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * spec 1 §2 Blog list: search and category filter, in a side panel on wide screens and a modal on narrow ones.
 * Both are plain links and a GET form: the filter lives in the URL and works without JavaScript.
 */
export async function BlogSearch({ filter, locale }: { filter: BlogFilter; locale: Locale }) {
  const t = await getTranslations("blog");
  return (
    <form role="search" method="get" action={getPathname({ href: "/blog", locale })} className="flex w-full max-w-xl gap-2">
      <label htmlFor="blog-search" className="sr-only">
        {t("searchLabel")}
      </label>
      <div className="relative flex-1">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-gray-400" />
        <input
          id="blog-search"
          type="search"
          name="searchTerm"
          defaultValue={filter.searchTerm}
          placeholder={t("searchPlaceholder")}
          maxLength={100}
          className="h-11 w-full rounded-full border border-gray-300 bg-white pr-4 pl-10 text-base focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none"
        />
      </div>
      {filter.categoryId && <input type="hidden" name="category_id" value={filter.categoryId} />}
      <button type="submit" className="btn btn-primary h-11">
        {t("searchButton")}
      </button>
    </form>
  );
}

export async function BlogCategoryPanel({ categories, filter, locale }: { categories: readonly BlogCategory[]; filter: BlogFilter; locale: Locale }) {
  const t = await getTranslations("blog");
  return (
    <nav aria-labelledby="blog-categories" className="hidden lg:block">
      <h2 id="blog-categories" className="px-3 text-sm font-semibold text-gray-500">
        {t("categories")}
      </h2>
      <div className="mt-2">
        <CategoryLinks categories={categories} filter={filter} locale={locale} label={t("allCategories")} />
      </div>
    </nav>
  );
}

export async function BlogCategoryModal({ categories, filter, locale }: { categories: readonly BlogCategory[]; filter: BlogFilter; locale: Locale }) {
  const [t, tc] = await Promise.all([getTranslations("blog"), getTranslations("common")]);
  return (
    <div className="lg:hidden">
      <FilterDialog id="blog-filter-dialog" title={t("filterTitle")} trigger={t("filterButton")} closeLabel={tc("close")}>
        <CategoryLinks categories={categories} filter={filter} locale={locale} label={t("allCategories")} />
      </FilterDialog>
    </div>
  );
}
