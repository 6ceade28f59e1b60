"use client";

import { useEffect, useEffectEvent, useId, useRef, useState } from "react";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useTranslations } from "@/lib/i18n/client";
import { useQueryStates } from "nuqs";
import { Modal, ModalHeader } from "@/components/ui/modal";
import { ReceiptIcon } from "@/components/ui/icons/receipt";
import type { Order, OrderPage } from "@/lib/api/schemas/order";
import { ordersQuery } from "@/lib/client/queries/orders";
import { Link } from "@/lib/i18n/navigation";
import { ordersFilterParsers, ordersFilterToQuery, type OrdersFilter, type OrdersTab } from "@/lib/orders/filter";
import { OrderCard } from "./order-card";

const TOGGLES = ["discount", "cashback", "promotion", "split"] as const;
type Toggle = (typeof TOGGLES)[number];

export interface OrdersViewProps {
  initialFilter: OrdersFilter;
  initialPage: OrderPage | null;
  /** Past orders at one vendor (/past-order/{hash}): no tabs, the vendor's id in every call. */
  vendorId?: number;
}

const sameFilter = (a: OrdersFilter, b: OrdersFilter) => ordersFilterToQuery(a).toString() === ordersFilterToQuery(b).toString();

/**
 * spec 2 §2 Orders list: tabs current and past, search, filter toggles (also in a modal with save), 15 a page; the
 * filter lives in the URL so reload, back and share keep it. The first page comes from the server.
 */
export function OrdersView({ initialFilter, initialPage, vendorId }: OrdersViewProps) {
  const t = useTranslations("orders");
  // The filter lives in the URL (nuqs, replacing the entry); at a vendor there are no tabs.
  const [urlFilter, setUrlFilter] = useQueryStates(ordersFilterParsers);
  const filter: OrdersFilter = vendorId ? { ...urlFilter, orders_tab: "current" } : urlFilter;
  const [search, setSearch] = useState(initialFilter.searchTerm);
  const [modalOpen, setModalOpen] = useState(false);
  const [draft, setDraft] = useState(initialFilter);
  const titleId = useId();

  const query = useInfiniteQuery(ordersQuery(filter, vendorId ?? null, sameFilter(filter, initialFilter) ? initialPage : null));

  function apply(next: OrdersFilter) {
    void setUrlFilter(vendorId ? { ...next, orders_tab: null } : next);
  }

  // Search applies 400 ms after typing stops (or at once on Enter).
  const first = useRef(true);
  // With the filter as it is when the timer fires: only typing restarts the timer.
  const applySearch = useEffectEvent((term: string) => {
    if (term !== filter.searchTerm) apply({ ...filter, searchTerm: term });
  });
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = window.setTimeout(() => applySearch(search.trim()), 400);
    return () => window.clearTimeout(timer);
  }, [search]);

  const orders: Order[] = query.data?.pages.flatMap((p) => p.data) ?? [];
  const filtered = TOGGLES.some((k) => filter[k]) || filter.searchTerm !== "";
  const tabs: OrdersTab[] = ["current", "past"];

  return (
    <div className="mt-6">
      {!vendorId && (
        <div role="tablist" aria-label={t("tabsLabel")} className="inline-flex rounded-full bg-gray-100 p-1">
          {tabs.map((tab) => (
            <button
              key={tab}
              type="button"
              role="tab"
              aria-selected={filter.orders_tab === tab}
              onClick={() => apply({ ...filter, orders_tab: tab })}
              className={`rounded-full px-5 py-2 text-sm font-semibold transition-colors ${filter.orders_tab === tab ? "bg-white text-ink shadow-sm" : "text-gray-600 hover:text-ink"}`}
            >
              {t(`tab_${tab}`)}
            </button>
          ))}
        </div>
      )}

      <form
        role="search"
        className="mt-4 flex flex-wrap items-center gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          apply({ ...filter, searchTerm: search.trim() });
        }}
      >
        <label className="min-w-56 flex-1">
          <span className="sr-only">{t("search")}</span>
          <input
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder={t("searchPlaceholder")}
            maxLength={100}
            className="h-11 w-full rounded-full border border-gray-300 px-4 text-sm focus:border-brand-500 focus:outline-none"
          />
        </label>
        <div className="hidden flex-wrap gap-2 md:flex" role="group" aria-label={t("filters")}>
          {TOGGLES.map((key) => (
            <button
              key={key}
              type="button"
              aria-pressed={filter[key]}
              onClick={() => apply({ ...filter, [key]: !filter[key] })}
              className={`rounded-full border px-3 py-1.5 text-sm font-medium ${filter[key] ? "border-brand-700 bg-brand-50 text-brand-800" : "border-gray-300 text-gray-700 hover:bg-gray-50"}`}
            >
              {t(`filter_${key}`)}
            </button>
          ))}
        </div>
        <button
          type="button"
          className="btn btn-outline md:hidden"
          onClick={() => {
            setDraft(filter);
            setModalOpen(true);
          }}
        >
          {t("filters")}
          {TOGGLES.some((k) => filter[k]) ? ` (${TOGGLES.filter((k) => filter[k]).length})` : ""}
        </button>
      </form>

      {orders.length === 0 && !query.isFetching ? (
        <div className="mt-10 flex flex-col items-center rounded-3xl border border-dashed border-gray-300 px-6 py-14 text-center">
          <ReceiptIcon className="size-10 text-gray-400" />
          <h2 className="mt-4 text-xl font-bold">{filtered ? t("emptyFiltered") : t("empty")}</h2>
          <p className="mt-2 text-gray-600">{t("emptyText")}</p>
          <Link href="/" className="btn btn-primary mt-6 h-11 px-6">
            {t("orderNow")}
          </Link>
        </div>
      ) : (
        <ul className="mt-6 grid gap-3 lg:grid-cols-2" aria-busy={query.isFetching}>
          {orders.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
        </ul>
      )}
      {query.isError && <p role="alert" className="mt-4 text-sm text-red-700">{t("loadError")}</p>}
      {query.hasNextPage && (
        <div className="mt-6 flex justify-center">
          <button type="button" className="btn btn-outline" disabled={query.isFetchingNextPage} onClick={() => query.fetchNextPage()}>
            {t("showMore")}
          </button>
        </div>
      )}

      <Modal open={modalOpen} onClose={() => setModalOpen(false)} labelledBy={titleId}>
        <div className="p-6">
          <ModalHeader id={titleId} title={t("filters")} onClose={() => setModalOpen(false)} />
          {/* spec 2 §4 Filter panel: in the modal, changes apply only on pressing save. */}
          <fieldset className="mt-4 grid gap-3">
            <legend className="sr-only">{t("filters")}</legend>
            {TOGGLES.map((key: Toggle) => (
              <label key={key} className="flex items-center justify-between gap-4 rounded-xl border border-gray-200 px-4 py-3">
                <span>{t(`filter_${key}`)}</span>
                <input type="checkbox" className="size-5 accent-brand-700" checked={draft[key]} onChange={(event) => setDraft({ ...draft, [key]: event.target.checked })} />
              </label>
            ))}
          </fieldset>
          <div className="mt-6 flex justify-end gap-3">
            <button type="button" className="btn btn-ghost" onClick={() => setDraft({ ...draft, discount: false, cashback: false, promotion: false, split: false })}>
              {t("clear")}
            </button>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => {
                apply({ ...filter, discount: draft.discount, cashback: draft.cashback, promotion: draft.promotion, split: draft.split });
                setModalOpen(false);
              }}
            >
              {t("save")}
            </button>
          </div>
        </div>
      </Modal>
    </div>
  );
}
