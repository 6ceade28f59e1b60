import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CategoryTiles } from "@/components/home/category-tiles";
import { SearchForm } from "@/components/search/search-form";
import { searchFormLabels } from "@/components/search/search-labels";
import { PageTitle } from "@/components/ui/page-title";
import { foodCategories } from "@/lib/api/food-categories";
import { pageLocale, pageMetadata } from "@/lib/i18n/page";

type Props = { params: Promise<{ locale: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(params, "categories", { path: "/categories" });
}

// spec 2 §2 Categories: a grid of food categories with a count; a tile goes to /stores with the category and the
// start-up place (default Tirana). "The search bar goes to /stores with the chosen location, vendor type, order type
// and term" (the home page's search bar, filled with the start-up place).
export default async function CategoriesPage({ params }: Props) {
  const locale = await pageLocale(params);
  const [pages, t, labels, categories] = await Promise.all([getTranslations("pages"), getTranslations("categories"), searchFormLabels(), foodCategories(locale)]);
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <PageTitle>{pages("categories.title")}</PageTitle>
      <p className="mt-3 max-w-2xl text-base text-gray-700">{pages("categories.description")}</p>
      <div className="mt-6 rounded-2xl bg-gray-50 p-4">
        <SearchForm compact labels={labels} target="/stores" initial={{ where: "", place: null, searchTerm: "", vendor_type: "vendors", order_type: "delivery" }} />
      </div>
      <div className="mt-8">
        {categories.ok ? (
          <CategoryTiles categories={categories.data.food_categories} locale={locale} counts />
        ) : (
          <p role="status" className="rounded-2xl bg-gray-50 p-6 text-center text-gray-700">
            {t("unavailable")}
          </p>
        )}
      </div>
    </div>
  );
}
