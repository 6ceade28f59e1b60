import { z } from "zod";
import { rawFlag } from "./primitives";

// spec 1 §3 Blog. Flags arrive as booleans or 0/1; ids as numbers.

export const blogCategorySchema = z.object({ id: z.number(), title: z.string(), sq_title: z.string() });
export type BlogCategory = z.infer<typeof blogCategorySchema>;

export const quizSchema = z.object({
  id: z.number(),
  questions: z.array(
    z.object({
      id: z.number(),
      question_text: z.string(),
      answers: z.array(z.object({ id: z.number(), answer_text: z.string(), is_correct: rawFlag })),
    }),
  ),
});
export type Quiz = z.infer<typeof quizSchema>;

export const blogSummarySchema = z.object({
  id: z.number().int().positive(),
  hash_id: z.string().nullish(),
  slug: z.string().default(""),
  /** The post's slug in each language (issue 25: the English page lives at the English slug); absent: `slug` for both. */
  slugs: z.object({ sq: z.string().min(1), en: z.string().min(1) }).nullish(),
  title: z.string(),
  author: z.string().nullish(),
  created_at: z.string().nullish(),
  image_cover: z.string().nullish(),
  categories: z.array(blogCategorySchema).default([]),
  time_read: z.coerce.number().nullish(),
  excerpt: z.string().nullish(),
});
export type BlogSummary = z.infer<typeof blogSummarySchema>;

export const blogSchema = blogSummarySchema.extend({
  content: z.string().default(""),
  can_show_quiz: rawFlag,
  credits_per_correct_answer: z.coerce.number().nullish(),
  max_earn: z.coerce.number().nullish(),
  quiz: quizSchema.nullish(),
});
export type Blog = z.infer<typeof blogSchema>;

export const blogListSchema = z.object({
  blogs: z.object({
    data: z.array(blogSummarySchema),
    last_page: z.coerce.number().int().min(1).default(1),
    current_page: z.coerce.number().int().optional(),
    total: z.coerce.number().int().optional(),
  }),
});
export type BlogList = z.infer<typeof blogListSchema>["blogs"];

export const blogEnvelopeSchema = z.object({ blog: blogSchema });
export const blogCategoriesSchema = z.object({ categories: z.array(blogCategorySchema) });
export const suggestQuizSchema = z.object({ quiz: quizSchema.nullish() });
export const storeQuizSchema = z.object({
  success: z.boolean().optional(),
  correct: z.number().optional(),
  earned: z.number().optional(),
  credited: z.boolean().optional(),
});
