"use client";

import { useTranslations } from "@/lib/i18n/client";

/**
 * MapLibre's and Mapbox GL's own texts (zoom buttons, the map's title, a default marker's name, a popup's close
 * button) in the page's language: both libraries read them from the map's `locale` option, English otherwise
 * (tests/e2e/map-extras.spec.ts checks every map page for MapLibre's English defaults).
 */
export function useMapLocale(): Record<string, string> {
  const t = useTranslations("common");
  return {
    "Map.Title": t("mapTitle"),
    "NavigationControl.ZoomIn": t("mapZoomIn"),
    "NavigationControl.ZoomOut": t("mapZoomOut"),
    "NavigationControl.ResetBearing": t("mapResetBearing"),
    "Popup.Close": t("mapClosePopup"),
    "Marker.Title": t("mapMarker"),
  };
}
