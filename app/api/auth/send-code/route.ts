import { NextResponse } from "next/server";
import { sendVerificationCode } from "@/lib/api/auth";
import { LIMITS, spend } from "@/lib/bff/account-limits";
import { bffRoute } from "@/lib/bff/handler";

// spec 1 §7 POST send-verification-code: the resend link. Upstream sends to the account's own phone only and voids
// the older code. Limited per account (here) and per IP (bffRoute).
export const POST = bffRoute(
  { access: "user", rateLimit: [{ ...LIMITS.sendCodeIp, key: (_i, ip) => ip }] },
  async ({ api, session, t, fail }) => {
    if (!session.token || !session.user) return NextResponse.json({ error: t("unauthenticated") }, { status: 401 });
    const limited = await spend(LIMITS.sendCodeAccount, `user:${session.user.id}`, t);
    if (limited) return limited;
    const result = await sendVerificationCode(api);
    if (!result.ok) return fail(result.error);
    return NextResponse.json({ ok: true });
  },
);
