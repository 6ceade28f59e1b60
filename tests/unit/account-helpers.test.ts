import { describe, expect, it } from "vitest";
import { displayPhone } from "@/lib/account/display-phone";
import { loginView, navigationSessionId } from "@/lib/account/login-view";
import { signTestIdentity, verifyTestIdentity } from "@/product-api/src/auth/identity";
import { hashSecret, lookupHash, matchesSecret, newCode, newResetToken } from "@/product-api/src/auth/one-time";

describe("spec 1 §2 /login views", () => {
  it("view=login (default), register, forgot-pass; anything else is login", () => {
    expect(loginView(undefined)).toBe("login");
    expect(loginView("register")).toBe("register");
    expect(loginView("forgot-pass")).toBe("forgot-pass");
    expect(loginView(["register", "login"])).toBe("register");
    expect(loginView("admin")).toBe("login");
  });

  it("keeps a navigation session id only when it looks like one (spec 1 §3 session_id)", () => {
    expect(navigationSessionId("quiz-1a2b3c")).toBe("quiz-1a2b3c");
    expect(navigationSessionId("<script>")).toBeNull();
    expect(navigationSessionId("x".repeat(201))).toBeNull();
    expect(navigationSessionId(undefined)).toBeNull();
  });
});

describe("the phone on the verification screen", () => {
  it("reads as the national number in groups, whatever form it is stored in", () => {
    expect(displayPhone("0671234567")).toBe("067 123 4567");
    expect(displayPhone("671234567")).toBe("067 123 4567");
    expect(displayPhone("+355 69 123 4567")).toBe("069 123 4567");
    expect(displayPhone("044123456")).toBe("044 123 456");
  });
});

describe("issue 3: codes and reset tokens come from a CSPRNG and are stored hashed", () => {
  it("codes are six digits, leading zeros kept", () => {
    const codes = Array.from({ length: 2000 }, newCode);
    expect(codes.every((c) => /^\d{6}$/.test(c))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(1990);
  });

  it("a stored hash matches only its own secret and does not contain it", () => {
    const stored = hashSecret("012345");
    expect(stored).not.toContain("012345");
    expect(matchesSecret("012345", stored)).toBe(true);
    expect(matchesSecret("012346", stored)).toBe(false);
    expect(hashSecret("012345")).not.toBe(stored);
    expect(matchesSecret("012345", "garbage")).toBe(false);
  });

  it("reset tokens are 256-bit, URL-safe, looked up by sha256", () => {
    const token = newResetToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(lookupHash(token)).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("the local test identity provider (product-api/README.md 'Social login')", () => {
  const key = "unit-test-identity-key";
  const now = Date.UTC(2026, 0, 1);

  it("accepts its own token for the provider it was issued to", () => {
    const token = signTestIdentity(key, "google", { sub: "g-1", email: "Me@Example.al", name: " Me " }, now);
    expect(verifyTestIdentity(key, "google", token, now + 1000)).toEqual({ sub: "g-1", email: "me@example.al", email_verified: true, name: "Me" });
  });

  it("refuses another key, another audience, an expired token and alg tricks", () => {
    const token = signTestIdentity(key, "google", { sub: "g-1" }, now, 60);
    expect(verifyTestIdentity("other", "google", token, now)).toBeNull();
    expect(verifyTestIdentity(key, "apple", token, now)).toBeNull();
    expect(verifyTestIdentity(key, "google", token, now + 61_000)).toBeNull();
    const [, payload, signature] = token.split(".");
    const none = Buffer.from(JSON.stringify({ alg: "none", typ: "JWT" })).toString("base64url");
    expect(verifyTestIdentity(key, "google", `${none}.${payload}.${signature}`, now)).toBeNull();
    expect(verifyTestIdentity(key, "google", `${none}.${payload}.`, now)).toBeNull();
    expect(verifyTestIdentity(key, "google", "not.a.token", now)).toBeNull();
  });
});

describe("product API account settings (product-api/README.md)", () => {
  it("read SOCIAL_TEST_IDENTITY_KEY and PRODUCT_API_STOREFRONT_URL; social login is off without a key", async () => {
    const { loadConfig } = await import("@/product-api/src/config");
    expect(loadConfig({})).toMatchObject({ socialTestIdentityKey: undefined, storefrontUrl: "http://localhost:3000/" });
    expect(loadConfig({ SOCIAL_TEST_IDENTITY_KEY: " k ", PRODUCT_API_STOREFRONT_URL: "https://shijo.al" })).toMatchObject({
      socialTestIdentityKey: "k",
      storefrontUrl: "https://shijo.al/",
    });
  });
});
