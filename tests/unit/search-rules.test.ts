import { describe, expect, it } from "vitest";
import { emojiToWords } from "@/lib/search/emoji";
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

  it("spec 2 §2: a category goes to /stores with category and the default Tirana coordinates and address", () => {
    const q = new URLSearchParams(categoryHref(5).split("?")[1]);
    expect([q.get("category"), q.get("latitude"), q.get("longitude"), q.get("formatted_address")]).toEqual(["5", "41.32754", "19.81869", "Tirana, Albania"]);
  });
});
