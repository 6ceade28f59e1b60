import "server-only";
import type { MetadataRoute } from "next";
import { z } from "zod";
import { listBlogs } from "@/lib/api/blog";
import { apiFetch } from "@/lib/api/client";
import { publicApiContext } from "@/lib/api/context";
import { env, landingApiUrl } from "@/lib/env";
import { blogPath } from "@/lib/blog/blog-id";
import { getPathname } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { parseApiDate } from "@/lib/format";

const MAX_BLOG_PAGES = 50;
const landingListSchema = z.object({ landingPages: z.array(z.object({ hashId: z.string(), updatedAt: z.string().nullish() })) });

function entry(origin: string, path: string, lastModified: Date | undefined, priority: number): MetadataRoute.Sitemap[number] {
  const at = (locale: Locale) => origin + getPathname({ href: path, locale });
  return { url: at("sq"), lastModified, changeFrequency: "weekly", priority, alternates: { languages: { sq: at("sq"), en: at("en") } } };
}

/**
 * The content pages' sitemap entries (issue 6), for app/sitemap.ts to spread into its list: the static content
 * pages, every blog post (GET blogs, page by page) and every active vendor landing page (the landing gateway's
 * list; left out when the gateway has none). Each URL carries its sq/en alternates.
 */
export async function contentSitemapEntries(origin: string): Promise<MetadataRoute.Sitemap> {
  const pages = ["/blog", "/contact", "/courier", "/partner", "/download-app", "/help", "/help/customer", "/help/courier", "/help/partner", "/privacy-policy", "/courier/privacy-policy", "/partner/privacy-policy", "/terms-conditions", "/delete-account-help", "/careers"];
  const out: MetadataRoute.Sitemap = pages.map((p) => entry(origin, p, undefined, p === "/blog" ? 0.8 : 0.5));

  for (let page = 1, last = 1; page <= Math.min(last, MAX_BLOG_PAGES); page++) {
    const result = await listBlogs("sq", { searchTerm: "", categoryId: null, page });
    if (!result.ok) break;
    last = result.data.blogs.last_page;
    for (const blog of result.data.blogs.data) {
      const date = blog.created_at ? parseApiDate(blog.created_at) : undefined;
      out.push(entry(origin, blogPath(blog), date && Number.isFinite(date.getTime()) ? date : undefined, 0.7));
    }
  }

  const landings = await apiFetch("api/landing-pages", {
    schema: landingListSchema,
    ctx: publicApiContext("sq"),
    baseUrl: landingApiUrl(),
    headers: { "api-key": env.LANDING_API_KEY },
  });
  if (landings.ok) {
    for (const l of landings.data.landingPages) {
      if (!/^[0-9a-z]{6,32}$/.test(l.hashId)) continue;
      out.push(entry(origin, `/landing/${l.hashId}`, l.updatedAt ? new Date(l.updatedAt) : undefined, 0.8));
    }
  }
  return out;
}
