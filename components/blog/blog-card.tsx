import { useTranslations } from "next-intl";
import { ApiImage } from "@/components/ui/api-image";
import type { BlogSummary } from "@/lib/api/schemas/blog";
import { blogPath } from "@/lib/blog/blog-id";
import { readingMinutes } from "@/lib/blog/reading";
import { formatDate } from "@/lib/format";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";

/** A category's name in the page's language (spec 1 §3: title, sq_title). */
export const categoryName = (c: { title: string; sq_title: string }, locale: Locale) => (locale === "en" ? c.title : c.sq_title);

/**
 * One post in the list: cover at h=250 (spec 1 §9), categories, title, author, date, reading time. The first card's
 * cover is the list's largest paint on a phone: `first` loads it at once and ahead of other pictures.
 */
export function BlogCard({ blog, locale, first = false }: { blog: BlogSummary; locale: Locale; first?: boolean }) {
  const t = useTranslations("blog");
  const date = blog.created_at ? formatDate(blog.created_at) : "";
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-3xl bg-white ring-1 ring-gray-200 transition hover:shadow-md">
      {blog.image_cover && (
        <ApiImage
          src={blog.image_cover}
          alt=""
          width={600}
          height={250}
          sizes="(min-width: 80rem) 25rem, (min-width: 40rem) 50vw, 100vw"
          className="h-[250px] w-full bg-brand-50 object-cover"
          preload={first}
        />
      )}
      <div className="flex flex-1 flex-col p-5">
        {blog.categories.length > 0 && (
          <ul className="flex flex-wrap gap-1.5">
            {blog.categories.map((c) => (
              <li key={c.id} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
                {categoryName(c, locale)}
              </li>
            ))}
          </ul>
        )}
        <h2 className="mt-3 text-lg leading-snug font-bold">
          <Link href={blogPath(blog)} className="after:absolute after:inset-0 hover:underline">
            {blog.title}
          </Link>
        </h2>
        {blog.excerpt && <p className="mt-2 line-clamp-3 text-sm text-gray-600">{blog.excerpt}</p>}
        <p className="mt-auto pt-4 text-xs text-gray-500">
          {[blog.author ? t("by", { author: blog.author }) : null, date, t("minutesRead", { minutes: readingMinutes(blog) })].filter(Boolean).join(" · ")}
        </p>
      </div>
    </article>
  );
}
