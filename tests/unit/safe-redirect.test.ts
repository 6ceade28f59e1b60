import { describe, expect, it } from "vitest";
import { safeRelativePath } from "@/lib/auth/safe-redirect";

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
  ])("drops %s", (input) => {
    expect(safeRelativePath(input as string | null | undefined)).toBeNull();
  });
});
