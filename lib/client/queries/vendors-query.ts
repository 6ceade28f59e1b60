// Vendors' cached reads (queryOptions) for the cart, checkout and reorder: a vendor's public menu and whether it is open.
import { queryOptions } from "@tanstack/react-query";
import type { VendorDetail } from "@/lib/api/schemas/vendor-detail";
import { bffRequest } from "../bff";
import { queryKeys } from "../query-keys";

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
