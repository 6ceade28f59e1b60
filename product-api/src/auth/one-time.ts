import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

// Issue 3: verification codes and reset tokens come from a CSPRNG, are stored only as salted hashes, expire after
// ten minutes, are single-use, and a code allows at most five tries.
export const ONE_TIME_TTL_MS = 10 * 60 * 1000;
export const MAX_CODE_TRIES = 5;
export const CODE_LENGTH = 6;

/** Six digits, uniformly drawn (randomInt is rejection-sampled, so no modulo bias). */
export function newCode(): string {
  return randomInt(0, 10 ** CODE_LENGTH).toString().padStart(CODE_LENGTH, "0");
}

/** A reset token: 32 random bytes, URL-safe. */
export function newResetToken(): string {
  return randomBytes(32).toString("base64url");
}

/** "salt$sha256(salt:secret)": a database copy alone does not hand out the secret. */
export function hashSecret(secret: string): string {
  const salt = randomBytes(16).toString("base64url");
  return `${salt}$${digest(salt, secret)}`;
}

export function matchesSecret(secret: string, stored: string): boolean {
  const [salt, hex] = stored.split("$");
  if (!salt || !hex) return false;
  const a = Buffer.from(digest(salt, secret), "hex");
  const b = Buffer.from(hex, "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Reset tokens are looked up by hash, so theirs is unsalted (the token itself has 256 bits). */
export function lookupHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

function digest(salt: string, secret: string): string {
  return createHash("sha256").update(`${salt}:${secret}`).digest("hex");
}
