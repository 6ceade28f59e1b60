"use client";

import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "@/lib/i18n/client";
import { Avatar } from "@/components/ui/avatar";
import type { Order } from "@/lib/api/schemas/order";
import { orderQuery } from "@/lib/client/queries/orders";
import { useOrderLive } from "@/lib/chat/use-order-live";
import { Link } from "@/lib/i18n/navigation";
import { canAskHelp, canReorder, canReview } from "@/lib/orders/actions";
import { displayStatus, statusColour, statusLabelKey } from "@/lib/orders/status";
import { formatDateTime } from "@/lib/orders/when";
import { storePath } from "@/lib/vendors/order-method";
import { OrderDetails } from "./order-details";
import { OrderHelp } from "./order-help";
import { ReorderButton } from "./reorder-button";
import { ReviewWizard } from "./review-wizard";
import { StatusChip } from "./status-chip";
import { StatusStepper } from "./status-stepper";
import { reviewTagsOf } from "@/lib/orders/review";
import { vendorKind } from "@/lib/vendors/kind";
import { formatNumber } from "@/lib/format/number";

export interface OrderSummaryProps {
  initialOrder: Order;
  isNew: boolean;
  customer: { username?: string | null; full_name?: string | null };
}

/**
 * spec 2 §2 Order summary: server-rendered, then kept current by the live stream's order events, or reloaded
 * silently every 20 s (spec 2 §9) while the stream is down.
 */
export function OrderSummary({ initialOrder, isNew, customer }: OrderSummaryProps) {
  const t = useTranslations();
  const locale = useLocale();
  const live = useOrderLive(initialOrder.id);
  const { data: order } = useQuery(orderQuery(initialOrder, live));
  const [reviewOpen, setReviewOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const status = displayStatus(order.status, order.order_type, order.vendor.delivery_type);
  const left = status === "declined" || status === "cancelled";
  const type = vendorKind(order.vendor.vendor_type);
  const reviewable = canReview(order.status, order.order_type) && !order.order_review;

  return (
    <div data-live={live ? "on" : "off"}>
      <Link href="/orders" className="text-sm font-medium text-brand-700 hover:underline">
        ← {t("orderSummary.backToOrders")}
      </Link>
      {isNew && (
        <p role="status" className="mt-4 rounded-2xl bg-emerald-50 p-4 font-medium text-emerald-900">
          {t("orderSummary.placed", { type })}
        </p>
      )}
      <header className="mt-4 flex flex-wrap items-center gap-4">
        <Avatar src={order.vendor.logo_thumbnail_path} name={order.vendor.title} size={64} />
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t("orderSummary.title", { id: order.id })}</h1>
          <p className="text-gray-600">
            <Link href={storePath({ hash_id: order.vendor.hash_id, slug: order.vendor.slug, order_method: order.vendor.order_method })} className="font-medium text-ink hover:underline">
              {order.vendor.title}
            </Link>{" "}
            · {formatDateTime(order.ordered_date)}
          </p>
        </div>
        <div className="flex items-center gap-2" aria-live="polite" data-order-status={status}>
          <span className="sr-only">{t("orderSummary.status")}</span>
          <StatusChip colour={statusColour(status)} label={t(statusLabelKey(status, order.order_type))} />
        </div>
      </header>

      {left ? (
        <p className="mt-6 rounded-2xl bg-gray-50 p-4 text-gray-700">{t(status === "declined" ? "orderSummary.declinedText" : "orderSummary.cancelledText", { type })}</p>
      ) : (
        <StatusStepper status={status} orderType={order.order_type} history={order.status_history} />
      )}

      <div className="mt-6 flex flex-wrap gap-3">
        {canReorder(order.status, order.order_type) && <ReorderButton orderId={order.id} />}
        {reviewable && (
          <button type="button" className="btn btn-secondary" onClick={() => setReviewOpen(true)}>
            {t("orderSummary.rate")}
          </button>
        )}
        {canAskHelp(order.status, order.order_type) && (
          <button type="button" className="btn btn-outline" onClick={() => setHelpOpen(true)}>
            {t("orderSummary.help")}
          </button>
        )}
      </div>

      {order.order_review && (
        <section aria-labelledby="your-review" className="mt-6 rounded-3xl bg-amber-50 p-5">
          <h2 id="your-review" className="font-bold">
            {t("orderSummary.yourReview")}
          </h2>
          <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-3">
            {(
              [
                ["restaurant", order.order_review.vendor_review],
                ["dishes", order.order_review.product_review],
                ["rider", order.order_review.rider_review],
              ] as const
            ).map(([key, part], step) =>
              part ? (
                <div key={key}>
                  <dt className="text-gray-600">{t(`order_review.title_${key}`, { type })}</dt>
                  <dd className="font-semibold">★ {formatNumber(part.rating, locale, { maximumFractionDigits: 1 })}</dd>
                  {reviewTagsOf(step as 0 | 1 | 2, part.categ).length > 0 && (
                    <dd className="text-gray-700">{reviewTagsOf(step as 0 | 1 | 2, part.categ).map((id) => t(`order_review.tag_${id}`)).join(", ")}</dd>
                  )}
                </div>
              ) : null,
            )}
          </dl>
        </section>
      )}

      <OrderDetails order={order} />

      {reviewable || reviewOpen ? (
        <ReviewWizard
          orderId={order.id}
          withRider={order.order_type === "delivery"}
          customer={customer}
          vendorType={order.vendor.vendor_type}
          open={reviewOpen}
          onClose={() => setReviewOpen(false)}
        />
      ) : null}
      <OrderHelp orderId={order.id} vendor={order.vendor} open={helpOpen} onClose={() => setHelpOpen(false)} />
    </div>
  );
}
