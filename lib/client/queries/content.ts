// The blog's writes: quiz answers and the newsletter subscription. Plain BFF calls that never throw (no TanStack
// Query on the blog post page: issue 14's JS budget); the callers treat a failure like a success (spec 1 §4, §7).
import { bffRequest } from "../bff";

export const sendQuizAnswers = (answers: { session_id: string; responses: Array<{ quiz_id: number; question_id: number; answer_id: number }> }) =>
  bffRequest("/api/quiz/answers", { method: "POST", body: answers });

export const subscribeNewsletter = (subscription: { email: string; source: "blog" | "footer" }) => bffRequest("/api/newsletter", { method: "POST", body: subscription });
