import type { Metadata } from "next";
import { vendorListMetadata } from "@/components/vendor-list/list-metadata";
import { StoresView } from "@/components/vendor-list/stores-view";
import { pageLocale } from "@/lib/i18n/page";
import { vendorFilterFromQuery } from "@/lib/vendors/filter";

type SearchParams = Record<string, string | string[] | undefined>;
type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

const pageOf = (sp: SearchParams) => {
  const n = Number(Array.isArray(sp.page) ? sp.page[0] : sp.page);
  return Number.isInteger(n) && n >= 1 && n <= 1000 ? n : 1;
};

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const sp = await searchParams;
  return vendorListMetadata(await pageLocale(params), "/stores", vendorFilterFromQuery(sp), pageOf(sp));
}

// spec 2 §2 Vendors list: query category, latitude, longitude, formatted_address, vendor_type, order_type,
// searchTerm (plus the filter toggles, fees, sort and page), server-rendered.
export default async function StoresPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const sp = await searchParams;
  return <StoresView locale={locale} filter={vendorFilterFromQuery(sp)} page={pageOf(sp)} basePath="/stores" pageKey="stores" />;
}
