import { z } from "zod";
import { numberOr } from "./primitives";

// spec 1 §3 Search suggestion: keyword, search_count (GET search/keywords-suggestions → suggestions).
export const searchSuggestionSchema = z.object({
  keyword: z.string(),
  search_count: numberOr(0),
});
export type SearchSuggestion = z.infer<typeof searchSuggestionSchema>;

export const searchSuggestionsSchema = z.object({ suggestions: z.array(searchSuggestionSchema) });
