import { brandPaths } from "@/lib/brand";
import { isSortKey, SORT_OPTIONS, type SortKey } from "./sort";

// Spec 1 §3 / spec 2 §3 Home vendor filter, as carried in the /stores URL.
export type VendorKind = "vendors" | "grocery";

export const FEE_MIN = 0;
export const FEE_MAX = 300; // spec 2 §9: 0 and 300 mean no bound
export const VENDORS_PAGE_SIZE = 15;
export const MAP_VENDORS_PAGE_SIZE = 100;

export const FILTER_TOGGLES = ["is_meal", "is_dietary", "ongoing_offer", "open_now", "online_payment", "delivery_by_shijo"] as const;
export type FilterToggle = (typeof FILTER_TOGGLES)[number];

export interface VendorFilter extends Record<FilterToggle, boolean> {
  category: string;
  latitude: number | null;
  longitude: number | null;
  formatted_address: string;
  vendor_type: VendorKind;
  order_type: string;
  searchTerm: string;
  low_fee: number;
  high_fee: number;
  sort: SortKey | null;
}

// Spec 2 §7: the toggles' product-API names (ongoing offer is "promotions").
const API_TOGGLE: Record<FilterToggle, string> = {
  is_meal: "is_meal",
  is_dietary: "is_dietary",
  ongoing_offer: "promotions",
  open_now: "open_now",
  online_payment: "online_payment",
  delivery_by_shijo: brandPaths.deliveryBy,
};

export function defaultVendorFilter(): VendorFilter {
  return {
    category: "",
    latitude: null,
    longitude: null,
    formatted_address: "",
    vendor_type: "vendors",
    order_type: "",
    searchTerm: "",
    is_meal: false,
    is_dietary: false,
    ongoing_offer: false,
    open_now: false,
    online_payment: false,
    delivery_by_shijo: false,
    low_fee: FEE_MIN,
    high_fee: FEE_MAX,
    sort: null,
  };
}

type Query = URLSearchParams | Record<string, string | string[] | undefined>;

function read(query: Query, key: string): string {
  const v = query instanceof URLSearchParams ? query.get(key) : query[key];
  return ((Array.isArray(v) ? v[0] : v) ?? "").trim();
}

function coordinate(value: string, limit: number): number | null {
  if (value === "") return null;
  const n = Number(value);
  return Number.isFinite(n) && Math.abs(n) <= limit ? n : null;
}

function fee(value: string, fallback: number): number {
  const n = Number(value);
  return value !== "" && Number.isFinite(n) ? Math.min(FEE_MAX, Math.max(FEE_MIN, Math.round(n))) : fallback;
}

/** /stores URL → filter. Bad values fall back to defaults; a reversed fee range is swapped. */
export function vendorFilterFromQuery(query: Query): VendorFilter {
  const f = defaultVendorFilter();
  f.category = read(query, "category");
  f.latitude = coordinate(read(query, "latitude"), 90);
  f.longitude = coordinate(read(query, "longitude"), 180);
  f.formatted_address = read(query, "formatted_address");
  f.vendor_type = read(query, "vendor_type") === "grocery" ? "grocery" : "vendors";
  f.order_type = read(query, "order_type");
  f.searchTerm = read(query, "searchTerm");
  for (const t of FILTER_TOGGLES) f[t] = read(query, t) === "1";
  const low = fee(read(query, "low_fee"), FEE_MIN);
  const high = fee(read(query, "high_fee"), FEE_MAX);
  [f.low_fee, f.high_fee] = low <= high ? [low, high] : [high, low];
  const sort = read(query, "sort");
  f.sort = isSortKey(sort) ? sort : null;
  return f;
}

/** Filter → /stores URL query: only values that differ from the defaults. */
export function vendorFilterToQuery(f: VendorFilter): URLSearchParams {
  const q = new URLSearchParams();
  if (f.category) q.set("category", f.category);
  if (f.latitude !== null && f.longitude !== null) {
    q.set("latitude", String(f.latitude));
    q.set("longitude", String(f.longitude));
  }
  if (f.formatted_address) q.set("formatted_address", f.formatted_address);
  q.set("vendor_type", f.vendor_type);
  if (f.order_type) q.set("order_type", f.order_type);
  if (f.searchTerm.trim()) q.set("searchTerm", f.searchTerm.trim());
  for (const t of FILTER_TOGGLES) if (f[t]) q.set(t, "1");
  if (f.low_fee > FEE_MIN) q.set("low_fee", String(f.low_fee));
  if (f.high_fee < FEE_MAX) q.set("high_fee", String(f.high_fee));
  if (f.sort) q.set("sort", f.sort);
  return q;
}

/** Spec 2 §4: nothing is fetched while latitude or longitude is empty. */
export function canFetchVendors(f: VendorFilter): boolean {
  return f.latitude !== null && f.longitude !== null;
}

/** Filter part shared by the list, the map and the featured blocks (spec 2 §5: category and name only if non-empty). */
function filterParams(f: VendorFilter, q: URLSearchParams): URLSearchParams {
  q.set("lat", String(f.latitude ?? ""));
  q.set("lng", String(f.longitude ?? ""));
  q.set("vendor_type", f.vendor_type === "grocery" ? "Grocery" : "Restaurant");
  if (f.order_type) q.set("order_method", f.order_type);
  if (f.category) q.append("food_category_ids[]", f.category);
  for (const t of FILTER_TOGGLES) if (f[t]) q.set(API_TOGGLE[t], "1");
  if (f.low_fee > FEE_MIN) q.set("low_fee", String(f.low_fee));
  if (f.high_fee < FEE_MAX) q.set("high_fee", String(f.high_fee));
  if (f.searchTerm.trim()) q.set("name", f.searchTerm.trim());
  return q;
}

/** Spec 2 §7 GET vendors?lat&lng&page&per_page[&ordering_attribute&ordering_order][&filters]; page size 15, map 100. */
export function vendorsApiQuery(f: VendorFilter, page: number, perPage: number = VENDORS_PAGE_SIZE): URLSearchParams {
  const q = filterParams(f, new URLSearchParams());
  q.set("page", String(page));
  q.set("per_page", String(perPage));
  if (f.sort) {
    q.set("ordering_attribute", SORT_OPTIONS[f.sort].ordering_attribute);
    q.set("ordering_order", String(SORT_OPTIONS[f.sort].ordering_order));
  }
  return q;
}

/** Spec 2 §9: the vendors map fetches 100 at once. */
export function mapVendorsApiQuery(f: VendorFilter): URLSearchParams {
  return vendorsApiQuery(f, 1, MAP_VENDORS_PAGE_SIZE);
}

/**
 * Issue 26 §4 (ADR 0032): GET vendors/map-points?[filters] — the list's filters without a place, since the map holds
 * every vendor they match wherever it is.
 */
export function mapPointsApiQuery(f: VendorFilter): URLSearchParams {
  const q = filterParams(f, new URLSearchParams());
  q.delete("lat");
  q.delete("lng");
  return q;
}

/** The storefront's own query for the map's points (/api/vendors/map-points): the page's filters, no place, no sort. */
export function mapPointsQuery(f: VendorFilter): URLSearchParams {
  const q = vendorFilterToQuery({ ...f, latitude: null, longitude: null, formatted_address: "", sort: null });
  q.sort();
  return q;
}

/** Spec 2 §7 GET vendors/mobile-feature-blocks?lat&lng[&filters]. */
export function featureBlocksApiQuery(f: VendorFilter): URLSearchParams {
  return filterParams(f, new URLSearchParams());
}

export const VENDOR_LIST_KEYS = ["vendors.no_location", "vendors.no_restaurant_search", "vendors.no_grocery_search"] as const;
export type VendorListKey = (typeof VENDOR_LIST_KEYS)[number];

/** Spec 2 §4 / §8: no location message; empty result with distinct text for restaurants and groceries. */
export function vendorListEmptyKey(f: VendorFilter, count: number): VendorListKey | null {
  if (!canFetchVendors(f)) return "vendors.no_location";
  if (count > 0) return null;
  return f.vendor_type === "grocery" ? "vendors.no_grocery_search" : "vendors.no_restaurant_search";
}
