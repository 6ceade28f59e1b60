import { describe, expect, it, vi } from "vitest";
import { safeRelativePath } from "@/lib/http/safe-redirect";

describe("ARCHITECTURE: redirect targets are same-site relative paths only", () => {
  it.each([
    ["/checkout", "/checkout"],
    ["/stores?latitude=41.3&longitude=19.8", "/stores?latitude=41.3&longitude=19.8"],
    ["%2Forders%3Ftab%3Dpast", "/orders?tab=past"],
    ["/en/orders", "/en/orders"],
  ])("keeps %s", (input, expected) => {
    expect(safeRelativePath(input)).toBe(expected);
  });

  it.each([
    "//evil.com",
    "/\\evil.com",
    "\\\\evil.com",
    "javascript:alert(1)",
    "https://evil.com/x",
    "%2F%2Fevil.com",
    "%252F%252Fevil.com",
    "/%5Cevil.com",
    "/%09/evil.com",
    " //evil.com",
    "evil.com",
    "",
    null,
    undefined,
    // Issue 9 #1: forms that only become `//evil.test` after normalisation.
    "/.//evil.test",
    "/..//evil.test",
    "/%2e//evil.test",
    "/%2E%2E//evil.test",
    "/a/..//evil.test",
    "/a/b/../..//evil.test",
    "/./%2F/evil.test",
    "/.%2F%2Fevil.test",
    "/%2e%2e%2f%2fevil.test",
    "/.\\evil.test",
    "/\tevil.test",
    "/\t/evil.test",
    "/\n/evil.test",
    "/%0A/evil.test",
    "/%09//evil.test",
  ])("drops %s", (input) => {
    expect(safeRelativePath(input as string | null | undefined)).toBeNull();
  });
});

describe("issue 9 #1: every route that takes a path checks what it returns", () => {
  const attacks = ["/.//evil.test", "/..//evil.test", "/%2e//evil.test", "/a/..//evil.test", "/en//evil.test", "/en/.//evil.test", "/%5Cevil.test"];
  it.each(attacks)("originPath (login from, verification from, JSON next) never yields an off-site target for %s", async (input) => {
    const { originPath, afterSignIn } = await import("@/lib/account/next-step");
    const out = originPath(input);
    expect(out === null || (out.startsWith("/") && !out.startsWith("//") && !out.startsWith("/\\"))).toBe(true);
    for (const locale of ["sq", "en"] as const) {
      for (const verified of [true, false]) {
        const next = afterSignIn(verified, input, locale, { sendCode: true });
        expect(next.startsWith("/") && !next.startsWith("//") && !next.includes("evil.test")).toBe(true);
      }
    }
  });
});

// Issue 15: the browser's own navigations after sign-in, verification and a profile save use the same check, so a
// `next` of `/\evil.test` (one slash, then a backslash a browser reads as `//`) never leaves the site.
describe("issue 15: goToNext follows only same-site paths", () => {
  it.each([
    ["/\\evil.test", "/"],
    ["//evil.test", "/"],
    ["/%5Cevil.test", "/"],
    ["/.//evil.test", "/"],
    ["https://evil.test", "/"],
    [42, "/"],
    ["/en/verification?from=%2Fcheckout&send=1", "/en/verification?from=%2Fcheckout&send=1"],
    ["/orders?tab=past", "/orders?tab=past"],
  ])("%j → %s", async (next, expected) => {
    const assign = vi.fn();
    vi.stubGlobal("window", { location: { assign }, localStorage: { setItem: () => undefined } });
    try {
      const { goToNext } = await import("@/components/account/signed-in");
      goToNext(next);
      expect(assign).toHaveBeenCalledWith(expected);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
