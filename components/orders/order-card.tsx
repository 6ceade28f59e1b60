"use client";

import { useLocale, useTranslations } from "@/lib/i18n/client";
import { Avatar } from "@/components/ui/avatar";
import type { Order } from "@/lib/api/schemas/order";
import { formatPrice } from "@/lib/format/price";
import { Link } from "@/lib/i18n/navigation";
import { displayStatus, statusColour, statusLabelKey } from "@/lib/orders/status";
import { formatDateTime } from "@/lib/orders/when";
import { StatusChip } from "./status-chip";

/** One order in a list: opens /order/{id} (spec 2 §2 Orders list). */
export function OrderCard({ order }: { order: Order }) {
  const t = useTranslations();
  const locale = useLocale() as "sq" | "en";
  const status = displayStatus(order.status, order.order_type, order.vendor.delivery_type);
  const items = order.products.reduce((sum, p) => sum + p.quantity, 0);
  const summary = order.products.map((p) => `${p.quantity} × ${p.title}`).join(", ");
  return (
    <li>
      <Link
        href={`/order/${order.id}`}
        className="flex gap-4 rounded-2xl border border-gray-200 bg-white p-4 transition-colors hover:border-brand-500 hover:bg-brand-50/40"
      >
        <Avatar src={order.vendor.logo_thumbnail_path} name={order.vendor.title} size={56} className="rounded-xl" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 className="truncate font-semibold">{order.vendor.title}</h2>
            <StatusChip colour={statusColour(status)} label={t(statusLabelKey(status, order.order_type))} />
          </div>
          <p className="mt-0.5 text-sm text-gray-600">
            {t("orders.orderNumber", { id: order.id })} · {formatDateTime(order.ordered_date)} · {t(`orders.type_${typeKey(order.order_type)}`)}
          </p>
          <p className="mt-1 truncate text-sm text-gray-700">{summary}</p>
          <p className="mt-1 text-sm font-semibold">
            {formatPrice(order.total_price, locale)} · {t("orders.items", { count: items })}
          </p>
        </div>
      </Link>
    </li>
  );
}

export function typeKey(orderType: string): "delivery" | "pickup" | "reserve" {
  const v = orderType.toLowerCase();
  return v.startsWith("pickup") ? "pickup" : v.startsWith("reserv") ? "reserve" : "delivery";
}
