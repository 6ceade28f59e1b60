import "server-only";
import { cache } from "react";
import { cookies } from "next/headers";
import { getIronSession } from "iron-session";
import { readSealedSession } from "./seal";
import { sessionOptions, type SessionData } from "./config";

export type { SessionData, SessionUser } from "./config";

/** The writable session; use in route handlers and server actions. */
export async function getSession() {
  return getIronSession<SessionData>(await cookies(), sessionOptions());
}

/** Read-only session for server components (cached per request). */
export const readSession = cache(async (): Promise<SessionData> => {
  const store = await cookies();
  const sealed = store.get(sessionOptions().cookieName)?.value;
  return readSealedSession(sealed);
});

export { readSealedSession };
