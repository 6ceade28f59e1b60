import { describe, expect, it } from "vitest";
import { foldPlaceText, nearestPlace, searchGazetteer } from "@/lib/geo/gazetteer";
import { GAZETTEER } from "@/lib/geo/gazetteer-data";
import { inServiceArea } from "@/lib/geo/types";

// The offline geocoder (ARCHITECTURE "Ports and adapters"): spec 1 §2 location autocomplete restricted to Albania
// and Kosovo, and spec 1 §4 "reverse-geocode and set the address".
describe("gazetteer data", () => {
  it("has unique ids, Albanian and Kosovar places only, and areas that point at a listed city", () => {
    const ids = GAZETTEER.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const e of GAZETTEER) {
      expect(inServiceArea(e.lat, e.lng), e.id).toBe(true);
      expect(["al", "xk"]).toContain(e.country);
      if (e.kind === "area") expect(ids, e.id).toContain(e.in);
    }
  });

  it("holds the Tirana neighbourhoods of the brief", () => {
    const names = GAZETTEER.filter((e) => e.in === "tirane").map((e) => e.sq);
    for (const n of ["Blloku", "Tirana e Re", "Komuna e Parisit", "Myslym Shyri", "Selitë", "Kombinat", "Laprakë", "Ali Demi"]) expect(names).toContain(n);
  });
});

describe("searchGazetteer", () => {
  it("folds case and ë/ç: 'tirane', 'TIRANË' and 'Tirana' find Tiranë first", () => {
    for (const q of ["tirane", "TIRANË", "Tirana"]) expect(searchGazetteer(q, "sq")[0]).toMatchObject({ id: "tirane", name: "Tiranë" });
    expect(foldPlaceText("Korçë, Shqipëri!")).toBe("korce shqiperi");
  });

  it("formats the address in the page's language, with the city of a neighbourhood", () => {
    expect(searchGazetteer("blloku", "sq")[0]).toMatchObject({ name: "Blloku", formatted_address: "Blloku, Tiranë, Shqipëri", country: "al" });
    expect(searchGazetteer("blloku", "en")[0]).toMatchObject({ formatted_address: "Blloku, Tirana, Albania" });
    expect(searchGazetteer("prishtina", "en")[0]).toMatchObject({ name: "Pristina", formatted_address: "Pristina, Kosovo", country: "xk" });
  });

  it("matches the start of any word and known other spellings", () => {
    expect(searchGazetteer("parisit", "sq").map((p) => p.id)).toContain("komuna-e-parisit");
    expect(searchGazetteer("durazzo", "sq")[0].id).toBe("durres");
    expect(searchGazetteer("blloku tir", "sq")[0].id).toBe("blloku");
  });

  it("returns at most 8, nothing under 2 letters and nothing for places elsewhere", () => {
    expect(searchGazetteer("r", "sq")).toEqual([]);
    expect(searchGazetteer("ru", "sq").length).toBeLessThanOrEqual(8);
    expect(searchGazetteer("Beograd", "sq")).toEqual([]);
  });
});

describe("nearestPlace (reverse geocoding)", () => {
  it("names a point by the neighbourhood it is in and keeps the given coordinates", () => {
    expect(nearestPlace(41.3195, 19.8168, "sq")).toEqual({
      id: "blloku", name: "Blloku", formatted_address: "Blloku, Tiranë, Shqipëri", latitude: 41.3195, longitude: 19.8168, country: "al",
    });
  });

  it("falls back to the nearest town or city when no neighbourhood is within 2 km", () => {
    expect(nearestPlace(41.33, 19.46, "en")).toMatchObject({ id: "durres", formatted_address: "Durres, Albania" });
    expect(nearestPlace(42.2, 20.75, "sq")).toMatchObject({ id: "prizren", country: "xk" });
  });

  it("has nothing outside Albania and Kosovo", () => {
    expect(nearestPlace(41.9, 12.5, "sq")).toBeNull(); // Rome
    expect(nearestPlace(44.8, 20.46, "sq")).toBeNull(); // Belgrade
  });
});
