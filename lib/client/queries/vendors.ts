// Vendors' reads (queryOptions) and writes: the paged list, a vendor's public menu, whether it is open, the signed-in
// customer's hearts and past orders there, and the favourite toggle.
import { queryOptions } from "@tanstack/react-query";
import type { VendorDetail, VendorPersonalState } from "@/lib/api/schemas/vendor-detail";
import type { VendorCardData } from "@/lib/vendors/card";
import { bff, bffRequest } from "../bff";
import { queryKeys } from "../query-keys";

export interface VendorPageData {
  vendors: VendorCardData[];
  page: number;
  lastPage: number;
  total: number;
}

/** GET /api/vendors?…&page=N (pages of 15): the page, or null when it could not be had. */
export const fetchVendorPage = (query: string, page: number) =>
  bffRequest<VendorPageData>(`/api/vendors?${query}${query ? "&" : ""}page=${page}`).then((r) => (r.ok ? r.data : null));

/** GET /api/vendors/{key}: the public menu (null when it cannot be had: callers stay silent). */
export const vendorMenuQuery = (key: string) =>
  queryOptions({
    queryKey: queryKeys.vendors.menu(key),
    queryFn: async ({ signal }): Promise<VendorDetail | null> => {
      const result = await bffRequest<{ vendor: VendorDetail }>(`/api/vendors/${encodeURIComponent(key)}`, { signal });
      return result.ok ? result.data.vendor : null;
    },
  });

/** GET /api/vendors/{key}/open → check-vendor-open: true, false, or null when the check itself failed. */
export const vendorOpenQuery = (key: number | string) =>
  queryOptions({
    queryKey: queryKeys.vendors.open(key),
    queryFn: async ({ signal }): Promise<boolean | null> => {
      const result = await bffRequest<{ vendor_open: number }>(`/api/vendors/${encodeURIComponent(String(key))}/open`, { signal });
      return result.ok ? result.data.vendor_open === 1 : null;
    },
    staleTime: 15_000,
  });

export const GUEST_STATE: VendorPersonalState = { loggedIn: false, isFav: 0, favouriteProductIds: [], hasPastOrders: false };

/** GET /api/vendors/{hash}/me; spec 2 §8: silent failure, the page then shows no personal state. */
/** GET /api/vendors/{hash}/me: the signed-in customer's hearts and past orders there; a guest's state on failure. */
export const fetchVendorPersonal = async (hash: string, signal?: AbortSignal): Promise<VendorPersonalState> => {
  const result = await bffRequest<VendorPersonalState>(`/api/vendors/${encodeURIComponent(hash)}/me`, { signal });
  return result.ok ? result.data : GUEST_STATE;
};

export type FavouriteTarget = { kind: "vendor"; id: number; current: boolean } | { kind: "product"; id: number; current: boolean };

/** spec 2 §4 Favourite toggle: 0 → 1 or 1 → 0. */
export const toggleFavourite = (target: FavouriteTarget) => {
  const favourite = target.current ? 0 : 1;
  const body = target.kind === "vendor" ? { vendor_id: target.id, favourite } : { product_id: target.id, favourite };
  return bff(`/api/favourites/${target.kind}`, { method: "POST", body });
};
