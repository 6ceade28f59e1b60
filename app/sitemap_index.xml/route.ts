import { SITEMAP_CHUNK } from "@/lib/seo/sitemap";
import { siteOrigin } from "@/lib/site-url";
import { sitemapEntries } from "@/lib/seo/sitemap-sources";

export const dynamic = "force-dynamic";

// The sitemap index (sitemaps.org): one <sitemap> per file that app/sitemap.ts serves at /sitemap/{id}.xml.
export async function GET() {
  const [origin, entries] = await Promise.all([siteOrigin(), sitemapEntries()]);
  const files = Math.max(1, Math.ceil(entries.length / SITEMAP_CHUNK));
  const items = Array.from({ length: files }, (_, id) => `  <sitemap><loc>${origin}/sitemap/${id}.xml</loc></sitemap>`).join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items}\n</sitemapindex>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
