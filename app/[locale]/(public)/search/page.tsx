import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { vendorListMetadata } from "@/components/vendor-list/list-metadata";
import { StoresView } from "@/components/vendor-list/stores-view";
import { TIRANA } from "@/lib/brand";
import { pageLocale, pageMetadata } from "@/lib/i18n/page";
import type { Locale } from "@/lib/i18n/routing";
import { canFetchVendors, vendorFilterFromQuery, type VendorFilter } from "@/lib/vendors/filter";

type SearchParams = Record<string, string | string[] | undefined>;
type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

const pageOf = (sp: SearchParams) => {
  const n = Number(Array.isArray(sp.page) ? sp.page[0] : sp.page);
  return Number.isInteger(n) && n >= 1 && n <= 1000 ? n : 1;
};

/** spec 2 §2: /search is the vendor list with a default payload: Tirana when no location is given. */
async function searchFilter(sp: SearchParams, locale: Locale): Promise<VendorFilter> {
  const filter = vendorFilterFromQuery(sp);
  if (!canFetchVendors(filter)) {
    const t = await getTranslations({ locale, namespace: "location" });
    filter.latitude = TIRANA.latitude;
    filter.longitude = TIRANA.longitude;
    filter.formatted_address = t("tirana");
  }
  return filter;
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const [locale, sp] = await Promise.all([pageLocale(params), searchParams]);
  const asked = vendorFilterFromQuery(sp);
  // The bare /search (its default Tirana payload) is one indexed page with its own canonical URL.
  if (!canFetchVendors(asked)) return pageMetadata(params, "search", { path: "/search" });
  return vendorListMetadata(locale, "/search", asked, pageOf(sp));
}

export default async function SearchPage({ params, searchParams }: Props) {
  const [locale, sp] = await Promise.all([pageLocale(params), searchParams]);
  return <StoresView locale={locale} filter={await searchFilter(sp, locale)} page={pageOf(sp)} basePath="/search" pageKey="search" />;
}
