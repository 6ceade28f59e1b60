import "server-only";
import { unsealData } from "iron-session";
import { sessionOptions, type SessionData } from "./config";

/**
 * Sessions this process has opened, by the sealed cookie value (ADR 0040). Opening a seal derives two keys with
 * PBKDF2 and checks a MAC through WebCrypto, and a signed-in page opened it twice a view (the proxy's guard, then the
 * page's readSession): a tenth of the storefront's CPU on a one-line page. A cookie value is only ever the seal of one
 * session, so a value opened once opens the same way again until the seal's own expiry; a changed, forged or expired
 * value is opened (and refused) as before. The passwords are read once a process (secret.ts), so a
 * value's meaning does not change while it is kept. Bounded, least recently used first out.
 */
const OPENED_MAX = 2000;
interface Opened {
  data: SessionData;
  expiresAt: number;
}
const opened = new Map<string, Opened>();

/** The seal's own expiry (ms since the epoch), the sixth `*` field of iron's `Fe26.2*…` before `~2`; null when it has none. */
function sealExpiry(sealed: string): number | null {
  const expiration = sealed.split("~")[0].split("*")[5];
  return expiration && /^\d+$/.test(expiration) ? Number(expiration) : null;
}

/** A copy, so a caller that changes what it read does not change the next request's session. */
function copy(data: SessionData): SessionData {
  return { ...data, ...(data.user ? { user: { ...data.user } } : {}) };
}

/** Opens a sealed session cookie value; anything invalid or expired reads as an empty session. */
export async function readSealedSession(sealed: string | undefined): Promise<SessionData> {
  if (!sealed) return {};
  const options = sessionOptions();
  const hit = opened.get(sealed);
  if (hit) {
    opened.delete(sealed);
    if (hit.expiresAt > Date.now()) {
      opened.set(sealed, hit);
      return copy(hit.data);
    }
  }
  let data: SessionData;
  try {
    data = await unsealData<SessionData>(sealed, { password: options.password, ttl: options.ttl });
  } catch {
    return {};
  }
  const expiresAt = sealExpiry(sealed);
  if (expiresAt !== null && (data.token || data.user)) {
    opened.set(sealed, { data: copy(data), expiresAt });
    if (opened.size > OPENED_MAX) opened.delete(opened.keys().next().value!);
  }
  return data;
}
