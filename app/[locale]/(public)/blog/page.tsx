import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { BlogCard } from "@/components/blog/blog-card";
import { BlogCategoryModal, BlogCategoryPanel, BlogSearch } from "@/components/blog/blog-filters";
import { BlogPagination } from "@/components/blog/blog-pagination";
import { PageTitle } from "@/components/ui/page-title";
import { blogCategories, listBlogs } from "@/lib/api/blog";
import { blogListHref, parseBlogFilter } from "@/lib/blog/filter";
import { pageLocale, pageMetadata } from "@/lib/i18n/page";
import { Link } from "@/lib/i18n/navigation";
import { log } from "@/lib/log";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
type Props = { params: Promise<{ locale: string }>; searchParams: SearchParams };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const filter = parseBlogFilter(await searchParams);
  // Searches stay out of the index; category pages and later pages are canonical at their own URL.
  const metadata = await pageMetadata(params, "blog", { path: blogListHref({ categoryId: filter.categoryId, page: filter.page }) });
  if (filter.searchTerm) metadata.robots = { index: false, follow: true };
  return metadata;
}

// spec 1 §2 Blog list: search, category filter (side panel and modal), pagination, empty state; server-rendered
// from the URL. spec 1 §8: a list failure is only logged.
export default async function BlogPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const filter = parseBlogFilter(await searchParams);
  const [t, tp, list, categories] = await Promise.all([getTranslations("blog"), getTranslations("pages"), listBlogs(locale, filter), blogCategories(locale)]);
  if (!list.ok) log.error({ area: "blog", kind: list.error.kind, status: list.error.status }, "blog list failed");
  const posts = list.ok ? list.data.blogs.data : [];
  const lastPage = list.ok ? list.data.blogs.last_page : 1;
  const cats = categories.ok ? categories.data.categories : [];
  const filtered = Boolean(filter.searchTerm || filter.categoryId);

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <PageTitle>{tp("blog.title")}</PageTitle>
      <p className="mt-3 max-w-2xl text-gray-600">{tp("blog.description")}</p>
      <div className="mt-6 flex flex-wrap items-center gap-3">
        <BlogSearch filter={filter} locale={locale} />
        <BlogCategoryModal categories={cats} filter={filter} locale={locale} />
        {filtered && (
          <Link href="/blog" className="text-sm font-medium text-brand-700 hover:underline">
            {t("clearFilters")}
          </Link>
        )}
      </div>
      <div className="mt-8 grid gap-8 lg:grid-cols-[14rem_1fr]">
        <BlogCategoryPanel categories={cats} filter={filter} locale={locale} />
        <section aria-labelledby="blog-results">
          <h2 id="blog-results" className={filter.searchTerm ? "mb-4 text-lg font-semibold" : "sr-only"}>
            {filter.searchTerm ? t("resultsFor", { term: filter.searchTerm }) : tp("blog.title")}
          </h2>
          {posts.length > 0 ? (
            <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
              {posts.map((post, index) => (
                // The first cover is the page's largest paint; later cards are drawn as they come near.
                <li key={post.id} className={index === 0 ? "flex" : "render-later flex [--later-size:30rem]"}>
                  <BlogCard blog={post} locale={locale} first={index === 0} />
                </li>
              ))}
            </ul>
          ) : (
            <div className="rounded-3xl bg-gray-50 px-6 py-12 text-center">
              <p className="text-lg font-semibold">{t("emptyTitle")}</p>
              <p className="mt-2 text-gray-600">{t("emptyText")}</p>
            </div>
          )}
          <BlogPagination filter={filter} lastPage={lastPage} />
        </section>
      </div>
    </div>
  );
}
