// The one great-circle distance of the storefront (the gazetteer's nearest place, the friends map's refetch rule, a
// person's approximate area): the mean Earth radius and the haversine formula.

export const EARTH_RADIUS_M = 6_371_000;

const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** Metres between two points on the Earth. */
export function haversineMetres(aLat: number, aLng: number, bLat: number, bLng: number): number {
  const h = Math.sin(rad(bLat - aLat) / 2) ** 2 + Math.cos(rad(aLat)) * Math.cos(rad(bLat)) * Math.sin(rad(bLng - aLng) / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}
