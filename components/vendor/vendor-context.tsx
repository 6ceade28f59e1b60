"use client";

import { createContext, useCallback, useContext, type ReactNode } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { MenuCategoryData, VendorPersonalState } from "@/lib/api/schemas/vendor-detail";
import type { CartVendor } from "@/lib/cart/types";
import { QueryProvider } from "@/components/providers/query-provider";

/** What the client parts of the vendor page know about the vendor (public data only). */
export interface VendorClientData {
  vendorType: string;
  /** Open at render time (spec 2 §4: add-to-cart is disabled when closed). */
  isOpen: boolean;
  customClosedInfo: string | null;
  openingDays: Array<{ week_day: string; time_open: string; time_close: string }>;
  /** The vendorData a cart from this page carries (with the selected method). */
  cartVendor: CartVendor;
  categories: MenuCategoryData[];
  /** Unprefixed canonical path of this page, for sharing. */
  path: string;
}

const VendorContext = createContext<VendorClientData | null>(null);

export function VendorProvider({ value, children }: { value: VendorClientData; children: ReactNode }) {
  return (
    <QueryProvider staleTime={30_000} refetchOnWindowFocus={false}>
      <VendorContext value={value}>{children}</VendorContext>
    </QueryProvider>
  );
}

export function useVendor(): VendorClientData {
  const value = useContext(VendorContext);
  if (!value) throw new Error("useVendor outside VendorProvider");
  return value;
}

const GUEST: VendorPersonalState = { loggedIn: false, isFav: 0, favouriteProductIds: [], hasPastOrders: false };
const personalKey = (hash: string) => ["vendor-personal", hash] as const;

/** Hearts and the past-orders link, filled in after the public HTML (GET /api/vendors/{hash}/me). */
export function useVendorPersonal(): VendorPersonalState {
  const { cartVendor } = useVendor();
  const hash = cartVendor.hash_id ?? String(cartVendor.id);
  const query = useQuery({
    queryKey: personalKey(hash),
    queryFn: async ({ signal }): Promise<VendorPersonalState> => {
      const response = await fetch(`/api/vendors/${encodeURIComponent(hash)}/me`, { signal, headers: { Accept: "application/json" } });
      if (!response.ok) return GUEST; // spec 2 §8: silent failure, the page simply shows no personal state
      return (await response.json()) as VendorPersonalState;
    },
  });
  return query.data ?? GUEST;
}

/**
 * spec 2 §4 Favourite toggle: 0 → 1 or 1 → 0, changed locally only after the server call succeeds; failures are
 * ignored. Returns a function that toggles a vendor or a product.
 */
export function useFavouriteToggle() {
  const { cartVendor } = useVendor();
  const client = useQueryClient();
  const hash = cartVendor.hash_id ?? String(cartVendor.id);
  return useCallback(
    async (target: { kind: "vendor"; id: number; current: boolean } | { kind: "product"; id: number; current: boolean }) => {
      const favourite = target.current ? 0 : 1;
      const body = target.kind === "vendor" ? { vendor_id: target.id, favourite } : { product_id: target.id, favourite };
      try {
        const response = await fetch(`/api/favourites/${target.kind}`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Accept: "application/json" },
          body: JSON.stringify(body),
        });
        if (!response.ok) return;
      } catch {
        return;
      }
      client.setQueryData<VendorPersonalState>(personalKey(hash), (old) => {
        const state = old ?? GUEST;
        if (target.kind === "vendor") return { ...state, isFav: favourite };
        const others = state.favouriteProductIds.filter((id) => id !== target.id);
        return { ...state, favouriteProductIds: favourite ? [...others, target.id] : others };
      });
    },
    [client, hash],
  );
}
