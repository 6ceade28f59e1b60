import "server-only";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { vendorTags } from "@/lib/api/schemas/vendor";
import type { VendorDetail } from "@/lib/api/schemas/vendor-detail";
import { getPublicVendor } from "@/lib/api/vendor-detail";
import { getPathname } from "@/lib/i18n/navigation";
import { isLocale, routing, type Locale } from "@/lib/i18n/routing";
import { selectedOrderMethod, storePath } from "@/lib/vendors/order-method";

export interface VendorRouteParams {
  locale: string;
  vendor_hash: string;
  vendor_name: string;
  /** Absent on the /restaurant alias (delivery). */
  order_method?: string;
}

export interface ResolvedVendor {
  locale: Locale;
  vendor: VendorDetail;
  /** The method shown: the route's first part if offered, else the vendor's first (spec 2 §4). */
  method: string;
  /** Unprefixed canonical path: the right slug and method, whatever the URL said. */
  path: string;
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Loads the vendor of a /store or /restaurant URL by its hash; the slug is cosmetic (ARCHITECTURE "Conventions"). */
export async function resolveVendor(params: VendorRouteParams): Promise<{ locale: Locale; found: ResolvedVendor | null; failed: boolean }> {
  const locale = isLocale(params.locale) ? params.locale : routing.defaultLocale;
  const hash = decoded(params.vendor_hash).toLowerCase();
  const result = await getPublicVendor(locale, hash);
  if (!result.ok) return { locale, found: null, failed: result.error.status !== 404 };
  const vendor = result.data;
  const method = selectedOrderMethod(params.order_method ? decoded(params.order_method) : undefined, vendor.order_method);
  return { locale, failed: false, found: { locale, vendor, method, path: storePath({ hash_id: vendor.hash_id, slug: vendor.slug, order_method: method }) } };
}

/** Title, description, canonical, hreflang sq/en + x-default, Open Graph and Twitter for a vendor page. */
export async function vendorMetadata(params: VendorRouteParams): Promise<Metadata> {
  const { locale, found } = await resolveVendor(params);
  const t = await getTranslations({ locale, namespace: "vendorPage" });
  if (!found) return { title: t("notFoundTitle"), robots: { index: false, follow: true } };
  const { vendor, path } = found;
  const title = t("metaTitle", { name: vendor.title });
  const description = t("metaDescription", {
    name: vendor.title,
    address: vendor.address,
    city: vendor.city,
    tags: vendorTags(vendor, locale).join(", "),
  });
  const at = (l: Locale) => getPathname({ href: path, locale: l });
  return {
    title,
    description,
    alternates: { canonical: at(locale), languages: { sq: at("sq"), en: at("en"), "x-default": at("sq") } },
    openGraph: {
      type: "website",
      title,
      description,
      url: at(locale),
      siteName: "Shijo",
      locale: locale === "sq" ? "sq_AL" : "en_GB",
      alternateLocale: locale === "sq" ? ["en_GB"] : ["sq_AL"],
    },
    twitter: { card: "summary_large_image", title, description },
  };
}
