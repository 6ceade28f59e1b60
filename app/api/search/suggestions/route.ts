import { NextResponse } from "next/server";
import { z } from "zod";
import { bffRoute } from "@/lib/bff/handler";
import { keywordSuggestions } from "@/lib/api/search";
import { suggestionQuery } from "@/lib/search/search";

const input = z.object({ search: z.string().max(100).default("") });

// GET /api/search/suggestions?search= → GET search/keywords-suggestions (spec 1 §7). Spec 1 §5: empty input clears
// the suggestions (no upstream call); emoji terms are asked for as their Albanian words.
export const GET = bffRoute({ access: "guest", input, personal: false }, async ({ input, locale, fail }) => {
  const term = suggestionQuery(input.search);
  if (term === null) return NextResponse.json({ suggestions: [] });
  const result = await keywordSuggestions(locale, term);
  if (!result.ok) return fail(result.error);
  const response = NextResponse.json({ suggestions: result.data.suggestions });
  response.headers.set("Cache-Control", "public, max-age=300");
  return response;
});
