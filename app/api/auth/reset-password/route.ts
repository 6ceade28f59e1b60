import { NextResponse } from "next/server";
import { z } from "zod";
import { resetPassword } from "@/lib/api/auth";
import { LIMITS } from "@/lib/bff/account-limits";
import { ruleMessage } from "@/lib/bff/account-messages";
import { bffRoute } from "@/lib/bff/handler";
import { validateResetPassword } from "@/lib/validation/password";

const input = z.object({
  token: z.string().trim().min(1).max(200),
  password: z.string().max(200),
  password_confirmation: z.string().max(200),
});

// spec 1 §7 POST reset-password { token, password }: spec 1 §5 "new password not empty; both entries match".
export const POST = bffRoute(
  { access: "guest", input, rateLimit: [{ ...LIMITS.resetIp, count: "failures", key: (_i, ip) => ip }] },
  async ({ input, api, locale, fail }) => {
    const broken = validateResetPassword(input.password, input.password_confirmation);
    if (broken) return NextResponse.json({ error: await ruleMessage(locale, broken), rule: broken }, { status: 422 });
    const result = await resetPassword(api, input);
    if (!result.ok) return fail(result.error);
    return NextResponse.json({ ok: true });
  },
);
