import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound, permanentRedirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { categoryName } from "@/components/blog/blog-card";
import { BlogQuiz } from "@/components/blog/blog-quiz";
import { NewsletterBox } from "@/components/blog/newsletter-box";
import { ShareButton } from "@/components/blog/share-button";
import { ClientMessages } from "@/components/providers/client-messages";
import { ApiImage } from "@/components/ui/api-image";
import { ChevronLeftIcon } from "@/components/ui/icons";
import { Prose } from "@/components/content/prose";
import { PageTitle } from "@/components/ui/page-title";
import { getBlog, quizFor } from "@/lib/api/blog";
import { blogIdFromHash, blogPath, blogPaths } from "@/lib/blog/blog-id";
import { readingMinutes, wordCount } from "@/lib/blog/reading";
import { blogPostingJsonLd, isoDate, serializeJsonLd } from "@/lib/content/jsonld";
import { formatDate, parseApiDate } from "@/lib/format";
import { pageLocale } from "@/lib/i18n/page";
import { getPathname, Link } from "@/lib/i18n/navigation";
import { isLocale, type Locale } from "@/lib/i18n/routing";
import { siteOrigin } from "@/lib/site-url";

type Params = { locale: string; blog_hash: string; blog_name: string };
type Props = { params: Promise<Params> };

/** spec 1 §2: "loaded by a blog id derived from the hash" (lib/blog/blog-id.ts: base-36 of the id). */
async function load(params: Params, locale: Locale) {
  const id = blogIdFromHash(params.blog_hash);
  if (id === null) notFound();
  const result = await getBlog(locale, id);
  if (!result.ok && result.error.status === 404) notFound();
  return result;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const p = await params;
  const locale = isLocale(p.locale) ? p.locale : "sq";
  const result = await load(p, locale);
  if (!result.ok) return { robots: { index: false, follow: true } };
  const { blog } = result.data;
  const description = blog.excerpt ?? "";
  // Each language's page at its own slug (issue 25): /blog/1/sekreti-… and /en/blog/1/the-secret-….
  const paths = blogPaths(blog);
  const at = (l: Locale) => getPathname({ href: paths[l], locale: l });
  return {
    title: blog.title,
    description,
    alternates: { canonical: at(locale), languages: { sq: at("sq"), en: at("en"), "x-default": at("sq") } },
    openGraph: {
      type: "article",
      title: blog.title,
      description,
      siteName: "Shijo",
      locale: locale === "sq" ? "sq_AL" : "en_GB",
      ...(blog.created_at ? { publishedTime: isoDate(parseApiDate(blog.created_at)) ?? undefined } : {}),
      ...(blog.author ? { authors: [blog.author] } : {}),
    },
    twitter: { card: "summary_large_image", title: blog.title, description },
  };
}

// spec 1 §2 Blog detail: cover (h=600), categories, author, date, content, share, newsletter, optional quiz.
export default async function BlogPostPage({ params }: Props) {
  const p = await params;
  const locale = await pageLocale(Promise.resolve(p));
  const result = await load(p, locale);
  const t = await getTranslations("blog");
  if (!result.ok) {
    // spec 1 §8: "Blog detail failure: alert with error message or generic error".
    const te = await getTranslations("errors");
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-10">
        <p role="alert" className="rounded-2xl bg-red-50 p-4 text-red-800">
          {result.error.message ?? te("generic")}
        </p>
        <Link href="/blog" className="btn btn-outline mt-6">
          {t("backToBlog")}
        </Link>
      </div>
    );
  }
  const { blog } = result.data;
  // A wrong or outdated slug, or the other language's, still finds the post by its hash and moves to this
  // language's canonical URL.
  if (p.blog_name !== blog.slug && blog.slug) permanentRedirect(getPathname({ href: blogPath(blog), locale }));

  const [quiz, origin, nonce] = await Promise.all([quizFor(locale, blog), siteOrigin(), headers().then((h) => h.get("x-nonce") ?? undefined)]);
  const url = origin + getPathname({ href: blogPath(blog), locale });
  const published = blog.created_at ? parseApiDate(blog.created_at) : null;
  const minutes = readingMinutes(blog);
  const categories = blog.categories.map((c) => categoryName(c, locale));
  const jsonLd = blogPostingJsonLd({
    url,
    headline: blog.title,
    description: blog.excerpt ?? "",
    image: blog.image_cover ?? null,
    datePublished: isoDate(published),
    author: blog.author ?? null,
    categories,
    wordCount: wordCount(blog.content),
    minutes,
    locale,
    siteUrl: origin,
  });

  return (
    <article className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 sm:py-10">
      <script type="application/ld+json" nonce={nonce} dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />
      <Link href="/blog" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
        <ChevronLeftIcon className="size-4" />
        {t("backToBlog")}
      </Link>
      {categories.length > 0 && (
        <ul className="mt-6 flex flex-wrap gap-1.5">
          {categories.map((name) => (
            <li key={name} className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-800">
              {name}
            </li>
          ))}
        </ul>
      )}
      <PageTitle className="mt-3 sm:text-4xl">{blog.title}</PageTitle>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-4">
        <p className="text-sm text-gray-600">
          {blog.author && <span className="font-semibold text-ink">{t("by", { author: blog.author })}</span>}
          {published && (
            <>
              {" · "}
              <time dateTime={published.toISOString()}>{t("publishedOn", { date: formatDate(published) })}</time>
            </>
          )}
          {" · "}
          {t("minutesRead", { minutes })}
        </p>
        <ClientMessages namespaces={["blog"]}>
          <ShareButton title={blog.title} url={url} />
        </ClientMessages>
      </div>
      {blog.image_cover && (
        <ApiImage src={blog.image_cover} alt={t("coverAlt", { title: blog.title })} width={1200} height={600} sizes="(min-width: 56rem) 56rem, 100vw" preload className="mt-6 h-[300px] w-full rounded-3xl bg-brand-50 object-cover sm:h-[600px]" />
      )}
      <Prose html={blog.content} className="mt-4 text-lg" />
      <ClientMessages namespaces={["blog", "newsletter"]}>
        {quiz.ok && quiz.data && (
          <div className="render-later mt-10">
            <BlogQuiz blog={{ id: blog.id, can_show_quiz: blog.can_show_quiz === undefined ? null : flag(blog.can_show_quiz), credits_per_correct_answer: blog.credits_per_correct_answer, max_earn: blog.max_earn }} quiz={quiz.data} />
          </div>
        )}
        <div className="render-later mt-10">
          <NewsletterBox />
        </div>
      </ClientMessages>
    </article>
  );
}

/** can_show_quiz arrives as a boolean, 0/1 or a string: only an explicit false hides the quiz (spec 1 §4). */
function flag(value: boolean | number | string | null): boolean | null {
  if (value === false || value === 0 || value === "0" || value === "false") return false;
  return value === null ? null : true;
}
