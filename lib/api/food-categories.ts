import "server-only";
import { cachedRead, CACHE_KEYS } from "@/lib/cache";
import { CACHE_TTL } from "@/lib/cache/keys";
import type { Locale } from "@/lib/i18n/routing";
import { apiFetch } from "./client";
import { publicApiContext } from "./context";
import { foodCategoriesSchema } from "./schemas/food-category";

/** spec 2 §7 GET vendors/food-categories → food_categories (public, cached per locale). */
export function foodCategories(locale: Locale) {
  return cachedRead(CACHE_KEYS.foodCategories(locale), CACHE_TTL.long, () =>
    apiFetch("vendors/food-categories", { schema: foodCategoriesSchema, ctx: publicApiContext(locale) }),
  );
}
