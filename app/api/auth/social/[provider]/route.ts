import { NextResponse } from "next/server";
import { z } from "zod";
import { socialLogin, type SocialProvider } from "@/lib/api/auth";
import { afterSignIn } from "@/lib/account/next-step";
import { LIMITS } from "@/lib/bff/account-limits";
import { bffRoute } from "@/lib/bff/handler";
import { startSession } from "@/lib/bff/sign-in";

const token = z.string().trim().min(1).max(8192);
const input = z.object({
  access_token: token.optional(),
  id_token: token.optional(),
  apple_id: z.string().trim().min(1).max(255).optional(),
  apple_identity_token: token.optional(),
  email: z.string().trim().max(254).optional(),
  name: z.string().trim().max(120).optional(),
  session_id: z.string().max(200).optional(),
  from: z.string().max(500).optional(),
});
type Input = z.infer<typeof input>;

// spec 1 §7: what each provider's call carries.
function upstreamBody(provider: SocialProvider, i: Input): Record<string, string | undefined> | null {
  if (provider === "facebook") return i.access_token ? { access_token: i.access_token, session_id: i.session_id } : null;
  if (provider === "google") return i.id_token ? { id_token: i.id_token, session_id: i.session_id } : null;
  if (!i.apple_id || !i.apple_identity_token) return null;
  return { apple_id: i.apple_id, apple_identity_token: i.apple_identity_token, email: i.email ?? "", name: i.name ?? "", session_id: i.session_id };
}

const isProvider = (value: unknown): value is SocialProvider => value === "facebook" || value === "google" || value === "apple";

// POST /api/auth/social/{facebook|google|apple}: the provider's token is forwarded to login/{provider}; the token
// that comes back is kept like a normal login's (sealed session only).
export const POST = bffRoute(
  { access: "guest", input, rateLimit: [{ ...LIMITS.socialIp, count: "failures", key: (_i, ip) => ip }] },
  async ({ input, params, api, session, locale, t, fail }) => {
    const provider = params.provider;
    if (!isProvider(provider)) return NextResponse.json({ error: t("badInput") }, { status: 404 });
    const body = upstreamBody(provider, input);
    if (!body) return NextResponse.json({ error: t("badInput") }, { status: 400 });
    const result = await socialLogin(api, provider, body);
    if (!result.ok) {
      // The provider is switched off upstream: its own words ("not available"), not "the service is down".
      if (result.error.status === 503 && result.error.message) return NextResponse.json({ error: result.error.message }, { status: 503 });
      // A refused provider token is the form's error, not an expired session.
      return fail(result.error.status === 401 ? { ...result.error, status: 422 } : result.error);
    }
    const user = await startSession(session, api, result.data.token, result.data.verified_by_mobile);
    const verified = session.user?.verified ?? false;
    return NextResponse.json({ user, verified_by_mobile: verified, next: afterSignIn(verified, input.from, locale, { sendCode: true }) });
  },
);
