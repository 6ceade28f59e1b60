import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createTranslator } from "@/lib/i18n/client";
import { remainingText } from "@/lib/rewards/remaining";
import { compiledMessages } from "./support/messages";
import { ALBANIAN_LETTERS, DECIMAL_POINT, ENGLISH_WORDS, visibleText, withoutPlaceNames } from "./support/language";

// Issue 25 "Keep it right": Albanian UI text has no English words and no decimal point; English UI text has no
// Albanian letters (names of places excepted); the grammar the review fixed stays fixed.
type Tree = { [key: string]: string | Tree };
const load = (lang: "sq" | "en") => JSON.parse(readFileSync(path.join(process.cwd(), "messages", `${lang}.json`), "utf8")) as Tree;
function flat(tree: Tree, prefix = ""): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) => {
    const full = prefix ? `${prefix}.${key}` : key;
    return typeof value === "string" ? [[full, value] as [string, string]] : flat(value, full);
  });
}
const sq = flat(load("sq"));
const en = flat(load("en"));
// Namespaces and keys come from walking the files, so the translator is called untyped.
const t = (locale: "sq" | "en", namespace: string) =>
  createTranslator({ locale, timeZone: "Europe/Tirane", messages: compiledMessages[locale] }, namespace as never) as unknown as (key: string, values?: Record<string, string | number | Date>) => string;

describe("messages/sq.json is Albanian, messages/en.json English", () => {
  it("no English word in Albanian UI text (Gold, bowl, the, order…)", () => {
    expect(sq.filter(([, v]) => ENGLISH_WORDS.test(visibleText(v))).map(([k, v]) => `${k}: ${v}`)).toEqual([]);
  });

  it("no Albanian-only letter (ë, ç) in English UI text, names of places excepted", () => {
    expect(en.filter(([, v]) => ALBANIAN_LETTERS.test(withoutPlaceNames(visibleText(v)))).map(([k, v]) => `${k}: ${v}`)).toEqual([]);
  });

  it('numbers in Albanian text take a decimal comma and a lower-case "km"', () => {
    expect(sq.filter(([, v]) => DECIMAL_POINT.test(v) || /\bKm\b/.test(v)).map(([k, v]) => `${k}: ${v}`)).toEqual([]);
  });

  it("the checks themselves notice what they are for", () => {
    expect(ENGLISH_WORDS.test(visibleText("Niveli Gold"))).toBe(true);
    expect(ENGLISH_WORDS.test(visibleText("Buddha bowl"))).toBe(true);
    expect(ENGLISH_WORDS.test(visibleText("{type, select, restaurant {Lokali} other {Dyqani}} është i mbyllur"))).toBe(false);
    expect(ALBANIAN_LETTERS.test(withoutPlaceNames("Tirana, Durrës and Shkodër"))).toBe(false);
    expect(ALBANIAN_LETTERS.test(withoutPlaceNames("Pica në furrë me dru"))).toBe(true);
    expect(DECIMAL_POINT.test("Vlerësimi 3.8 nga 5")).toBe(true);
  });
});

describe("the grammar the review fixed", () => {
  it('earn.expiresIn counts in the nominative: "Vlen edhe 2 ditë, 23 orë dhe 42 minuta"', () => {
    const earn = t("sq", "earn");
    const time = remainingText(2 * 1440 + 23 * 60 + 42, (unit, count) => earn(`left_${unit}`, { count }), "sq");
    expect(earn("expiresIn", { time })).toBe("Vlen edhe 2 ditë, 23 orë dhe 42 minuta");
    expect(remainingText(1 * 1440 + 60 + 1, (unit, count) => earn(`left_${unit}`, { count }), "sq")).toBe("1 ditë, 1 orë dhe 1 minutë");
  });

  it('after "pas" the same units take the ablative, singular for one: "pas 1 dite", "pas 2 orësh dhe 5 minutash"', () => {
    const earn = t("sq", "earn");
    expect(remainingText(1440, (unit, count) => earn(unit, { count }), "sq")).toBe("1 dite");
    expect(remainingText(125, (unit, count) => earn(unit, { count }), "sq")).toBe("2 orësh dhe 5 minutash");
  });

  it('errors.rateLimited agrees with its number: "pas 1 sekonde", "pas 30 sekondash"', () => {
    const errors = t("sq", "errors");
    expect(errors("rateLimited", { seconds: 1 })).toBe("Shumë përpjekje. Ju lutemi provoni sërish pas 1 sekonde.");
    expect(errors("rateLimited", { seconds: 30 })).toBe("Shumë përpjekje. Ju lutemi provoni sërish pas 30 sekondash.");
    expect(t("en", "errors")("rateLimited", { seconds: 1 })).toBe("Too many attempts. Please try again in 1 second.");
  });

  it("a place name needs no case ending: vendors.meta_* and landing.faqVendorGroup", () => {
    const vendors = t("sq", "vendors");
    expect(vendors("meta_restaurants", { address: "Tiranë, Shqipëri" })).toBe("Restorante në zonën: Tiranë, Shqipëri");
    expect(vendors("meta_description", { address: "Tiranë, Shqipëri" })).toMatch(/^Restorantet, marketët dhe farmacitë në zonën tuaj \(Tiranë, Shqipëri\):/);
    expect(t("sq", "landing")("faqVendorGroup", { type: "restaurant", name: "Oda" })).toBe("Rreth lokalit Oda");
    expect(t("sq", "landing")("faqVendorGroup", { type: "pharmacy", name: "Farmacia Tirana" })).toBe("Rreth dyqanit Farmacia Tirana");
  });

  it("one percent is returned in the singular, and a pharmacy is a dyqan, not a lokal", () => {
    expect(t("sq", "landing")("levelPercent", { percent: "1" })).toBe("1% kthehet në portofol");
    expect(t("sq", "checkout")("cashOnly", { type: "other" })).toBe("Ky dyqan pranon vetëm pagesë në dorëzim.");
    expect(t("sq", "productModal")("note", { type: "restaurant" })).toBe("Shënim për lokalin");
  });
});
