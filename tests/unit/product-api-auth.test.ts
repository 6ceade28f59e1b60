import { describe, expect, it } from "vitest";
import { DUMMY_HASH, hashPassword, verifyPassword } from "@/product-api/src/auth/passwords";
import { bearerFrom, hashToken, newToken } from "@/product-api/src/auth/tokens";

describe("passwords (salted scrypt)", () => {
  it("verifies the right password and refuses a wrong one", async () => {
    const stored = await hashPassword("shijo123");
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(stored).not.toContain("shijo123");
    expect(await verifyPassword("shijo123", stored)).toBe(true);
    expect(await verifyPassword("shijo124", stored)).toBe(false);
  });

  it("salts every hash, so equal passwords do not give equal hashes", async () => {
    expect(await hashPassword("same")).not.toBe(await hashPassword("same"));
  });

  it("refuses anything that is not a stored hash, and the dummy hash matches nothing", async () => {
    for (const stored of [null, undefined, "", "plain", "scrypt$1$2$3", "bcrypt$a$b$c$d$e"]) {
      expect(await verifyPassword("x", stored)).toBe(false);
    }
    expect(await verifyPassword("", DUMMY_HASH)).toBe(false);
  });
});

describe("bearer tokens", () => {
  it("are 32 random bytes in base64url, stored only as their sha256", () => {
    const a = newToken();
    const b = newToken();
    expect(a.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.token).not.toBe(b.token);
    expect(a.hash).toBe(hashToken(a.token));
    expect(a.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("are read only from a well-formed Authorization: Bearer header", () => {
    const { token } = newToken();
    expect(bearerFrom(`Bearer ${token}`)).toBe(token);
    expect(bearerFrom(`bearer ${token}`)).toBe(token);
    for (const header of [undefined, "", token, `Basic ${token}`, "Bearer ", "Bearer short", `Bearer ${token} extra`, `Bearer ${token}"`]) {
      expect(bearerFrom(header), String(header)).toBeNull();
    }
  });
});
