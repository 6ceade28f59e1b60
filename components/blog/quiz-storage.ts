import { QUIZ_STORAGE_KEY, type QuizRecordEntry } from "@/lib/blog/quiz";

// spec 1 §3: the per-browser quiz record under key showQuiz (blog_id, user_id, earned_from_quiz).
export function readQuizRecord(): QuizRecordEntry[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(QUIZ_STORAGE_KEY) ?? "[]");
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (e): e is QuizRecordEntry =>
        typeof e === "object" && e !== null && Number.isInteger((e as QuizRecordEntry).blog_id) && ((e as QuizRecordEntry).user_id === null || Number.isInteger((e as QuizRecordEntry).user_id)),
    );
  } catch {
    return [];
  }
}

export function writeQuizRecord(record: readonly QuizRecordEntry[]): void {
  try {
    localStorage.setItem(QUIZ_STORAGE_KEY, JSON.stringify(record));
  } catch {
    /* private mode or full storage: the quiz simply shows again next time */
  }
}

/** A fresh id for one quiz attempt: the product API keeps a guest's answers under it until they register. */
export function newQuizSessionId(): string {
  return typeof crypto.randomUUID === "function" ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
