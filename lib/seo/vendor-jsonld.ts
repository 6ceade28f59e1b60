// Structured data for a vendor page (issue 4 "Search engines and shared links"): the business with its address,
// geo, hours, cuisine, price range, reservations, rating and the WHOLE menu with prices in ALL, plus the breadcrumb.
// Pure: the page passes absolute URLs and translated names.
import { countryCode } from "@/lib/geo/country";

export interface JsonLdProduct {
  title: string;
  description: string | null;
  price: number;
  discount_price: number;
  image_path: string | null;
}

export interface JsonLdVendor {
  title: string;
  custom_text: string | null;
  vendor_type: string;
  logo_thumbnail_path: string | null;
  profile_path: string | null;
  address: string;
  city: string;
  country: string;
  latitude: number;
  longitude: number;
  phone_number: string | null;
  rating_interval: number;
  total_ratings: number;
  order_method: string;
  online_payment: 0 | 1;
  vendor_opening_days: ReadonlyArray<{ week_day: string; time_open: string; time_close: string }>;
  categories: ReadonlyArray<{ title: string; products: readonly JsonLdProduct[] }>;
}

export interface VendorJsonLdInput {
  vendor: JsonLdVendor;
  /** Absolute canonical URL of the vendor page. */
  url: string;
  /** Cuisine or product kinds in the page's language (the vendor's tags). */
  tags: readonly string[];
  menuName: string;
  /** Home → list → vendor, absolute URLs. */
  breadcrumb: ReadonlyArray<{ name: string; url: string }>;
}

export type Json = { [key: string]: unknown };

const BUSINESS_TYPE: Record<string, string> = { restaurant: "Restaurant", grocery: "GroceryStore", pharmacy: "Pharmacy" };
const DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** schema.org type for spec 2 §3 vendor_type: Restaurant, GroceryStore, Pharmacy, else Store. */
export function businessType(vendorType: string): string {
  return BUSINESS_TYPE[vendorType.toLowerCase()] ?? "Store";
}

/** spec 2 §9: what a customer pays for one unit, price minus discount_price floored at 0. */
const unitPrice = (p: JsonLdProduct) => Math.max(0, p.price - p.discount_price);

function offer(p: JsonLdProduct): Json {
  return { "@type": "Offer", price: unitPrice(p), priceCurrency: "ALL", availability: "https://schema.org/InStock" };
}

function withoutEmpty(record: Json): Json {
  return Object.fromEntries(Object.entries(record).filter(([, v]) => v !== null && v !== undefined && v !== "" && !(Array.isArray(v) && v.length === 0)));
}

function priceRange(vendor: JsonLdVendor): string | null {
  const prices = vendor.categories.flatMap((c) => c.products.map(unitPrice));
  if (prices.length === 0) return null;
  const [min, max] = [Math.min(...prices), Math.max(...prices)];
  return min === max ? `${min} ALL` : `${min}-${max} ALL`;
}

/** FoodEstablishment: hasMenu → MenuSection → MenuItem → Offer. */
function menuOf(categories: JsonLdVendor["categories"], name: string): Json {
  return {
    "@type": "Menu",
    name,
    hasMenuSection: categories.map((c) => ({
      "@type": "MenuSection",
      name: c.title,
      hasMenuItem: c.products.map((p) =>
        withoutEmpty({ "@type": "MenuItem", name: p.title, description: p.description, image: p.image_path, offers: offer(p) }),
      ),
    })),
  };
}

/**
 * Shops are not food establishments, where schema.org has no hasMenu: the same sections go into hasOfferCatalog
 * (OfferCatalog per category → Offer → itemOffered Product), which search engines read for stores.
 */
function catalogue(categories: JsonLdVendor["categories"], name: string): Json {
  return {
    "@type": "OfferCatalog",
    name,
    itemListElement: categories.map((c) => ({
      "@type": "OfferCatalog",
      name: c.title,
      itemListElement: c.products.map((p) => ({
        ...offer(p),
        itemOffered: withoutEmpty({ "@type": "Product", name: p.title, description: p.description, image: p.image_path }),
      })),
    })),
  };
}

/**
 * The structured data without the menu (hasMenu / hasOfferCatalog): the vendor page builds this on the server and
 * adds the menu where the menu already is — its client parts' copy (components/vendor-page/vendor-jsonld.tsx) — so
 * the page's RSC payload does not carry the menu a second time inside this JSON (docs/adr/0026-vendor-page-html.md).
 * `priceRange` still comes from the whole menu.
 */
export function vendorJsonLdWithoutMenu(input: VendorJsonLdInput): Json {
  const { vendor, url } = input;
  const type = businessType(vendor.vendor_type);
  const food = type === "Restaurant";
  const business = withoutEmpty({
    "@type": type,
    "@id": `${url}#business`,
    name: vendor.title,
    url,
    description: vendor.custom_text,
    image: [vendor.profile_path, vendor.logo_thumbnail_path].filter(Boolean),
    logo: vendor.logo_thumbnail_path,
    telephone: vendor.phone_number,
    address: withoutEmpty({
      "@type": "PostalAddress",
      streetAddress: vendor.address,
      addressLocality: vendor.city,
      addressCountry: countryCode(vendor.country) ?? vendor.country,
    }),
    geo: { "@type": "GeoCoordinates", latitude: vendor.latitude, longitude: vendor.longitude },
    openingHoursSpecification: vendor.vendor_opening_days
      .filter((d) => DAYS[Number(d.week_day)])
      .map((d) => ({ "@type": "OpeningHoursSpecification", dayOfWeek: `https://schema.org/${DAYS[Number(d.week_day)]}`, opens: d.time_open, closes: d.time_close })),
    servesCuisine: food ? [...input.tags] : undefined,
    keywords: food ? undefined : input.tags.join(", "),
    priceRange: priceRange(vendor),
    currenciesAccepted: "ALL",
    paymentAccepted: vendor.online_payment ? "Cash, Credit Card" : "Cash",
    acceptsReservations: food ? vendor.order_method.split("-").some((m) => m.trim().toLowerCase().startsWith("reserv")) : undefined,
    aggregateRating:
      vendor.total_ratings > 0
        ? { "@type": "AggregateRating", ratingValue: Math.round(vendor.rating_interval * 5) / 10, bestRating: 5, worstRating: 0, ratingCount: vendor.total_ratings }
        : undefined,
  });
  const breadcrumb = {
    "@type": "BreadcrumbList",
    itemListElement: input.breadcrumb.map((b, i) => ({ "@type": "ListItem", position: i + 1, name: b.name, item: b.url })),
  };
  return { "@context": "https://schema.org", "@graph": [business, breadcrumb] };
}

/**
 * `data` (vendorJsonLdWithoutMenu's) with the whole menu on the business: hasMenu for a restaurant, hasOfferCatalog
 * for a shop. Pure, and small enough for the client bundle.
 */
export function withMenu(data: Json, menu: { categories: JsonLdVendor["categories"]; name: string; vendorType: string }): Json {
  const [business, ...rest] = data["@graph"] as Json[];
  const food = businessType(menu.vendorType) === "Restaurant";
  const sections = food ? { hasMenu: menuOf(menu.categories, menu.name) } : { hasOfferCatalog: catalogue(menu.categories, menu.name) };
  return { ...data, "@graph": [{ ...business, ...sections }, ...rest] };
}

export function vendorJsonLd(input: VendorJsonLdInput): Json {
  return withMenu(vendorJsonLdWithoutMenu(input), { categories: input.vendor.categories, name: input.menuName, vendorType: input.vendor.vendor_type });
}

/** JSON for a <script type="application/ld+json">: "<" escaped so no text can close the script element. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}
