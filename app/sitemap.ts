import type { MetadataRoute } from "next";
import { SITEMAP_CHUNK } from "@/lib/seo/sitemap";
import { sitemapEntries } from "@/lib/seo/sitemap-sources";

// Search engines (issue 4): home, categories, every vendor page and the static public pages in both languages,
// each with its sq/en alternates (sources in lib/seo/sitemap-sources.ts). Files of 45 000 URLs at
// /sitemap/{id}.xml, listed by /sitemap_index.xml, which robots.txt points to.
export const dynamic = "force-dynamic";

export async function generateSitemaps() {
  // Also called at build time, when the product API may not run: then one id, and later ids render on demand.
  const count = await sitemapEntries()
    .then((entries) => entries.length)
    .catch(() => 0);
  return Array.from({ length: Math.max(1, Math.ceil(count / SITEMAP_CHUNK)) }, (_, id) => ({ id }));
}

export default async function sitemap({ id }: { id: Promise<string> }): Promise<MetadataRoute.Sitemap> {
  const chunk = Number(await id);
  const entries = await sitemapEntries();
  return Number.isInteger(chunk) && chunk >= 0 ? entries.slice(chunk * SITEMAP_CHUNK, (chunk + 1) * SITEMAP_CHUNK) : [];
}
