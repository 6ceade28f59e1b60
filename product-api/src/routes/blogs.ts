import { and, asc, count, desc, eq, inArray, or, sql } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { apiDateTime } from "../content/api-time";
import { containsText } from "../db/like";
import { blogCategories, blogPostCategories, blogPosts, quizAnswers, quizQuestions, quizzes } from "../db/schema";
import type { AppDeps, AppEnv } from "../http/context";
import { inLang, type Lang } from "../http/i18n";
import { fail } from "../http/respond";
import { absoluteUrl } from "../http/urls";
import { validQuery } from "../http/validate";

export const BLOGS_PER_PAGE = 6;

// spec 1 §7 GET blogs?title&page&category_id (the spec's filter calls the text searchTerm; both are accepted).
const listQuery = z.object({
  title: z.string().trim().max(100).optional(),
  searchTerm: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  category_id: z.coerce.number().int().min(1).max(1_000_000).optional(),
});

type Db = AppDeps["db"];
type Category = { id: number; title: string; sq_title: string };

async function categoriesOf(db: Db, blogIds: number[]): Promise<Map<number, Category[]>> {
  const out = new Map<number, Category[]>();
  if (blogIds.length === 0) return out;
  const rows = await db
    .select({ blogId: blogPostCategories.blogId, id: blogCategories.id, title: blogCategories.title, sqTitle: blogCategories.sqTitle })
    .from(blogPostCategories)
    .innerJoin(blogCategories, eq(blogCategories.id, blogPostCategories.categoryId))
    .where(inArray(blogPostCategories.blogId, blogIds))
    .orderBy(asc(blogCategories.id));
  for (const r of rows) {
    const list = out.get(r.blogId) ?? [];
    list.push({ id: r.id, title: r.title, sq_title: r.sqTitle });
    out.set(r.blogId, list);
  }
  return out;
}

/** The quiz of a post as spec 1 §3 shapes it (id, questions with id, question_text, answers with is_correct), in `lang`. */
export async function quizOf(db: Db, blogId: number, lang: Lang) {
  const [quiz] = await db.select({ id: quizzes.id }).from(quizzes).where(eq(quizzes.blogId, blogId)).limit(1);
  if (!quiz) return null;
  const questions = await db.select().from(quizQuestions).where(eq(quizQuestions.quizId, quiz.id)).orderBy(asc(quizQuestions.position), asc(quizQuestions.id));
  const answers = questions.length
    ? await db.select().from(quizAnswers).where(inArray(quizAnswers.questionId, questions.map((q) => q.id))).orderBy(asc(quizAnswers.position), asc(quizAnswers.id))
    : [];
  return {
    id: quiz.id,
    questions: questions.map((q) => ({
      id: q.id,
      question_text: inLang(lang, q.questionText, q.questionTextEn),
      answers: answers.filter((a) => a.questionId === q.id).map((a) => ({ id: a.id, answer_text: inLang(lang, a.answerText, a.answerTextEn), is_correct: a.isCorrect })),
    })),
  };
}

function excerpt(html: string): string {
  const text = html.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").trim();
  return text.length > 180 ? `${text.slice(0, 177).trimEnd()}…` : text;
}

type PostRow = typeof blogPosts.$inferSelect;

/**
 * A post in the request's language (issue 25): the English title, byline, body and slug where the post has them.
 * `slugs` names the post's address in each language, so a page can link its other-language version and send an
 * address in the wrong language to the right one.
 */
function inPostLang(post: PostRow, lang: Lang) {
  const english = lang === "en" && Boolean(post.titleEn && post.contentEn && post.slugEn);
  return {
    slug: english ? post.slugEn! : post.slug,
    title: english ? post.titleEn! : post.title,
    author: english ? inLang(lang, post.author, post.authorEn) : post.author,
    content: english ? post.contentEn! : post.content,
    slugs: { sq: post.slug, en: post.titleEn && post.contentEn && post.slugEn ? post.slugEn : post.slug },
  };
}

function postSummary(post: PostRow, categories: Category[], base: string, lang: Lang) {
  const text = inPostLang(post, lang);
  return {
    id: post.id,
    hash_id: post.hashId,
    slug: text.slug,
    slugs: text.slugs,
    title: text.title,
    author: text.author,
    created_at: apiDateTime(post.createdAt),
    image_cover: absoluteUrl(base, post.imageCover),
    categories,
    time_read: post.timeRead,
    excerpt: excerpt(text.content),
  };
}

export function blogRoutes({ db }: AppDeps) {
  const app = new Hono<AppEnv>();

  // spec 1 §7 GET blogs/categories → categories (id, title, sq_title).
  app.get("/blogs/categories", async (c) => {
    const rows = await db.select().from(blogCategories).orderBy(asc(blogCategories.id));
    return c.json({ categories: rows.map((r) => ({ id: r.id, title: r.title, sq_title: r.sqTitle })) });
  });

  // spec 1 §7 GET blogs → blogs { data, last_page }: newest first, published only, title search and one category.
  app.get("/blogs", validQuery(listQuery), async (c) => {
    const query = c.req.valid("query");
    const term = query.title || query.searchTerm;
    const where = and(
      eq(blogPosts.isPublished, true),
      // A reader searches the titles they see: the English ones on English pages (the Albanian where there is none).
      term
        ? or(
            c.get("lang") === "en"
              ? containsText(sql`coalesce(${blogPosts.titleEn}, ${blogPosts.title})`, term)
              : containsText(blogPosts.title, term),
            containsText(blogPosts.author, term),
            c.get("lang") === "en" ? containsText(sql`coalesce(${blogPosts.authorEn}, ${blogPosts.author})`, term) : undefined,
          )
        : undefined,
      query.category_id
        ? inArray(blogPosts.id, db.select({ id: blogPostCategories.blogId }).from(blogPostCategories).where(eq(blogPostCategories.categoryId, query.category_id)))
        : undefined,
    );
    const [{ total }] = await db.select({ total: count() }).from(blogPosts).where(where);
    const lastPage = Math.max(1, Math.ceil(total / BLOGS_PER_PAGE));
    const posts = await db
      .select()
      .from(blogPosts)
      .where(where)
      .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
      .limit(BLOGS_PER_PAGE)
      .offset((query.page - 1) * BLOGS_PER_PAGE);
    const categories = await categoriesOf(db, posts.map((p) => p.id));
    const base = c.get("baseUrl");
    return c.json({
      blogs: {
        data: posts.map((p) => postSummary(p, categories.get(p.id) ?? [], base, c.get("lang"))),
        current_page: query.page,
        last_page: lastPage,
        per_page: BLOGS_PER_PAGE,
        total,
      },
    });
  });

  // spec 1 §7 GET blogs/{id} → blog with content, quiz settings and quiz.
  app.get("/blogs/:id{[0-9]{1,9}}", async (c) => {
    const id = Number(c.req.param("id"));
    const [post] = await db.select().from(blogPosts).where(and(eq(blogPosts.id, id), eq(blogPosts.isPublished, true))).limit(1);
    if (!post) return fail(c, 404, "blogNotFound");
    const categories = await categoriesOf(db, [post.id]);
    return c.json({
      blog: {
        ...postSummary(post, categories.get(post.id) ?? [], c.get("baseUrl"), c.get("lang")),
        content: inPostLang(post, c.get("lang")).content,
        can_show_quiz: post.canShowQuiz,
        credits_per_correct_answer: post.creditsPerCorrectAnswer,
        max_earn: post.maxEarn,
        quiz: await quizOf(db, post.id, c.get("lang")),
      },
    });
  });

  return app;
}

