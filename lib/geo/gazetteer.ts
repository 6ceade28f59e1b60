import { haversineMetres } from "./distance";
import { GAZETTEER, type GazetteerEntry } from "./gazetteer-data";
import { inServiceArea, type Place } from "./types";
import { countryName } from "./country";

// Pure search over the bundled gazetteer (no React, no fetch): the offline default of the geocoding port.
type Locale = "sq" | "en";

const KIND_BONUS = { city: 6, area: 4, town: 2 } as const;
export const AUTOCOMPLETE_LIMIT = 8;

const byId = new Map(GAZETTEER.map((e) => [e.id, e]));

/** Lower case without diacritics or punctuation: "Tiranë" and "tirane" compare equal. */
export function foldPlaceText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

const nameIn = (e: GazetteerEntry, locale: Locale) => (locale === "en" && e.en ? e.en : e.sq);

/** "Blloku, Tiranë, Shqipëri" / "Blloku, Tirana, Albania". */
export function formattedAddress(entry: GazetteerEntry, locale: Locale): string {
  const parent = entry.in ? byId.get(entry.in) : undefined;
  return [nameIn(entry, locale), parent ? nameIn(parent, locale) : null, countryName(entry.country, locale)].filter(Boolean).join(", ");
}

export function toPlace(entry: GazetteerEntry, locale: Locale): Place {
  return {
    id: entry.id,
    name: nameIn(entry, locale),
    formatted_address: formattedAddress(entry, locale),
    latitude: entry.lat,
    longitude: entry.lng,
    country: entry.country,
  };
}

function score(entry: GazetteerEntry, q: string): number {
  const parent = entry.in ? byId.get(entry.in) : undefined;
  const names = [entry.sq, entry.en, ...(entry.aka ?? [])].filter((n): n is string => Boolean(n)).map(foldPlaceText);
  let best = 0;
  for (const name of names) {
    if (name === q) best = Math.max(best, 100);
    else if (name.startsWith(q)) best = Math.max(best, 80);
    else if (name.split(" ").some((word) => word.startsWith(q))) best = Math.max(best, 60);
    else if (name.includes(q)) best = Math.max(best, 40);
  }
  // "blloku tirane": the area followed by its city.
  if (best === 0 && parent) {
    const full = foldPlaceText(`${entry.sq} ${parent.sq}`);
    const fullEn = foldPlaceText(`${entry.en ?? entry.sq} ${parent.en ?? parent.sq}`);
    if (full.startsWith(q) || fullEn.startsWith(q)) best = 50;
  }
  return best === 0 ? 0 : best + KIND_BONUS[entry.kind];
}

/** Places whose name (either language, or a common spelling) matches the typed text, best first. */
export function searchGazetteer(query: string, locale: Locale, limit = AUTOCOMPLETE_LIMIT): Place[] {
  const q = foldPlaceText(query);
  if (q.length < 2) return [];
  return GAZETTEER.map((entry) => ({ entry, score: score(entry, q) }))
    .filter((r) => r.score > 0)
    .sort((a, b) => b.score - a.score || nameIn(a.entry, locale).length - nameIn(b.entry, locale).length || a.entry.id.localeCompare(b.entry.id))
    .slice(0, limit)
    .map((r) => toPlace(r.entry, locale));
}

// A neighbourhood names a point only when it is close; otherwise the nearest town or city does.
const AREA_RADIUS_M = 2_000;
const TOWN_RADIUS_M = 30_000;

/**
 * Reverse geocoding: the nearest neighbourhood within 2 km, else the nearest town or city within 30 km. The place
 * keeps the given coordinates (the user's real position), with the address of what is near. Null outside
 * Albania and Kosovo or far from any listed place.
 */
export function nearestPlace(latitude: number, longitude: number, locale: Locale): Place | null {
  if (!inServiceArea(latitude, longitude)) return null;
  const ranked = GAZETTEER.map((entry) => ({ entry, d: haversineMetres(latitude, longitude, entry.lat, entry.lng) })).sort((a, b) => a.d - b.d);
  const hit =
    ranked.find((r) => r.entry.kind === "area" && r.d <= AREA_RADIUS_M) ??
    ranked.find((r) => r.entry.kind !== "area" && r.d <= TOWN_RADIUS_M);
  if (!hit) return null;
  return { ...toPlace(hit.entry, locale), latitude, longitude };
}
