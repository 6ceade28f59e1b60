"use client";

import { useLocale, useTranslations } from "@/lib/i18n/client";
import { BagIcon } from "@/components/ui/icons/shopping-bag";
import { HeartIcon } from "@/components/ui/icons/heart";
import { ReceiptIcon } from "@/components/ui/icons/receipt";
import { ShareIcon } from "@/components/ui/icons/share-2";
import { UsersIcon } from "@/components/ui/icons/users";
import { useSnackbar } from "@/components/ui/snackbar";
import { CartCountBadge } from "@/components/shell/cart-button";
import { cartUnits } from "@/lib/cart/count";
import { useCart } from "@/lib/cart/store";
import { Link, useRouter } from "@/lib/i18n/navigation";
import { bffRequest } from "@/lib/client/bff";
import { localizePath } from "@/lib/i18n/paths";
import { useFavouriteToggle, useVendor, useVendorPersonal } from "./vendor-context";

/**
 * spec 2 §2 Vendor page header: past-orders link (only with past orders), share, cart and favourite (logged in); and
 * issue 28's "Porosi në grup" / "Group order" for a signed-in customer on delivery or pickup.
 */
export function VendorActionsView({ title }: { title: string }) {
  const t = useTranslations("vendorPage");
  const { show } = useSnackbar();
  const { cartVendor, path } = useVendor();
  const locale = useLocale();
  const personal = useVendorPersonal();
  const toggle = useFavouriteToggle();
  const cart = useCart();
  const count = cartUnits(cart.items);
  const router = useRouter();
  // Issue 28: a group order for delivery or pickup (not a reservation), for a signed-in customer.
  const method = cartVendor.selected_order_method === "pickup" ? "pickup" : cartVendor.selected_order_method === "delivery" || !cartVendor.selected_order_method ? "delivery" : null;

  async function startGroup() {
    if (!method) return;
    const res = await bffRequest<{ code: string }>("/api/group-orders", { body: { vendor_id: cartVendor.id, method } });
    if (res.ok) router.push(`/group/${res.data.code}`);
    else show({ message: res.error ?? t("groupOrderFailed"), severity: "error" });
  }

  async function share() {
    // The canonical link (right slug and method), whatever URL the page was opened with.
    const url = `${window.location.origin}${localizePath(path, locale)}`;
    const data = { title, text: t("shareText", { name: title }), url };
    if (typeof navigator.share === "function") {
      try {
        await navigator.share(data);
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError") return; // the user closed the sheet
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      show({ message: t("linkCopied"), severity: "success" });
    } catch {
      window.prompt(t("share"), url); // last resort: let the user copy it by hand
    }
  }

  return (
    <div className="flex items-center gap-2">
      <button type="button" onClick={share} className="btn btn-outline px-3 min-[400px]:px-4" aria-label={t("share")}>
        <ShareIcon className="size-4" />
        <span className="hidden min-[400px]:inline">{t("share")}</span>
      </button>
      <Link href="/cart" className="icon-btn relative border border-gray-200 bg-white" aria-label={count > 0 ? t("cartCount", { count }) : t("cart")}>
        <BagIcon className="size-5" />
        <CartCountBadge units={count} />
      </Link>
      {personal.loggedIn && (
        <button
          type="button"
          onClick={() => toggle({ kind: "vendor", id: cartVendor.id, current: personal.isFav === 1 })}
          aria-label={personal.isFav === 1 ? t("removeFavourite") : t("addFavourite")}
          className="icon-btn border border-gray-200 bg-white"
        >
          <HeartIcon className={`size-5 ${personal.isFav === 1 ? "fill-brand-600 text-brand-600" : ""}`} />
        </button>
      )}
      {personal.loggedIn && method && (
        <button type="button" onClick={() => void startGroup()} className="btn btn-outline px-3 sm:px-4" title={t("groupOrderHint")}>
          <UsersIcon className="size-4" aria-hidden />
          {t("groupOrder")}
        </button>
      )}
      {personal.hasPastOrders && cartVendor.hash_id && (
        <Link href={`/past-order/${cartVendor.hash_id}`} className="btn btn-secondary px-3 sm:px-4" aria-label={t("pastOrders")}>
          <ReceiptIcon className="size-4" />
          <span className="hidden sm:inline">{t("pastOrders")}</span>
        </Link>
      )}
    </div>
  );
}
