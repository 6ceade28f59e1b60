import { NextResponse } from "next/server";
import { z } from "zod";
import { sendVerificationCode } from "@/lib/api/auth";
import { updateProfile } from "@/lib/api/profile";
import { isTrue } from "@/lib/api/schemas/user";
import { verificationPath } from "@/lib/account/next-step";
import { LIMITS, spend } from "@/lib/bff/account-limits";
import { ruleMessage } from "@/lib/bff/account-messages";
import { bffRoute } from "@/lib/bff/handler";
import { localizePath } from "@/lib/i18n/paths";
import { nationalPhone } from "@/lib/validation/phone";
import { validateEditPhone } from "@/lib/validation/profile";

const input = z.object({ phone: z.string().max(40), from: z.string().max(500).optional() });

// spec 1 §2 Edit phone: "one phone input and a button, then goes to verification"; §5 "phone format check … the
// photo is cleared before the profile update" (only the phone is sent). The new number gets a code at once.
export const PUT = bffRoute(
  { access: "user", input, rateLimit: [{ ...LIMITS.sendCodeIp, key: (_i, ip) => ip }] },
  async ({ input, api, session, locale, t, fail }) => {
    if (!session.token || !session.user) return NextResponse.json({ error: t("unauthenticated") }, { status: 401 });
    const broken = validateEditPhone(input.phone);
    if (broken) return NextResponse.json({ error: await ruleMessage(locale, broken), rule: broken }, { status: 422 });
    const limited = await spend(LIMITS.sendCodeAccount, `user:${session.user.id}`, t);
    if (limited) return limited;
    const updated = await updateProfile(api, { phone: nationalPhone(input.phone).replace(/^(?!0)/, "0") });
    if (!updated.ok) return fail(updated.error);
    session.user = { ...session.user, verified: isTrue(updated.data.user.verified_by_mobile) };
    await session.save();
    const sent = await sendVerificationCode(api);
    if (!sent.ok) return fail(sent.error);
    return NextResponse.json({ ok: true, next: localizePath(verificationPath(input.from), locale) });
  },
);
