import "server-only";
import { cachedRead, CACHE_KEYS } from "@/lib/cache";
import { CACHE_TTL } from "@/lib/cache/keys";
import type { Locale } from "@/lib/i18n/routing";
import { apiFetch } from "./client";
import { publicApiContext } from "./context";
import { searchSuggestionsSchema } from "./schemas/search-suggestion";

/** spec 1 §7 GET search/keywords-suggestions?search → suggestions (public; popular terms cached briefly). */
export function keywordSuggestions(locale: Locale, search: string) {
  const term = search.trim().toLowerCase();
  return cachedRead(CACHE_KEYS.searchSuggestions(locale, term), CACHE_TTL.medium, () =>
    apiFetch("search/keywords-suggestions", { query: { search: term }, schema: searchSuggestionsSchema, ctx: publicApiContext(locale) }),
  );
}
