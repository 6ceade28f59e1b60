"use client";

import { useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "@/lib/i18n/client";
import type { Reorder } from "@/lib/api/schemas/order";
import { withSelectedMethod } from "@/lib/cart/handover";
import { clearCart } from "@/lib/cart/operations";
import { getCart, setCart } from "@/lib/cart/store";
import type { CartItem } from "@/lib/cart/types";
import { cartProductFrom, cartVendorFrom } from "@/lib/cart/vendor-data";
import { bffErrorMessage } from "@/lib/client/bff";
import { fetchReorder } from "@/lib/client/queries/orders";
import { vendorOpenQuery } from "@/lib/client/queries/vendors-query";
import { useRouter } from "@/lib/i18n/navigation";
import { reorderOutcome, validateReorderVendor } from "@/lib/orders/actions";
import { storePath } from "@/lib/vendors/order-method";
import { AlertDialog, ConfirmDialog } from "@/components/ui/alert-dialog";
import { vendorKind } from "@/lib/vendors/kind";

/** spec 2 §4 Reorder: the order's products back in the cart, then checkout with its method (or the menu). */
export function ReorderButton({ orderId, className = "btn btn-primary" }: { orderId: number; className?: string }) {
  const t = useTranslations();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<Reorder | null>(null);
  const [noneLeft, setNoneLeft] = useState<{ message: string; menu: string } | null>(null);

  function fill(data: Reorder) {
    const vendor = data.vendor!;
    const method = data.order_type;
    const items: CartItem[] = data.products.map((p) => ({
      ...cartProductFrom(p),
      quantity: Math.max(1, p.quantity),
      comments: p.item_instructions,
      options: p.options.map((o) => ({ id: o.id, title: o.title, type: o.type, price: o.price })),
    }));
    const base = clearCart(getCart());
    setCart(withSelectedMethod({ ...base, items, vendorData: cartVendorFrom(vendor, method) }));
    router.push("/checkout");
  }

  // The order's products (GET reorder), then — busy all along — what to do with them.
  const reorder = useMutation({
    mutationFn: fetchReorder,
    onSuccess: async (data) => {
      const refused = validateReorderVendor(data.vendor);
      if (refused || !data.vendor) {
        setError(t(refused ?? "order_summary.reorder_unavailable_vendor", { type: vendorKind(data.vendor?.vendor_type) }));
        return;
      }
      // Nothing left to order: the cart is left as it is, and the menu is offered after the message.
      const outcome = reorderOutcome(data.products.length);
      if (outcome.go === "menu") {
        setNoneLeft({ message: t(outcome.message), menu: storePath({ hash_id: data.vendor.hash_id, slug: data.vendor.slug, order_method: data.order_type }) });
        return;
      }
      const cart = getCart();
      if (cart.items.length > 0 && cart.vendorData && cart.vendorData.id !== data.vendor.id) {
        // spec 2 §4: ask only if the cart's vendor is open; if the open check fails, proceed.
        const open = await queryClient.fetchQuery({ ...vendorOpenQuery(cart.vendorData.id), staleTime: 0 }).catch(() => null);
        if (open === true) {
          setConfirm(data);
          return;
        }
      }
      fill(data);
    },
    onError: (e) => setError(bffErrorMessage(e, t("checkout.something_is_wrong"))),
  });

  return (
    <>
      <button type="button" className={className} disabled={reorder.isPending} onClick={() => reorder.mutate(orderId)}>
        {t("orderSummary.orderAgain")}
      </button>
      <AlertDialog alert={error !== null ? { title: t("restaurant_details.we_are_sorry"), message: error } : null} onClose={() => setError(null)} />
      <AlertDialog
        alert={noneLeft !== null ? { title: t("restaurant_details.we_are_sorry"), message: noneLeft.message } : null}
        onClose={() => {
          const menu = noneLeft?.menu;
          setNoneLeft(null);
          if (menu) router.push(menu);
        }}
      />
      <ConfirmDialog
        open={confirm !== null}
        title={t("orderSummary.newOrderTitle")}
        message={t("orderSummary.newOrderText", { vendor: getCartVendorTitle(), next: confirm?.vendor?.title ?? "" })}
        confirmLabel={t("orderSummary.newOrderConfirm")}
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          const data = confirm;
          setConfirm(null);
          if (data) fill(data);
        }}
      />
    </>
  );
}

function getCartVendorTitle(): string {
  return typeof window === "undefined" ? "" : (getCart().vendorData?.title ?? "");
}
