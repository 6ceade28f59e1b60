import { NextResponse } from "next/server";
import { bffRoute } from "@/lib/bff/handler";
import { getUser } from "@/lib/api/auth";
import { toMeSummary } from "@/lib/api/schemas/user";

// GET users → the summary the shell needs, or null for a guest. Never the token.
export const GET = bffRoute({}, async ({ api, session, fail }) => {
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
  if (session.user?.verified !== user.verified || session.user?.full_name !== user.full_name) {
    session.user = { id: user.id, full_name: user.full_name, photo: user.photo, verified: user.verified };
    await session.save();
  }
  return NextResponse.json({ user });
});
