// spec 1 §4 Startup and login: "use last stored coordinates or permitted device location, else the Tirana default
// (41.32754, 19.81869); reverse-geocode and set the address; if the profile has no coordinates save them to it;
// create a default address from it". spec 1 §9: geolocation timeout 15 s.
export const TIRANA = { latitude: 41.32754, longitude: 19.81869 } as const;
export const GEOLOCATION_TIMEOUT_MS = 15_000;
/** spec 1 §3 Browser-kept values: "last coordinates" (with the address text that goes with them). */
export const LAST_PLACE_KEY = "shijo.lastPlace";
/** Fired on window after the start-up place is stored, for whoever shows it (the home search). */
export const PLACE_EVENT = "shijo:place";

export interface Place {
  latitude: number;
  longitude: number;
  formatted_address: string;
}

export type LocationSource = "stored" | "device" | "default";
export type Permission = "granted" | "denied" | "prompt" | "unknown";

const inRange = (value: unknown, limit: number): value is number => typeof value === "number" && Number.isFinite(value) && Math.abs(value) <= limit;

/** A stored place, or null when missing or malformed. */
export function parsePlace(raw: string | null | undefined): Place | null {
  if (!raw) return null;
  try {
    const data = JSON.parse(raw) as Partial<Place> | null;
    if (!data || !inRange(data.latitude, 90) || !inRange(data.longitude, 180)) return null;
    return {
      latitude: data.latitude,
      longitude: data.longitude,
      formatted_address: typeof data.formatted_address === "string" ? data.formatted_address.slice(0, 300) : "",
    };
  } catch {
    return null;
  }
}

/**
 * Where the start-up location comes from. The device is asked only when the browser already permits it: asking on
 * page load would prompt every first-time visitor (the home search's own button asks). Refused → the default.
 */
export function locationSource(stored: Place | null, permission: Permission): LocationSource {
  if (stored) return "stored";
  return permission === "granted" ? "device" : "default";
}

/** "Unable to retrieve your location…" (spec 1 §8) is due when the device was refused or failed. */
export function locationRefused(permission: Permission, deviceFailed: boolean): boolean {
  return permission === "denied" || deviceFailed;
}

/** "if the profile has no coordinates save them to it". */
export function profileNeedsCoordinates(profile: { latitude?: number | null; longitude?: number | null }): boolean {
  return !inRange(profile.latitude, 90) || !inRange(profile.longitude, 180) || (profile.latitude === 0 && profile.longitude === 0);
}
