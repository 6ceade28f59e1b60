import "server-only";
import type { Metadata } from "next";
import { getLocale, getTranslations, setRequestLocale } from "next-intl/server";
import type messages from "@/messages/sq.json";
import { getPathname } from "./navigation";
import { isLocale, routing, type Locale } from "./routing";
import { releaseRenderStackAtEnd } from "@/lib/render/release-render-stack";

/** A key of the `pages` namespace: every route has a title and a description there. */
export type PageKey = keyof (typeof messages)["pages"];

export type LocaleParams = Promise<{ locale: string }>;

/** Awaits the route's locale, enables static rendering for it (next-intl) and returns it. */
export async function pageLocale(params: LocaleParams): Promise<Locale> {
  releaseRenderStackAtEnd();
  const { locale } = await params;
  const valid = isLocale(locale) ? locale : routing.defaultLocale;
  setRequestLocale(valid);
  return valid;
}

/** The request's locale (next-intl's, from the route or the proxy), as one of ours: the default if it is not. */
export async function requestLocale(): Promise<Locale> {
  const raw = await getLocale();
  return isLocale(raw) ? raw : routing.defaultLocale;
}

interface PageMetadataOptions {
  /** Unprefixed path of a public page: adds canonical and hreflang alternates. */
  path?: string;
  /** Personal, account and form pages stay out of search engines. */
  noindex?: boolean;
  /** Overrides the title key, e.g. the login page's register view. */
  titleKey?: PageKey;
}

export async function pageMetadata(params: LocaleParams, page: PageKey, options: PageMetadataOptions = {}): Promise<Metadata> {
  const { locale: raw } = await params;
  const locale = isLocale(raw) ? raw : routing.defaultLocale;
  const t = await getTranslations({ locale, namespace: "pages" });
  const key = options.titleKey ?? page;
  const title = t(`${key}.title`);
  const description = t(`${key}.description`);
  const metadata: Metadata = {
    title,
    description,
    openGraph: { title, description, siteName: "Shijo", locale: locale === "sq" ? "sq_AL" : "en_GB", type: "website" },
  };
  if (options.noindex) metadata.robots = { index: false, follow: false };
  if (options.path) {
    const at = (l: Locale) => getPathname({ href: options.path!, locale: l });
    metadata.alternates = { canonical: at(locale), languages: { sq: at("sq"), en: at("en"), "x-default": at("sq") } };
  }
  return metadata;
}
