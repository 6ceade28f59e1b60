import { asc } from "drizzle-orm";
import { Hono } from "hono";
import { foodCategories } from "../db/schema";
import type { AppDeps, AppEnv } from "../http/context";
import { absoluteUrl } from "../http/urls";
import { getSetting } from "../settings";

export function publicInfoRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>();

  // spec 2 §7 GET vendors/food-categories → food_categories (spec 2 §3 Food category).
  app.get("/vendors/food-categories", async (c) => {
    const rows = await db.select().from(foodCategories).orderBy(asc(foodCategories.position), asc(foodCategories.id));
    const base = c.get("baseUrl");
    return c.json({
      food_categories: rows.map((r) => ({
        id: r.id,
        title_en: r.titleEn,
        title_sq: r.titleSq,
        icon: r.icon,
        image: absoluteUrl(base, r.image),
        search_count: r.searchCount,
      })),
    });
  });

  // spec 1 §7 GET about-us → data (contact page map pin and company details), kept in settings.about_us.
  app.get("/about-us", async (c) => {
    return c.json({ data: await getSetting(db, "about_us") });
  });

  return app;
}
