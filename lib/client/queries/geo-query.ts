// The checkout map's reverse geocoding as a TanStack Query (cached per point for the page).
import { queryOptions } from "@tanstack/react-query";
import { queryKeys } from "../query-keys";
import { reversePlace } from "./geo";

/** A point's place, cached for the page; a failure answers null (no place) rather than an error. */
export const reversePlaceQuery = (lat: number, lng: number) =>
  queryOptions({
    queryKey: queryKeys.geo.reverse(lat, lng),
    queryFn: ({ signal }) => reversePlace(lat, lng, signal).catch(() => null),
    staleTime: Infinity,
  });
