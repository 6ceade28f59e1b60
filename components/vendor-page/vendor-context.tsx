"use client";

import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import type { MenuCategoryData, VendorPersonalState } from "@/lib/api/schemas/vendor-detail";
import type { CartVendor } from "@/lib/cart/types";
import type { FavouriteTarget } from "@/lib/client/queries/vendors";
import { hasSessionCookie } from "@/lib/client/session-user";
import { GUEST_STATE } from "@/lib/vendors/personal";
import { fullMenu, type ClientCategory } from "@/lib/vendors/client-menu";

// The calls (and the BFF client under them) load when made: a guest makes none (issue 14).
const calls = () => import("@/lib/client/queries/vendors");

/** What the client parts of the vendor page know about the vendor (public data only). */
export interface VendorClientData {
  /** Open at render time (spec 2 §4: add-to-cart is disabled when closed). */
  isOpen: boolean;
  /** The vendorData a cart from this page carries (with the selected method). */
  cartVendor: CartVendor;
  categories: MenuCategoryData[];
  /** Unprefixed canonical path of this page, for sharing. */
  path: string;
}

/** What the server hands VendorProvider: the menu as the payload carries it (lib/vendors/client-menu.ts). */
export type VendorServerData = Omit<VendorClientData, "categories"> & { menu: ClientCategory[] };

export const VendorContext = createContext<VendorClientData | null>(null);

interface Personal {
  state: VendorPersonalState;
  setState: (update: (old: VendorPersonalState) => VendorPersonalState) => void;
}
export const PersonalContext = createContext<Personal | null>(null);

/**
 * The vendor's public data, and the signed-in customer's hearts and past orders there, fetched once after the
 * public HTML (GET /api/vendors/{hash}/me). Plain state, no TanStack Query: the vendor page is a public page with a
 * JS budget (issue 14).
 */
export function VendorProvider({ value: served, children }: { value: VendorServerData; children: ReactNode }) {
  const [state, setState] = useState<VendorPersonalState>(GUEST_STATE);
  // The same object for the same props: islands given this context (vendor-actions) compare it by identity.
  const value = useMemo<VendorClientData>(() => {
    const { menu, ...rest } = served;
    return { ...rest, categories: fullMenu(menu, served.cartVendor.id) };
  }, [served]);
  const hash = value.cartVendor.hash_id ?? String(value.cartVendor.id);
  useEffect(() => {
    if (!hasSessionCookie()) return;
    const controller = new AbortController();
    void calls()
      .then(({ fetchVendorPersonal }) => fetchVendorPersonal(hash, controller.signal))
      .then((personal) => {
        if (!controller.signal.aborted) setState(personal);
      }, () => undefined);
    return () => controller.abort();
  }, [hash]);
  return (
    <VendorContext value={value}>
      <PersonalContext value={{ state, setState }}>{children}</PersonalContext>
    </VendorContext>
  );
}

export function useVendor(): VendorClientData {
  const value = useContext(VendorContext);
  if (!value) throw new Error("useVendor outside VendorProvider");
  return value;
}

function usePersonal(): Personal {
  const value = useContext(PersonalContext);
  if (!value) throw new Error("useVendorPersonal outside VendorProvider");
  return value;
}

/** Hearts and the past-orders link, filled in after the public HTML (GET /api/vendors/{hash}/me). */
export function useVendorPersonal(): VendorPersonalState {
  return usePersonal().state;
}

/**
 * spec 2 §4 Favourite toggle: 0 → 1 or 1 → 0, changed locally only after the server call succeeds; failures are
 * ignored. Returns a function that toggles a vendor or a product.
 */
export function useFavouriteToggle() {
  const { setState } = usePersonal();
  return useCallback(
    (target: FavouriteTarget) =>
      calls()
        .then(({ toggleFavourite }) => toggleFavourite(target))
        .then(
        () => {
          const favourite = target.current ? 0 : 1;
          setState((state) => {
            if (target.kind === "vendor") return { ...state, isFav: favourite };
            const others = state.favouriteProductIds.filter((id) => id !== target.id);
            return { ...state, favouriteProductIds: favourite ? [...others, target.id] : others };
          });
        },
        () => undefined,
      ),
    [setState],
  );
}
