"use client";

import type { ReactNode } from "react";
import { useTranslations } from "@/lib/i18n/client";
import { useSnackbar } from "@/components/ui/snackbar";
import { cartBadgeText, cartUnits } from "@/lib/cart/count";
import { useCart } from "@/lib/cart/store";
import { Link } from "@/lib/i18n/navigation";

/** The count on a cart button (the header's, the vendor page's); nothing for an empty cart. Screen readers get the
 * count from the button's own label. */
export function CartCountBadge({ units }: { units: number }) {
  if (units <= 0) return null;
  return (
    <span aria-hidden="true" className="absolute -top-1 -right-1 grid h-5 min-w-5 place-items-center rounded-full bg-brand-700 px-1 text-[11px] leading-none font-bold text-white ring-2 ring-white">
      {cartBadgeText(units)}
    </span>
  );
}

// spec 1 §2 Header: "a cart button with item-count badge that goes to /checkout only when the cart is not empty".
// `icon` comes drawn from the server (the header), so the shell's first load carries no icon code (issue 14).
export function CartButton({ icon }: { icon: ReactNode }) {
  const t = useTranslations("shell");
  const { show } = useSnackbar();
  const count = cartUnits(useCart().items);
  const className = "icon-btn relative bg-brand-50 text-brand-800 hover:bg-brand-100";
  const content = (
    <>
      {icon}
      <span className="sr-only">
        {t("cart")}
        {count > 0 && `, ${t("cartItems", { count })}`}
      </span>
      <CartCountBadge units={count} />
    </>
  );
  if (count > 0) {
    return (
      <Link href="/checkout" className={className}>
        {content}
      </Link>
    );
  }
  return (
    <button type="button" className={className} onClick={() => show({ message: t("cartEmpty"), severity: "info" })}>
      {content}
    </button>
  );
}
