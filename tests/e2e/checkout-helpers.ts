// Shared by checkout.spec.ts and orders.spec.ts: a cart put straight into the browser's storage (the vendor page's
// own add-to-cart journey is tested in vendor-cart.spec.ts), and the product API's test-only levers.
import type { APIRequestContext, Page } from "@playwright/test";
import { emptyCart, type CartItem, type CartState, type Handover } from "../../lib/cart/types";
import { cartProductFrom, cartVendorFrom, type MenuProductForCart, type VendorForCart } from "../../lib/cart/vendor-data";
import { APP_KEY, apiUrl, expect } from "./fixtures";

// Seeded vendors (hashes are stable): Pizza Napoli is open around the clock (delivery, pickup; 18+ drinks on the
// menu); Pizzeria Da Vinci takes table reservations (opened all day by a test endpoint, so the hour does not matter).
export const NAPOLI = "e435fd83f471";
export const DA_VINCI_TITLE = "Pizzeria Da Vinci";
export const ELIRA = { email: "elira@shijo.al", password: "shijo123" } as const;

type MenuProduct = MenuProductForCart & { is_available?: number };
type VendorDetail = VendorForCart & { categories: Array<{ products: MenuProduct[] }> };

async function api<T>(request: APIRequestContext, path: string, init: { method?: "GET" | "POST"; body?: unknown } = {}): Promise<T> {
  const response = await request.fetch(`${apiUrl()}${path}`, {
    method: init.method ?? "GET",
    // A fresh connection each time: a kept-alive one the API's server closed meanwhile (Node's 5 s idle timeout)
    // fails a POST with ECONNRESET under load.
    headers: { "App-Key": APP_KEY, language: "en", Connection: "close", ...(init.body ? { "Content-Type": "application/json" } : {}) },
    data: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  expect(response.ok(), `${init.method ?? "GET"} ${path}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

export async function vendorDetail(request: APIRequestContext, key: string): Promise<VendorDetail> {
  return (await api<{ vendor: VendorDetail }>(request, `vendors/${key}`)).vendor;
}

export async function vendorHashByTitle(request: APIRequestContext, title: string): Promise<string> {
  const list = await api<{ vendors: { data: Array<{ title: string; hash_id: string }> } }>(
    request,
    `vendors?lat=41.32754&lng=19.81869&page=1&per_page=50&name=${encodeURIComponent(title)}`,
  );
  const found = list.vendors.data.find((v) => v.title === title);
  expect(found, title).toBeTruthy();
  return found!.hash_id;
}

export interface Pick {
  /** The first product matching: 18+ or not, with a minimum price. */
  age18?: boolean;
  minPrice?: number;
  quantity?: number;
}

/** Fills the browser's cart (localStorage shijo.cart) with products of one vendor, as the vendor page would. */
export async function fillCart(page: Page, request: APIRequestContext, key: string, picks: Pick[], handover: Handover = "Delivery"): Promise<{ cart: CartState; vendor: VendorDetail }> {
  const vendor = await vendorDetail(request, key);
  const menu = vendor.categories.flatMap((c) => c.products).filter((p) => p.is_available !== 0);
  const used = new Set<number>();
  const items: CartItem[] = picks.map((pick) => {
    const product = menu.find((p) => !used.has(p.id) && Boolean(p.age_18) === Boolean(pick.age18) && p.price >= (pick.minPrice ?? 0));
    expect(product, JSON.stringify(pick)).toBeTruthy();
    used.add(product!.id);
    return { ...cartProductFrom(product!), quantity: pick.quantity ?? 1, comments: "", options: [] };
  });
  const base = emptyCart();
  const cart: CartState = {
    ...base,
    items,
    vendorData: cartVendorFrom(vendor, handover.toLowerCase()),
    delivery_info: { ...base.delivery_info, handover_method: handover },
  };
  await page.goto("/");
  await page.evaluate((raw) => window.localStorage.setItem("shijo.cart", raw), JSON.stringify(cart));
  return { cart, vendor };
}

/** Moves the product API's clock forward (order statuses follow it). */
export async function advanceClock(request: APIRequestContext, seconds: number): Promise<void> {
  await api(request, "__test/clock", { method: "POST", body: { advance_seconds: seconds } });
}

/** The next POST checkout of this account fails with this status and message. */
export async function failNextCheckout(request: APIRequestContext, email: string, message: string): Promise<void> {
  await api(request, "__test/checkout/fail-next", { method: "POST", body: { email, status: 422, message } });
}

export async function openAllDay(request: APIRequestContext, vendorId: number): Promise<void> {
  await api(request, "__test/vendors/open-all-day", { method: "POST", body: { vendor_id: vendorId } });
}

/** Takes every product of a vendor off the menu; answers the ids, for restoreProducts. */
export async function withdrawProducts(request: APIRequestContext, vendorId: number): Promise<number[]> {
  return (await api<{ product_ids: number[] }>(request, "__test/products/availability", { method: "POST", body: { vendor_id: vendorId, available: false } })).product_ids;
}

export async function restoreProducts(request: APIRequestContext, ids: number[]): Promise<void> {
  if (ids.length) await api(request, "__test/products/availability", { method: "POST", body: { product_ids: ids, available: true } });
}

/** The vendor has no opening hours left: closed all week until openAllDay. */
export async function closeVendor(request: APIRequestContext, vendorId: number): Promise<void> {
  await api(request, "__test/vendors/close", { method: "POST", body: { vendor_id: vendorId } });
}

/** ICU-free placeholder filling for messages with {name} arguments. */
export const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k]));
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
