import { describe, expect, it } from "vitest";
import { canSaveCard, cardNumberInput, cardPayload, cvvInput, expiryInput, formatCardNumber, formatExpiry, isExpiryValid, validateCard } from "@/lib/validation/card";

// 15 June 2025 in Tirana: current two-digit year 25, month 6.
const now = new Date("2025-06-15T10:00:00Z");
const good = { name: "ANA HOXHA", number: "4242 4242 4242 4242", cvc: "123", expiry: "06/25" };

describe("spec 2 §5 Card form", () => {
  it("cardholder name required, at most 32 characters (card.wrong_name)", () => {
    expect(validateCard({ ...good, name: "  " }, now)).toBe("card.wrong_name");
    expect(validateCard({ ...good, name: "A".repeat(33) }, now)).toBe("card.wrong_name");
    expect(validateCard({ ...good, name: "A".repeat(32) }, now)).toBeNull();
  });

  it("number exactly 16 characters (card.wrong_number), input capped at 16, displayed grouped in fours", () => {
    expect(validateCard({ ...good, number: "424242424242424" }, now)).toBe("card.wrong_number");
    expect(cardNumberInput("4242-4242-4242-4242-99")).toBe("4242424242424242");
    expect(formatCardNumber("4242424242")).toBe("4242 4242 42");
    expect(formatCardNumber("4242424242424242")).toBe("4242 4242 4242 4242");
  });

  it("CVV exactly 3 characters, input capped at 3 (card.wrong_cvv)", () => {
    expect(validateCard({ ...good, cvc: "12" }, now)).toBe("card.wrong_cvv");
    expect(cvvInput("12a34")).toBe("123");
  });

  it("expiry typed as MM/YY, at most 4 digits", () => {
    expect(expiryInput("12/345")).toBe("1234");
    expect(formatExpiry("1")).toBe("1");
    expect(formatExpiry("123")).toBe("12/3");
  });

  it("invalid if month is 0 or above 12 (card.wrong_expiry_date)", () => {
    expect(isExpiryValid("00/27", now)).toBe(false);
    expect(isExpiryValid("13/27", now)).toBe(false);
    expect(validateCard({ ...good, expiry: "13/27" }, now)).toBe("card.wrong_expiry_date");
  });

  it("invalid if the year is before the current two-digit year", () => {
    expect(isExpiryValid("12/24", now)).toBe(false);
    expect(isExpiryValid("01/26", now)).toBe(true);
  });

  it("in the current year the month may not be earlier than the current one", () => {
    expect(isExpiryValid("05/25", now)).toBe(false);
    expect(isExpiryValid("06/25", now)).toBe(true);
    expect(isExpiryValid("0625", now)).toBe(true);
  });

  it("the current month follows the Tirana calendar (31 May 23:30 UTC is already June there)", () => {
    expect(isExpiryValid("05/25", new Date("2025-05-31T21:30:00Z"))).toBe(true);
    expect(isExpiryValid("05/25", new Date("2025-05-31T22:30:00Z"))).toBe(false);
  });

  it("save is disabled while any field is empty or while saving", () => {
    expect(canSaveCard(good, false)).toBe(true);
    expect(canSaveCard(good, true)).toBe(false);
    expect(canSaveCard({ ...good, cvc: "" }, false)).toBe(false);
  });

  it("spec 3 §7: sent as name, number, cvc, exp_month, exp_year", () => {
    expect(cardPayload(good)).toEqual({ name: "ANA HOXHA", number: "4242424242424242", cvc: "123", exp_month: 6, exp_year: 2025 });
  });
});
