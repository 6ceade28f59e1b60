import type { menuCategories, productOptions, products } from "../db/schema";
import { inLang, type Lang } from "../http/i18n";
import { absoluteUrl } from "../http/urls";

type CategoryRow = typeof menuCategories.$inferSelect;
type ProductRow = Omit<typeof products.$inferSelect, "searchText">;
type OptionRow = typeof productOptions.$inferSelect;

const flag = (value: boolean) => (value ? 1 : 0);

/** spec 2 §2 / §4 Order methods: the route segment may join several methods with a dash; the first part counts. */
export function requestedMethod(orderMethod: string | undefined): string | null {
  const first = (orderMethod ?? "").split("-")[0]?.trim().toLowerCase();
  return first ? first : null;
}

export interface MenuParts {
  categories: CategoryRow[];
  products: ProductRow[];
  options: OptionRow[];
  favouriteProductIds: ReadonlySet<number>;
}

/** spec 2 §3 Vendor.categories → Product (with product_options), in menu order; empty categories are left out. */
export function menuJson(menu: MenuParts, view: { baseUrl: string; lang: Lang }) {
  const optionsOf = new Map<number, OptionRow[]>();
  for (const o of [...menu.options].sort((a, b) => a.position - b.position || a.id - b.id)) {
    optionsOf.set(o.productId, [...(optionsOf.get(o.productId) ?? []), o]);
  }
  const sortedProducts = [...menu.products].sort((a, b) => a.position - b.position || a.id - b.id);
  return [...menu.categories]
    .sort((a, b) => a.position - b.position || a.id - b.id)
    .map((c) => ({
      id: c.id,
      title: view.lang === "en" ? (c.titleEn ?? c.title) : c.title,
      products: sortedProducts
        .filter((p) => p.categoryId === c.id)
        .map((p) => ({
          id: p.id,
          title: p.title,
          description: inLang(view.lang, p.description, p.descriptionEn),
          price: p.price,
          discount: p.discount,
          discount_price: p.discountPrice,
          image_path: absoluteUrl(view.baseUrl, p.imagePath),
          image_thumbnail_path: absoluteUrl(view.baseUrl, p.imageThumbnailPath),
          category_id: p.categoryId,
          vendor_id: p.vendorId,
          isFav: flag(menu.favouriteProductIds.has(p.id)),
          isLike: 0,
          age_18: flag(p.age18),
          product_options: (optionsOf.get(p.id) ?? []).map((o) => ({ id: o.id, title: inLang(view.lang, o.title, o.titleEn), type: o.type, price: o.price })),
        })),
    }))
    .filter((c) => c.products.length > 0);
}
