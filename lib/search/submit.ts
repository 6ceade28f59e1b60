import { defaultVendorFilter, vendorFilterToQuery, type VendorKind } from "@/lib/vendors/filter";
import { inServiceArea } from "@/lib/geo/types";
import { emojiToWords } from "./emoji";
import { validateHomeSearch, type PickedPlace } from "./search";

// The search bar of home, /stores and /vendors-map (spec 1 §2 Home, spec 2 §2 Categories / Vendors map): where a
// search goes, and how a picked place travels in a plain GET form when JavaScript is off.

export const SEARCH_TARGETS = ["/stores", "/vendors-map", "/search"] as const;
export type SearchTarget = (typeof SEARCH_TARGETS)[number];

export const ORDER_TYPES = ["delivery", "pickup", "reserve"] as const;
export type OrderType = (typeof ORDER_TYPES)[number];

export function isSearchTarget(value: unknown): value is SearchTarget {
  return (SEARCH_TARGETS as readonly unknown[]).includes(value);
}

export function orderTypeOf(value: unknown): OrderType {
  const v = String(value ?? "").toLowerCase();
  return (ORDER_TYPES as readonly string[]).includes(v) ? (v as OrderType) : "delivery";
}

export interface SearchSubmit {
  place: PickedPlace | null;
  vendor_type: VendorKind;
  order_type: string;
  searchTerm: string;
  /** Kept from the current list (the map's search bar writes category too). */
  category?: string;
}

/**
 * Spec 1 §2: the URL a search goes to, with latitude, longitude, formatted_address, vendor_type, order_type and
 * searchTerm (emoji mapped to words); null while no place with coordinates and address is picked.
 */
export function searchHref(target: SearchTarget, search: SearchSubmit): string | null {
  if (validateHomeSearch(search.place)) return null;
  const f = defaultVendorFilter();
  f.category = search.category?.trim() ?? "";
  f.latitude = search.place?.latitude ?? null;
  f.longitude = search.place?.longitude ?? null;
  f.formatted_address = (search.place?.formatted_address ?? "").trim();
  f.vendor_type = search.vendor_type;
  f.order_type = search.order_type;
  f.searchTerm = emojiToWords(search.searchTerm);
  return `${target}?${vendorFilterToQuery(f).toString()}`;
}

const MAX_ADDRESS = 200;
const round = (n: number) => Math.round(n * 1e6) / 1e6;

/** A picked place as one form value, "lat,lng,address" (the address may hold commas). */
export function placeParam(place: { latitude: number; longitude: number; formatted_address: string }): string {
  return `${round(place.latitude)},${round(place.longitude)},${place.formatted_address.trim()}`;
}

/** The reverse of placeParam; null unless the coordinates are in Albania or Kosovo and the address is set. */
export function parsePlaceParam(value: string | null | undefined): (PickedPlace & { latitude: number; longitude: number; formatted_address: string }) | null {
  const match = /^\s*(-?\d{1,3}(?:\.\d+)?),(-?\d{1,3}(?:\.\d+)?),(.+)$/s.exec(value ?? "");
  if (!match) return null;
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  const formatted_address = match[3].trim().slice(0, MAX_ADDRESS);
  if (!inServiceArea(latitude, longitude) || !formatted_address) return null;
  return { latitude, longitude, formatted_address };
}
