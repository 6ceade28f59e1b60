// Places through the BFF (lib/geo: offline gazetteer by default): reverse geocoding and the search lookups. Plain
// calls only: the search form and the home start-up use them on public pages (issue 14's JS budget); the checkout's
// cached reverse query is in geo-query.ts.
import type { Place } from "@/lib/geo/types";
import { bff } from "../bff";

/** The place near a point, or null outside Albania and Kosovo. */
export const reversePlace = (lat: number, lng: number, signal?: AbortSignal) => bff<{ place: Place | null }>(`/api/geo/reverse?lat=${lat}&lng=${lng}`, { signal }).then((d) => d.place);

export const autocompletePlaces = (q: string, signal?: AbortSignal) => bff<{ places?: Place[] }>(`/api/geo/autocomplete?q=${encodeURIComponent(q)}`, { signal }).then((d) => d.places ?? []);

export const searchSuggestions = (q: string, signal?: AbortSignal) =>
  bff<{ suggestions?: Array<{ keyword: string }> }>(`/api/search/suggestions?search=${encodeURIComponent(q)}`, { signal }).then((d) => d.suggestions ?? []);
