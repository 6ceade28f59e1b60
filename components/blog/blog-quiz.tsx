"use client";

import { useSessionUser } from "@/lib/client/session-user";
import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from "react";
import { useLocale, useTranslations } from "@/lib/i18n/client";
import { GiftIcon } from "@/components/ui/icons/gift";
import type { Quiz } from "@/lib/api/schemas/blog";
import { onFirstIntent } from "@/lib/client/on-demand";
import type { sendQuizAnswers } from "@/lib/client/queries/content";
import { canShowQuiz, quizNextRoute, quizResultKey, quizReward, recordQuiz, type QuizBlog } from "@/lib/blog/quiz";
import { formatPrice } from "@/lib/format/price";
import { useRouter } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { newQuizSessionId, readQuizRecord, writeQuizRecord } from "./quiz-storage";

interface Result {
  correct: number;
  amount: number;
  next: string;
}

const isTrue = (v: unknown) => v === true || v === 1 || v === "1" || v === "true";
// The BFF client is needed only once answers are sent: fetched then, or on the page's first use (lib/client/on-demand),
// not with the page (issue 14's JS budget, ADR 0017). Like sendQuizAnswers, it never throws: a chunk that cannot be
// fetched is a failed store call, and the score is still recorded (spec 1 §4).
const loadQueries = () => import("@/lib/client/queries/content");
const sendAnswers = (answers: Parameters<typeof sendQuizAnswers>[0]) => loadQueries().then((m) => m.sendQuizAnswers(answers), () => undefined);

/** Another tab answering a quiz updates the record: re-check eligibility then. */
function subscribeStorage(onChange: () => void) {
  window.addEventListener("storage", onChange);
  return () => window.removeEventListener("storage", onChange);
}

/**
 * spec 1 §4 Blog quiz: shown when eligible (lib/blog/quiz canShowQuiz with the browser's showQuiz record); the
 * score is counted here and recorded locally whatever the store call answers; a result dialog per tier; then the
 * blog list (0 correct), the wallet (logged in) or registration with the session id (guest). Hidden afterwards.
 */
export function BlogQuiz({ blog, quiz }: { blog: QuizBlog; quiz: Quiz }) {
  // The page is one HTML for everyone (ADR 0014): who answers is known only in the browser.
  const session = useSessionUser();
  const userId = session.status === "known" && session.user ? session.user.id : null;
  const t = useTranslations("blog");
  const tAll = useTranslations();
  const locale = useLocale() as Locale;
  const router = useRouter();
  // Eligibility needs localStorage: decided only in the browser (false on the server), so the server HTML never
  // shows a quiz it would have to hide. Once the answers are recorded it turns false: the quiz is hidden afterwards.
  const shown = useSyncExternalStore(subscribeStorage, () => canShowQuiz({ ...blog, quiz }, readQuizRecord(), userId), () => false);
  const eligible = session.status === "known" && shown;
  const [answers, setAnswers] = useState<Record<number, number>>({});
  const [missing, setMissing] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const [sending, setSending] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => onFirstIntent(() => void loadQueries().catch(() => undefined)), []);
  useEffect(() => {
    if (result && dialog.current && !dialog.current.open) dialog.current.showModal();
  }, [result]);

  const maxReward = Math.min(quizReward(3), Number(blog.max_earn ?? quizReward(3)));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (quiz.questions.some((q) => answers[q.id] === undefined)) {
      setMissing(true);
      return;
    }
    setMissing(false);
    const correct = quiz.questions.filter((q) => isTrue(q.answers.find((a) => a.id === answers[q.id])?.is_correct)).length;
    const sessionId = newQuizSessionId();
    const responses = quiz.questions.map((q) => ({ quiz_id: quiz.id, question_id: q.id, answer_id: answers[q.id] }));
    if (sending) return;
    setSending(true);
    // spec 1 §4: "If the quiz store call fails the score is still stored locally." (sendQuizAnswers never throws.)
    void sendAnswers({ session_id: sessionId, responses }).then(() => {
      setSending(false);
      writeQuizRecord(recordQuiz(readQuizRecord(), blog.id, userId, correct));
      setResult({ correct, amount: Math.min(quizReward(correct), Number(blog.max_earn ?? quizReward(correct))), next: quizNextRoute(correct, userId !== null, sessionId) });
    });
  }

  function finish() {
    if (!result) return;
    dialog.current?.close();
    router.push(result.next);
  }

  const resultDialog = (
    <dialog
      ref={dialog}
      aria-labelledby="quiz-result-title"
      className="m-auto w-[min(26rem,calc(100vw-2rem))] rounded-3xl bg-white p-6 text-center text-ink shadow-2xl"
    >
      {result && (
        <>
          <span className="mx-auto grid size-14 place-items-center rounded-full bg-brand-50 text-brand-700">
            <GiftIcon className="size-7" />
          </span>
          <h2 id="quiz-result-title" className="mt-4 text-xl font-bold">
            {t("quizResultTitle")}
          </h2>
          <p className="mt-1 text-sm font-semibold text-gray-500">{t("quizScore", { correct: result.correct, total: quiz.questions.length })}</p>
          <p className="mt-3 text-gray-700">{tAll(quizResultKey(result.correct), { amount: formatPrice(result.amount, locale) })}</p>
          {result.correct > 0 && <p className="mt-2 text-sm text-gray-600">{userId !== null ? t("quizWalletHint") : t("quizGuestHint")}</p>}
          <button type="button" onClick={finish} className="btn btn-primary mt-6 w-full" autoFocus>
            {result.correct <= 0 ? t("quizToBlog") : userId !== null ? t("quizToWallet") : t("quizToRegister")}
          </button>
        </>
      )}
    </dialog>
  );

  return (
    <>
      {eligible && (
        <section aria-labelledby="quiz-title" className="rounded-3xl bg-white p-6 ring-2 ring-brand-100 sm:p-8">
          <div className="flex items-center gap-3">
            <span className="grid size-11 place-items-center rounded-2xl bg-brand-50 text-brand-700">
              <GiftIcon className="size-6" />
            </span>
            <h2 id="quiz-title" className="text-xl font-bold">
              {t("quizTitle")}
            </h2>
          </div>
          <p className="mt-3 text-gray-700">{t("quizIntro", { count: quiz.questions.length, amount: formatPrice(maxReward, locale) })}</p>
          <form method="post" onSubmit={submit} className="mt-6 space-y-6">
            {quiz.questions.map((q, i) => (
              <fieldset key={q.id}>
                <legend className="font-semibold">
                  <span className="block text-xs font-medium tracking-wide text-gray-500 uppercase">{t("quizQuestion", { n: i + 1, total: quiz.questions.length })}</span>
                  {q.question_text}
                </legend>
                <div className="mt-2 grid gap-2">
                  {q.answers.map((a) => (
                    <label key={a.id} className="flex cursor-pointer items-center gap-3 rounded-2xl border border-gray-200 px-4 py-3 has-checked:border-brand-700 has-checked:bg-brand-50">
                      <input type="radio" name={`question-${q.id}`} value={a.id} checked={answers[q.id] === a.id} onChange={() => setAnswers((s) => ({ ...s, [q.id]: a.id }))} className="accent-brand-700" />
                      {a.answer_text}
                    </label>
                  ))}
                </div>
              </fieldset>
            ))}
            {missing && (
              <p role="alert" className="text-sm font-medium text-red-700">
                {t("quizAnswerAll")}
              </p>
            )}
            <button type="submit" className="btn btn-primary" disabled={sending}>
              {sending ? t("quizSending") : t("quizSubmit")}
            </button>
          </form>
        </section>
      )}
      {resultDialog}
    </>
  );
}
