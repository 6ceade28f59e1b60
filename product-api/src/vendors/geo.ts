// Real distances for the vendor list and delivery zones (spec 2 §3 distance in metres; zone = inside delivery range).
export const EARTH_RADIUS_M = 6_371_008.8;

const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres (haversine). */
export function haversineMetres(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = rad(lat2 - lat1);
  const dLng = rad(lng2 - lng1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Ray casting over [lat, lng] vertices; fine for city-sized polygons. */
export function insidePolygon(lat: number, lng: number, polygon: ReadonlyArray<readonly [number, number]>): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [yi, xi] = polygon[i];
    const [yj, xj] = polygon[j];
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

export interface ZoneRow {
  id: number;
  name: string;
  radiusM: number | null;
  polygon: Array<[number, number]> | null;
  deliveryFee: number | null;
}

/** The first of the vendor's zones that contains the point, or null (outside the delivery range). */
export function zoneContaining(
  point: { lat: number; lng: number },
  vendor: { latitude: number; longitude: number },
  zones: readonly ZoneRow[],
): ZoneRow | null {
  return (
    zones.find((z) =>
      z.polygon && z.polygon.length >= 3
        ? insidePolygon(point.lat, point.lng, z.polygon)
        : z.radiusM !== null && haversineMetres(point.lat, point.lng, vendor.latitude, vendor.longitude) <= z.radiusM,
    ) ?? null
  );
}
