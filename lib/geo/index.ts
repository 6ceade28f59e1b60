import "server-only";
import { nearestPlace, searchGazetteer } from "./gazetteer";
import { mapboxGeocoder } from "./mapbox";
import type { Geocoder } from "./types";

export type { Geocoder, Place } from "./types";

/** The offline default: the bundled gazetteer of Albania and Kosovo. */
export const gazetteerGeocoder: Geocoder = {
  async autocomplete(query, locale) {
    return searchGazetteer(query, locale);
  },
  async reverse(latitude, longitude, locale) {
    return nearestPlace(latitude, longitude, locale);
  },
};

let chosen: Geocoder | undefined;

/** Mapbox geocoding when NEXT_PUBLIC_MAPBOX_TOKEN is set (ARCHITECTURE "Ports and adapters"), else the gazetteer. */
export function geocoder(): Geocoder {
  const token = process.env.NEXT_PUBLIC_MAPBOX_TOKEN;
  chosen ??= token ? mapboxGeocoder(token) : gazetteerGeocoder;
  return chosen;
}
