"use client";

import { onDemand } from "@/lib/client/on-demand";
import { useCart } from "@/lib/cart/store";
import { useVendor } from "./vendor-context";

// The bar's code (totals, method bookkeeping, its look) loads once the cart holds something from this vendor
// (issue 14: most vendor pages are first seen with an empty cart). Without it, the header's cart badge still counts.
const view = onDemand<object>(() => import("./cart-bar-view"));

/** spec 2 §2 Vendor page: the floating cart bar, shown while the cart holds items from this vendor (./cart-bar-view.tsx). */
export function CartBar() {
  const cart = useCart();
  const { cartVendor } = useVendor();
  if (cart.items.length === 0 || cart.vendorData?.id !== cartVendor.id) return null;
  return <view.View />;
}
