import "server-only";
import { geocoder, type Place } from "@/lib/geo";
import { foldPlaceText } from "@/lib/geo/gazetteer";
import type { Locale } from "@/lib/i18n/routing";
import { isSearchTarget, orderTypeOf, parsePlaceParam, searchHref, type SearchTarget } from "@/lib/search/submit";
import type { SearchFormInitial } from "./search-form";

type Query = Record<string, string | string[] | undefined>;
const read = (q: Query, key: string) => {
  const v = q[key];
  return ((Array.isArray(v) ? v[0] : v) ?? "").trim();
};

export type ResolvedSearch =
  | { kind: "none" }
  | { kind: "go"; href: string }
  | { kind: "ask"; target: SearchTarget; initial: SearchFormInitial; options: Place[]; errorKey: "location_required" | "no_places" | null };

/**
 * A search sent without JavaScript (the search form's GET to the home page, spec 1 §2): a place picked from the
 * offered list ("pick"), or the bar's own place while its text is unchanged ("place"), goes on to the target;
 * otherwise the typed text is geocoded and the places found are offered, or the field shows an error.
 */
export async function resolveSearch(query: Query, locale: Locale): Promise<ResolvedSearch> {
  if (!("go" in query) && !("where" in query)) return { kind: "none" };
  const go = read(query, "go");
  const target: SearchTarget = isSearchTarget(go) ? go : "/stores";
  const where = read(query, "where").slice(0, 200);
  const base = {
    vendor_type: read(query, "vendor_type") === "grocery" ? ("grocery" as const) : ("vendors" as const),
    order_type: orderTypeOf(read(query, "order_type")),
    searchTerm: read(query, "searchTerm").slice(0, 100),
    category: read(query, "category").slice(0, 20) || undefined,
  };
  const pick = parsePlaceParam(read(query, "pick"));
  const own = parsePlaceParam(read(query, "place"));
  const place = pick ?? (own && (where === "" || foldPlaceText(where) === foldPlaceText(own.formatted_address)) ? own : null);
  if (place) {
    const href = searchHref(target, { ...base, place });
    if (href) return { kind: "go", href };
  }
  const initial: SearchFormInitial = { ...base, where, place: null };
  if (where.length < 2) return { kind: "ask", target, initial, options: [], errorKey: "location_required" };
  const options = await geocoder().autocomplete(where, locale);
  return { kind: "ask", target, initial, options, errorKey: options.length ? null : "no_places" };
}
