// Issue 10: one meaning per loose scalar of the product API (lib/api/schemas/primitives.ts).
import { describe, expect, it } from "vitest";
import { asString, flag, numberOr, numberOrNull, numeric, rawFlag, text, textOrEmpty } from "@/lib/api/schemas/primitives";

describe("schema primitives", () => {
  it("numeric: numbers and numeric strings become numbers; anything else fails", () => {
    expect(numeric.parse(12)).toBe(12);
    expect(numeric.parse("12")).toBe(12);
    expect(numeric.parse(" 4.50 ")).toBe(4.5);
    expect(numeric.parse("-3")).toBe(-3);
    for (const bad of ["", "abc", "1e3", "12px", "1.", null, undefined, true]) expect(numeric.safeParse(bad).success, String(bad)).toBe(false);
  });

  it("numberOr: the fallback when missing or null, a number otherwise", () => {
    expect(numberOr(0).parse(undefined)).toBe(0);
    expect(numberOr(1).parse(null)).toBe(1);
    expect(numberOr(1).parse("7")).toBe(7);
    expect(numberOr(0).safeParse("seven").success).toBe(false);
  });

  it("numberOrNull: null when missing or null", () => {
    expect(numberOrNull.parse(undefined)).toBeNull();
    expect(numberOrNull.parse(null)).toBeNull();
    expect(numberOrNull.parse("0")).toBe(0);
  });

  it("flag: 1 for true, 1, \"1\" and \"true\"; 0 for everything else, missing included", () => {
    for (const yes of [true, 1, "1", "true"]) expect(flag.parse(yes)).toBe(1);
    for (const no of [false, 0, "0", "false", "", "yes", 2, null, undefined]) expect(flag.parse(no)).toBe(0);
    expect(flag.safeParse({}).success).toBe(false);
  });

  it("rawFlag: kept as sent, so a missing flag stays distinguishable from false", () => {
    expect(rawFlag.parse(undefined)).toBeUndefined();
    expect(rawFlag.parse(null)).toBeNull();
    expect(rawFlag.parse(false)).toBe(false);
    expect(rawFlag.parse("1")).toBe("1");
  });

  it("text: a string, or null when missing or null (never \"\" for missing)", () => {
    expect(text.parse("Tirana")).toBe("Tirana");
    expect(text.parse("")).toBe("");
    expect(text.parse(null)).toBeNull();
    expect(text.parse(undefined)).toBeNull();
    expect(text.safeParse(5).success).toBe(false);
  });

  it("textOrEmpty: a string, \"\" when missing or null", () => {
    expect(textOrEmpty.parse("Tirana")).toBe("Tirana");
    expect(textOrEmpty.parse(null)).toBe("");
    expect(textOrEmpty.parse(undefined)).toBe("");
  });

  it("asString: a string or a number, read as a string", () => {
    expect(asString.parse(3)).toBe("3");
    expect(asString.parse("pending")).toBe("pending");
    expect(asString.safeParse(null).success).toBe(false);
  });
});
