import { NextResponse } from "next/server";
import { z } from "zod";
import { verifyCode } from "@/lib/api/auth";
import { originPath } from "@/lib/account/next-step";
import { LIMITS, refundAttempt, reserveAttempt } from "@/lib/bff/account-limits";
import { bffRoute } from "@/lib/bff/handler";
import { localizePath } from "@/lib/i18n/paths";

const input = z.object({
  // spec 1 §5: "Verification code is the six digits joined."
  code: z.string().trim().regex(/^\d{6}$/),
  from: z.string().max(500).optional(),
});

// spec 1 §4 "Verification success marks the phone verified and goes home" (or to the guard's origin). The session's
// summary is updated at once, so the proxy's guard lets the user through on the next request.
export const POST = bffRoute(
  { access: "user", input, rateLimit: [{ ...LIMITS.verifyIp, count: "failures", key: (_i, ip) => ip }] },
  async ({ input, api, session, locale, t, fail }) => {
    if (!session.token || !session.user) return NextResponse.json({ error: t("unauthenticated") }, { status: 401 });
    const account = `user:${session.user.id}`;
    const limited = await reserveAttempt(LIMITS.verifyAccount, account, t);
    if (limited) return limited;
    const result = await verifyCode(api, input.code);
    if (!result.ok) {
      // A wrong code keeps the reserved point; an upstream failure was not an attempt.
      if (!(result.error.status >= 400 && result.error.status < 500)) await refundAttempt(LIMITS.verifyAccount, account);
      return fail(result.error);
    }
    await refundAttempt(LIMITS.verifyAccount, account);
    session.user = { ...session.user, verified: true };
    await session.save();
    return NextResponse.json({ ok: true, next: localizePath(originPath(input.from) ?? "/", locale) });
  },
);
