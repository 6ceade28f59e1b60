import { NextResponse } from "next/server";
import { z } from "zod";
import { bffRoute } from "@/lib/bff/handler";
import { getUser, login } from "@/lib/api/auth";
import { isTrue, toMeSummary } from "@/lib/api/schemas/user";

const input = z.object({
  email: z.string().trim().min(1).email(),
  password: z.string().min(1),
  session_id: z.string().max(200).optional(),
});

// POST login: the token goes into the sealed session cookie and nowhere else.
export const POST = bffRoute(
  {
    input,
    // Per account and per IP: wrong passwords count, so one account or one address cannot be hammered.
    rateLimit: [
      { name: "login-account", points: 5, duration: 15 * 60, count: "failures", key: (i) => i.email.toLowerCase() },
      { name: "login-ip", points: 30, duration: 15 * 60, count: "failures", key: (_i, ip) => ip },
    ],
  },
  async ({ input, api, session, fail }) => {
    const result = await login(api, input);
    if (!result.ok) return fail(result.error.status === 401 ? { ...result.error, status: 422 } : result.error);
    session.token = result.data.token;
    const profile = await getUser({ ...api, token: result.data.token });
    const verified = isTrue(result.data.verified_by_mobile);
    const user = profile.ok ? toMeSummary(profile.data.user) : null;
    session.user = { id: user?.id ?? 0, full_name: user?.full_name ?? "", photo: user?.photo ?? null, verified: user?.verified ?? verified };
    await session.save();
    return NextResponse.json({ user, verified_by_mobile: session.user.verified });
  },
);
