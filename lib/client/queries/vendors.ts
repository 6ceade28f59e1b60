// Vendors' plain calls for the public pages (no TanStack Query there, issue 14): the paged list, the signed-in
// customer's hearts and past orders at a vendor, and the favourite toggle. The cached menu and open-check queries of
// the cart and checkout are in vendors-query.ts.
import type { VendorPersonalState } from "@/lib/api/schemas/vendor-detail";
import { GUEST_STATE } from "@/lib/vendors/personal";
import type { VendorCardData } from "@/lib/vendors/card";
import { bff, bffRequest } from "../bff";

export interface VendorPageData {
  vendors: VendorCardData[];
  page: number;
  lastPage: number;
  total: number;
}

/** GET /api/vendors?…&page=N (pages of 15): the page, or null when it could not be had. */
export const fetchVendorPage = (query: string, page: number) =>
  bffRequest<VendorPageData>(`/api/vendors?${query}${query ? "&" : ""}page=${page}`).then((r) => (r.ok ? r.data : null));

/**
 * GET /api/vendors/{hash}/me: the signed-in customer's hearts and past orders there. Spec 2 §8: a silent failure, the
 * page then shows a guest's state.
 */
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
