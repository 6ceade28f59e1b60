import { NextResponse } from "next/server";
import { z } from "zod";
import { changePassword } from "@/lib/api/profile";
import { LIMITS, spend } from "@/lib/bff/account-limits";
import { ruleMessage } from "@/lib/bff/account-messages";
import { bffRoute } from "@/lib/bff/handler";
import { changePasswordPayload, validateChangePassword } from "@/lib/validation/password";

const input = z.object({ current: z.string().max(200), next: z.string().max(200), retype: z.string().max(200) });

// spec 3 §5 Change password: the form's rule runs here too; the product API checks the current password and
// answers in the user's language (§8 "Password change errors: we are sorry + server error message").
export const PUT = bffRoute(
  { access: "verified", input, rateLimit: [{ ...LIMITS.changePasswordIp, key: (_i, ip) => ip }] },
  async ({ input, api, session, locale, t, fail }) => {
    if (!session.user) return NextResponse.json({ error: t("unauthenticated") }, { status: 401 });
    const broken = validateChangePassword(input);
    if (broken) return NextResponse.json({ error: await ruleMessage(locale, broken), rule: broken }, { status: 422 });
    const limited = await spend(LIMITS.changePasswordAccount, `user:${session.user.id}`, t);
    if (limited) return limited;
    const result = await changePassword(api, changePasswordPayload(input));
    if (!result.ok) return fail(result.error);
    return NextResponse.json({ ok: true });
  },
);
