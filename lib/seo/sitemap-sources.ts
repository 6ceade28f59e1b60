import "server-only";
import type { MetadataRoute } from "next";
import { contentSitemapEntries } from "./content-sitemap";
import { siteOrigin } from "@/lib/site-url";
import { collectSitemap, discoverySitemapEntries, staticPagesSitemapEntries, vendorSitemapEntries, type SitemapSource } from "./sitemap";

// Every source of the sitemap (app/sitemap.ts, app/sitemap_index.xml). To add URLs (blog posts, landing pages…),
// write a SitemapSource and add it here: one line.
export const SITEMAP_SOURCES: readonly SitemapSource[] = [discoverySitemapEntries, staticPagesSitemapEntries, vendorSitemapEntries, contentSitemapEntries];

export async function sitemapEntries(): Promise<MetadataRoute.Sitemap> {
  return collectSitemap(SITEMAP_SOURCES, await siteOrigin());
}
