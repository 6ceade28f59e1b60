import "server-only";
import { ImageResponse } from "next/og";
import { getTranslations } from "next-intl/server";
import { getBlog } from "@/lib/api/blog";
import { blogIdFromHash } from "@/lib/blog/blog-id";
import { readingMinutes } from "@/lib/blog/reading";
import { isLocale } from "@/lib/i18n/routing";
import { categoryName } from "./blog-card";

/** Robust: an unknown post or a failing API still gives a branded image, never an error. */
export async function blogOgImage(params: { locale: string; blog_hash: string }): Promise<ImageResponse> {
  const locale = isLocale(params.locale) ? params.locale : "sq";
  const id = blogIdFromHash(params.blog_hash);
  const result = id === null ? null : await getBlog(locale, id).catch(() => null);
  const blog = result?.ok ? result.data.blog : null;
  const t = await getTranslations({ locale, namespace: "blog" });
  const title = blog?.title ?? "Shijo Blog";
  const meta = blog ? [blog.author ? t("by", { author: blog.author }) : null, t("minutesRead", { minutes: readingMinutes(blog) })].filter(Boolean).join(" · ") : "";
  const categories = blog ? blog.categories.map((c) => categoryName(c, locale)).join(" · ") : "";

  return new ImageResponse(
    (
      <div style={{ width: "100%", height: "100%", display: "flex", flexDirection: "column", justifyContent: "space-between", padding: 72, background: "linear-gradient(135deg, #fff4ed 0%, #ffe6d5 100%)", color: "#1d1b1a" }}>
        <div style={{ display: "flex", fontSize: 34, fontWeight: 700, color: "#b43c10" }}>{categories || "Blog"}</div>
        <div style={{ display: "flex", fontSize: title.length > 60 ? 60 : 76, fontWeight: 700, lineHeight: 1.1 }}>{title}</div>
        <div style={{ display: "flex", justifyContent: "space-between", alignItems: "center", fontSize: 36 }}>
          <span style={{ fontWeight: 700, color: "#b43c10" }}>Shijo</span>
          <span style={{ color: "#4b5563", fontSize: 32 }}>{meta}</span>
        </div>
      </div>
    ),
    { width: 1200, height: 630 },
  );
}
