import type { MetadataRoute } from "next";
import { PROTECTED_PREFIXES } from "@/lib/auth/guard";
import { siteOrigin } from "@/lib/site-url";

export const dynamic = "force-dynamic";

// Crawlers stay out of the BFF, the guarded areas (spec 1 §2 Guard) and the personal or form-only pages, in both
// languages; everything else is crawlable. The sitemap index lists the sitemap files.
const PERSONAL = ["/cart", "/login", "/verification", "/edit-phone", "/reset-password"];

export default async function robots(): Promise<MetadataRoute.Robots> {
  const origin = await siteOrigin();
  const paths = [...PROTECTED_PREFIXES, ...PERSONAL];
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: ["/api/", ...paths, ...paths.map((p) => `/en${p}`)] }],
    sitemap: `${origin}/sitemap_index.xml`,
  };
}
