// Orders' reads (queryOptions) and writes (the mutation functions its useMutation calls): the list, one order, the
// help modal's FAQs and support tags, reorder and review.
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import type { Faq, Order, OrderPage, Reorder, SupportTag } from "@/lib/api/schemas/order";
import { ordersFilterToQuery, type OrdersFilter } from "@/lib/orders/filter";
import { bff } from "../bff";
import { queryKeys } from "../query-keys";

export const ORDER_POLL_MS = 20_000;
const FIVE_MINUTES = 300_000;

/** One order; polled every 20 s (spec 2 §9) unless the live stream is up (useOrderLive). */
export const orderQuery = (initialOrder: Order, live = false) =>
  queryOptions({
    queryKey: queryKeys.orders.detail(initialOrder.id),
    queryFn: () => bff<{ order: Order }>(`/api/orders/${initialOrder.id}`).then((d) => d.order),
    initialData: initialOrder,
    refetchInterval: live ? false : ORDER_POLL_MS,
    // A failed poll keeps what is shown (silent).
    retry: false,
  });

/** 15 orders a page for a filter (and a vendor's past orders); the first page may come from the server. */
export const ordersQuery = (filter: OrdersFilter, vendorId: number | null, initialPage: OrderPage | null) => {
  const query = ordersFilterToQuery(filter).toString();
  return infiniteQueryOptions({
    queryKey: queryKeys.orders.list(vendorId, query),
    queryFn: ({ pageParam }) => {
      const q = new URLSearchParams(query);
      q.set("page", String(pageParam));
      if (vendorId) q.set("vendor_id", String(vendorId));
      return bff<OrderPage>(`/api/orders?${q}`);
    },
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current_page < last.last_page ? last.current_page + 1 : undefined),
    initialData: initialPage ? { pages: [initialPage], pageParams: [1] } : undefined,
    // Server data is fresh on arrival; current orders change status, so they are refetched on focus and every 20 s.
    staleTime: 10_000,
    refetchInterval: filter.orders_tab === "current" && !vendorId ? 20_000 : false,
  });
};

export const faqsQuery = () =>
  queryOptions({ queryKey: queryKeys.help.faqs, queryFn: () => bff<{ faqs: Faq[] }>("/api/faqs").then((d) => d.faqs), staleTime: FIVE_MINUTES });

export const supportTagsQuery = () =>
  queryOptions({ queryKey: queryKeys.help.supportTags, queryFn: () => bff<{ tags: SupportTag[] }>("/api/support-tags").then((d) => d.tags), staleTime: FIVE_MINUTES });

/** Counted clicks (spec 2 §7): a FAQ expanded, a support tag used. */
export const countFaqClick = (faqId: number) => bff("/api/faqs", { method: "POST", body: { faq_id: faqId } });
export const countSupportTag = (tagId: number) => bff("/api/support-tags", { method: "POST", body: { tag_id: tagId } });

export const fetchReorder = (orderId: number) => bff<Reorder>(`/api/orders/${orderId}/reorder`);

export const sendReview = ({ orderId, review }: { orderId: number; review: unknown }) => bff(`/api/orders/${orderId}/review`, { method: "POST", body: review });
