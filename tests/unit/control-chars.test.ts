// Issue 9 #8: "A NUL byte in text gives 502 (Postgres rejects 0x00) … reject control characters in the shared
// input schemas (400 with a field error)". bffRoute runs this on every body and query before its schema.
import { describe, expect, it } from "vitest";
import { controlCharacterPaths, hasControlCharacters } from "@/lib/validation/control-chars";

describe("control characters in input", () => {
  it.each(["a\u0000b", "\u0007", "x\u001By", "del\u007F", "\u000B", "\u000C"])("refuses %j", (text) => {
    expect(hasControlCharacters(text)).toBe(true);
  });
  it.each(["Rruga e Kavajës 12", "line one\nline two", "tab\there", "crlf\r\n", "emoji 🍕", ""])("accepts %j", (text) => {
    expect(hasControlCharacters(text)).toBe(false);
  });
  it("names the field of every bad string, nested in objects and arrays, and bad keys", () => {
    const body = { street: "Rr. \u0000", notes: "ok", order: { products: [{ item_instructions: "pa\u0000 qepë" }] }, ["k\u0000"]: 1 };
    expect(controlCharacterPaths(body).sort()).toEqual(["k\u0000", "order.products.0.item_instructions", "street"].sort());
    expect(controlCharacterPaths({ q: "pizza" })).toEqual([]);
    expect(controlCharacterPaths("\u0000")).toEqual(["_"]);
  });
});
