import type { Metadata } from "next";
import Link from "next/link";
import { headers } from "next/headers";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { LocaleDocument } from "@/components/shell/locale-document";
import { NotFoundView } from "@/components/shell/not-found-view";
import { CURRENT_PATH_HEADER } from "@/lib/i18n/paths";
import { requestLocale } from "@/lib/i18n/page";
import type { Locale } from "@/lib/i18n/routing";
import en from "@/messages/en.json";
import sq from "@/messages/sq.json";
import "./globals.css";

// Unmatched URLs land here, fully server-rendered with status 404 (a page calling notFound() is not:
// vercel/next.js#62228, see app/[locale]/(public)/not-found.tsx). Next's global-not-found (experimental.globalNotFound,
// ADR 0041) is a route of its own: unlike app/not-found.tsx it is not sent with every page as the root's not-found
// boundary. It brings its own <html> and the global styles.
//  - Paths the proxy handled (it sets the path header and the locale): the localized page with the shell.
//  - Anything else (no locale known): a minimal bilingual page, Albanian first.

async function proxiedLocale(): Promise<Locale | null> {
  return (await headers()).has(CURRENT_PATH_HEADER) ? requestLocale() : null;
}

export async function generateMetadata(): Promise<Metadata> {
  const locale = await proxiedLocale();
  if (!locale) return { title: `${sq.notFound.title} · ${en.notFound.title}`, robots: { index: false } };
  const t = await getTranslations({ locale, namespace: "notFound" });
  return { title: `${t("title")} · Shijo`, robots: { index: false } };
}

export default async function GlobalNotFound() {
  const locale = await proxiedLocale();
  if (locale) {
    setRequestLocale(locale);
    return (
      <LocaleDocument locale={locale}>
        <NotFoundView />
      </LocaleDocument>
    );
  }
  return (
    <html lang="sq">
      <body className="min-h-dvh font-sans antialiased">
        <main className="mx-auto flex min-h-dvh max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
          <p aria-hidden="true" className="text-8xl leading-none font-extrabold tracking-tighter text-brand-500">
            404
          </p>
          <h1 className="mt-6 text-2xl font-bold tracking-tight sm:text-3xl">{sq.notFound.title}</h1>
          <p className="mt-3 text-gray-600">{sq.notFound.text}</p>
          <p lang="en" className="mt-6 text-lg font-semibold">
            {en.notFound.title}
          </p>
          <p lang="en" className="mt-1 text-gray-600">
            {en.notFound.text}
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            {/* next/link, not the locale-aware Link: no locale is known here. */}
            <Link href="/" className="btn btn-primary h-11 px-6">
              {sq.notFound.backHome}
            </Link>
            <Link href="/en" lang="en" className="btn btn-outline h-11 px-6">
              {en.notFound.backHome}
            </Link>
          </div>
        </main>
      </body>
    </html>
  );
}
