import "server-only";
import { unsealData } from "iron-session";
import { sessionOptions, type SessionData } from "./config";

/** Opens a sealed session cookie value; anything invalid or expired reads as an empty session. */
export async function readSealedSession(sealed: string | undefined): Promise<SessionData> {
  if (!sealed) return {};
  try {
    const options = sessionOptions();
    return await unsealData<SessionData>(sealed, { password: options.password, ttl: options.ttl });
  } catch {
    return {};
  }
}
