import "server-only";
import { cachedRead, CACHE_KEYS } from "@/lib/cache";
import { CACHE_TTL } from "@/lib/cache/keys";
import type { Locale } from "@/lib/i18n/routing";
import { apiFetch, type ApiContext } from "./client";
import { publicApiContext } from "./context";
import { queryKey, queryRecord } from "./query";
import { featureBlocksSchema, mapPointsSchema, vendorsPageSchema } from "./schemas/vendor";

// spec 2 §7 GET vendors and GET vendors/mobile-feature-blocks. Public reads (no token) are cached per locale and
// query for a short time (opening state changes); `ctx` with a token asks the API for isFav and is never cached.

/** GET vendors?{query}; query from vendorsApiQuery / mapVendorsApiQuery (lib/vendors/filter.ts). */
export function listVendors(locale: Locale, query: URLSearchParams) {
  return cachedRead(CACHE_KEYS.vendors(locale, queryKey(query)), CACHE_TTL.short, () =>
    apiFetch("vendors", { query: queryRecord(query), schema: vendorsPageSchema, ctx: publicApiContext(locale) }),
  );
}

/** The same list for a signed-in user (isFav filled); never cached. */
export function listVendorsAs(ctx: ApiContext, query: URLSearchParams) {
  return apiFetch("vendors", { query: queryRecord(query), schema: vendorsPageSchema, ctx });
}

/** GET vendors/mobile-feature-blocks?{query}; query from featureBlocksApiQuery. */
export function featureBlocks(locale: Locale, query: URLSearchParams) {
  return cachedRead(CACHE_KEYS.featureBlocks(locale, queryKey(query)), CACHE_TTL.short, () =>
    apiFetch("vendors/mobile-feature-blocks", { query: queryRecord(query), schema: featureBlocksSchema, ctx: publicApiContext(locale) }),
  );
}

/** GET vendors/map-points?{query}; query from mapPointsApiQuery (issue 26 §4: every vendor the map's filters match). */
export function vendorMapPoints(locale: Locale, query: URLSearchParams) {
  return cachedRead(CACHE_KEYS.vendorMapPoints(locale, queryKey(query)), CACHE_TTL.short, () =>
    apiFetch("vendors/map-points", { query: queryRecord(query), schema: mapPointsSchema, ctx: publicApiContext(locale) }),
  );
}
