import { describe, expect, it } from "vitest";
import { extractErrorMessage } from "@/lib/api/errors";

describe("spec 1 §8: a string as is, else the first error or message, else the generic message", () => {
  it("uses a string body as is", () => {
    expect(extractErrorMessage("Vendor is closed")).toBe("Vendor is closed");
  });
  it("takes the first error of a list", () => {
    expect(extractErrorMessage({ errors: ["First", "Second"] })).toBe("First");
  });
  it("takes the first field error of an error map", () => {
    expect(extractErrorMessage({ errors: { email: ["Email taken"], phone: ["Bad phone"] } })).toBe("Email taken");
  });
  it("takes error, then message", () => {
    expect(extractErrorMessage({ error: "Invalid app key" })).toBe("Invalid app key");
    expect(extractErrorMessage({ message: "Not found" })).toBe("Not found");
  });
  it("returns null when there is nothing, so the caller shows the generic message", () => {
    expect(extractErrorMessage({})).toBeNull();
    expect(extractErrorMessage(null)).toBeNull();
    expect(extractErrorMessage({ errors: [] })).toBeNull();
  });
});
