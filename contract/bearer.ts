// The one check of an operator's `Authorization: Bearer <secret>` (the page-cache revalidation, the metrics of both
// servers): a secret shorter than BEARER_SECRET_MIN counts as unset, and the comparison takes the same time whatever
// was sent (both sides hashed first, so their lengths tell nothing). Node only.
import { createHash, timingSafeEqual } from "node:crypto";

export const BEARER_SECRET_MIN = 16;

/** Whether `authorization` is `Bearer <secret>` for a configured secret of at least BEARER_SECRET_MIN characters. */
export function bearerMatches(authorization: string | null | undefined, secret: string | undefined): boolean {
  if (!secret || secret.length < BEARER_SECRET_MIN) return false;
  const given = /^Bearer\s+(.+)$/i.exec(authorization ?? "")?.[1]?.trim();
  if (!given) return false;
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(secret));
}
