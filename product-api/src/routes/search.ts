import { desc, sql, type SQLWrapper } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { foodCategories, searchKeywords } from "../db/schema";
import type { AppDeps, AppEnv } from "../http/context";
import { validQuery } from "../http/validate";
import { foldText } from "../vendors/list-query";

const LIMIT = 8;
const query = z.object({ search: z.string().trim().max(100).default("") });

// Same accent folding as the vendor name search, so "embelsira" suggests "ëmbëlsira".
const FOLD_FROM = "ëçËÇ";
const FOLD_TO = "ecec";
const folded = (column: SQLWrapper) =>
  sql`lower(translate(${column}, ${FOLD_FROM}, ${FOLD_TO}))`;

export function searchRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>();

  // spec 1 §7 GET search/keywords-suggestions?search → { suggestions: [{ keyword, search_count }] }: popular search
  // words and food categories (in the request's language) containing the term, most searched first.
  // An empty term answers no suggestions (spec 1 §5: empty input clears them).
  app.get("/search/keywords-suggestions", validQuery(query), async (c) => {
    const q = c.req.valid("query");
    const term = foldText(q.search);
    if (!term) return c.json({ suggestions: [] });
    const pattern = `%${term.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    const english = c.get("lang") === "en";
    const title = english ? foodCategories.titleEn : foodCategories.titleSq;
    // Popular searches in the request's language (issue 25): the English one where there is one.
    const keyword = english ? sql<string>`coalesce(${searchKeywords.keywordEn}, ${searchKeywords.keyword})` : sql<string>`${searchKeywords.keyword}`;
    const [keywords, categories] = await Promise.all([
      db
        .select({ keyword, search_count: searchKeywords.searchCount })
        .from(searchKeywords)
        .where(sql`${folded(keyword)} LIKE ${pattern}`)
        .orderBy(desc(searchKeywords.searchCount))
        .limit(LIMIT),
      db
        .select({ keyword: title, search_count: foodCategories.searchCount })
        .from(foodCategories)
        .where(sql`${folded(title)} LIKE ${pattern}`)
        .orderBy(desc(foodCategories.searchCount))
        .limit(LIMIT),
    ]);
    const seen = new Set<string>();
    const suggestions = [...keywords, ...categories]
      .sort((a, b) => b.search_count - a.search_count)
      .filter((s) => {
        const key = foldText(s.keyword);
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      })
      .slice(0, LIMIT);
    return c.json({ suggestions });
  });

  return app;
}
