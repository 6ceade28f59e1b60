import { getTranslations } from "next-intl/server";
import { FilterDialog } from "@/components/ui/filter-dialog";
import { PageTitle } from "@/components/ui/page-title";
import { SearchForm } from "@/components/search/search-form";
import { searchFormLabels } from "@/components/search/search-labels";
import { foodCategories } from "@/lib/api/food-categories";
import { categoryTitle } from "@/lib/api/schemas/food-category";
import { featureBlocks, listVendors } from "@/lib/api/vendors";
import { Link } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { orderTypeOf } from "@/lib/search/submit";
import { toVendorCard } from "@/lib/vendors/card";
import {
  canFetchVendors, featureBlocksApiQuery, FILTER_TOGGLES, vendorFilterToQuery, vendorListEmptyKey, vendorsApiQuery, type VendorFilter, type VendorListKey,
} from "@/lib/vendors/filter";
import { CardIconSprite } from "./card-icons";
import { FeaturedBlocks } from "./featured-blocks";
import { FilterPanel } from "./filter-panel";
import { PinIcon } from "@/components/ui/icons/map-pin";
import { filterLabels, vendorCardLabels, vendorListLabels } from "./list-labels";
import { VendorList } from "./vendor-list";

interface StoresViewProps {
  locale: Locale;
  filter: VendorFilter;
  page: number;
  basePath: "/stores" | "/search";
  pageKey: "stores" | "search";
}

/**
 * spec 2 §2 Vendors list (/stores, and /search with its default payload): search bar, category breadcrumb,
 * featured blocks, the filter panel (wide) or modal (narrow), and the server-rendered page of vendors that the
 * client list continues. Spec 2 §4: nothing is fetched without a location (a message shows instead).
 */
export async function StoresView({ locale, filter, page, basePath, pageKey }: StoresViewProps) {
  const located = canFetchVendors(filter);
  const [pages, t, tc, te, searchLabels, cardLabels, listLabels, panelLabels, categories, list, blocks] = await Promise.all([
    getTranslations("pages"),
    getTranslations("vendors"),
    getTranslations("common"),
    getTranslations("errors"),
    searchFormLabels(),
    vendorCardLabels(),
    vendorListLabels(),
    filterLabels(),
    filter.category ? foodCategories(locale) : Promise.resolve(null),
    located ? listVendors(locale, vendorsApiQuery(filter, page)) : Promise.resolve(null),
    located && page === 1 ? featureBlocks(locale, featureBlocksApiQuery(filter)) : Promise.resolve(null),
  ]);
  const category = categories?.ok ? categories.data.food_categories.find((c) => String(c.id) === filter.category) : undefined;
  const query = vendorFilterToQuery(filter).toString();
  const vendors = list?.ok ? list.data.vendors : null;
  const emptyKey = located && !vendors ? null : vendorListEmptyKey(filter, vendors?.data.length ?? 0);
  const emptyText: Record<VendorListKey, string> = {
    "vendors.no_location": t("no_location"),
    "vendors.no_restaurant_search": t("no_restaurant_search"),
    "vendors.no_grocery_search": t("no_grocery_search"),
  };
  const narrowed = FILTER_TOGGLES.some((k) => filter[k]) || filter.searchTerm !== "" || filter.category !== "";

  const panel = (mode: "instant" | "deferred") => <FilterPanel key={`${mode}:${query}`} filter={filter} basePath={basePath} mode={mode} labels={panelLabels} />;

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
      {category && (
        <nav aria-label={t("breadcrumb")} className="mb-3 text-sm">
          <ol className="flex flex-wrap items-center gap-1 text-gray-700">
            <li>
              <Link href="/" className="hover:underline">
                {t("home")}
              </Link>
            </li>
            <li aria-hidden="true">›</li>
            <li>
              <Link href="/categories" className="hover:underline">
                {t("categories")}
              </Link>
            </li>
            <li aria-hidden="true">›</li>
            <li aria-current="page" className="font-semibold text-ink">
              {categoryTitle(category, locale)}
            </li>
          </ol>
        </nav>
      )}

      <PageTitle>{category ? categoryTitle(category, locale) : pages(`${pageKey}.title`)}</PageTitle>
      {filter.formatted_address && (
        <p className="mt-2 flex items-center gap-1 text-sm text-gray-700">
          <PinIcon className="size-4" />
          {t("near", { address: filter.formatted_address })}
        </p>
      )}

      <div className="mt-5 rounded-2xl bg-gray-50 p-4">
        <SearchForm
          compact
          labels={searchLabels}
          target="/stores"
          initial={{
            where: filter.formatted_address,
            place: located ? { latitude: filter.latitude, longitude: filter.longitude, formatted_address: filter.formatted_address } : null,
            searchTerm: filter.searchTerm,
            vendor_type: filter.vendor_type,
            order_type: filter.order_type ? orderTypeOf(filter.order_type) : "delivery",
            category: filter.category || undefined,
          }}
        />
      </div>

      {!located ? (
        <p role="status" className="mt-8 rounded-2xl bg-brand-50 p-6 text-center text-base font-medium text-ink">
          {t("no_location")}
        </p>
      ) : (
        <div className="mt-6 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-8">
          <CardIconSprite />
          <aside className="hidden lg:block" aria-label={t("filters_title")}>
            {/* Never taller than the window: it scrolls itself, so the sort at its end is reached without scrolling
                the page to the list's end, and the list's rows settling do not move it under the pointer. */}
            <div className="sticky top-20 max-h-[calc(100dvh-6rem)] overflow-y-auto overscroll-contain px-1 pb-1">{panel("instant")}</div>
          </aside>

          <div className="grid min-w-0 grid-cols-1 gap-8">
            <div className="flex flex-wrap items-center gap-2 lg:hidden">
              <FilterDialog id="vendor-filters" title={t("open_filters")} trigger={t("open_filters")} closeLabel={tc("close")}>
                {panel("deferred")}
              </FilterDialog>
              <Link href={`/vendors-map?${query}`} className="btn btn-ghost">
                <PinIcon className="size-4" />
                {t("map_link")}
              </Link>
            </div>

            {blocks?.ok && <FeaturedBlocks blocks={blocks.data.result} locale={locale} vendorType={filter.vendor_type} labels={cardLabels} />}

            <section aria-labelledby="all-vendors">
              <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
                <h2 id="all-vendors" className="text-lg font-bold text-ink">
                  {filter.vendor_type === "grocery" ? t("all_groceries") : t("all_vendors")}
                  {vendors && <span className="ml-2 text-sm font-normal text-gray-700">{t("results_count", { count: vendors.total })}</span>}
                </h2>
                <Link href={`/vendors-map?${query}`} className="hidden text-sm font-semibold text-brand-800 hover:underline lg:inline">
                  {t("map_link")}
                </Link>
              </div>
              {!vendors ? (
                <p role="status" className="rounded-2xl bg-gray-50 p-6 text-center text-gray-700">
                  {/* Issue 15: a product API that does not answer within API_TIMEOUT_MS says so ("the service took too long"). */}
                  {list && !list.ok && list.error.kind === "timeout" ? te("upstreamTimeout") : t("unavailable")}
                </p>
              ) : emptyKey ? (
                <div role="status" className="rounded-2xl bg-gray-50 p-6 text-center text-gray-700">
                  <p>{emptyText[emptyKey]}</p>
                  {!narrowed && <p className="mt-2 font-semibold text-ink">{t("soon_in_your_area")}</p>}
                </div>
              ) : (
                <VendorList
                  key={`${query}:${page}`}
                  initial={{ vendors: vendors.data.map((v) => toVendorCard(v, locale)), page: vendors.current_page, lastPage: vendors.last_page, total: vendors.total }}
                  query={query}
                  basePath={basePath}
                  labels={listLabels}
                  locale={locale}
                />
              )}
            </section>
          </div>
        </div>
      )}
    </div>
  );
}
