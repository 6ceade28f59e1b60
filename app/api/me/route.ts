import { NextResponse } from "next/server";
import { bffRoute } from "@/lib/bff/handler";
import { getUser } from "@/lib/api/auth";
import { toMeSummary } from "@/lib/api/schemas/user";
import { sessionUserOf } from "@/lib/bff/sign-in";

// GET users → the summary the shell needs, or null for a guest. Never the token.
export const GET = bffRoute({ access: "guest" }, async ({ api, session, fail }) => {
  if (!session.token) return NextResponse.json({ user: null });
  const result = await getUser(api);
  if (!result.ok) {
    if (result.error.status === 401) {
      session.destroy();
      return NextResponse.json({ user: null });
    }
    return fail(result.error);
  }
  const user = toMeSummary(result.data.user);
  const known = session.user;
  if (known?.verified !== user.verified || known?.full_name !== user.full_name || known?.cashback_amount !== user.cashback_amount || known?.photo !== user.photo) {
    session.user = sessionUserOf(user);
    await session.save();
  }
  return NextResponse.json({ user });
});
