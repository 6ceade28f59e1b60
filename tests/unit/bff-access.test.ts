// Issue 9 #2 / ARCHITECTURE "BFF rules": "Every route declares its access level (guest, signed in, verified phone)
// in bffRoute, and the wrapper enforces it".
import { describe, expect, it } from "vitest";
import { accessDenied } from "@/lib/bff/handler";

const guest = {};
const unverified = { token: "t", user: { verified: false } };
const verified = { token: "t", user: { verified: true } };

describe("bffRoute access levels", () => {
  it("a guest route lets everybody in", () => {
    for (const s of [guest, unverified, verified]) expect(accessDenied("guest", s)).toBeNull();
  });
  it("a signed-in route refuses a guest with 401 and lets any account in", () => {
    expect(accessDenied("user", guest)).toEqual({ status: 401, message: "unauthenticated" });
    expect(accessDenied("user", unverified)).toBeNull();
    expect(accessDenied("user", verified)).toBeNull();
  });
  it("a verified route refuses a guest with 401 and an unverified phone with 403", () => {
    expect(accessDenied("verified", guest)).toEqual({ status: 401, message: "unauthenticated" });
    expect(accessDenied("verified", unverified)).toEqual({ status: 403, message: "unverified" });
    expect(accessDenied("verified", { token: "t" })).toEqual({ status: 403, message: "unverified" });
    expect(accessDenied("verified", verified)).toBeNull();
  });
});
