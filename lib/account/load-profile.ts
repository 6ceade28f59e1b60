import "server-only";
import { currentUser } from "@/lib/auth/current-user";
import type { RawUser } from "@/lib/api/schemas/user";
import { readSession } from "@/lib/session";

export type ProfileState = { kind: "guest" } | { kind: "expired" } | { kind: "unavailable" } | { kind: "user"; user: RawUser; sessionVerified: boolean };

/** The signed-in user's profile for an account screen, or why there is none. */
export async function loadProfile(): Promise<ProfileState> {
  const session = await readSession();
  if (!session.token) return { kind: "guest" };
  const result = await currentUser();
  if (result.ok) return { kind: "user", user: result.data.user, sessionVerified: Boolean(session.user?.verified) };
  return result.error.status === 401 ? { kind: "expired" } : { kind: "unavailable" };
}
