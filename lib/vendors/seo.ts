import { FEE_MAX, FEE_MIN, FILTER_TOGGLES, type VendorFilter } from "./filter";

// Which vendor-list URLs search engines should index (issue 4 "Filters live in the URL, so a filtered list is
// shareable and crawlable"; docs/adr/0006-vendor-list-indexing.md):
// - indexed: a place (category, latitude, longitude, formatted_address, vendor_type), optionally with a category and the vendors/grocery switch — the pages people search for
//   ("pizza near Blloku"), with a canonical URL carrying only those parameters in a fixed order;
// - followed but not indexed: the same list narrowed by toggles, fees, sort, order type, a typed search term or a
//   later page — endless near-duplicates that would spend the crawl budget; their canonical points at the indexed
//   list they narrow;
// - no place at all: the "choose an address" message, not indexed.
export interface ListIndexing {
  /** Query of the canonical URL ("" for the bare list). */
  canonicalQuery: string;
  index: boolean;
}

/** Rounded so near-identical coordinates from a geocoder share one canonical URL (about 10 m). */
const coordinate = (n: number) => String(Math.round(n * 1e4) / 1e4);

export function listIndexing(f: VendorFilter, page: number): ListIndexing {
  const q = new URLSearchParams();
  const located = f.latitude !== null && f.longitude !== null;
  if (located) {
    if (f.category) q.set("category", f.category);
    q.set("latitude", coordinate(f.latitude!));
    q.set("longitude", coordinate(f.longitude!));
    if (f.formatted_address) q.set("formatted_address", f.formatted_address);
    q.set("vendor_type", f.vendor_type);
  }
  const narrowed =
    FILTER_TOGGLES.some((t) => f[t]) ||
    f.low_fee > FEE_MIN ||
    f.high_fee < FEE_MAX ||
    f.sort !== null ||
    f.order_type !== "" ||
    f.searchTerm.trim() !== "" ||
    page > 1;
  return { canonicalQuery: q.toString(), index: located && !narrowed };
}
