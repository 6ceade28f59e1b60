import { z } from "zod";

// spec 1 §3 Search suggestion: keyword, search_count (GET search/keywords-suggestions → suggestions).
export const searchSuggestionSchema = z.object({
  keyword: z.string(),
  search_count: z.union([z.number(), z.string().transform(Number)]).nullish().transform((v) => v ?? 0),
});
export type SearchSuggestion = z.infer<typeof searchSuggestionSchema>;

export const searchSuggestionsSchema = z.object({ suggestions: z.array(searchSuggestionSchema) });
