import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { hashSecret, matchesSecret, MAX_CODE_TRIES, newCode, ONE_TIME_TTL_MS } from "../auth/one-time";
import type { Db } from "../db/client";
import { users, verificationCodes } from "../db/schema";
import type { Lang } from "../http/i18n";
import { t } from "../http/i18n";
import type { Sink } from "../sink";

/** spec 1 §7 send-verification-code: a new code voids every older one of the user (a resend replaces it). */
export async function sendVerificationCode(db: Db, sink: Sink, userId: number, phone: string, lang: Lang, now: Date): Promise<void> {
  const code = newCode();
  await db.transaction(async (tx) => {
    await tx
      .update(verificationCodes)
      .set({ consumedAt: now })
      .where(and(eq(verificationCodes.userId, userId), isNull(verificationCodes.consumedAt)));
    await tx.insert(verificationCodes).values({
      userId,
      phone,
      codeHash: hashSecret(code),
      expiresAt: new Date(now.getTime() + ONE_TIME_TTL_MS),
      createdAt: now,
    });
  });
  await sink.sms(phone, { kind: "verification", code, body: t(lang, "smsCode", { code }) });
}

export type CheckResult = "verified" | "wrong" | "expired" | "tooManyTries";

/**
 * spec 1 §7 verify-code. The try is counted before comparing, in one statement, so parallel guesses cannot
 * exceed five per code; the right code is consumed once and marks the phone verified.
 */
export async function checkVerificationCode(db: Db, userId: number, phone: string, code: string, now: Date): Promise<CheckResult> {
  const [live] = await db
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.userId, userId), isNull(verificationCodes.consumedAt)))
    .orderBy(desc(verificationCodes.id))
    .limit(1);
  // A code sent to another number (the phone was edited since) does not verify this one.
  if (!live || live.phone !== phone || live.expiresAt.getTime() <= now.getTime()) return "expired";
  const [counted] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(and(eq(verificationCodes.id, live.id), isNull(verificationCodes.consumedAt), sql`${verificationCodes.attempts} < ${MAX_CODE_TRIES}`))
    .returning({ attempts: verificationCodes.attempts });
  if (!counted) return "tooManyTries";
  if (!matchesSecret(code, live.codeHash)) {
    return counted.attempts >= MAX_CODE_TRIES ? "tooManyTries" : "wrong";
  }
  const consumed = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(verificationCodes)
      .set({ consumedAt: now })
      .where(and(eq(verificationCodes.id, live.id), isNull(verificationCodes.consumedAt)))
      .returning({ id: verificationCodes.id });
    if (!row) return false;
    await tx.update(users).set({ verifiedByMobile: true, updatedAt: now }).where(eq(users.id, userId));
    return true;
  });
  return consumed ? "verified" : "expired";
}
