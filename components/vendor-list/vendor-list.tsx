import type { VendorPageData } from "@/lib/client/queries/vendors";
import type { Locale } from "@/lib/i18n/routing";
import { MoreVendors } from "./more-vendors";
import { ServedCards } from "./served-cards";
import type { VendorListLabels } from "./vendor-list-labels";

export type { VendorListLabels };

export type { VendorPageData };


interface VendorListProps {
  /** The server-rendered page (complete HTML without JavaScript). */
  initial: VendorPageData;
  /** The list's /stores query without page (lib/vendors/filter.ts vendorFilterToQuery). */
  query: string;
  /** "/stores" or "/search": where the plain "more" link points. */
  basePath: string;
  labels: VendorListLabels;
  locale: Locale;
}

/**
 * spec 2 §4 Vendor list loading: the server renders the page's vendors; MoreVendors continues the list in the browser
 * (infinite paging of 15, later pages append only vendors not already shown). The first page's cards are server HTML,
 * so their code is not in the page's JavaScript (issue 14); the card code loads with the second page.
 */
export function VendorList({ initial, query, basePath, labels, locale }: VendorListProps) {
  const { card, ...listLabels } = labels;
  return (
    <MoreVendors
      initial={{ ids: initial.vendors.map((v) => v.id), page: initial.page, lastPage: initial.lastPage }}
      query={query}
      basePath={basePath}
      labels={listLabels}
      cardLabels={card}
    >
      {/* A phone shows none of the list at first (it starts below the search form and the featured rows). */}
      <ServedCards cards={initial.vendors} labels={card} locale={locale} itemClassName="render-later vendor-list-item" />
    </MoreVendors>
  );
}
