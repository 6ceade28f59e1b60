import { getTranslations } from "next-intl/server";
import { categoryTitle, type FoodCategory } from "@/lib/api/schemas/food-category";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { ChevronRightIcon } from "@/components/ui/icons/chevron-right";
import { ApiImage } from "@/components/ui/api-image";
import { CategoryLink } from "./category-link";

/**
 * Food category tiles (spec 1 §2 Home "food-category block", spec 2 §2 Categories): each goes to /stores with the
 * category and the start-up place (Tirana by default). `more` adds the see-more tile to /categories; `counts` shows vendor counts.
 */
export async function CategoryTiles({ categories, locale, more, counts = false }: { categories: FoodCategory[]; locale: Locale; more?: string; counts?: boolean }) {
  const t = await getTranslations("categories");
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {categories.map((c) => {
        const title = categoryTitle(c, locale);
        return (
          <li key={c.id} className="render-later [--later-size:9rem]">
            <CategoryLink
              categoryId={c.id}
              className="group flex h-full flex-col items-center gap-2 rounded-2xl bg-brand-50 p-4 text-center transition-colors hover:bg-brand-100"
            >
              {c.image ? (
                <ApiImage src={c.image} alt="" width={72} height={72} sizes="72px" className="size-18 object-contain" />
              ) : (
                <span aria-hidden="true" className="size-18" />
              )}
              <span className="font-semibold text-ink">{title}</span>
              {counts && c.vendors_count !== null && <span className="text-sm text-gray-700">{t("vendors_count", { count: c.vendors_count })}</span>}
            </CategoryLink>
          </li>
        );
      })}
      {more && (
        <li>
          <Link href="/categories" className="flex h-full min-h-32 flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-gray-300 p-4 text-center font-semibold text-brand-800 hover:bg-brand-50">
            {more}
            <ChevronRightIcon className="size-5" />
          </Link>
        </li>
      )}
    </ul>
  );
}
