import { createHash, randomBytes } from "node:crypto";

// Bearer tokens are opaque random strings; only their sha256 is stored (auth_tokens.token_hash).
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashToken(token) };
}

/** Reads "Bearer <token>"; anything else is no token. */
export function bearerFrom(header: string | undefined): string | null {
  const match = /^Bearer\s+([A-Za-z0-9_-]{16,256})\s*$/i.exec(header ?? "");
  return match ? match[1] : null;
}
