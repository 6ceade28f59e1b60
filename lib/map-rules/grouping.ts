// Spec 3 §4 / §9 Map: zoom thresholds 16.5, 15 and 14 give group sizes 1 to 4; default delta 0.03.
export type GroupLevel = 1 | 2 | 3 | 4;
export const DEFAULT_DELTA = 0.03;
export const MAP_SEARCH_DISTANCE = 20000;

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
  latitudeDelta?: number;
  longitudeDelta?: number;
}

export interface LastFetch {
  level: GroupLevel;
  latitude: number;
  longitude: number;
}

/**
 * Spec 3 §4: refetch only when the group level changes, or, at level 1, when the centre moved more than half the
 * visible delta (latitude or longitude) from where the last fetch was made. Ignored while a request is loading;
 * the first view always fetches.
 */
export function shouldRefetch(last: LastFetch | null, view: MapView, loading: boolean): boolean {
  if (loading) return false;
  if (!last) return true;
  const level = groupLevel(view.zoom);
  if (level !== last.level) return true;
  if (level !== 1) return false;
  const latHalf = (view.latitudeDelta ?? DEFAULT_DELTA) / 2;
  const lngHalf = (view.longitudeDelta ?? DEFAULT_DELTA) / 2;
  return Math.abs(view.latitude - last.latitude) > latHalf || Math.abs(view.longitude - last.longitude) > lngHalf;
}
