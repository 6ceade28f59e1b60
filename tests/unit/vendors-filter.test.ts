import { describe, expect, it } from "vitest";
import {
  canFetchVendors, defaultVendorFilter, featureBlocksApiQuery, mapVendorsApiQuery, vendorFilterFromQuery, vendorFilterToQuery,
  vendorListEmptyKey, vendorsApiQuery, type VendorFilter,
} from "@/lib/vendors/filter";
import { SORT_OPTIONS } from "@/lib/vendors/sort";

const tirana = (): VendorFilter => ({ ...defaultVendorFilter(), latitude: 41.32754, longitude: 19.81869, formatted_address: "Tirana, Albania" });

describe("spec 2 §2 /stores query: category, latitude, longitude, formatted_address, vendor_type (vendors or grocery), order_type, searchTerm", () => {
  it("reads the URL", () => {
    const f = vendorFilterFromQuery(new URLSearchParams("category=4&latitude=41.3&longitude=19.8&formatted_address=Tiran%C3%AB&vendor_type=grocery&order_type=Pickup&searchTerm=pica"));
    expect(f).toMatchObject({ category: "4", latitude: 41.3, longitude: 19.8, formatted_address: "Tiranë", vendor_type: "grocery", order_type: "Pickup", searchTerm: "pica" });
  });

  it("round-trips filter → URL → filter, including toggles, fees and sort", () => {
    const f: VendorFilter = { ...tirana(), is_meal: true, ongoing_offer: true, delivery_by_shijo: true, low_fee: 50, high_fee: 200, sort: "rating" };
    expect(vendorFilterFromQuery(vendorFilterToQuery(f))).toEqual(f);
  });

  it("the URL carries only what differs from the defaults (no fee bounds at 0 and 300, no toggles off)", () => {
    expect(vendorFilterToQuery(tirana()).toString()).toBe("latitude=41.32754&longitude=19.81869&formatted_address=Tirana%2C+Albania&vendor_type=vendors");
  });

  it("bad values fall back: unknown vendor_type is vendors, coordinates out of range are empty, reversed fees are swapped", () => {
    const f = vendorFilterFromQuery({ vendor_type: "pharmacy", latitude: "123", longitude: "abc", low_fee: "250", high_fee: "40", sort: "cheapest" });
    expect(f).toMatchObject({ vendor_type: "vendors", latitude: null, longitude: null, low_fee: 40, high_fee: 250, sort: null });
  });

  it("spec 2 §4: nothing is fetched while latitude or longitude is empty (no-location message)", () => {
    expect(canFetchVendors(defaultVendorFilter())).toBe(false);
    expect(vendorListEmptyKey(defaultVendorFilter(), 0)).toBe("vendors.no_location");
    expect(canFetchVendors(tirana())).toBe(true);
  });

  it("spec 2 §4: an empty result shows distinct text for restaurants and groceries", () => {
    expect(vendorListEmptyKey(tirana(), 0)).toBe("vendors.no_restaurant_search");
    expect(vendorListEmptyKey({ ...tirana(), vendor_type: "grocery" }, 0)).toBe("vendors.no_grocery_search");
    expect(vendorListEmptyKey(tirana(), 3)).toBeNull();
  });
});

describe("spec 2 §7 GET vendors?lat&lng&page&per_page[&ordering_attribute&ordering_order][&filters]", () => {
  it("page size 15; vendor_type vendors → Restaurant; no sort and no optional filters by default", () => {
    expect(Object.fromEntries(vendorsApiQuery(tirana(), 1))).toEqual({ lat: "41.32754", lng: "19.81869", vendor_type: "Restaurant", page: "1", per_page: "15" });
  });

  it("grocery → Grocery; order_type → order_method; category → food_category_ids[]; searchTerm → name (only if non-empty)", () => {
    const q = vendorsApiQuery({ ...tirana(), vendor_type: "grocery", order_type: "Pickup", category: "7", searchTerm: "  bukë " }, 2);
    expect(q.get("vendor_type")).toBe("Grocery");
    expect(q.get("order_method")).toBe("Pickup");
    expect(q.getAll("food_category_ids[]")).toEqual(["7"]);
    expect(q.get("name")).toBe("bukë");
    expect(vendorsApiQuery({ ...tirana(), searchTerm: "   " }, 1).has("name")).toBe(false);
  });

  it("toggles are sent as 1: is_meal, is_dietary, promotions (ongoing offer), open_now, online_payment, delivery_by_shijo", () => {
    const on = { is_meal: true, is_dietary: true, ongoing_offer: true, open_now: true, online_payment: true, delivery_by_shijo: true };
    const q = vendorsApiQuery({ ...tirana(), ...on }, 1);
    for (const k of ["is_meal", "is_dietary", "promotions", "open_now", "online_payment", "delivery_by_shijo"]) expect(q.get(k), k).toBe("1");
    expect(q.has("ongoing_offer")).toBe(false);
  });

  it("delivery-fee slider 0 to 300: 0 and 300 mean no bound", () => {
    expect(vendorsApiQuery({ ...tirana(), low_fee: 0, high_fee: 300 }, 1).has("low_fee")).toBe(false);
    expect(vendorsApiQuery({ ...tirana(), low_fee: 0, high_fee: 300 }, 1).has("high_fee")).toBe(false);
    const q = vendorsApiQuery({ ...tirana(), low_fee: 100, high_fee: 299 }, 1);
    expect([q.get("low_fee"), q.get("high_fee")]).toEqual(["100", "299"]);
  });

  it("sort: fastest → maximum_delivery_time 1, highest rating → rating_interval -1, closest → distance 1, most popular → total_ratings -1", () => {
    expect(SORT_OPTIONS).toEqual({
      fastest: { ordering_attribute: "maximum_delivery_time", ordering_order: 1 },
      rating: { ordering_attribute: "rating_interval", ordering_order: -1 },
      closest: { ordering_attribute: "distance", ordering_order: 1 },
      popular: { ordering_attribute: "total_ratings", ordering_order: -1 },
    });
    const q = vendorsApiQuery({ ...tirana(), sort: "popular" }, 1);
    expect([q.get("ordering_attribute"), q.get("ordering_order")]).toEqual(["total_ratings", "-1"]);
  });

  it("the map fetches 100; featured blocks take the filters without paging", () => {
    expect(mapVendorsApiQuery(tirana()).get("per_page")).toBe("100");
    const blocks = featureBlocksApiQuery({ ...tirana(), open_now: true });
    expect(blocks.has("page")).toBe(false);
    expect(blocks.get("open_now")).toBe("1");
  });
});
