import { describe, expect, it } from "vitest";
import { queryKey, queryRecord } from "@/lib/api/query";
import { vendorSchema, vendorTags } from "@/lib/api/schemas/vendor";
import { parsePlaceParam, placeParam, searchHref } from "@/lib/search/submit";
import { toVendorCard } from "@/lib/vendors/card";
import { defaultVendorFilter, vendorFilterFromQuery, vendorsApiQuery } from "@/lib/vendors/filter";
import { fill } from "@/lib/vendors/interpolate";
import { listIndexing } from "@/lib/vendors/seo";

const BLLOKU = { latitude: 41.3196, longitude: 19.817, formatted_address: "Blloku, Tiranë, Shqipëri" };

describe("searchHref (spec 1 §2: search goes to /stores with latitude, longitude, formatted_address, vendor_type, order_type, searchTerm)", () => {
  it("builds the /stores query from a picked place", () => {
    const href = searchHref("/stores", { place: BLLOKU, vendor_type: "grocery", order_type: "pickup", searchTerm: "bukë" });
    const url = new URL(href!, "http://x");
    expect(url.pathname).toBe("/stores");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      latitude: "41.3196", longitude: "19.817", formatted_address: "Blloku, Tiranë, Shqipëri", vendor_type: "grocery", order_type: "pickup", searchTerm: "bukë",
    });
  });

  it("is refused (null) until a place with coordinates and address is picked (spec 1 §5)", () => {
    const base = { vendor_type: "vendors" as const, order_type: "delivery", searchTerm: "" };
    expect(searchHref("/stores", { ...base, place: null })).toBeNull();
    expect(searchHref("/stores", { ...base, place: { ...BLLOKU, formatted_address: " " } })).toBeNull();
    expect(searchHref("/stores", { ...base, place: { ...BLLOKU, latitude: null } })).toBeNull();
  });

  it("maps emoji terms to words and keeps the category for the map's bar", () => {
    const href = searchHref("/vendors-map", { place: BLLOKU, vendor_type: "vendors", order_type: "delivery", searchTerm: "🍕", category: "3" });
    const url = new URL(href!, "http://x");
    expect(url.pathname).toBe("/vendors-map");
    expect(url.searchParams.get("searchTerm")).toBe("pica");
    expect(url.searchParams.get("category")).toBe("3");
  });
});

describe("placeParam / parsePlaceParam (a picked place in a plain GET form)", () => {
  it("round-trips, commas in the address included", () => {
    expect(parsePlaceParam(placeParam(BLLOKU))).toEqual(BLLOKU);
  });

  it("refuses coordinates outside Albania and Kosovo, bad numbers and an empty address", () => {
    expect(parsePlaceParam("48.85,2.35,Paris")).toBeNull();
    expect(parsePlaceParam("abc,19.8,Tiranë")).toBeNull();
    expect(parsePlaceParam("41.3,19.8,  ")).toBeNull();
    expect(parsePlaceParam(undefined)).toBeNull();
  });
});

const RAW_VENDOR = {
  id: "7", hash_id: "0123456789ab", slug: "pizza-napoli", title: "Pizza Napoli", rating_interval: "8.7", distance: 1554,
  min_delivery_time: 20, maximum_delivery_time: 40, delivery_fee: 0, is_open: true, is_new: "1", order_method: "delivery-pickup",
  vendor_type: "Restaurant", tags: "Pica, Italiane", tags_en: "Pizza, Italian", logo_thumbnail_path: "http://api/images/vendors/7/logo.svg",
  latitude: "41.3", longitude: 19.8,
};

describe("vendorSchema and toVendorCard (spec 2 §2 vendor card)", () => {
  it("tightens the API's loose types", () => {
    const v = vendorSchema.parse(RAW_VENDOR);
    expect(v).toMatchObject({ id: 7, rating_interval: 8.7, is_open: 1, is_new: 1, vendor_type: "restaurant", latitude: 41.3, zone: null, vendor_opening_days: [] });
  });

  it("shows rating_interval / 2 with one decimal, the distance in km with 2 decimals and tags per language", () => {
    // 8.7 / 2 = 4.35 rounds half up to 4.4, as Intl.NumberFormat does (toFixed's binary 4.3499… gave 4.3).
    const card = toVendorCard(vendorSchema.parse(RAW_VENDOR), "en");
    expect(card).toMatchObject({
      title: "Pizza Napoli", rating: "4.4", distance: "1.55 km", minTime: 20, maxTime: 40, freeDelivery: true, isOpen: true,
      tags: ["Pizza", "Italian"], href: "/store/0123456789ab/pizza-napoli/delivery-pickup",
    });
    expect(toVendorCard(vendorSchema.parse({ ...RAW_VENDOR, distance: 0 }), "sq")).toMatchObject({ rating: "4,4", distance: null, tags: ["Pica", "Italiane"] });
  });

  it("falls back to the Albanian tags when the English ones are empty", () => {
    expect(vendorTags({ tags: "Byrek", tags_en: " " }, "en")).toEqual(["Byrek"]);
  });
});

describe("listIndexing (which list URLs search engines index)", () => {
  const located = () => vendorFilterFromQuery({ latitude: "41.327541", longitude: "19.818692", formatted_address: "Tiranë", category: "1" });

  it("indexes a place with a category, with a canonical query of those parameters only", () => {
    expect(listIndexing(located(), 1)).toEqual({
      canonicalQuery: "category=1&latitude=41.3275&longitude=19.8187&formatted_address=Tiran%C3%AB&vendor_type=vendors", index: true,
    });
  });

  it("follows but does not index narrowed lists and later pages; canonical stays the broad list", () => {
    const broad = listIndexing(located(), 1).canonicalQuery;
    for (const narrowed of [{ ...located(), open_now: true }, { ...located(), sort: "rating" as const }, { ...located(), high_fee: 200 }, { ...located(), searchTerm: "pica" }]) {
      expect(listIndexing(narrowed, 1)).toEqual({ canonicalQuery: broad, index: false });
    }
    expect(listIndexing(located(), 2).index).toBe(false);
  });

  it("does not index the no-location message", () => {
    expect(listIndexing(defaultVendorFilter(), 1)).toEqual({ canonicalQuery: "", index: false });
  });
});

describe("queryRecord / queryKey (the filter's URLSearchParams as apiFetch's query)", () => {
  it("turns key[] entries into arrays and sorts cache keys", () => {
    const f = vendorFilterFromQuery({ latitude: "41.3", longitude: "19.8", category: "4" });
    const q = vendorsApiQuery(f, 2);
    expect(queryRecord(q)).toMatchObject({ lat: "41.3", lng: "19.8", food_category_ids: ["4"], page: "2", per_page: "15" });
    expect(queryKey(new URLSearchParams("b=2&a=1"))).toBe(queryKey(new URLSearchParams("a=1&b=2")));
  });
});

describe("fill", () => {
  it("fills known placeholders and leaves others", () => {
    expect(fill("Delivery {fee} ({x})", { fee: "150 L" })).toBe("Delivery 150 L ({x})");
  });
});
