"use client";

import { useSyncExternalStore } from "react";
import { useTranslations } from "next-intl";
import { BagIcon } from "@/components/ui/icons";
import { useSnackbar } from "@/components/ui/snackbar";
import { CART_EVENT, CART_STORAGE_KEY, cartItemCount } from "@/lib/cart/count";
import { Link } from "@/lib/i18n/navigation";

function subscribe(onChange: () => void) {
  window.addEventListener(CART_EVENT, onChange);
  window.addEventListener("storage", onChange); // other tabs
  return () => {
    window.removeEventListener(CART_EVENT, onChange);
    window.removeEventListener("storage", onChange);
  };
}

function readCount(): number {
  try {
    return cartItemCount(window.localStorage.getItem(CART_STORAGE_KEY));
  } catch {
    return 0; // storage disabled
  }
}

const serverCount = () => 0;

// spec 1 §2 Header: "a cart button with item-count badge that goes to /checkout only when the cart is not empty".
export function CartButton() {
  const t = useTranslations("shell");
  const { show } = useSnackbar();
  const count = useSyncExternalStore(subscribe, readCount, serverCount);
  const className = "icon-btn relative bg-brand-50 text-brand-800 hover:bg-brand-100";
  const content = (
    <>
      <BagIcon className="size-5" />
      <span className="sr-only">
        {t("cart")}
        {count > 0 && `, ${t("cartItems", { count })}`}
      </span>
      {count > 0 && (
        <span aria-hidden="true" className="absolute -top-1 -right-1 grid h-5 min-w-5 place-items-center rounded-full bg-brand-700 px-1 text-[11px] leading-none font-bold text-white ring-2 ring-white">
          {count > 99 ? "99+" : count}
        </span>
      )}
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
