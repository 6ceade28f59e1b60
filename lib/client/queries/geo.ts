// Places through the BFF (lib/geo: offline gazetteer by default): reverse geocoding and the search lookups.
import { queryOptions } from "@tanstack/react-query";
import type { Place } from "@/lib/geo/types";
import { bff } from "../bff";
import { queryKeys } from "../query-keys";

/** The place near a point, or null outside Albania and Kosovo. */
export const reversePlace = (lat: number, lng: number, signal?: AbortSignal) => bff<{ place: Place | null }>(`/api/geo/reverse?lat=${lat}&lng=${lng}`, { signal }).then((d) => d.place);

/** A point's place, cached for the page; a failure answers null (no place) rather than an error. */
export const reversePlaceQuery = (lat: number, lng: number) =>
  queryOptions({
    queryKey: queryKeys.geo.reverse(lat, lng),
    queryFn: ({ signal }) => reversePlace(lat, lng, signal).catch(() => null),
    staleTime: Infinity,
  });

export const autocompletePlaces = (q: string, signal?: AbortSignal) => bff<{ places?: Place[] }>(`/api/geo/autocomplete?q=${encodeURIComponent(q)}`, { signal }).then((d) => d.places ?? []);

export const searchSuggestions = (q: string, signal?: AbortSignal) =>
  bff<{ suggestions?: Array<{ keyword: string }> }>(`/api/search/suggestions?search=${encodeURIComponent(q)}`, { signal }).then((d) => d.suggestions ?? []);
