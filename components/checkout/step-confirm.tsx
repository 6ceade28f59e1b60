"use client";

import { useRef, useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "@/lib/i18n/client";
import { AlertDialog } from "@/components/ui/alert-dialog";
import { resetCart } from "@/lib/cart/operations";
import { setCart } from "@/lib/cart/store";
import { orderCreatedPath } from "@/lib/checkout/order-payload";
import { bffErrorMessage } from "@/lib/client/bff";
import { newIdempotencyKey } from "@/lib/client/idempotency";
import { placeOrder } from "@/lib/client/queries/checkout";
import { queryKeys } from "@/lib/client/query-keys";
import { formatDate } from "@/lib/format/date";
import { useRouter } from "@/lib/i18n/navigation";
import { rememberOrderPlaced } from "@/lib/pwa/install-memory";
import { paymentMethodLabelKey } from "@/lib/orders/payment-label";
import { useCheckout } from "./checkout-state";
import { addressLabel } from "./step-delivery";
import { TotalsBox } from "./totals-box";

/**
 * spec 2 §2 Checkout step 2 and §4: place the order (POST checkout); success → /order/{id}?is_new=true replacing the
 * history entry; failure → the retry dialog with the server's message (Try again, Save order later). One order per
 * click: the button is disabled while the request runs, and the same order keeps one idempotency key across retries.
 */
export function StepConfirm({ onPlaced, blocker }: { onPlaced: () => void; blocker: () => string | null }) {
  const t = useTranslations("checkout");
  const tAll = useTranslations();
  const router = useRouter();
  const co = useCheckout();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const [blocked, setBlocked] = useState<string | null>(null);
  const keys = useRef(new Map<string, string>());
  const d = co.cart.delivery_info;
  const address = co.addresses.data?.find((a) => a.id === d.address?.id);
  const payment = paymentMethodLabelKey(co.cart.payment_info.method === "stripe" ? 2 : 1);
  const order = useMutation({
    mutationFn: placeOrder,
    onSuccess: ({ order_id }) => {
      onPlaced();
      // Issue 29: a placed order is a moment to offer installing Shijo (on the next screen, lib/pwa/install-prompt.ts).
      rememberOrderPlaced();
      router.replace(orderCreatedPath(order_id));
      setCart(resetCart());
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
    },
    onError: (error) => setFailure(bffErrorMessage(error, tAll("cart.order_failed"))),
  });
  // Stays busy after success too: the page is on its way to the order.
  const placing = order.isPending || order.isSuccess;

  function place() {
    if (placing || !co.pricesReady) return;
    const problem = blocker();
    if (problem) {
      setBlocked(problem);
      return;
    }
    const payload = co.orderPayload();
    const body = JSON.stringify(payload);
    // Same order, same key: a retry after a lost answer cannot create a second order.
    if (!keys.current.has(body)) keys.current.set(body, newIdempotencyKey());
    setFailure(null);
    order.mutate({ idempotencyKey: keys.current.get(body)!, order: payload });
  }

  return (
    <div className="grid gap-6">
      <section aria-labelledby="checkout-confirm" className="grid gap-3 rounded-3xl border border-gray-200 p-5 text-sm">
        <h2 id="checkout-confirm" className="text-lg font-bold">
          {t("confirmTitle")}
        </h2>
        <p>
          <span className="block text-gray-600">{t("handover")}</span>
          {t(`method_${co.handover}`)}
        </p>
        {co.handover === "Delivery" && address && (
          <p>
            <span className="block text-gray-600">{t("address")}</span>
            {addressLabel(address)}
          </p>
        )}
        {co.handover === "Delivery" && d.is_schedule === 1 && d.schedule_time && (
          <p>
            <span className="block text-gray-600">{t("when")}</span>
            {formatDate(d.schedule_time.slice(0, 10))} {d.schedule_time.slice(11, 16)}
          </p>
        )}
        {co.handover !== "Delivery" && d.pickup_date && (
          <p>
            <span className="block text-gray-600">{co.handover === "Reserve" ? t("reservationTime") : t("pickupTime")}</span>
            {formatDate(d.pickup_date)} {d.pickup_time}
            {co.handover === "Reserve" ? ` · ${t("guestsCount", { count: Math.max(1, d.num_guests) })}` : ""}
          </p>
        )}
        <p>
          <span className="block text-gray-600">{t("payment")}</span>
          {payment ? tAll(payment) : ""}
          {co.cart.payment_info.method === "stripe" && co.cart.payment_info.selected_card ? ` · •••• ${co.cart.payment_info.selected_card.card.last4}` : ""}
        </p>
        {co.cart.order_for && (
          <p>
            <span className="block text-gray-600">{t("orderForFriend")}</span>
            {co.cart.order_for.full_name || co.cart.order_for.username}
          </p>
        )}
      </section>
      <TotalsBox showItems />
      <div className="flex justify-end">
        <button type="button" className="btn btn-primary h-12 px-8" disabled={placing || !co.pricesReady} aria-busy={placing || !co.pricesReady} onClick={place}>
          {placing ? t("placing") : t("placeOrder")}
        </button>
      </div>
      <AlertDialog
        alert={failure !== null ? { title: tAll("restaurant_details.we_are_sorry"), message: failure } : null}
        onClose={() => setFailure(null)}
        actions={
          <>
            <button
              type="button"
              className="btn btn-ghost"
              onClick={() => {
                setFailure(null);
                router.push("/cart");
              }}
            >
              {t("saveForLater")}
            </button>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => {
                setFailure(null);
                place();
              }}
            >
              {tAll("common.tryAgain")}
            </button>
          </>
        }
      />
      <AlertDialog alert={blocked !== null ? { title: tAll("restaurant_details.we_are_sorry"), message: blocked } : null} onClose={() => setBlocked(null)} />
    </div>
  );
}
