import type { ApiRequest } from "./client";

type Query = NonNullable<ApiRequest<never>["query"]>;

/**
 * A URLSearchParams built by lib/vendors/filter.ts as apiFetch's query record: "key[]" entries become an array
 * (apiFetch writes them back as key[]=…), other keys keep their last value.
 */
export function queryRecord(params: URLSearchParams): Query {
  const out: Query = {};
  for (const [key, value] of params) {
    if (key.endsWith("[]")) {
      const name = key.slice(0, -2);
      const list = out[name];
      out[name] = Array.isArray(list) ? [...list, value] : [value];
    } else {
      out[key] = value;
    }
  }
  return out;
}

/** A stable cache key for a query: sorted, so the same filter in another order is the same entry. */
export function queryKey(params: URLSearchParams): string {
  const copy = new URLSearchParams(params);
  copy.sort();
  return copy.toString();
}
