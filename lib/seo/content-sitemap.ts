import "server-only";
import type { MetadataRoute } from "next";
import { z } from "zod";
import { listBlogs } from "@/lib/api/blog";
import { apiFetch } from "@/lib/api/client";
import { publicApiContext } from "@/lib/api/context";
import { LANDING_HASH } from "@/lib/api/landing";
import { blogPaths } from "@/lib/blog/blog-id";
import { env, landingApiUrl } from "@/lib/env";
import { parseApiDate } from "@/lib/format";
import { localizedEntries, type SitemapSource } from "./sitemap";

const MAX_BLOG_PAGES = 50;
const landingListSchema = z.object({ landingPages: z.array(z.object({ hashId: z.string(), updatedAt: z.string().nullish() })) });

const validDate = (d: Date | undefined) => (d && Number.isFinite(d.getTime()) ? d : undefined);

/**
 * The content pages' source of the sitemap (issue 6; listed in lib/seo/sitemap-sources.ts): every blog post (GET
 * blogs, page by page) and every active vendor landing page (the landing gateway's list; left out when the gateway
 * has none). The static content pages are in the shared static-pages source.
 */
export const contentSitemapEntries: SitemapSource = async (origin) => {
  const out: MetadataRoute.Sitemap = [];
  for (let page = 1, last = 1; page <= Math.min(last, MAX_BLOG_PAGES); page++) {
    const result = await listBlogs("sq", { searchTerm: "", categoryId: null, page });
    if (!result.ok) break;
    last = result.data.blogs.last_page;
    for (const blog of result.data.blogs.data) {
      const lastModified = validDate(blog.created_at ? parseApiDate(blog.created_at) : undefined);
      out.push(...localizedEntries(origin, blogPaths(blog), { lastModified, changeFrequency: "monthly", priority: 0.6 }));
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
      if (!LANDING_HASH.test(l.hashId)) continue;
      const lastModified = validDate(l.updatedAt ? new Date(l.updatedAt) : undefined);
      out.push(...localizedEntries(origin, `/landing/${l.hashId}`, { lastModified, changeFrequency: "weekly", priority: 0.7 }));
    }
  }
  return out;
};
