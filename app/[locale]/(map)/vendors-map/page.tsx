import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { VendorsMap } from "@/components/map/vendors-map";
import { ClientMessages } from "@/components/providers/client-messages";
import { VENDORS_MAP_ZOOM, type VendorMarker } from "@/components/map/vendors-map-types";
import { SearchForm } from "@/components/search/search-form";
import { searchFormLabels } from "@/components/search/search-labels";
import { PageTitle } from "@/components/ui/page-title";
import { listVendors } from "@/lib/api/vendors";
import { TIRANA } from "@/lib/brand";
import { Link } from "@/lib/i18n/navigation";
import { pageLocale, pageMetadata } from "@/lib/i18n/page";
import { orderTypeOf } from "@/lib/search/submit";
import { mapFirstView } from "@/lib/vendors/map-view";
import { storePath } from "@/lib/vendors/order-method";
import { canFetchVendors, mapPointsQuery, mapVendorsApiQuery, vendorFilterFromQuery, vendorFilterToQuery } from "@/lib/vendors/filter";

type SearchParams = Record<string, string | string[] | undefined>;
type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

const read = (sp: SearchParams, key: string) => {
  const v = sp[key];
  return ((Array.isArray(v) ? v[0] : v) ?? "").trim();
};

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const sp = await searchParams;
  // One indexed map page; a map for a given place or filter is followed, not indexed.
  return pageMetadata(params, "vendorsMap", { path: "/vendors-map", noindex: Object.keys(sp).length > 0 });
}

/**
 * spec 2 §2 Vendors map: the list's query (default Tirana), the first view fitted to the nearest vendors (up to 100,
 * spec 2 §9; at most zoom 16, lib/vendors/map-view.ts), which are also listed as links, for no-JS visitors. The map
 * itself holds every vendor the filters match, wherever it is, clustered where they crowd (issue 26 §4, ADR 0032);
 * a marker opens the vendor page. is_one_vendor=1 (opened from a vendor page) shows one vendor: the one named by
 * vendor={hash_id}, else the nearest to the given point.
 */
export default async function VendorsMapPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const sp = await searchParams;
  const filter = vendorFilterFromQuery(sp);
  const [pages, t, tVendors, tLocation, labels] = await Promise.all([
    getTranslations("pages"),
    getTranslations("vendorsMap"),
    getTranslations("vendors"),
    getTranslations("location"),
    searchFormLabels(),
  ]);
  const searched = canFetchVendors(filter);
  if (!searched) {
    filter.latitude = TIRANA.latitude;
    filter.longitude = TIRANA.longitude;
    filter.formatted_address = filter.formatted_address || tLocation("tirana");
  }
  const oneVendor = read(sp, "is_one_vendor") === "1";
  if (oneVendor) filter.sort = "closest";
  const result = await listVendors(locale, mapVendorsApiQuery(filter));
  let vendors = result.ok ? result.data.vendors.data : [];
  if (oneVendor) {
    const hash = read(sp, "vendor");
    vendors = hash ? vendors.filter((v) => v.hash_id === hash).slice(0, 1) : vendors.slice(0, 1);
  }
  const markers: VendorMarker[] = vendors.map((v) => ({
    id: v.id, title: v.title, href: storePath(v), latitude: v.latitude, longitude: v.longitude, logo: v.logo_thumbnail_path,
  }));
  const view = mapFirstView({ center: { latitude: filter.latitude!, longitude: filter.longitude! }, markers, searched, oneVendor, zoom: VENDORS_MAP_ZOOM });
  const listQuery = vendorFilterToQuery({ ...filter, sort: null }).toString();

  return (
    <div className="flex flex-1 flex-col">
      <div className="mx-auto w-full max-w-7xl px-4 pt-4 pb-3 sm:px-6 lg:px-8">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <PageTitle className="text-xl sm:text-2xl">{pages("vendorsMap.title")}</PageTitle>
          <Link href={`/stores?${listQuery}`} className="text-sm font-semibold text-brand-800 hover:underline">
            {t("list_link")}
          </Link>
        </div>
        <div className="mt-3">
          <SearchForm
            compact
            labels={labels}
            target="/vendors-map"
            initial={{
              where: filter.formatted_address,
              place: { latitude: filter.latitude, longitude: filter.longitude, formatted_address: filter.formatted_address },
              searchTerm: filter.searchTerm,
              vendor_type: filter.vendor_type,
              order_type: filter.order_type ? orderTypeOf(filter.order_type) : "delivery",
              category: filter.category || undefined,
            }}
          />
        </div>
      </div>
      <div className="grid flex-1 lg:h-[calc(100dvh-13.5rem)] lg:min-h-[28rem] lg:flex-none lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="h-[65dvh] min-h-80 lg:h-full">
          <ClientMessages namespaces={["vendorsMap"]}>
            <VendorsMap
              view={view}
              cityName={tLocation("tirana").split(",")[0]}
              // MapLibre draws the points (ADR 0032); the page's own markers travel only when they are drawn: one vendor,
              // or the Mapbox adapter (which draws the listed vendors).
              markers={oneVendor || process.env.NEXT_PUBLIC_MAPBOX_TOKEN ? markers : []}
              pointsPath={oneVendor ? null : `/api/vendors/map-points?${mapPointsQuery(filter)}`}
              label={t("map_label")}
              markerLabel={t("marker", { title: "{title}" })}
              loadingLabel={t("loading")}
            />
          </ClientMessages>
        </div>
        <section aria-labelledby="map-vendors" className="border-t border-gray-100 p-4 lg:h-full lg:overflow-y-auto lg:border-t-0 lg:border-l">
          <h2 id="map-vendors" className="mb-2 text-base font-bold">
            {oneVendor ? t("one_vendor") : t("list_title")} <span className="text-sm font-normal text-gray-700">({tVendors("results_count", { count: markers.length })})</span>
          </h2>
          <ul className="grid gap-1 text-sm">
            {markers.map((m) => (
              <li key={m.id}>
                <Link href={m.href} prefetch={false} className="block rounded-lg px-2 py-1.5 hover:bg-gray-50">
                  {m.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
