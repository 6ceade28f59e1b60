// The blog's writes: quiz answers and the newsletter subscription.
import { bff } from "../bff";

export const sendQuizAnswers = (answers: { session_id: string; responses: Array<{ quiz_id: number; question_id: number; answer_id: number }> }) =>
  bff("/api/quiz/answers", { method: "POST", body: answers });

export const subscribeNewsletter = (subscription: { email: string; source: "blog" | "footer" }) => bff("/api/newsletter", { method: "POST", body: subscription });
