import type { ReactNode } from "react";
import type { Metadata, Viewport } from "next";
import { notFound } from "next/navigation";
import { hasLocale } from "next-intl";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { LocaleDocument } from "@/components/shell/locale-document";
import { routing } from "@/lib/i18n/routing";
import { watchRenderFailures } from "@/lib/page-cache/render-failure";
import { releaseRenderStackAtEnd } from "@/lib/render/release-render-stack";
import { siteOrigin } from "@/lib/site-url";
import { manifestPath, THEME_COLOUR } from "@/lib/pwa/manifest";
import "../globals.css";

// Every page is rendered under this layout, the page cache's fills included: the page cache hears of a product API
// read that failed during a render (the data layer does not know the page cache; ADR 0014).
watchRenderFailures();

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale: raw } = await params;
  const locale = hasLocale(routing.locales, raw) ? raw : routing.defaultLocale;
  const t = await getTranslations({ locale, namespace: "meta" });
  return {
    metadataBase: new URL(await siteOrigin()),
    title: { default: t("siteTitle"), template: "%s · Shijo" },
    description: t("siteDescription"),
    // Issue 29: installable, in the page's language (ADR 0021).
    manifest: manifestPath(locale),
    appleWebApp: { capable: true, title: "Shijo", statusBarStyle: "default" },
  };
}

export const viewport: Viewport = { themeColor: THEME_COLOUR, width: "device-width", initialScale: 1 };

export default async function LocaleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  // Every page and layout (pageLocale) and every product-API read (apiFetch) ask the same; here for a render that does
  // neither (lib/render/release-render-stack.ts).
  releaseRenderStackAtEnd();
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  return <LocaleDocument locale={locale}>{children}</LocaleDocument>;
}
