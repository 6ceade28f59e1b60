// The geocoding port (ARCHITECTURE "Ports and adapters"): the bundled gazetteer by default, Mapbox with a token.
// Only Albania (al) and Kosovo (xk) are served (spec 1 §2 / §9: autocomplete limited to al and xk).
export type Country = "al" | "xk";

export interface Place {
  /** Stable within one adapter (gazetteer slug or Mapbox id). */
  id: string;
  /** Short name: "Blloku". */
  name: string;
  /** What the search sends as formatted_address: "Blloku, Tiranë, Shqipëri". */
  formatted_address: string;
  latitude: number;
  longitude: number;
  country: Country;
}

export interface Geocoder {
  autocomplete(query: string, locale: "sq" | "en"): Promise<Place[]>;
  /** The place at or nearest to a point in Albania or Kosovo, or null outside them. */
  reverse(latitude: number, longitude: number, locale: "sq" | "en"): Promise<Place | null>;
}

/** A generous box around Albania and Kosovo: coordinates outside it are not ours to geocode or list. */
export const SERVICE_AREA = { minLat: 39.5, maxLat: 43.3, minLng: 18.9, maxLng: 21.9 } as const;

export function inServiceArea(latitude: number, longitude: number): boolean {
  return (
    Number.isFinite(latitude) &&
    Number.isFinite(longitude) &&
    latitude >= SERVICE_AREA.minLat &&
    latitude <= SERVICE_AREA.maxLat &&
    longitude >= SERVICE_AREA.minLng &&
    longitude <= SERVICE_AREA.maxLng
  );
}
