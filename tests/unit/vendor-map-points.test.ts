import { describe, expect, it } from "vitest";
import { mapPointsApiQuery, mapPointsQuery, vendorFilterFromQuery } from "@/lib/vendors/filter";
import { markerPoints, vendorPoints } from "@/lib/vendors/map-points";

const napoli = { hash_id: "e435fd83f471", slug: "pizza-napoli", title: "Pizza Napoli", order_method: "delivery-pickup-reserve", latitude: 41.3201, longitude: 19.8202, logo: "http://api.test/images/vendors/3/logo.svg" };

describe("issue 26 §4 (ADR 0032): the vendors map's points", () => {
  it("spec 2 §2: a marker is its vendor's place (GeoJSON order: longitude, latitude), title, logo and /store/{hash_id}/{slug}/{order_method}", () => {
    expect(vendorPoints([napoli])).toEqual({
      type: "FeatureCollection",
      features: [
        {
          type: "Feature",
          geometry: { type: "Point", coordinates: [19.8202, 41.3201] },
          properties: { hash: "e435fd83f471", title: "Pizza Napoli", href: "/store/e435fd83f471/pizza-napoli/delivery-pickup-reserve", logo: napoli.logo },
        },
      ],
    });
  });

  it("a map searched by order type opens each vendor on it, when the vendor offers it; a vendor without a logo has none", () => {
    const [a, b] = vendorPoints([napoli, { ...napoli, hash_id: "aaaaaaaaaaaa", slug: "dyqani", order_method: "delivery", logo: null }], "pickup").features;
    expect(a.properties.href).toBe("/store/e435fd83f471/pizza-napoli/pickup-delivery-reserve");
    expect(b.properties.href).toBe("/store/aaaaaaaaaaaa/dyqani/delivery");
    expect(b.properties).not.toHaveProperty("logo");
  });

  it("is_one_vendor=1: the page's own marker, with the link it already carries, is the one feature", () => {
    const oda = { id: 7, title: "Oda", href: "/store/1ebf0765db9c/oda/delivery-pickup-reserve", latitude: 41.32965, longitude: 19.82291, logo: null };
    expect(markerPoints([oda]).features).toEqual([
      { type: "Feature", geometry: { type: "Point", coordinates: [19.82291, 41.32965] }, properties: { hash: "7", title: "Oda", href: oda.href } },
    ]);
  });

  it("the points follow the page's filters but not its place or sort, so every place shares one cached answer", () => {
    const from = (query: Record<string, string>) => vendorFilterFromQuery(query);
    const blloku = from({ latitude: "41.3196", longitude: "19.817", formatted_address: "Blloku", vendor_type: "grocery", order_type: "pickup", searchTerm: "bukë", open_now: "1", sort: "rating" });
    const durres = from({ latitude: "41.3147", longitude: "19.4455", formatted_address: "Durrës", vendor_type: "grocery", order_type: "pickup", searchTerm: "bukë", open_now: "1" });
    expect(mapPointsQuery(blloku).toString()).toBe(mapPointsQuery(durres).toString());
    const q = mapPointsQuery(blloku);
    expect([q.get("vendor_type"), q.get("order_type"), q.get("searchTerm"), q.get("open_now")]).toEqual(["grocery", "pickup", "bukë", "1"]);
    for (const key of ["latitude", "longitude", "formatted_address", "sort"]) expect(q.has(key), key).toBe(false);

    const api = mapPointsApiQuery(blloku);
    expect([api.get("vendor_type"), api.get("order_method"), api.get("name"), api.get("open_now")]).toEqual(["Grocery", "pickup", "bukë", "1"]);
    expect(api.has("lat") || api.has("lng")).toBe(false);
  });
});
