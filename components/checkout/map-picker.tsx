"use client";

import Map, { type ViewStateChangeEvent } from "react-map-gl/maplibre";
import "maplibre-gl/dist/maplibre-gl.css";
import { OFFLINE_MAP_STYLE_URL } from "@/lib/content/map";
import { useMapLocale } from "@/components/map/map-locale";

/**
 * The address map picker (ARCHITECTURE "maps" port: MapLibre with the offline style from public/). The pin stays
 * in the centre; the map reports where it points whenever it stops. Loaded only by a dynamic import on checkout.
 */
export function MapPicker({ latitude, longitude, label, onMoveEnd, onError }: { latitude: number; longitude: number; label: string; onMoveEnd: (lat: number, lng: number) => void; onError: () => void }) {
  const mapLocale = useMapLocale();
  return (
    <div role="region" aria-label={label} className="relative size-full">
      <Map
        locale={mapLocale}
        initialViewState={{ latitude, longitude, zoom: 16 }}
        mapStyle={OFFLINE_MAP_STYLE_URL}
        style={{ width: "100%", height: "100%" }}
        attributionControl={false}
        onError={(e) => {
          // No WebGL (old devices, some headless browsers): the modal explains instead of a blank box.
          if (/webgl/i.test(String(e.error?.message ?? ""))) onError();
        }}
        onMoveEnd={(e: ViewStateChangeEvent) => onMoveEnd(e.viewState.latitude, e.viewState.longitude)}
      />
      <svg viewBox="0 0 24 24" aria-hidden="true" className="pointer-events-none absolute top-1/2 left-1/2 size-10 -translate-x-1/2 -translate-y-full text-brand-700">
        <path fill="currentColor" d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z" />
      </svg>
    </div>
  );
}
