import { TIRANA, TIRANA_ADDRESS } from "@/lib/brand";
import { defaultVendorFilter, vendorFilterToQuery, type VendorKind } from "@/lib/vendors/filter";
import { emojiToWords } from "./emoji";

/** Spec 1 §5: empty input clears the suggestions (null: clear, do not call); else the term to ask for. */
export function suggestionQuery(input: string): string | null {
  const term = emojiToWords(input);
  return term === "" ? null : term;
}

export interface PickedPlace {
  latitude?: number | null;
  longitude?: number | null;
  formatted_address?: string | null;
}

export const HOME_SEARCH_KEYS = ["search.location_required"] as const;
export type HomeSearchKey = (typeof HOME_SEARCH_KEYS)[number];

const hasCoords = (p: PickedPlace | null | undefined): p is PickedPlace & { latitude: number; longitude: number } =>
  !!p && Number.isFinite(p.latitude) && Number.isFinite(p.longitude) && p.latitude !== null && p.longitude !== null;

/** Spec 1 §5: home search needs a picked place with coordinates and address text; else the field shows an error. */
export function validateHomeSearch(place: PickedPlace | null | undefined): HomeSearchKey | null {
  return hasCoords(place) && (place.formatted_address ?? "").trim() !== "" ? null : "search.location_required";
}

export interface HomeSearch {
  place: PickedPlace;
  vendor_type: VendorKind;
  order_type: string;
  searchTerm: string;
}

/** Spec 1 §2: search goes to /stores with latitude, longitude, formatted_address, vendor_type, order_type, searchTerm. */
export function storesHref(search: HomeSearch): string | null {
  if (validateHomeSearch(search.place)) return null;
  const f = defaultVendorFilter();
  f.latitude = search.place.latitude ?? null;
  f.longitude = search.place.longitude ?? null;
  f.formatted_address = (search.place.formatted_address ?? "").trim();
  f.vendor_type = search.vendor_type;
  f.order_type = search.order_type;
  f.searchTerm = emojiToWords(search.searchTerm);
  return `/stores?${vendorFilterToQuery(f).toString()}`;
}

/**
 * Spec 1 §2 / spec 2 §2: a category tile goes to /stores with category and a place: the start-up place when there is
 * one (spec 1 §4), else Tirana, named in the page's language.
 */
export function categoryHref(categoryId: number | string, place: PickedPlace | null | undefined, locale: "sq" | "en"): string {
  const f = defaultVendorFilter();
  const p = hasCoords(place) ? place : null;
  f.category = String(categoryId);
  f.latitude = p?.latitude ?? TIRANA.latitude;
  f.longitude = p?.longitude ?? TIRANA.longitude;
  f.formatted_address = (p?.formatted_address ?? "").trim() || TIRANA_ADDRESS[locale];
  return `/stores?${vendorFilterToQuery(f).toString()}`;
}
