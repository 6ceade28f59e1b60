// The offline MapLibre style the vendors map serves from public/ (ARCHITECTURE "maps" port). The contact page uses
// it when present and keeps its static picture otherwise.
export const OFFLINE_MAP_STYLE_URL = "/map/style.json";

/** An OpenStreetMap link to the point: "open in a map" without any map code on our page. */
export function openStreetMapUrl(latitude: number, longitude: number, zoom = 17): string {
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=${zoom}/${latitude}/${longitude}`;
}
