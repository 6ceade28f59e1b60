import "server-only";
import { NextResponse } from "next/server";
import { consumeRateLimit, refundRateLimit, type LimitRule } from "./rate-limit";

// Issue 3 "Abuse and failure": login, register, forgot-password, send-code and verify-code are limited per account
// and per IP. Per-IP (and per-e-mail) rules go through bffRoute's `rateLimit`; per-account rules for signed-in calls
// are keyed by the session's user, which bffRoute does not know yet, so handlers apply them with these helpers.
const MIN = 60;

export const LIMITS = {
  loginAccount: { name: "login-account", points: 5, duration: 15 * MIN },
  loginIp: { name: "login-ip", points: 30, duration: 15 * MIN },
  registerEmail: { name: "register-email", points: 5, duration: 60 * MIN },
  registerIp: { name: "register-ip", points: 20, duration: 60 * MIN },
  forgotEmail: { name: "forgot-email", points: 3, duration: 15 * MIN },
  forgotIp: { name: "forgot-ip", points: 10, duration: 15 * MIN },
  resetIp: { name: "reset-ip", points: 10, duration: 15 * MIN },
  sendCodeAccount: { name: "send-code-account", points: 5, duration: 15 * MIN },
  sendCodeIp: { name: "send-code-ip", points: 20, duration: 15 * MIN },
  // Issue 24: wrong verification codes count per account and per account + address — never per address alone, so
  // one person behind a carrier's shared address cannot lock out everyone else's correct code.
  verifyAccount: { name: "verify-account", points: 5, duration: 10 * MIN },
  verifyAccountIp: { name: "verify-account-ip", points: 5, duration: 10 * MIN },
  socialIp: { name: "social-ip", points: 20, duration: 15 * MIN },
  // spec 3 §5 Change password: each try checks the current password upstream, so guesses are counted per account.
  changePasswordAccount: { name: "change-password-account", points: 5, duration: 15 * MIN },
  changePasswordIp: { name: "change-password-ip", points: 20, duration: 15 * MIN },
} as const satisfies Record<string, LimitRule>;

type Translate = (key: "rateLimited", values: { seconds: number }) => string;

/** The same 429 bffRoute gives: translated message, retryAfter, Retry-After header. */
export function tooMany(seconds: number, t: Translate): NextResponse {
  const res = NextResponse.json({ error: t("rateLimited", { seconds }), retryAfter: seconds }, { status: 429 });
  res.headers.set("Retry-After", String(seconds));
  return res;
}

/** Spends one point of the account's budget; a 429 response when it is used up, else null. */
export async function spend(rule: LimitRule, key: string, t: Translate): Promise<NextResponse | null> {
  const wait = await consumeRateLimit(rule, [key]);
  return wait ? tooMany(wait, t) : null;
}

/**
 * For failures-only budgets: reserves a point before the attempt (a 429 when none is left), so parallel attempts
 * cannot all pass (issue 9 #3). Give it back with refundFailure when the attempt did not fail.
 */
export async function reserveAttempt(rule: LimitRule, key: string, t: Translate): Promise<NextResponse | null> {
  const wait = await consumeRateLimit(rule, [key]);
  return wait ? tooMany(wait, t) : null;
}

export async function refundAttempt(rule: LimitRule, key: string): Promise<void> {
  await refundRateLimit(rule, [key]);
}
