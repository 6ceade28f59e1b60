import type { menuCategories, productOptions, products } from "../db/schema";
import type { SeedContext } from "./context";
import type { CategorySpec, ProductSpec } from "./data/menus";
import { DESCRIPTIONS_SQ } from "./data/menus-sq";
import { OPTION_SETS, type OptionSetKey } from "./data/options";
import type { Rng } from "./prng";

export interface SeededProduct {
  id: number;
  title: string;
  price: number;
  discountPrice: number;
  kind: string;
  age18: boolean;
  imagePath: string;
  options: Array<{ id: number; title: string; titleEn: string; type: "addition" | "option"; price: number }>;
}

/** Picks 3–6 categories (the template's first, its signature, always) and 3–8 products in each, in menu order. */
export function buildMenu(rng: Rng, template: readonly CategorySpec[]): Array<{ title: string; title_en: string; products: ProductSpec[] }> {
  const count = Math.min(template.length, rng.int(3, 6));
  const rest = rng.sample(template.slice(1).map((_, i) => i + 1), count - 1);
  const chosen = [0, ...rest].sort((a, b) => a - b).map((i) => template[i]);
  return chosen.map((category) => {
    const size = Math.min(category.products.length, rng.int(3, 8));
    const picked = rng.sample(category.products.map((_, i) => i), size).sort((a, b) => a - b);
    return { title: category.title, title_en: category.title_en, products: picked.map((i) => category.products[i]) };
  });
}

/** One product row; about one in eight is discounted 10–20 % (discount_price is the amount off, spec 2 §9). */
export function productRow(ctx: SeedContext, id: number, vendorId: number, categoryId: number, position: number, spec: ProductSpec) {
  const { rng } = ctx;
  const [title, descriptionEn, basePrice, kind, flagText = ""] = spec;
  // Albanian is the spec's description; every seeded vendor also wrote it in English (issue 25).
  const description = DESCRIPTIONS_SQ[descriptionEn] ?? descriptionEn;
  const flags = flagText.split(" ");
  const price = Math.max(50, Math.round((basePrice * (1 + rng.int(-2, 2) * 0.05)) / 10) * 10);
  const discount = rng.chance(0.12) ? rng.pick([10, 15, 20]) : 0;
  return {
    id, vendorId, categoryId, title, description, descriptionEn, price, discount,
    discountPrice: Math.round((price * discount) / 1000) * 10,
    age18: flags.includes("18"), isMeal: flags.includes("meal"), isDietary: flags.includes("diet"),
    imagePath: `images/products/${kind}-${id}.svg`, imageThumbnailPath: `images/products/${kind}-${id}.svg?size=200`,
    isAvailable: !rng.chance(0.03), position,
  };
}

export type BuiltMenu = ReturnType<typeof buildMenu>;

/** The last ids used, so the next vendor's menu goes on from them. */
export interface MenuIds { category: number; product: number; option: number }

/** Rows of menus to insert: categories, products and their options (issue 26: the large seed builds them the same way). */
export interface MenuRows {
  categories: Array<typeof menuCategories.$inferInsert>;
  products: Array<typeof products.$inferInsert>;
  options: Array<typeof productOptions.$inferInsert>;
}

export const emptyMenuRows = (): MenuRows => ({ categories: [], products: [], options: [] });

/**
 * Appends one vendor's menu to `out` (ids go on from `ids`) and returns its products. `picture` may replace a
 * product's picture (the large seed's photos, or none); without it the drawing of productRow stays.
 */
export function appendMenuRows(
  ctx: SeedContext, vendorId: number, menu: BuiltMenu, ids: MenuIds, out: MenuRows,
  picture?: (productId: number, spec: ProductSpec) => { imagePath: string | null; imageThumbnailPath: string | null },
): SeededProduct[] {
  const seeded: SeededProduct[] = [];
  menu.forEach((category, position) => {
    ids.category += 1;
    const categoryId = ids.category;
    out.categories.push({ id: categoryId, vendorId, title: category.title, titleEn: category.title_en, position });
    category.products.forEach((spec: ProductSpec, p) => {
      ids.product += 1;
      const productId = ids.product;
      const row = { ...productRow(ctx, productId, vendorId, categoryId, p, spec), ...picture?.(productId, spec) };
      out.products.push(row);
      const set = (spec[4] ?? "").split(" ").find((f) => f.startsWith("+"))?.slice(1) as OptionSetKey | undefined;
      const options = set ? OPTION_SETS[set] : [];
      const optionIds = options.map(([title, type, price, titleEn], optionPosition) => {
        ids.option += 1;
        out.options.push({ id: ids.option, productId, title, titleEn, type, price, position: optionPosition });
        return { id: ids.option, title, titleEn, type, price };
      });
      seeded.push({ id: productId, title: row.title, price: row.price, discountPrice: row.discountPrice ?? 0, kind: spec[3], age18: row.age18 ?? false, options: optionIds, imagePath: row.imagePath ?? "" });
    });
  });
  return seeded;
}
