import { and, eq, inArray, isNull } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { storeUserResult } from "../content/quiz-rewards";
import { blogPosts, quizAnswers, quizQuestions, quizResults, quizzes } from "../db/schema";
import type { AppDeps, AppEnv } from "../http/context";
import { optionalUser } from "../http/middleware";
import { fail, invalid } from "../http/respond";
import { t } from "../http/i18n";
import { validJson } from "../http/validate";
import { quizOf } from "./blogs";

// spec 1 §7 POST ai/suggest-quiz: blog title, blog_content, blog_word_count, author, read_amount, blog_id → quiz data.
// Sent without the bearer token. The local API's "suggestion" is the quiz the editors wrote for the post.
const suggestBody = z.object({
  title: z.string().trim().min(1).max(300),
  blog_content: z.string().max(200_000).optional(),
  blog_word_count: z.coerce.number().int().min(0).max(100_000).optional(),
  author: z.string().max(200).optional(),
  read_amount: z.coerce.number().int().min(0).max(1000).optional(),
  blog_id: z.coerce.number().int().min(1).max(2_147_483_647),
});

// spec 1 §7 POST ai/store-quiz-answers: session_id, responses list of quiz_id, question_id, answer_id.
const storeBody = z.object({
  session_id: z.string().trim().min(8).max(100).regex(/^[\w-]+$/),
  responses: z
    .array(z.object({ quiz_id: z.number().int().min(1), question_id: z.number().int().min(1), answer_id: z.number().int().min(1) }))
    .min(1)
    .max(10),
});

export function quizRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const app = new Hono<AppEnv>();

  app.post("/ai/suggest-quiz", validJson(suggestBody), async (c) => {
    const body = c.req.valid("json");
    const [post] = await db.select({ id: blogPosts.id, canShowQuiz: blogPosts.canShowQuiz }).from(blogPosts).where(eq(blogPosts.id, body.blog_id)).limit(1);
    if (!post) return fail(c, 404, "blogNotFound");
    return c.json({ quiz: post.canShowQuiz ? await quizOf(db, post.id, c.get("lang")) : null });
  });

  app.post("/ai/store-quiz-answers", optionalUser(deps), validJson(storeBody), async (c) => {
    const body = c.req.valid("json");
    const lang = c.get("lang");
    const quizId = body.responses[0].quiz_id;
    if (body.responses.some((r) => r.quiz_id !== quizId)) return invalid(c, { responses: [t(lang, "quizMismatch")] });

    const [quiz] = await db
      .select({ id: quizzes.id, maxEarn: blogPosts.maxEarn, canShowQuiz: blogPosts.canShowQuiz })
      .from(quizzes)
      .innerJoin(blogPosts, eq(blogPosts.id, quizzes.blogId))
      .where(eq(quizzes.id, quizId))
      .limit(1);
    if (!quiz) return invalid(c, { responses: [t(lang, "quizMismatch")] });
    if (!quiz.canShowQuiz) return fail(c, 409, "quizClosed");

    // Every question once, every answer belonging to its question; the score is counted here, never trusted.
    const questionIds = body.responses.map((r) => r.question_id);
    if (new Set(questionIds).size !== questionIds.length) return invalid(c, { responses: [t(lang, "quizMismatch")] });
    const questions = await db.select({ id: quizQuestions.id }).from(quizQuestions).where(eq(quizQuestions.quizId, quizId));
    if (questionIds.length !== questions.length || questionIds.some((id) => !questions.some((q) => q.id === id))) return invalid(c, { responses: [t(lang, "quizMismatch")] });
    const answers = await db
      .select({ id: quizAnswers.id, questionId: quizAnswers.questionId, isCorrect: quizAnswers.isCorrect })
      .from(quizAnswers)
      .where(inArray(quizAnswers.id, body.responses.map((r) => r.answer_id)));
    let correct = 0;
    for (const r of body.responses) {
      const answer = answers.find((a) => a.id === r.answer_id);
      if (!answer || answer.questionId !== r.question_id) return invalid(c, { responses: [t(lang, "quizMismatch")] });
      if (answer.isCorrect) correct += 1;
    }
    const responses = body.responses.map(({ quiz_id, question_id, answer_id }) => ({ quiz_id, question_id, answer_id }));
    const now = clock.now();

    const user = c.get("user");
    if (user) {
      const result = await storeUserResult(db, { userId: user.id, quizId, maxEarn: quiz.maxEarn, correct, responses, sessionId: body.session_id, now });
      return c.json({ success: true, correct: result.correct, earned: result.earned, credited: result.credited });
    }
    // A guest: kept under the session id until that guest registers or logs in with it (claimQuizSession).
    const [waiting] = await db
      .select({ id: quizResults.id })
      .from(quizResults)
      .where(and(eq(quizResults.sessionId, body.session_id), eq(quizResults.quizId, quizId), isNull(quizResults.userId)))
      .limit(1);
    if (!waiting) {
      await db.insert(quizResults).values({ quizId, userId: null, sessionId: body.session_id, responses, correctCount: correct, earned: 0, createdAt: now });
    }
    return c.json({ success: true, correct, earned: 0, credited: false, pending: !waiting });
  });

  return app;
}
