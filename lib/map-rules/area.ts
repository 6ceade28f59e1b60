import { EARTH_RADIUS_M } from "@/lib/geo/distance";

// ADR 0015: a person seen only approximately is drawn as an area — a circle around the centre of their grid cell
// whose radius holds the whole cell — never as a pin. Pure, so the map and its tests agree on the shape.

/** A closed ring of [longitude, latitude] points on a circle of `radiusMetres` around the centre (GeoJSON order). */
export function circleRing(latitude: number, longitude: number, radiusMetres: number, steps = 48): Array<[number, number]> {
  const ring: Array<[number, number]> = [];
  const dLat = (radiusMetres / EARTH_RADIUS_M) * (180 / Math.PI);
  const dLng = dLat / Math.max(Math.cos((latitude * Math.PI) / 180), 1e-6);
  for (let i = 0; i < steps; i++) {
    const angle = (2 * Math.PI * i) / steps;
    ring.push([longitude + dLng * Math.cos(angle), latitude + dLat * Math.sin(angle)]);
  }
  ring.push(ring[0]);
  return ring;
}

/** The area as a GeoJSON polygon feature, for a map source. */
export function areaFeature(latitude: number, longitude: number, radiusMetres: number) {
  return {
    type: "Feature" as const,
    properties: {},
    geometry: { type: "Polygon" as const, coordinates: [circleRing(latitude, longitude, radiusMetres)] },
  };
}

/** Whole kilometres (at least 1) to say how wide an area is: "within about {km} km". */
export function areaKilometres(radiusMetres: number): number {
  return Math.max(1, Math.round(radiusMetres / 1000));
}
