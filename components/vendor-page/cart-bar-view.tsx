"use client";

import { useEffect } from "react";
import { useLocale, useTranslations } from "@/lib/i18n/client";
import { BagIcon } from "@/components/ui/icons/shopping-bag";
import { cartUnits } from "@/lib/cart/count";
import { withSelectedMethod } from "@/lib/cart/handover";
import { updateCart, useCart } from "@/lib/cart/store";
import { cartSubtotal } from "@/lib/cart/subtotal";
import { formatPrice } from "@/lib/format/price";
import { Link } from "@/lib/i18n/navigation";
import { useVendor } from "./vendor-context";

/** spec 2 §2 Vendor page: the floating cart bar, shown while the cart holds items from this vendor. */
export default function CartBarView() {
  const t = useTranslations("vendorPage");
  const locale = useLocale();
  const cart = useCart();
  const { cartVendor } = useVendor();
  const mine = cart.items.length > 0 && cart.vendorData?.id === cartVendor.id;
  const selected = cartVendor.selected_order_method ?? null;
  const recorded = mine ? (cart.vendorData?.selected_order_method ?? null) : selected;

  // spec 2 §4: the method tab the customer opens is the cart's method, whichever way they then go to checkout.
  // Only a change of tab rewrites it: a method changed later in checkout stays when they come back to this page.
  useEffect(() => {
    if (!mine || recorded === selected) return;
    updateCart((c) => (c.vendorData?.id === cartVendor.id ? withSelectedMethod({ ...c, vendorData: { ...c.vendorData, selected_order_method: selected } }) : c));
  }, [mine, recorded, selected, cartVendor.id]);

  const count = cartUnits(cart.items);
  if (!mine || count === 0) return null;
  return (
    <div className="pointer-events-none fixed inset-x-3 bottom-3 z-[35] flex justify-center sm:inset-x-auto sm:bottom-5 sm:left-5">
      <Link
        href="/cart"
        className="pointer-events-auto flex h-14 w-full max-w-md items-center gap-3 rounded-full bg-brand-700 pr-5 pl-2 text-white shadow-[0_12px_40px_-12px_rgb(0_0_0/0.5)] transition-colors hover:bg-brand-800 sm:w-[22rem]"
      >
        <span className="grid size-10 place-items-center rounded-full bg-white/15">
          <BagIcon className="size-5" />
        </span>
        <span className="flex flex-1 flex-col leading-tight">
          <span className="text-sm font-bold">{t("viewCart")}</span>
          <span className="text-xs text-white/85">{t("cartItems", { count })}</span>
        </span>
        <span className="font-bold tabular-nums">{formatPrice(cartSubtotal(cart.items), locale)}</span>
      </Link>
    </div>
  );
}
