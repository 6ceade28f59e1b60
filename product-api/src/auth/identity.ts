import { createHmac, timingSafeEqual } from "node:crypto";

// spec 1 §7 login/facebook|google|apple. The real product API checks each provider's token with that provider.
// The local API cannot reach them, so it accepts identity tokens from a locally configured test identity provider:
// compact JWTs signed HS256 with SOCIAL_TEST_IDENTITY_KEY, issuer "shijo-test-identity", audience the provider.
// Without the key, social login answers "not available". See product-api/README.md "Social login".
export const TEST_IDENTITY_ISSUER = "shijo-test-identity";
export type Provider = "facebook" | "google" | "apple";

export interface IdentityClaims {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

const b64 = (value: string | Buffer) => Buffer.from(value).toString("base64url");

/** Mints a token as the test identity provider would (tests, local demos). */
export function signTestIdentity(key: string, provider: Provider, claims: IdentityClaims, nowMs: number, ttlSeconds = 600): string {
  const header = b64(JSON.stringify({ alg: "HS256", typ: "JWT" }));
  const iat = Math.floor(nowMs / 1000);
  const payload = b64(JSON.stringify({ iss: TEST_IDENTITY_ISSUER, aud: provider, iat, exp: iat + ttlSeconds, ...claims }));
  const signature = createHmac("sha256", key).update(`${header}.${payload}`).digest("base64url");
  return `${header}.${payload}.${signature}`;
}

/** The claims of a valid, unexpired token for this provider, else null. */
export function verifyTestIdentity(key: string, provider: Provider, token: string, nowMs: number): IdentityClaims | null {
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts;
  const expected = createHmac("sha256", key).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let head: Record<string, unknown>;
  let body: Record<string, unknown>;
  try {
    head = JSON.parse(Buffer.from(header, "base64url").toString("utf8")) as Record<string, unknown>;
    body = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Record<string, unknown>;
  } catch {
    return null;
  }
  if (head.alg !== "HS256" || body.iss !== TEST_IDENTITY_ISSUER || body.aud !== provider) return null;
  if (typeof body.exp !== "number" || body.exp * 1000 <= nowMs) return null;
  if (typeof body.sub !== "string" || !body.sub || body.sub.length > 255) return null;
  return {
    sub: body.sub,
    email: typeof body.email === "string" ? body.email.trim().toLowerCase() : undefined,
    email_verified: body.email_verified !== false,
    name: typeof body.name === "string" ? body.name.trim().slice(0, 120) : undefined,
  };
}
