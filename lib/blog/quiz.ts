// Spec 1 §3 / §4 Blog quiz. The per-browser record (key showQuiz) lists blog_id, user_id, earned_from_quiz.
export interface QuizRecordEntry {
  blog_id: number;
  user_id: number | null; // null for a guest
  earned_from_quiz: number;
}

export interface QuizBlog {
  id: number;
  can_show_quiz?: boolean | number | null;
  credits_per_correct_answer?: number | null;
  max_earn?: number | null;
  quiz?: { questions: readonly unknown[] } | null;
}

export const QUIZ_STORAGE_KEY = "showQuiz";

/** What this user (or guest) has earned from quizzes in this browser. */
export function earnedSoFar(record: readonly QuizRecordEntry[], userId: number | null): number {
  return record.filter((e) => e.user_id === userId).reduce((sum, e) => sum + Number(e.earned_from_quiz || 0), 0);
}

/**
 * Spec 1 §4: shown only if can_show_quiz is not false, the blog is not already in the local record, and earned so far
 * plus credits_per_correct_answer × question count is at most max_earn. A blog without questions shows no quiz.
 */
export function canShowQuiz(blog: QuizBlog, record: readonly QuizRecordEntry[], userId: number | null): boolean {
  if (blog.can_show_quiz === false || blog.can_show_quiz === 0) return false;
  const questions = blog.quiz?.questions.length ?? 0;
  if (questions === 0) return false;
  if (record.some((e) => e.blog_id === blog.id)) return false;
  const potential = Number(blog.credits_per_correct_answer ?? 0) * questions;
  return earnedSoFar(record, userId) + potential <= Number(blog.max_earn ?? 0);
}

/** Spec 1 §9: 3, 2 or 1 correct answers credit 100, 20 or 10 L; none credits nothing. */
export function quizReward(correct: number): number {
  return correct >= 3 ? 100 : correct === 2 ? 20 : correct === 1 ? 10 : 0;
}

export const QUIZ_RESULT_KEYS = ["blog.quiz_result_3", "blog.quiz_result_2", "blog.quiz_result_1", "blog.quiz_result_0"] as const;
export type QuizResultKey = (typeof QUIZ_RESULT_KEYS)[number];

/** Spec 1 §4: the result dialog differs for 3, 2 or 1 correct (and 0). */
export function quizResultKey(correct: number): QuizResultKey {
  return correct >= 3 ? "blog.quiz_result_3" : correct === 2 ? "blog.quiz_result_2" : correct === 1 ? "blog.quiz_result_1" : "blog.quiz_result_0";
}

/**
 * Spec 1 §4: 0 correct → blog list; otherwise a logged-in user → wallet; a guest → register carrying the quiz session
 * id (we carry it as the session_id query parameter, read by the register view for its payload).
 */
export function quizNextRoute(correct: number, loggedIn: boolean, sessionId: string | null): string {
  if (correct <= 0) return "/blog";
  if (loggedIn) return "/profile/wallet";
  const q = new URLSearchParams({ view: "register" });
  if (sessionId) q.set("session_id", sessionId);
  return `/login?${q.toString()}`;
}

/** Spec 1 §4: the quiz is hidden afterwards; the score is stored locally even if the server call failed. */
export function recordQuiz(record: readonly QuizRecordEntry[], blogId: number, userId: number | null, correct: number): QuizRecordEntry[] {
  return [...record.filter((e) => e.blog_id !== blogId), { blog_id: blogId, user_id: userId, earned_from_quiz: quizReward(correct) }];
}
