import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { emojiToWords } from "@/lib/search/emoji";
import { TIRANA_ADDRESS } from "@/lib/brand";
import { categoryHref, storesHref, suggestionQuery, validateHomeSearch } from "@/lib/search/search";
import { vendorFilterFromQuery } from "@/lib/vendors/filter";

describe("spec 1 §5: emoji search terms map to Albanian words (pizza, hamburger, toast, doner, cake, salad, eggs, sushi, ice cream, meat, dessert, soup, beer, wine)", () => {
  it.each([
    ["🍕", "pica"], ["🍔", "hamburger"], ["🥪", "tost"], ["🥙", "dëner"], ["🎂", "tortë"], ["🥗", "sallatë"], ["🥚", "vezë"],
    ["🍣", "sushi"], ["🍦", "akullore"], ["🥩", "mish"], ["🍮", "ëmbëlsirë"], ["🍲", "supë"], ["🍺", "birrë"], ["🍷", "verë"],
  ])("%s → %s", (emoji, word) => {
    expect(emojiToWords(emoji)).toBe(word);
  });

  it("keeps other text and handles variation selectors", () => {
    expect(emojiToWords("🍕🍺")).toBe("pica birrë");
    expect(emojiToWords("byrek 🍷\uFE0F")).toBe("byrek verë");
    expect(emojiToWords("  tavë kosi ")).toBe("tavë kosi");
  });
});

describe("spec 1 §5: keyword search: empty input clears suggestions", () => {
  it("empty or blank → clear; otherwise the (emoji-mapped) term", () => {
    expect(suggestionQuery("")).toBeNull();
    expect(suggestionQuery("   ")).toBeNull();
    expect(suggestionQuery(" 🍕 ")).toBe("pica");
  });
});

describe("spec 1 §5: home search needs a picked place with coordinates and address text", () => {
  it("refuses without coordinates or address", () => {
    expect(validateHomeSearch(null)).toBe("search.location_required");
    expect(validateHomeSearch({ latitude: 41.3, longitude: null, formatted_address: "Tiranë" })).toBe("search.location_required");
    expect(validateHomeSearch({ latitude: 41.3, longitude: 19.8, formatted_address: " " })).toBe("search.location_required");
    expect(validateHomeSearch({ latitude: 41.3, longitude: 19.8, formatted_address: "Tiranë" })).toBeNull();
  });

  it("spec 1 §2: search goes to /stores with latitude, longitude, formatted_address, vendor_type, order_type, searchTerm", () => {
    const href = storesHref({ place: { latitude: 41.3, longitude: 19.8, formatted_address: "Blloku, Tiranë" }, vendor_type: "grocery", order_type: "Pickup", searchTerm: "🍕" });
    expect(href?.startsWith("/stores?")).toBe(true);
    const back = vendorFilterFromQuery(new URLSearchParams(href!.split("?")[1]));
    expect(back).toMatchObject({ latitude: 41.3, longitude: 19.8, formatted_address: "Blloku, Tiranë", vendor_type: "grocery", order_type: "Pickup", searchTerm: "pica" });
    expect(storesHref({ place: {}, vendor_type: "vendors", order_type: "", searchTerm: "" })).toBeNull();
  });

  it("spec 2 §2: a category goes to /stores with category and the default Tirana coordinates, named in the page's language", () => {
    const params = (href: string) => {
      const q = new URLSearchParams(href.split("?")[1]);
      return [q.get("category"), q.get("latitude"), q.get("longitude"), q.get("formatted_address")];
    };
    expect(params(categoryHref(5, null, "sq"))).toEqual(["5", "41.32754", "19.81869", "Tiranë, Shqipëri"]);
    expect(params(categoryHref(5, null, "en"))).toEqual(["5", "41.32754", "19.81869", "Tirana, Albania"]);
  });

  it("the default place's name is the one the start-up alert and search use (messages location.tirana)", () => {
    for (const lang of ["sq", "en"] as const) {
      const messages = JSON.parse(readFileSync(path.join(process.cwd(), "messages", `${lang}.json`), "utf8")) as { location: { tirana: string } };
      expect(TIRANA_ADDRESS[lang]).toBe(messages.location.tirana);
    }
  });

  it("spec 1 §4: the start-up place, once known, is the category's place", () => {
    const q = new URLSearchParams(categoryHref(7, { latitude: 41.3196, longitude: 19.817, formatted_address: "Blloku, Tiranë, Shqipëri" }, "en").split("?")[1]);
    expect([q.get("latitude"), q.get("longitude"), q.get("formatted_address")]).toEqual(["41.3196", "19.817", "Blloku, Tiranë, Shqipëri"]);
  });
});
