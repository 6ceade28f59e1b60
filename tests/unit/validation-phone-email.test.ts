import { describe, expect, it } from "vitest";
import { isValidEmail } from "@/lib/validation/email";
import { internationalPhone, isAlbanianMobile, isDigitsOnly, nationalPhone } from "@/lib/validation/phone";

describe("spec 1 §5: Albanian mobile phone format: starts with 06, then 6-9, then 1-9, then six digits; or 04[3-9][1-9] plus five digits; a variant without the leading 0 exists", () => {
  it.each(["0691234567", "0671234567", "0681234567", "0661234567", "069 123 4567", "691234567", "044123456", "0491234 56", "44123456"])("accepts %s", (n) => {
    expect(isAlbanianMobile(n)).toBe(true);
  });

  it.each([
    ["0651234567", "third digit must be 6-9"],
    ["0601234567", "fourth digit must be 1-9 (0)"],
    ["0690234567", "fourth digit must be 1-9"],
    ["069123456", "one digit short"],
    ["06912345678", "one digit too many"],
    ["042123456", "04 then 3-9"],
    ["0441234567", "04 form has five trailing digits"],
    ["0691a34567", "letters"],
    ["", "empty"],
  ])("rejects %s (%s)", (n) => {
    expect(isAlbanianMobile(n)).toBe(false);
  });

  it("phone prefix option: +355 only; a typed +355 or 00355 prefix is dropped", () => {
    expect(nationalPhone("+355 69 123 4567")).toBe("691234567");
    expect(isAlbanianMobile("+355691234567")).toBe(true);
    expect(isAlbanianMobile("00355691234567")).toBe(true);
    expect(isAlbanianMobile("+39691234567")).toBe(false);
    expect(internationalPhone("069 123 4567")).toBe("+355691234567");
    expect(internationalPhone("12")).toBeNull();
  });

  it("spec 1 §5 register: phone digits only (spaces removed)", () => {
    expect(isDigitsOnly("069 123 4567")).toBe(true);
    expect(isDigitsOnly("+355691234567")).toBe(false);
    expect(isDigitsOnly("069-123")).toBe(false);
  });
});

describe("spec 1 §5: e-mail format (simple pattern)", () => {
  it.each(["ana@shijo.al", " ana.hoxha+x@mail.co.uk "])("accepts %s", (e) => expect(isValidEmail(e)).toBe(true));
  it.each(["ana", "ana@", "ana@shijo", "@shijo.al", "an a@shijo.al", "ana@@shijo.al", ""])("rejects %s", (e) => expect(isValidEmail(e)).toBe(false));
});
