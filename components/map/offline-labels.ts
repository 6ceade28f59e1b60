// Names drawn over the offline map (components/map/vendors-map-maplibre.tsx). The offline style fetches no glyphs,
// so MapLibre cannot write text itself: these are placed as HTML labels, each from the zoom at which it fits.
// Proper names are Albanian, as on the streets themselves; the city's own name comes from the page's language.

export type OfflineLabelKind = "city" | "area" | "water" | "street";

export interface OfflineLabel {
  /** null: the city, named by the page (messages location.tirana). */
  name: string | null;
  latitude: number;
  longitude: number;
  kind: OfflineLabelKind;
  minZoom: number;
  maxZoom?: number;
}

export const OFFLINE_LABELS: readonly OfflineLabel[] = [
  { name: null, latitude: 41.3345, longitude: 19.8235, kind: "city", minZoom: 0, maxZoom: 15.5 },
  { name: "Durrës", latitude: 41.3231, longitude: 19.4414, kind: "city", minZoom: 7, maxZoom: 12 },
  { name: "Blloku", latitude: 41.3192, longitude: 19.8148, kind: "area", minZoom: 13.5 },
  { name: "Sheshi Skënderbej", latitude: 41.3277, longitude: 19.8188, kind: "area", minZoom: 14.5 },
  { name: "Parku i Madh", latitude: 41.3042, longitude: 19.8175, kind: "area", minZoom: 14 },
  { name: "Liqeni Artificial", latitude: 41.3118, longitude: 19.8195, kind: "water", minZoom: 13.5 },
  { name: "Lana", latitude: 41.3217, longitude: 19.8005, kind: "water", minZoom: 15 },
  { name: "Bulevardi Dëshmorët e Kombit", latitude: 41.3205, longitude: 19.8211, kind: "street", minZoom: 15 },
  { name: "Bulevardi Zogu I", latitude: 41.3322, longitude: 19.8194, kind: "street", minZoom: 15 },
  { name: "Rruga e Kavajës", latitude: 41.3262, longitude: 19.8055, kind: "street", minZoom: 15 },
  { name: "Rruga e Durrësit", latitude: 41.3318, longitude: 19.8095, kind: "street", minZoom: 15 },
  { name: "Rruga e Elbasanit", latitude: 41.3182, longitude: 19.8297, kind: "street", minZoom: 15 },
  { name: "Rruga e Dibrës", latitude: 41.3352, longitude: 19.8258, kind: "street", minZoom: 15 },
  { name: "Rruga Myslym Shyri", latitude: 41.3226, longitude: 19.8105, kind: "street", minZoom: 15.5 },
  { name: "Rruga Ibrahim Rugova", latitude: 41.3199, longitude: 19.8168, kind: "street", minZoom: 15.5 },
  { name: "Unaza e Madhe", latitude: 41.3392, longitude: 19.8125, kind: "street", minZoom: 14 },
];

/** The labels that fit at this zoom (none before the map knows its zoom). */
export function labelsAt(zoom: number | null): OfflineLabel[] {
  if (zoom === null) return [];
  return OFFLINE_LABELS.filter((l) => zoom >= l.minZoom && (l.maxZoom === undefined || zoom < l.maxZoom));
}
