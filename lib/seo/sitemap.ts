import "server-only";
import type { MetadataRoute } from "next";
import { listVendors } from "@/lib/api/vendors";
import { localizePath } from "@/lib/i18n/paths";
import { log } from "@/lib/log";
import { routing, type Locale } from "@/lib/i18n/routing";
import { storePath } from "@/lib/vendors/order-method";

// The sitemap's sources (issue 4 "Search engines and shared links"). A source returns entries for absolute URLs;
// app/sitemap.ts merges every source, drops duplicate URLs and splits the result into files of SITEMAP_CHUNK.
// To add pages (blog posts, landing pages…), write one more source and list it in SITEMAP_SOURCES (app/sitemap.ts).
export type SitemapSource = (origin: string) => Promise<MetadataRoute.Sitemap>;

/** Google's limit is 50 000 URLs per file; keep a margin. */
export const SITEMAP_CHUNK = 45_000;

type Entry = MetadataRoute.Sitemap[number];
type Options = Pick<Entry, "lastModified" | "changeFrequency" | "priority">;

/**
 * One entry per language for an unprefixed path, each with the sq/en/x-default alternates. A page whose address
 * differs by language (a blog post's slug) gives one path per language.
 */
export function localizedEntries(origin: string, path: string | Record<Locale, string>, options: Options = {}): MetadataRoute.Sitemap {
  const at = (locale: Locale) => `${origin}${localizePath(typeof path === "string" ? path : path[locale], locale)}`;
  const languages = { sq: at("sq"), en: at("en"), "x-default": at("sq") };
  return routing.locales.map((locale) => ({ url: at(locale), ...options, alternates: { languages } }));
}

const MAX_VENDOR_PAGES = 200;

/** Every active vendor page (spec 2 §2 /store/{hash_id}/{slug}/{order_method}), from GET vendors without a location. */
export const vendorSitemapEntries: SitemapSource = async (origin) => {
  const out: MetadataRoute.Sitemap = [];
  for (let page = 1, last = 1; page <= Math.min(last, MAX_VENDOR_PAGES); page++) {
    const result = await listVendors("sq", new URLSearchParams({ page: String(page), per_page: "100" }));
    if (!result.ok) break;
    last = result.data.vendors.last_page;
    for (const vendor of result.data.vendors.data) out.push(...localizedEntries(origin, storePath(vendor), { changeFrequency: "daily", priority: 0.8 }));
  }
  return out;
};

/** Home, categories, the default vendor list and the map (the discovery pages without a query). */
export const discoverySitemapEntries: SitemapSource = async (origin) => [
  ...localizedEntries(origin, "/", { changeFrequency: "daily", priority: 1 }),
  ...localizedEntries(origin, "/categories", { changeFrequency: "weekly", priority: 0.8 }),
  ...localizedEntries(origin, "/search", { changeFrequency: "daily", priority: 0.7 }),
  ...localizedEntries(origin, "/vendors-map", { changeFrequency: "weekly", priority: 0.5 }),
];

/** The static public pages of spec 1 §2 (content pages add their own detail pages through their source). */
export const staticPagesSitemapEntries: SitemapSource = async (origin) =>
  [
    "/blog", "/contact", "/courier", "/partner", "/download-app", "/help", "/help/customer", "/help/courier", "/help/partner",
    "/careers", "/privacy-policy", "/courier/privacy-policy", "/partner/privacy-policy", "/terms-conditions", "/delete-account-help",
  ].flatMap((path) => localizedEntries(origin, path, { changeFrequency: "monthly", priority: path === "/blog" ? 0.7 : 0.4 }));

/** All sources merged, first occurrence of a URL kept; a failing source is logged and left out. */
export async function collectSitemap(sources: readonly SitemapSource[], origin: string): Promise<MetadataRoute.Sitemap> {
  const results = await Promise.allSettled(sources.map((source) => source(origin)));
  const seen = new Set<string>();
  const out: MetadataRoute.Sitemap = [];
  for (const result of results) {
    if (result.status === "rejected") {
      log.error({ area: "sitemap", err: result.reason }, "a source failed");
      continue;
    }
    for (const entry of result.value) {
      if (seen.has(entry.url)) continue;
      seen.add(entry.url);
      out.push(entry);
    }
  }
  return out;
}
