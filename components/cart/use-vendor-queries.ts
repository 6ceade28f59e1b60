"use client";

import { useQuery } from "@tanstack/react-query";
import { vendorMenuQuery, vendorOpenQuery } from "@/lib/client/queries/vendors-query";

/** GET /api/vendors/{key}: the public menu of the cart's vendor (suggestions, delivery fee). Silent on failure. */
export function useVendorMenu(key: string | null) {
  return useQuery({ ...vendorMenuQuery(key ?? ""), enabled: Boolean(key) });
}

/** GET /api/vendors/{id}/open → check-vendor-open: the cart re-checks before offering checkout (spec 2 §4). */
export function useVendorOpen(key: string | null) {
  return useQuery({ ...vendorOpenQuery(key ?? ""), enabled: Boolean(key), refetchInterval: 60_000 });
}
