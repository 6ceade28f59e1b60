import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { HomeStartup } from "@/components/account/home-startup";
import { CategoryTiles } from "@/components/home/category-tiles";
import { HomeBlocks } from "@/components/home/home-blocks";
import { resolveSearch } from "@/components/search/resolve-search";
import { SearchForm } from "@/components/search/search-form";
import { searchFormLabels } from "@/components/search/search-labels";
import { PageTitle } from "@/components/ui/page-title";
import { foodCategories } from "@/lib/api/food-categories";
import { redirect } from "@/lib/i18n/navigation";
import { pageLocale, pageMetadata } from "@/lib/i18n/page";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

// spec 1 §9 / §2: the landing food-category block shows the first 9 plus a see-more tile.
const HOME_CATEGORIES = 9;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const metadata = await pageMetadata(params, "home", { path: "/" });
  // The home page keeps the full site title, without the "· Shijo" template.
  const t = await getTranslations({ locale: await pageLocale(params), namespace: "meta" });
  return { ...metadata, title: { absolute: t("siteTitle") }, openGraph: { ...metadata.openGraph, title: t("siteTitle") } };
}

export default async function HomePage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  // A search sent without JavaScript comes back here: go on, or offer the places found (components/search/resolve-search.ts).
  const resolved = await resolveSearch(await searchParams, locale);
  if (resolved.kind === "go") redirect({ href: resolved.href, locale });

  const [pages, t, tSearch, labels, categories] = await Promise.all([
    getTranslations("pages"),
    getTranslations("home"),
    getTranslations("search"),
    searchFormLabels(),
    foodCategories(locale),
  ]);
  const ask = resolved.kind === "ask" ? resolved : null;

  return (
    <>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto w-full max-w-7xl px-4 pt-10 pb-8 sm:px-6 lg:px-8">
          <PageTitle className="max-w-3xl text-3xl sm:text-4xl">{pages("home.title")}</PageTitle>
          <p className="mt-3 max-w-2xl text-base text-gray-700">{pages("home.description")}</p>
          <div className="mt-6 max-w-3xl rounded-3xl bg-white p-5 shadow-md ring-1 ring-gray-100 sm:p-6">
            <h2 className="mb-4 text-lg font-semibold text-ink">{t("search_title")}</h2>
            <SearchForm
              labels={labels}
              target={ask?.target ?? "/stores"}
              initial={ask?.initial ?? { where: "", place: null, searchTerm: "", vendor_type: "vendors", order_type: "delivery" }}
              serverOptions={ask?.options}
              serverError={ask?.errorKey ? tSearch(ask.errorKey) : null}
            />
          </div>
        </div>
      </section>

      {categories.ok && categories.data.food_categories.length > 0 && (
        <section aria-labelledby="home-categories" className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
          <h2 id="home-categories" className="mb-5 text-2xl font-bold text-ink">
            {t("categories_title")}
          </h2>
          <CategoryTiles categories={categories.data.food_categories.slice(0, HOME_CATEGORIES)} locale={locale} more={t("categories_more")} />
        </section>
      )}

      <HomeBlocks />
      <HomeStartup />
    </>
  );
}
