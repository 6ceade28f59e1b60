// spec 2 §2 Vendors map / §9 "zoom 16" — and issue 9 #23: the first view must show the vendors it lists. Zoom 16
// around the place showed 2 of 28; the first view is fitted instead, zoom 16 remaining the closest it goes.

export interface Point {
  latitude: number;
  longitude: number;
}

export type FirstView =
  | { kind: "center"; latitude: number; longitude: number; zoom: number }
  | { kind: "bounds"; bounds: [[number, number], [number, number]]; maxZoom: number };

/** How many vendors nearest to a searched place the first view must show (the rest are a pan or a zoom away). */
export const NEAREST_SHOWN = 10;

const squaredKm = (a: Point, b: Point) => {
  const dLat = (a.latitude - b.latitude) * 111.32;
  const dLng = (a.longitude - b.longitude) * 111.32 * Math.cos(((a.latitude + b.latitude) / 2) * (Math.PI / 180));
  return dLat * dLat + dLng * dLng;
};

const valid = (p: Point) => Number.isFinite(p.latitude) && Number.isFinite(p.longitude) && Math.abs(p.latitude) <= 90 && Math.abs(p.longitude) <= 180;

/**
 * The map's first view: one vendor (is_one_vendor=1) or none → centred at `zoom`; a searched place → the place and
 * its NEAREST_SHOWN nearest vendors; no place searched (the Tirana default) → every vendor listed. Bounds are
 * [[west, south], [east, north]], never closer than `zoom`.
 */
export function mapFirstView(input: { center: Point; markers: readonly Point[]; searched: boolean; oneVendor: boolean; zoom: number }): FirstView {
  const markers = input.markers.filter(valid);
  if (input.oneVendor || markers.length === 0) {
    const at = input.oneVendor && markers[0] ? markers[0] : input.center;
    return { kind: "center", latitude: at.latitude, longitude: at.longitude, zoom: input.zoom };
  }
  const shown = input.searched ? [...markers].sort((a, b) => squaredKm(a, input.center) - squaredKm(b, input.center)).slice(0, NEAREST_SHOWN) : markers;
  const points = input.searched && valid(input.center) ? [input.center, ...shown] : shown;
  const lats = points.map((p) => p.latitude);
  const lngs = points.map((p) => p.longitude);
  return { kind: "bounds", bounds: [[Math.min(...lngs), Math.min(...lats)], [Math.max(...lngs), Math.max(...lats)]], maxZoom: input.zoom };
}
