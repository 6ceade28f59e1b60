import "server-only";
import { getUser } from "@/lib/api/auth";
import type { ApiContext } from "@/lib/api/client";
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
