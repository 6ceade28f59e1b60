import "server-only";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { foodCategories } from "@/lib/api/food-categories";
import { categoryTitle } from "@/lib/api/schemas/food-category";
import { localizePath } from "@/lib/i18n/paths";
import type { Locale } from "@/lib/i18n/routing";
import type { VendorFilter } from "@/lib/vendors/filter";
import { listIndexing } from "@/lib/vendors/seo";

/**
 * Title, description, canonical, hreflang (sq, en, x-default) and Open Graph of a vendor list URL; narrowed
 * combinations are followed but not indexed (lib/vendors/seo.ts, docs/adr/0006-vendor-list-indexing.md).
 */
export async function vendorListMetadata(locale: Locale, basePath: "/stores" | "/search", filter: VendorFilter, page: number): Promise<Metadata> {
  const [t, pages] = await Promise.all([getTranslations({ locale, namespace: "vendors" }), getTranslations({ locale, namespace: "pages" })]);
  const key = basePath === "/search" ? "search" : "stores";
  let title = pages(`${key}.title`);
  let description = pages(`${key}.description`);
  if (filter.formatted_address) {
    const address = filter.formatted_address;
    const categories = filter.category ? await foodCategories(locale) : null;
    const category = categories?.ok ? categories.data.food_categories.find((c) => String(c.id) === filter.category) : undefined;
    title = category
      ? t("meta_category", { category: categoryTitle(category, locale), address })
      : filter.vendor_type === "grocery"
        ? t("meta_groceries", { address })
        : t("meta_restaurants", { address });
    description = t("meta_description", { address });
  }
  const { canonicalQuery, index } = listIndexing(filter, page);
  const at = (l: Locale) => `${localizePath(basePath, l)}${canonicalQuery ? `?${canonicalQuery}` : ""}`;
  return {
    title,
    description,
    alternates: { canonical: at(locale), languages: { sq: at("sq"), en: at("en"), "x-default": at("sq") } },
    openGraph: { title, description, url: at(locale), siteName: "Shijo", locale: locale === "sq" ? "sq_AL" : "en_GB", type: "website" },
    twitter: { card: "summary", title, description },
    ...(index ? {} : { robots: { index: false, follow: true } }),
  };
}
