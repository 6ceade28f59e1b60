import "server-only";
import { cache } from "react";
import { z } from "zod";
import { CACHE_KEYS, cachedRead } from "@/lib/cache";
import { CACHE_TTL } from "@/lib/cache/keys";
import type { Locale } from "@/lib/i18n/routing";
import { apiFetch, type ApiContext } from "./client";
import { publicApiContext } from "./context";
import { publicVendor, vendorDetailEnvelopeSchema, vendorOpenSchema, vendorOrdersSchema, type VendorDetail } from "./schemas/vendor-detail";
import type { ApiResult } from "./result";

// ARCHITECTURE "Conventions": ids and hashes in URLs are validated before any upstream call.
const VENDOR_KEY = /^(?:\d{1,9}|[0-9a-f]{12})$/;

/** A numeric vendor id or a 12-hex hash_id. */
export function isVendorKey(value: string): boolean {
  return VENDOR_KEY.test(value);
}

/**
 * spec 2 §7 GET vendors/{id}: the public menu, cached per locale without a token, so a burst from a shared link
 * costs one upstream call. The selected method is derived by the page (lib/vendors/order-method), not asked for,
 * so every method of one vendor shares the entry. React's cache() shares it between metadata and page.
 */
export const getPublicVendor = cache(async (locale: Locale, key: string): Promise<ApiResult<VendorDetail>> => {
  if (!isVendorKey(key)) return { ok: false, error: { kind: "http", status: 404, message: null } };
  const result = await cachedRead(CACHE_KEYS.vendor(locale, key, "menu"), CACHE_TTL.short, () =>
    apiFetch(`vendors/${key}`, { ctx: publicApiContext(locale), schema: vendorDetailEnvelopeSchema }),
  );
  return result.ok ? { ...result, data: publicVendor(result.data.vendor) } : result;
});

/** The same call with the session's token: isFav of the vendor and of each product (never cached). */
export function getVendorForUser(ctx: ApiContext, key: string) {
  return apiFetch(`vendors/${key}`, { ctx, schema: vendorDetailEnvelopeSchema });
}

/** spec 2 §7 GET check-vendor-open/{vendor_id}. */
export function checkVendorOpen(ctx: ApiContext, id: number | string) {
  return apiFetch(`check-vendor-open/${id}`, { ctx, schema: vendorOpenSchema });
}

/** spec 2 §7 GET orders?vendor_id: one row is enough to know whether the user ordered there before. */
export async function hasPastOrders(ctx: ApiContext, vendorId: number): Promise<ApiResult<boolean>> {
  const result = await apiFetch("orders", { ctx, schema: vendorOrdersSchema, query: { vendor_id: vendorId, page: 1, per_page: 1 } });
  return result.ok ? { ok: true, status: result.status, data: result.data.orders.data.length > 0 } : result;
}

/** spec 2 §7 POST vendors/favourites (body not read). */
export function setVendorFavourite(ctx: ApiContext, vendorId: number, favourite: 0 | 1) {
  return apiFetch("vendors/favourites", { method: "POST", ctx, schema: z.unknown(), body: { vendor_id: vendorId, favourite } });
}

/** spec 2 §7 POST products/favourites (not read). */
export function setProductFavourite(ctx: ApiContext, productId: number, favourite: 0 | 1) {
  return apiFetch("products/favourites", { method: "POST", ctx, schema: z.unknown(), body: { product_id: productId, favourite } });
}
