"use client";

import { createContext, useCallback, useContext, type ReactNode } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { MenuCategoryData, VendorPersonalState } from "@/lib/api/schemas/vendor-detail";
import type { CartVendor } from "@/lib/cart/types";
import { GUEST_STATE, toggleFavourite, vendorPersonalQuery, type FavouriteTarget } from "@/lib/client/queries/vendors";
import { queryKeys } from "@/lib/client/query-keys";
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

/** Hearts and the past-orders link, filled in after the public HTML (GET /api/vendors/{hash}/me). */
export function useVendorPersonal(): VendorPersonalState {
  const { cartVendor } = useVendor();
  const query = useQuery(vendorPersonalQuery(cartVendor.hash_id ?? String(cartVendor.id)));
  return query.data ?? GUEST_STATE;
}

/**
 * spec 2 §4 Favourite toggle: 0 → 1 or 1 → 0, changed locally only after the server call succeeds; failures are
 * ignored. Returns a function that toggles a vendor or a product.
 */
export function useFavouriteToggle() {
  const { cartVendor } = useVendor();
  const client = useQueryClient();
  const key = queryKeys.vendors.personal(cartVendor.hash_id ?? String(cartVendor.id));
  const { mutateAsync } = useMutation({
    mutationFn: toggleFavourite,
    onSuccess: (_, target) => {
      const favourite = target.current ? 0 : 1;
      client.setQueryData<VendorPersonalState>(key, (old) => {
        const state = old ?? GUEST_STATE;
        if (target.kind === "vendor") return { ...state, isFav: favourite };
        const others = state.favouriteProductIds.filter((id) => id !== target.id);
        return { ...state, favouriteProductIds: favourite ? [...others, target.id] : others };
      });
    },
  });
  return useCallback((target: FavouriteTarget) => mutateAsync(target).then(() => undefined, () => undefined), [mutateAsync]);
}
