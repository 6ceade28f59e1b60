import { asc, sql } from "drizzle-orm";
import { Hono } from "hono";
import { foodCategories } from "../db/schema";
import type { AppDeps, AppEnv } from "../http/context";
import { inLang } from "../http/i18n";
import { absoluteUrl } from "../http/urls";
import { getSetting } from "../settings";

export function publicInfoRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>();

  // spec 2 §7 GET vendors/food-categories → food_categories (spec 2 §3 Food category).
  app.get("/vendors/food-categories", async (c) => {
    // vendors_count: active vendors in the category, for the categories grid (spec 2 §2 "grid ... with a count").
    const rows = await db
      .select({
        category: foodCategories,
        vendorsCount: sql<number>`(SELECT count(*)::int FROM vendor_food_categories vfc JOIN vendors v ON v.id = vfc.vendor_id
          WHERE vfc.food_category_id = food_categories.id AND v.is_active)`,
      })
      .from(foodCategories)
      .orderBy(asc(foodCategories.position), asc(foodCategories.id));
    const base = c.get("baseUrl");
    return c.json({
      food_categories: rows.map(({ category: r, vendorsCount }) => ({
        id: r.id,
        title_en: r.titleEn,
        title_sq: r.titleSq,
        icon: r.icon,
        image: absoluteUrl(base, r.image),
        search_count: r.searchCount,
        vendors_count: Number(vendorsCount),
      })),
    });
  });

  // spec 1 §7 GET about-us → data (contact page map pin and company details), kept in settings.about_us.
  app.get("/about-us", async (c) => {
    const about = await getSetting(db, "about_us");
    if (!about) return c.json({ data: null });
    const { company_address_en: addressEn, ...data } = about;
    return c.json({ data: { ...data, company_address: inLang(c.get("lang"), data.company_address, addressEn) } });
  });

  return app;
}
