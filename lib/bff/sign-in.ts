import "server-only";
import { getUser } from "@/lib/api/auth";
import type { ApiContext } from "@/lib/api/client";
import type { ApiError } from "@/lib/api/result";
import { isTrue, toMeSummary, type MeSummary, type RawUser } from "@/lib/api/schemas/user";
import type { getSession } from "@/lib/session";
import type { SessionUser } from "@/lib/session";

type Session = Awaited<ReturnType<typeof getSession>>;

export function sessionUserOf(user: MeSummary): SessionUser {
  return { id: user.id, full_name: user.full_name, photo: user.photo, verified: user.verified, cashback_amount: user.cashback_amount };
}

/**
 * ADR 0003: the token goes into the sealed session and nowhere else; the profile is loaded (spec 1 §4 "on success
 * the token is stored, profile loaded") and a summary kept for the proxy's guard. Returns the summary for the UI.
 */
export async function startSession(session: Session, api: ApiContext, token: string, verifiedByMobile: RawUser["verified_by_mobile"]): Promise<MeSummary | null> {
  session.token = token;
  const profile = await getUser({ ...api, token });
  const user = profile.ok ? toMeSummary(profile.data.user) : null;
  session.user = user
    ? sessionUserOf(user)
    : { id: 0, full_name: "", photo: null, verified: isTrue(verifiedByMobile) };
  await session.save();
  return user;
}

export type SessionCheck = { kind: "user"; user: MeSummary } | { kind: "ended" } | { kind: "failed"; error: ApiError };

/**
 * Asks the product API whether the session's token still stands (issue 24: a password change ends every other
 * session, a reset all of them) and refreshes the summary the shell shows. A refused token ends the session here
 * too; anything else (the API slow or down) is "failed" and leaves the session as it is.
 */
export async function checkSession(session: Session, api: ApiContext, options: { timeoutMs?: number } = {}): Promise<SessionCheck> {
  if (!session.token) return { kind: "ended" };
  const result = await getUser(api, options);
  if (!result.ok) {
    if (result.error.status === 401) {
      session.destroy();
      return { kind: "ended" };
    }
    return { kind: "failed", error: result.error };
  }
  const user = toMeSummary(result.data.user);
  const known = session.user;
  if (known?.id !== user.id || known?.verified !== user.verified || known?.full_name !== user.full_name || known?.cashback_amount !== user.cashback_amount || known?.photo !== user.photo) {
    session.user = sessionUserOf(user);
    await session.save();
  }
  return { kind: "user", user };
}
