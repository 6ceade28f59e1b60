import { createLoader, createParser, parseAsStringLiteral } from "nuqs/server";

// Spec 2 §3 Orders filter: discount, cashback, promotion, split, searchTerm, orders_tab (default current).
export type OrdersTab = "current" | "past";

export interface OrdersFilter {
  discount: boolean;
  cashback: boolean;
  promotion: boolean;
  split: boolean;
  searchTerm: string;
  orders_tab: OrdersTab;
}

export const ORDERS_PAGE_SIZE = 15;
const TOGGLES = ["discount", "cashback", "promotion", "split"] as const;

export function defaultOrdersFilter(): OrdersFilter {
  return { discount: false, cashback: false, promotion: false, split: false, searchTerm: "", orders_tab: "current" };
}

const flag = createParser({ parse: (v) => v === "1", serialize: () => "1" }).withDefault(false);

/**
 * The filter's query parameters (nuqs parsers, shared by the server pages, the BFF route and the client view):
 * toggles are "1"; tab past or current (anything else current); defaults are left out of the URL.
 */
export const ordersFilterParsers = {
  discount: flag,
  cashback: flag,
  promotion: flag,
  split: flag,
  searchTerm: createParser({ parse: (v) => v.trim(), serialize: (v: string) => v.trim() }).withDefault(""),
  orders_tab: parseAsStringLiteral(["current", "past"] as const).withDefault("current"),
};

const loadOrdersFilter = createLoader(ordersFilterParsers);

/** URL → filter. */
export function ordersFilterFromQuery(query: URLSearchParams | Record<string, string | string[] | undefined>): OrdersFilter {
  return loadOrdersFilter(query);
}

/** Filter → URL: only what differs from the defaults, so a clean list has a clean URL. */
export function ordersFilterToQuery(f: OrdersFilter): URLSearchParams {
  const q = new URLSearchParams();
  if (f.orders_tab === "past") q.set("orders_tab", "past");
  for (const t of TOGGLES) if (f[t]) q.set(t, "1");
  if (f.searchTerm.trim()) q.set("searchTerm", f.searchTerm.trim());
  return q;
}

/** Spec 2 §7 GET orders?page&per_page=15&…&status=current or past; toggles sent as 1 only when on. */
export function ordersApiQuery(f: OrdersFilter, page: number): URLSearchParams {
  const q = new URLSearchParams({ page: String(page), per_page: String(ORDERS_PAGE_SIZE), status: f.orders_tab });
  for (const t of TOGGLES) if (f[t]) q.set(t, "1");
  if (f.searchTerm.trim()) q.set("searchTerm", f.searchTerm.trim());
  return q;
}

/** Spec 2 §7 GET orders?vendor_id={id}&page&per_page=15&…: past orders at one vendor, same toggles, no tab. */
export function pastOrdersApiQuery(vendorId: number, f: OrdersFilter, page: number): URLSearchParams {
  const q = ordersApiQuery(f, page);
  q.delete("status");
  q.set("vendor_id", String(vendorId));
  return q;
}
