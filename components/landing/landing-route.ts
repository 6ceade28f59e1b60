import "server-only";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import type { Metadata } from "next";
import { getLanding, LANDING_HASH } from "@/lib/api/landing";
import { getPathname } from "@/lib/i18n/navigation";
import { isLocale, type Locale } from "@/lib/i18n/routing";
import { selectedOrderMethod } from "@/lib/vendors/order-method";
import { log } from "@/lib/log";

export interface LandingParams {
  locale: string;
  vendor_hash: string;
  order_method?: string;
}

/** The landing data of a route; an unknown vendor is a 404, any other failure gives null (spec 1 §8: logged only). */
export async function resolveLanding(params: LandingParams) {
  const locale: Locale = isLocale(params.locale) ? params.locale : "sq";
  if (!LANDING_HASH.test(params.vendor_hash)) notFound();
  const result = await getLanding(locale, params.vendor_hash);
  if (!result.ok) {
    if (result.error.status === 404) notFound();
    log.error({ area: "landing", vendor: params.vendor_hash, kind: result.error.kind, status: result.error.status }, "landing failed");
    return { locale, landing: null, method: params.order_method ?? null };
  }
  const method = selectedOrderMethod(params.order_method ? safeDecode(params.order_method) : null, result.data.restaurant.order_method);
  return { locale, landing: result.data, method };
}

/** The unprefixed path of a landing page: /landing/{hash} or /landing/{hash}/{method}. */
export function landingPath(hash: string, method?: string | null): string {
  return method ? `/landing/${hash}/${encodeURIComponent(method)}` : `/landing/${hash}`;
}

/** Full Open Graph and Twitter tags, so a link pasted into a chat app shows a rich preview (issue 6). */
export async function landingMetadata(params: LandingParams): Promise<Metadata> {
  const { locale, landing } = await resolveLanding(params);
  const t = await getTranslations({ locale, namespace: "landing" });
  if (!landing) return { title: t("unavailableTitle"), description: t("unavailableText"), robots: { index: false, follow: true } };
  const { restaurant, landingPage } = landing;
  const title = t("metaTitle", { name: restaurant.name });
  const description = landingPage.description || t("metaDescription", { name: restaurant.name, minutes: landingPage.deliveryTimeMinutes });
  // Both landing URLs of a vendor show the same page: the one without a method is canonical.
  const path = landingPath(params.vendor_hash);
  const at = (l: Locale) => getPathname({ href: path, locale: l });
  return {
    title: { absolute: title },
    description,
    alternates: { canonical: at(locale), languages: { sq: at("sq"), en: at("en"), "x-default": at("sq") } },
    openGraph: { type: "website", title, description, siteName: "Shijo", locale: locale === "sq" ? "sq_AL" : "en_GB", url: at(locale) },
    twitter: { card: "summary_large_image", title, description },
  };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
