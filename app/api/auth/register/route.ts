import { NextResponse } from "next/server";
import { z } from "zod";
import { login, register } from "@/lib/api/auth";
import { afterSignIn } from "@/lib/account/next-step";
import { LIMITS } from "@/lib/bff/account-limits";
import { ruleMessage } from "@/lib/bff/account-messages";
import { bffRoute } from "@/lib/bff/handler";
import { startSession } from "@/lib/bff/sign-in";
import { registerPayload, validateRegister } from "@/lib/validation/register";

const text = (max: number) => z.string().max(max);
const input = z.object({
  full_name: text(120),
  email: text(254),
  phone: text(40),
  password: text(200),
  password_confirmation: text(200),
  sms_consent: z.boolean(),
  // spec 1 §3: session_id "from navigation state" (a guest who did the blog quiz registers with it).
  session_id: z.string().max(200).optional(),
  from: z.string().max(500).optional(),
});

// spec 1 §4 Register: "check sms consent, then local checks, then register, then login, then verification".
export const POST = bffRoute(
  {
    access: "guest",
    input,
    rateLimit: [
      { ...LIMITS.registerEmail, key: (i) => i.email.trim().toLowerCase() },
      { ...LIMITS.registerIp, key: (_i, ip) => ip },
    ],
  },
  async ({ input, api, session, locale, fail }) => {
    // The same rules as the form, in the same order: a client that skips them gets the same answer.
    const broken = validateRegister(input);
    if (broken) return NextResponse.json({ error: await ruleMessage(locale, broken), rule: broken }, { status: 422 });
    const payload = registerPayload(input, input.session_id ?? null, api.deviceId ?? "web");
    const created = await register(api, payload);
    if (!created.ok) return fail(created.error);
    const signedIn = await login(api, { email: payload.email, password: payload.password, session_id: payload.session_id || undefined });
    if (!signedIn.ok) return fail(signedIn.error);
    const user = await startSession(session, api, signedIn.data.token, signedIn.data.verified_by_mobile);
    const verified = session.user?.verified ?? false;
    return NextResponse.json({ user, verified_by_mobile: verified, next: afterSignIn(verified, input.from, locale) }, { status: 201 });
  },
);
