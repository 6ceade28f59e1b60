import "server-only";
import type { Country, Geocoder, Place } from "./types";
import { inServiceArea } from "./types";

// Production adapter: Mapbox Geocoding v6, restricted to Albania and Kosovo (spec 1 §2 / §9: countries al, xk).
const BASE = "https://api.mapbox.com/search/geocode/v6";
const TIMEOUT_MS = 5_000;

interface Feature {
  id?: string;
  properties?: {
    mapbox_id?: string;
    name?: string;
    full_address?: string;
    place_formatted?: string;
    coordinates?: { latitude?: number; longitude?: number };
    context?: { country?: { country_code?: string } };
  };
  geometry?: { coordinates?: [number, number] };
}

function toPlace(feature: Feature): Place | null {
  const p = feature.properties ?? {};
  const latitude = p.coordinates?.latitude ?? feature.geometry?.coordinates?.[1];
  const longitude = p.coordinates?.longitude ?? feature.geometry?.coordinates?.[0];
  if (typeof latitude !== "number" || typeof longitude !== "number" || !inServiceArea(latitude, longitude)) return null;
  const code = p.context?.country?.country_code?.toLowerCase();
  const country: Country = code === "xk" ? "xk" : "al";
  const name = p.name ?? "";
  const address = p.full_address ?? [name, p.place_formatted].filter(Boolean).join(", ");
  if (!address) return null;
  return { id: p.mapbox_id ?? feature.id ?? `${latitude},${longitude}`, name: name || address, formatted_address: address, latitude, longitude, country };
}

async function features(url: URL): Promise<Feature[]> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), cache: "no-store" });
    if (!response.ok) return [];
    const body = (await response.json()) as { features?: Feature[] };
    return Array.isArray(body.features) ? body.features : [];
  } catch {
    return [];
  }
}

export function mapboxGeocoder(token: string): Geocoder {
  const url = (path: string, params: Record<string, string>) => {
    const u = new URL(`${BASE}/${path}`);
    for (const [k, v] of Object.entries({ ...params, country: "al,xk", access_token: token })) u.searchParams.set(k, v);
    return u;
  };
  return {
    async autocomplete(query, locale) {
      const found = await features(url("forward", { q: query, autocomplete: "true", limit: "8", language: locale }));
      return found.map(toPlace).filter((p): p is Place => p !== null);
    },
    async reverse(latitude, longitude, locale) {
      if (!inServiceArea(latitude, longitude)) return null;
      const found = await features(url("reverse", { latitude: String(latitude), longitude: String(longitude), limit: "1", language: locale }));
      const place = found.map(toPlace).find((p): p is Place => p !== null);
      return place ? { ...place, latitude, longitude } : null;
    },
  };
}
