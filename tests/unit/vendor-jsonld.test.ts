import { describe, expect, it } from "vitest";
import { businessType, serializeJsonLd, vendorJsonLd, vendorJsonLdWithoutMenu, withMenu, type JsonLdVendor, type VendorJsonLdInput } from "@/lib/seo/vendor-jsonld";

// Issue 4 "Search engines and shared links": Restaurant / GroceryStore / Pharmacy / Store with address, geo, opening
// hours, servesCuisine, priceRange, acceptsReservations, aggregateRating, the whole menu with Offers in ALL, and
// a BreadcrumbList.

const vendor: JsonLdVendor = {
  title: "Pizza Napoli",
  custom_text: "Pica në furrë me dru",
  vendor_type: "restaurant",
  logo_thumbnail_path: "https://api.example/images/vendors/4/logo.svg",
  profile_path: "https://api.example/images/vendors/4/cover.svg",
  address: "Rruga e Kavajës 112",
  city: "Tiranë",
  country: "Albania",
  latitude: 41.32588,
  longitude: 19.80021,
  phone_number: "0681234567",
  rating_interval: 7.5,
  total_ratings: 110,
  order_method: "delivery-pickup-reserve",
  online_payment: 1,
  vendor_opening_days: [
    { week_day: "0", time_open: "09:00", time_close: "14:00" },
    { week_day: "1", time_open: "08:00", time_close: "23:00" },
  ],
  categories: [
    {
      title: "Pica",
      products: [
        { title: "Margherita", description: "Domate, mocarela", price: 600, discount_price: 0, image_path: "https://api.example/p/1.svg" },
        { title: "Proshutë", description: null, price: 800, discount_price: 100, image_path: null },
      ],
    },
    { title: "Pije", products: [{ title: "Birrë Korça", description: "18+", price: 300, discount_price: 0, image_path: null }] },
  ],
};

const input = (v: JsonLdVendor = vendor): VendorJsonLdInput => ({
  vendor: v,
  url: "https://shijo.al/store/e435fd83f471/pizza-napoli/delivery",
  tags: ["Pica", "Italiane"],
  menuName: "Menuja",
  breadcrumb: [
    { name: "Kreu", url: "https://shijo.al/" },
    { name: "Lokalet", url: "https://shijo.al/stores" },
    { name: "Pizza Napoli", url: "https://shijo.al/store/e435fd83f471/pizza-napoli/delivery" },
  ],
});

type Node = Record<string, unknown>;
const graph = (i = input()) => vendorJsonLd(i)["@graph"] as Node[];

describe("vendor JSON-LD", () => {
  it("is one schema.org graph: the business and its breadcrumb", () => {
    const data = vendorJsonLd(input());
    expect(data["@context"]).toBe("https://schema.org");
    expect(graph().map((n) => n["@type"])).toEqual(["Restaurant", "BreadcrumbList"]);
  });

  it("maps vendor_type to Restaurant, GroceryStore, Pharmacy, else Store", () => {
    expect(["restaurant", "grocery", "pharmacy", "other", "Grocery"].map(businessType)).toEqual(["Restaurant", "GroceryStore", "Pharmacy", "Store", "GroceryStore"]);
  });

  it("has address, geo, opening hours, cuisine, price range, reservations and the rating out of 5", () => {
    const business = graph()[0];
    expect(business).toMatchObject({
      name: "Pizza Napoli",
      url: "https://shijo.al/store/e435fd83f471/pizza-napoli/delivery",
      address: { "@type": "PostalAddress", streetAddress: "Rruga e Kavajës 112", addressLocality: "Tiranë", addressCountry: "AL" },
      geo: { "@type": "GeoCoordinates", latitude: 41.32588, longitude: 19.80021 },
      servesCuisine: ["Pica", "Italiane"],
      priceRange: "300-700 ALL",
      acceptsReservations: true,
      currenciesAccepted: "ALL",
      // spec 2 §9: rating_interval divided by 2.
      aggregateRating: { "@type": "AggregateRating", ratingValue: 3.8, bestRating: 5, ratingCount: 110 },
    });
    expect(business.openingHoursSpecification).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: "https://schema.org/Sunday", opens: "09:00", closes: "14:00" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: "https://schema.org/Monday", opens: "08:00", closes: "23:00" },
    ]);
  });

  it("lists ALL items: hasMenu → MenuSection → MenuItem → Offer in ALL at the price paid (price − discount_price)", () => {
    const menu = graph()[0].hasMenu as Node;
    expect(menu["@type"]).toBe("Menu");
    const sections = menu.hasMenuSection as Node[];
    expect(sections.map((s) => [s["@type"], s.name])).toEqual([
      ["MenuSection", "Pica"],
      ["MenuSection", "Pije"],
    ]);
    const items = sections.flatMap((s) => s.hasMenuItem as Node[]);
    expect(items).toHaveLength(3);
    for (const item of items) {
      expect(item["@type"]).toBe("MenuItem");
      expect(item.offers).toMatchObject({ "@type": "Offer", priceCurrency: "ALL" });
    }
    expect(items.map((i) => [i.name, (i.offers as Node).price])).toEqual([
      ["Margherita", 600],
      ["Proshutë", 700],
      ["Birrë Korça", 300],
    ]);
    expect(items[1]).not.toHaveProperty("description"); // empty fields are left out, not sent as null
  });

  it("a shop has no hasMenu (not a food establishment) but the same items in hasOfferCatalog, and no reservations", () => {
    const business = graph(input({ ...vendor, vendor_type: "grocery" }))[0];
    expect(business["@type"]).toBe("GroceryStore");
    expect(business).not.toHaveProperty("hasMenu");
    expect(business).not.toHaveProperty("acceptsReservations");
    expect(business).not.toHaveProperty("servesCuisine");
    const catalogue = business.hasOfferCatalog as Node;
    const offers = (catalogue.itemListElement as Node[]).flatMap((c) => c.itemListElement as Node[]);
    expect(offers.map((o) => [o["@type"], (o.itemOffered as Node).name, o.price, o.priceCurrency])).toEqual([
      ["Offer", "Margherita", 600, "ALL"],
      ["Offer", "Proshutë", 700, "ALL"],
      ["Offer", "Birrë Korça", 300, "ALL"],
    ]);
  });

  it("leaves out the rating without ratings, and reservations when the vendor does not reserve", () => {
    const business = graph(input({ ...vendor, total_ratings: 0, order_method: "delivery-pickup" }))[0];
    expect(business).not.toHaveProperty("aggregateRating");
    expect(business.acceptsReservations).toBe(false);
  });

  it("breadcrumb: positions from 1 with absolute URLs", () => {
    expect(graph()[1]).toEqual({
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Kreu", item: "https://shijo.al/" },
        { "@type": "ListItem", position: 2, name: "Lokalet", item: "https://shijo.al/stores" },
        { "@type": "ListItem", position: 3, name: "Pizza Napoli", item: "https://shijo.al/store/e435fd83f471/pizza-napoli/delivery" },
      ],
    });
  });

  it("serializes so that no vendor text can close the <script> element", () => {
    const text = serializeJsonLd(vendorJsonLd(input({ ...vendor, title: "</script><script>alert(1)</script>" })));
    expect(text).not.toContain("</script>");
    expect(JSON.parse(text)["@graph"][0].name).toBe("</script><script>alert(1)</script>");
  });

  it("the page's two steps — without the menu on the server, the menu added from the client parts' copy — give the same graph, hasMenu last (ADR 0026)", () => {
    const server = vendorJsonLdWithoutMenu(input());
    const business = (server["@graph"] as Node[])[0];
    expect(business).not.toHaveProperty("hasMenu");
    expect(business.priceRange).toBe("300-700 ALL"); // still the whole menu's
    const whole = withMenu(server, { categories: vendor.categories, name: "Menuja", vendorType: vendor.vendor_type });
    expect(serializeJsonLd(whole)).toBe(serializeJsonLd(vendorJsonLd(input())));
    expect(Object.keys((whole["@graph"] as Node[])[0]).at(-1)).toBe("hasMenu");
    const shop = { ...vendor, vendor_type: "grocery" };
    const shopWhole = withMenu(vendorJsonLdWithoutMenu(input(shop)), { categories: shop.categories, name: "Menuja", vendorType: "grocery" });
    expect(serializeJsonLd(shopWhole)).toBe(serializeJsonLd(vendorJsonLd(input(shop))));
    expect((shopWhole["@graph"] as Node[])[0]).toHaveProperty("hasOfferCatalog");
  });
});
