import { describe, expect, it } from "vitest";
import { cardProvider } from "@/lib/payments";

describe("ARCHITECTURE cards port: the offline card form by default, Stripe Elements with NEXT_PUBLIC_STRIPE_KEY", () => {
  it("picks the adapter from the key", () => {
    expect(cardProvider(undefined)).toBe("offline");
    expect(cardProvider("  ")).toBe("offline");
    expect(cardProvider("pk_test_123")).toBe("stripe");
  });
});
