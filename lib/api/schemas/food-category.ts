import { z } from "zod";
import { numeric, numberOr, numberOrNull, text, textOrEmpty } from "./primitives";


// spec 1 §3 / spec 2 §3 Food category: id, title_en, title_sq, icon, image, search_count; vendors_count for the grid.
export const foodCategorySchema = z.object({
  id: numeric,
  title_en: z.string(),
  title_sq: z.string(),
  icon: textOrEmpty,
  image: text,
  search_count: numberOr(0),
  vendors_count: numberOrNull,
});
export type FoodCategory = z.infer<typeof foodCategorySchema>;

export const foodCategoriesSchema = z.object({ food_categories: z.array(foodCategorySchema) });

/** The category's title in the page's language. */
export function categoryTitle(category: Pick<FoodCategory, "title_en" | "title_sq">, locale: "sq" | "en"): string {
  return (locale === "en" ? category.title_en : category.title_sq) || category.title_sq || category.title_en;
}
