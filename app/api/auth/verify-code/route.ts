import { NextResponse } from "next/server";
import { z } from "zod";
import { verifyCode } from "@/lib/api/auth";
import { originPath } from "@/lib/account/next-step";
import { LIMITS, refundAttempt, reserveAttempt } from "@/lib/bff/account-limits";
import { bffRoute } from "@/lib/bff/handler";
import { clientIp } from "@/lib/bff/rate-limit";
import { localizePath } from "@/lib/i18n/paths";

const input = z.object({
  // spec 1 §5: "Verification code is the six digits joined."
  code: z.string().trim().regex(/^\d{6}$/),
  from: z.string().max(500).optional(),
});

// spec 1 §4 "Verification success marks the phone verified and goes home" (or to the guard's origin). The session's
// summary is updated at once, so the proxy's guard lets the user through on the next request.
// Issue 24: wrong codes are counted per account and per account + address (five each in ten minutes), never per
// address alone: people behind one carrier address do not lock each other out.
export const POST = bffRoute(
  { access: "user", input },
  async ({ input, api, session, request, locale, t, fail }) => {
    if (!session.token || !session.user) return NextResponse.json({ error: t("unauthenticated") }, { status: 401 });
    const account = `user:${session.user.id}`;
    const budgets = [
      { rule: LIMITS.verifyAccount, key: account },
      { rule: LIMITS.verifyAccountIp, key: `${account}|${clientIp(request.headers)}` },
    ];
    const reserved: typeof budgets = [];
    for (const budget of budgets) {
      const limited = await reserveAttempt(budget.rule, budget.key, t);
      if (limited) {
        // A refused attempt never reached the check: the budgets already spent get their point back.
        for (const spent of reserved) await refundAttempt(spent.rule, spent.key);
        return limited;
      }
      reserved.push(budget);
    }
    const refund = async () => {
      for (const budget of reserved) await refundAttempt(budget.rule, budget.key);
    };
    const result = await verifyCode(api, input.code);
    if (!result.ok) {
      // A wrong code keeps the reserved points; an upstream failure was not an attempt.
      if (!(result.error.status >= 400 && result.error.status < 500)) await refund();
      return fail(result.error);
    }
    await refund();
    session.user = { ...session.user, verified: true };
    await session.save();
    return NextResponse.json({ ok: true, next: localizePath(originPath(input.from) ?? "/", locale) });
  },
);
