import { NextResponse } from "next/server";
import { bffRoute } from "@/lib/bff/handler";
import { checkSession, sessionUserOf } from "@/lib/bff/sign-in";

/** How long the shell waits for the product API's word on the token before it shows the cookie's summary. */
const CHECK_TIMEOUT_MS = 3000;

// The shell's view of the session (ADR 0014): name, photo, verified, cashback — never the token. Issue 24 (ADR 0015):
// a session whose token the product API no longer accepts (the password was changed on another device, or reset
// through the e-mail link) is signed out here at once, so each signed-in page asks the product API once; a guest's
// costs nothing. When the API is slow or down, the summary sealed in the cookie is shown (the API still refuses a
// revoked token on every real call).
export const GET = bffRoute({ access: "guest" }, async ({ session, api }) => {
  const headers = { "Cache-Control": "private, no-store" };
  if (!session.token || !session.user) return NextResponse.json({ user: null }, { headers });
  const check = await checkSession(session, api, { timeoutMs: CHECK_TIMEOUT_MS });
  if (check.kind === "ended") return NextResponse.json({ user: null }, { headers });
  // The summary's fields only, whichever answered: never the token, nor more of the profile.
  return NextResponse.json({ user: check.kind === "user" ? sessionUserOf(check.user) : session.user }, { headers });
});
