"use client";

import { useQuery } from "@tanstack/react-query";
import type { VendorDetail } from "@/lib/api/schemas/vendor-detail";

/** GET /api/vendors/{key}: the public menu of the cart's vendor (suggestions, delivery fee). Silent on failure. */
export function useVendorMenu(key: string | null) {
  return useQuery({
    queryKey: ["vendor-menu", key],
    enabled: Boolean(key),
    queryFn: async ({ signal }): Promise<VendorDetail | null> => {
      const response = await fetch(`/api/vendors/${encodeURIComponent(key ?? "")}`, { signal, headers: { Accept: "application/json" } });
      if (!response.ok) return null;
      return ((await response.json()) as { vendor: VendorDetail }).vendor;
    },
  });
}

/** GET /api/vendors/{id}/open → check-vendor-open: the cart re-checks before offering checkout (spec 2 §4). */
export function useVendorOpen(key: string | null) {
  return useQuery({
    queryKey: ["vendor-open", key],
    enabled: Boolean(key),
    staleTime: 15_000,
    refetchInterval: 60_000,
    queryFn: async ({ signal }): Promise<boolean | null> => {
      const response = await fetch(`/api/vendors/${encodeURIComponent(key ?? "")}/open`, { signal, headers: { Accept: "application/json" } });
      if (!response.ok) return null;
      return ((await response.json()) as { vendor_open: number }).vendor_open === 1;
    },
  });
}
