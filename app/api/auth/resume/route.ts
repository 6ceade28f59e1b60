import { NextResponse } from "next/server";
import { getUser, loginLegacy } from "@/lib/api/auth";
import { toMeSummary } from "@/lib/api/schemas/user";
import { bffRoute } from "@/lib/bff/handler";
import { sessionUserOf } from "@/lib/bff/sign-in";

// spec 1 §4 Startup: "try stored-token login" (POST login/legacy). The stored token is the session's; a dead one
// turns the browser back into a guest, a live one refreshes the summary the guard and the sidebar use.
export const POST = bffRoute({ access: "guest" }, async ({ api, session, fail }) => {
  if (!session.token) return NextResponse.json({ user: null });
  const legacy = await loginLegacy(api);
  if (!legacy.ok) {
    if (legacy.error.status === 401) {
      session.destroy();
      return NextResponse.json({ user: null });
    }
    return fail(legacy.error);
  }
  const profile = await getUser(api);
  if (!profile.ok) return fail(profile.error);
  const user = toMeSummary(profile.data.user);
  session.user = sessionUserOf(user);
  await session.save();
  return NextResponse.json({ user });
});
