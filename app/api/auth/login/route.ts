import { localRedirect } from "@/lib/http/local-redirect";
import { NextResponse } from "next/server";
import { z } from "zod";
import { ATTEMPT_FAILED, bffRoute, wantsHtml } from "@/lib/bff/handler";
import { login } from "@/lib/api/auth";
import { afterSignIn, originPath } from "@/lib/account/next-step";
import { LIMITS } from "@/lib/bff/account-limits";
import { startSession } from "@/lib/bff/sign-in";
import { localizePath } from "@/lib/i18n/paths";

const input = z.object({
  email: z.string().trim().min(1).email(),
  password: z.string().min(1),
  session_id: z.string().max(200).optional(),
  /** The origin the guard passed (spec 1 §2); only a same-site path is ever followed. */
  from: z.string().max(500).optional(),
});

// Per account and per IP: wrong passwords count, so one account or one address cannot be hammered.
const limits = [
  { ...LIMITS.loginAccount, count: "failures" as const, key: (i: z.infer<typeof input>) => i.email.toLowerCase() },
  { ...LIMITS.loginIp, count: "failures" as const, key: (_i: z.infer<typeof input>, ip: string) => ip },
];

// POST login: the token goes into the sealed session cookie and nowhere else. JSON from the login screen; a plain
// form post (no JavaScript) gets a 303 to the next page, or back to the form with an error code.
export const POST = bffRoute({ access: "guest", input, rateLimit: limits }, async ({ input, api, session, fail, request, locale }) => {
  const html = wantsHtml(request);
  const result = await login(api, input);
  if (!result.ok) {
    if (html) {
      // A redirect is not a 4xx: mark it as a failed attempt, so bffRoute keeps the point it reserved.
      const wrong = result.error.status === 401 || result.error.status === 422;
      const back = new URLSearchParams({ error: wrong ? "credentials" : "unavailable" });
      const from = originPath(input.from);
      if (from) back.set("from", from);
      const response = localRedirect(`${localizePath("/login", locale)}?${back}`);
      if (wrong) response.headers.set(ATTEMPT_FAILED, "1");
      return response;
    }
    // Wrong credentials are the form's error, not an expired session (which upstream 401 would mean elsewhere).
    return fail(result.error.status === 401 ? { ...result.error, status: 422 } : result.error);
  }
  const user = await startSession(session, api, result.data.token, result.data.verified_by_mobile);
  const verified = session.user?.verified ?? false;
  const next = afterSignIn(verified, input.from, locale, { sendCode: true });
  if (html) return localRedirect(next);
  return NextResponse.json({ user, verified_by_mobile: verified, next });
});
