// Structured data for the blog (BlogPosting) and the vendor landing pages (the business without review stars:
// Google does not show self-serving reviews of a business on its own page). Pure; the pages pass absolute URLs.
import { countryCode } from "@/lib/geo/country";

type Json = { [key: string]: unknown };

const TYPES: Record<string, string> = { restaurant: "Restaurant", grocery: "GroceryStore", pharmacy: "Pharmacy" };

export interface BlogPostingInput {
  url: string;
  headline: string;
  description: string;
  image: string | null;
  datePublished: string | null;
  author: string | null;
  categories: readonly string[];
  wordCount: number;
  minutes: number;
  locale: "sq" | "en";
  siteUrl: string;
}

export function blogPostingJsonLd(i: BlogPostingInput): Json {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    mainEntityOfPage: { "@type": "WebPage", "@id": i.url },
    url: i.url,
    headline: i.headline.slice(0, 110),
    description: i.description,
    ...(i.image ? { image: [i.image] } : {}),
    ...(i.datePublished ? { datePublished: i.datePublished, dateModified: i.datePublished } : {}),
    ...(i.author ? { author: { "@type": "Person", name: i.author } } : {}),
    publisher: { "@type": "Organization", name: "Shijo", url: i.siteUrl, logo: { "@type": "ImageObject", url: `${i.siteUrl}/icon.svg` } },
    ...(i.categories.length ? { articleSection: i.categories } : {}),
    wordCount: i.wordCount,
    timeRequired: `PT${i.minutes}M`,
    inLanguage: i.locale === "sq" ? "sq-AL" : "en",
  };
}

export interface LandingVendorInput {
  url: string;
  name: string;
  description: string | null;
  vendorType: string | null;
  logo: string | null;
  image: string | null;
  address: string | null;
  city: string | null;
  country: string | null;
  latitude: number | null;
  longitude: number | null;
  phone: string | null;
  orderUrl: string;
}


/** The vendor as schema.org sees it: type, address, geo, ordering action. Deliberately no aggregateRating or review. */
export function landingVendorJsonLd(i: LandingVendorInput): Json {
  const type = TYPES[(i.vendorType ?? "").toLowerCase()] ?? "LocalBusiness";
  return {
    "@context": "https://schema.org",
    "@type": type,
    "@id": `${i.url}#business`,
    name: i.name,
    url: i.url,
    ...(i.description ? { description: i.description } : {}),
    ...(i.logo ? { logo: i.logo } : {}),
    ...(i.image || i.logo ? { image: i.image ?? i.logo } : {}),
    ...(i.phone ? { telephone: i.phone } : {}),
    ...(i.address || i.city
      ? {
          address: {
            "@type": "PostalAddress",
            ...(i.address ? { streetAddress: i.address } : {}),
            ...(i.city ? { addressLocality: i.city } : {}),
            ...(i.country ? { addressCountry: countryCode(i.country) ?? i.country } : {}),
          },
        }
      : {}),
    ...(i.latitude != null && i.longitude != null ? { geo: { "@type": "GeoCoordinates", latitude: i.latitude, longitude: i.longitude } } : {}),
    ...(type === "Restaurant" ? { acceptsReservations: true } : {}),
    potentialAction: {
      "@type": "OrderAction",
      target: { "@type": "EntryPoint", urlTemplate: i.orderUrl, actionPlatform: ["https://schema.org/DesktopWebPlatform", "https://schema.org/MobileWebPlatform"] },
      deliveryMethod: ["http://purl.org/goodrelations/v1#DeliveryModeOwnFleet", "http://purl.org/goodrelations/v1#DeliveryModePickUp"],
    },
  };
}

/** JSON for a <script type="application/ld+json">: "<" escaped so no text can close the script element. */
export function serializeJsonLd(data: Json): string {
  return JSON.stringify(data).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

/** "YYYY-MM-DD HH:mm:ss" (Tirana wall clock) or ISO → ISO 8601 with the offset, for datePublished. */
export function isoDate(value: Date | null): string | null {
  return value && Number.isFinite(value.getTime()) ? value.toISOString() : null;
}
