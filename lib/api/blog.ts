import "server-only";
import { cachedRead, CACHE_KEYS } from "@/lib/cache";
import { CACHE_TTL } from "@/lib/cache/keys";
import type { Locale } from "@/lib/i18n/routing";
import type { BlogFilter } from "@/lib/blog/filter";
import { readingMinutes, wordCount } from "@/lib/blog/reading";
import { apiFetch, type ApiContext } from "./client";
import { publicApiContext } from "./context";
import { ok, type ApiResult } from "./result";
import { blogCategoriesSchema, blogEnvelopeSchema, blogListSchema, storeQuizSchema, suggestQuizSchema, type Blog, type Quiz } from "./schemas/blog";

// spec 1 §7 blog calls. Public reads never carry a token and are cached per locale and query.

/** GET blogs?title&page&category_id → blogs { data, last_page }. */
export function listBlogs(locale: Locale, filter: BlogFilter) {
  const query = { title: filter.searchTerm || undefined, page: filter.page, category_id: filter.categoryId ?? undefined };
  const key = `t=${filter.searchTerm}&p=${filter.page}&c=${filter.categoryId ?? ""}`;
  return cachedRead(CACHE_KEYS.blogs(locale, key), CACHE_TTL.medium, () =>
    apiFetch("blogs", { query, schema: blogListSchema, ctx: publicApiContext(locale) }),
  );
}

/** GET blogs/categories → categories. */
export function blogCategories(locale: Locale) {
  return cachedRead(CACHE_KEYS.blogs(locale, "categories"), CACHE_TTL.long, () =>
    apiFetch("blogs/categories", { schema: blogCategoriesSchema, ctx: publicApiContext(locale) }),
  );
}

/** GET blogs/{id} → blog. The id comes from blogIdFromHash (spec 1 §2). */
export function getBlog(locale: Locale, id: number) {
  return cachedRead(CACHE_KEYS.blog(locale, String(id)), CACHE_TTL.medium, () =>
    apiFetch(`blogs/${id}`, { schema: blogEnvelopeSchema, ctx: publicApiContext(locale) }),
  );
}

/**
 * The quiz of a post: the one the blog carries, else POST ai/suggest-quiz with the spec's payload (title,
 * blog_content, blog_word_count, author, read_amount, blog_id). apiFetch never sends the bearer on that path.
 */
export async function quizFor(locale: Locale, blog: Blog): Promise<ApiResult<Quiz | null>> {
  if (blog.quiz && blog.quiz.questions.length > 0) return ok(blog.quiz);
  const result = await cachedRead(CACHE_KEYS.blog(locale, `${blog.id}:quiz`), CACHE_TTL.long, () =>
    apiFetch("ai/suggest-quiz", {
      method: "POST",
      schema: suggestQuizSchema,
      ctx: publicApiContext(locale),
      body: {
        title: blog.title,
        blog_content: blog.content,
        blog_word_count: wordCount(blog.content),
        author: blog.author ?? "",
        read_amount: readingMinutes(blog),
        blog_id: blog.id,
      },
    }),
  );
  return result.ok ? ok(result.data.quiz ?? null) : result;
}

export interface QuizAnswersPayload {
  session_id: string;
  responses: Array<{ quiz_id: number; question_id: number; answer_id: number }>;
}

/** POST ai/store-quiz-answers, with the user's token when there is one (the reward goes to that wallet). */
export function storeQuizAnswers(ctx: ApiContext, payload: QuizAnswersPayload) {
  return apiFetch("ai/store-quiz-answers", { method: "POST", ctx, body: payload, schema: storeQuizSchema });
}
