import { haversineMetres } from "@/lib/geo/distance";

// Spec 3 §4 / §9 Map: zoom thresholds 16.5, 15 and 14 give group sizes 1 to 4; default delta 0.03.
export type GroupLevel = 1 | 2 | 3 | 4;
export const DEFAULT_DELTA = 0.03;
export const MAP_SEARCH_DISTANCE = 20000;
/** The largest delta the map-data call accepts (the BFF's and the product API's input limit). */
export const MAX_DELTA = 10;

export function groupLevel(zoom: number): GroupLevel {
  if (zoom >= 16.5) return 1;
  if (zoom >= 15) return 2;
  if (zoom >= 14) return 3;
  return 4;
}

export interface MapView {
  zoom: number;
  latitude: number;
  longitude: number;
  /** The visible height and width in degrees (north − south, east − west). */
  latitudeDelta?: number;
  longitudeDelta?: number;
}

/**
 * What one map-data call asked for, which is what the map holds until the next one: the product API answers the
 * box `latitude ± latitudeDelta`, `longitude ± longitudeDelta` (spec 3 §7: the view's own deltas, so the box reaches
 * half a view beyond each edge), cut to `distance` metres around the centre.
 */
export interface LastFetch {
  level: GroupLevel;
  latitude: number;
  longitude: number;
  latitudeDelta: number;
  longitudeDelta: number;
  distance: number;
}

/** The map-data request for a view (spec 3 §7): its centre, its deltas (at most MAX_DELTA), its zoom's group size. */
export function mapRequestFor(view: MapView): { latitude: number; longitude: number; latitudeDelta: number; longitudeDelta: number; zoom: number; group_size: GroupLevel } {
  return {
    latitude: view.latitude,
    longitude: view.longitude,
    latitudeDelta: Math.min(view.latitudeDelta ?? DEFAULT_DELTA, MAX_DELTA),
    longitudeDelta: Math.min(view.longitudeDelta ?? DEFAULT_DELTA, MAX_DELTA),
    zoom: view.zoom,
    group_size: groupLevel(view.zoom),
  };
}

/** What the map holds after fetching for `view`. */
export function fetchedFor(view: MapView, distance = MAP_SEARCH_DISTANCE): LastFetch {
  const r = mapRequestFor(view);
  return { level: r.group_size, latitude: r.latitude, longitude: r.longitude, latitudeDelta: r.latitudeDelta, longitudeDelta: r.longitudeDelta, distance };
}

// Deltas are rounded to 1e-5 by the map; a view of the same size is "the same" within this share of it.
const SAME_SIZE = 1e-3;

/** Whether the visible `view` lies inside the box and the circle a fetch centred at `from` answered. */
function covers(from: LastFetch, view: MapView): boolean {
  const halfLat = (view.latitudeDelta ?? DEFAULT_DELTA) / 2;
  const halfLng = (view.longitudeDelta ?? DEFAULT_DELTA) / 2;
  const slack = 1 + SAME_SIZE;
  if (Math.abs(view.latitude - from.latitude) + halfLat > from.latitudeDelta * slack) return false;
  if (Math.abs(view.longitude - from.longitude) + halfLng > from.longitudeDelta * slack) return false;
  return [-halfLat, halfLat].every((dLat) =>
    [-halfLng, halfLng].every((dLng) => haversineMetres(from.latitude, from.longitude, view.latitude + dLat, view.longitude + dLng) <= from.distance * slack),
  );
}

/**
 * Issue 24 (spec 3 §4's level-1 move rule, now at every level): is the view still inside what was fetched? All of:
 * - the same group level (another level groups people differently: spec 3 §4);
 * - a fetch for this view would not ask for a bigger area: a fetch made closer in covers less than this view's own
 *   (zooming 15 → 17 → 16 → 15 must not keep zoom 16's half-size area at 15);
 * - the visible view lies inside the fetched box and search circle (at one zoom: the centre moved at most half a
 *   delta, spec 3 §4's level-1 rule).
 * A view wider than any fetch can answer (the 20 km circle, the 10° box) is inside when its centre has not moved:
 * fetching again there would answer the same.
 */
export function viewInsideFetched(last: LastFetch, view: MapView): boolean {
  const wanted = fetchedFor(view, last.distance);
  if (wanted.level !== last.level) return false;
  if (wanted.latitudeDelta > last.latitudeDelta * (1 + SAME_SIZE) || wanted.longitudeDelta > last.longitudeDelta * (1 + SAME_SIZE)) return false;
  if (covers(last, view)) return true;
  if (covers(wanted, view)) return false;
  const still = SAME_SIZE * wanted.latitudeDelta;
  return Math.abs(view.latitude - last.latitude) <= still && Math.abs(view.longitude - last.longitude) <= SAME_SIZE * wanted.longitudeDelta;
}

/**
 * Spec 3 §4: "Requests are ignored while one is loading"; the first view always fetches; afterwards a view is
 * fetched again when it is no longer inside what was fetched (viewInsideFetched).
 */
export function shouldRefetch(last: LastFetch | null, view: MapView, loading: boolean): boolean {
  if (loading) return false;
  if (!last) return true;
  return !viewInsideFetched(last, view);
}
