"use client";

import { useTranslations } from "@/lib/i18n/client";

/**
 * MapLibre's and Mapbox GL's own control texts (zoom buttons, the map's title, a popup's close button) in the
 * page's language: both libraries read them from the map's `locale` option, English otherwise.
 */
export function useMapLocale(): Record<string, string> {
  const t = useTranslations("common");
  return {
    "Map.Title": t("mapTitle"),
    "NavigationControl.ZoomIn": t("mapZoomIn"),
    "NavigationControl.ZoomOut": t("mapZoomOut"),
    "NavigationControl.ResetBearing": t("mapResetBearing"),
    "Popup.Close": t("mapClosePopup"),
  };
}
