import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { blogPosts, quizResults, quizzes, users, walletTransactions } from "../db/schema";

/** spec 1 §9: 3, 2 or 1 correct answers credit 100, 20 or 10 L; none credits nothing. */
export function quizReward(correct: number): number {
  return correct >= 3 ? 100 : correct === 2 ? 20 : correct === 1 ? 10 : 0;
}

/** What a result credits: the tier, never above the post's max_earn (and never negative). */
export function quizCredit(correct: number, maxEarn: number): number {
  return Math.max(0, Math.min(quizReward(correct), maxEarn));
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** True when the user already has a result for this quiz, or a blog-quiz wallet entry for it (seeded history). */
export async function alreadyAnswered(db: Db | Tx, userId: number, quizId: number): Promise<boolean> {
  const [result] = await db
    .select({ id: quizResults.id })
    .from(quizResults)
    .where(and(eq(quizResults.userId, userId), eq(quizResults.quizId, quizId)))
    .limit(1);
  if (result) return true;
  const [entry] = await db
    .select({ id: walletTransactions.id })
    .from(walletTransactions)
    .where(and(eq(walletTransactions.userId, userId), eq(walletTransactions.category, "blog_quiz_earning"), eq(walletTransactions.sourceId, quizId)))
    .limit(1);
  return Boolean(entry);
}

/** Adds the credit to the wallet: one blog_quiz_earning entry and the balance, in the caller's transaction. */
async function creditWallet(tx: Tx, userId: number, quizId: number, amount: number, now: Date): Promise<void> {
  if (amount <= 0) return;
  await tx.insert(walletTransactions).values({ userId, type: "earn", category: "blog_quiz_earning", amount, sourceId: quizId, createdAt: now });
  await tx.update(users).set({ cashbackAmount: sql`${users.cashbackAmount} + ${amount}`, updatedAt: now }).where(eq(users.id, userId));
}

export interface StoredResult {
  correct: number;
  earned: number;
  /** False when this user had already answered this quiz: nothing new was credited. */
  credited: boolean;
}

/**
 * Records a logged-in user's answers and credits the wallet once per user per post (spec 1 §4, §9). A second
 * submission is refused by the unique (user_id, quiz_id) index as well as by the check, so two racing requests
 * cannot both credit.
 */
export async function storeUserResult(
  db: Db,
  input: { userId: number; quizId: number; maxEarn: number; correct: number; responses: Array<{ quiz_id: number; question_id: number; answer_id: number }>; sessionId: string | null; now: Date },
): Promise<StoredResult> {
  return db.transaction(async (tx) => {
    if (await alreadyAnswered(tx, input.userId, input.quizId)) return { correct: input.correct, earned: 0, credited: false };
    const earned = quizCredit(input.correct, input.maxEarn);
    const inserted = await tx
      .insert(quizResults)
      .values({
        quizId: input.quizId, userId: input.userId, sessionId: input.sessionId, responses: input.responses,
        correctCount: input.correct, earned, creditedAt: input.now, createdAt: input.now,
      })
      .onConflictDoNothing()
      .returning({ id: quizResults.id });
    if (inserted.length === 0) return { correct: input.correct, earned: 0, credited: false };
    await creditWallet(tx, input.userId, input.quizId, earned, input.now);
    return { correct: input.correct, earned, credited: true };
  });
}

/**
 * spec 1 §4: a guest's quiz reward is credited when that guest registers or logs in with the session id the quiz
 * sent them on with. Each waiting result of that session is credited to the user once per post (a post the user
 * already answered stays unclaimed). Returns the total credited. Called by login and register.
 */
export async function claimQuizSession(db: Db, userId: number, sessionId: string | null | undefined, now: Date): Promise<number> {
  const session = sessionId?.trim();
  if (!session) return 0;
  return db.transaction(async (tx) => {
    const waiting = await tx
      .select({ id: quizResults.id, quizId: quizResults.quizId, correct: quizResults.correctCount, maxEarn: blogPosts.maxEarn })
      .from(quizResults)
      .innerJoin(quizzes, eq(quizzes.id, quizResults.quizId))
      .innerJoin(blogPosts, eq(blogPosts.id, quizzes.blogId))
      .where(and(eq(quizResults.sessionId, session), isNull(quizResults.userId)));
    let total = 0;
    for (const row of waiting) {
      if (await alreadyAnswered(tx, userId, row.quizId)) continue;
      const earned = quizCredit(row.correct, row.maxEarn);
      await tx.update(quizResults).set({ userId, earned, creditedAt: now }).where(eq(quizResults.id, row.id));
      await creditWallet(tx, userId, row.quizId, earned, now);
      total += earned;
    }
    return total;
  });
}
