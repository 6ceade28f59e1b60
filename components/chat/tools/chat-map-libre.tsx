"use client";

import { setWorkerUrl } from "maplibre-gl";
import Map, { Marker, type MapLayerMouseEvent, type MarkerDragEvent, type ViewStateChangeEvent } from "react-map-gl/maplibre";
import "maplibre-gl/dist/maplibre-gl.css";
import { OFFLINE_MAP_STYLE_URL } from "@/lib/content/map";
import { useMapLocale } from "@/components/map/map-locale";

// MapLibre 6 looks for its worker next to its own module, which the bundler moves (as components/map does).
setWorkerUrl(new URL("maplibre-gl/dist/maplibre-gl-worker.mjs", import.meta.url).toString());

export interface ChatMapLibreProps {
  latitude: number;
  longitude: number;
  zoom: number;
  label: string;
  /** Picking: a click places the pin and the pin can be dragged; without it the map only shows the point. */
  onPick?: (latitude: number, longitude: number) => void;
  /** Where the map's centre rests after a move (arrow keys move the focused map): the keyboard's way to place the pin. */
  onCentre?: (latitude: number, longitude: number) => void;
  onError: () => void;
}

/** The chat's map (spec 3 §2 location sharing and viewer): the offline style from public/, one pin. Loaded only by a dynamic import. */
export function ChatMapLibre({ latitude, longitude, zoom, label, onPick, onCentre, onError }: ChatMapLibreProps) {
  const mapLocale = useMapLocale();
  return (
    <div role="region" aria-label={label} className="size-full">
      <Map
        locale={mapLocale}
        initialViewState={{ latitude, longitude, zoom }}
        mapStyle={OFFLINE_MAP_STYLE_URL}
        style={{ width: "100%", height: "100%" }}
        attributionControl={false}
        cursor={onPick ? "crosshair" : undefined}
        onClick={onPick ? (e: MapLayerMouseEvent) => onPick(e.lngLat.lat, e.lngLat.lng) : undefined}
        onMoveEnd={onCentre ? (e: ViewStateChangeEvent) => onCentre(e.viewState.latitude, e.viewState.longitude) : undefined}
        onError={(e) => {
          // No WebGL (old devices, some headless browsers): the modal explains instead of a blank box.
          if (/webgl/i.test(String(e.error?.message ?? ""))) onError();
        }}
      >
        <Marker
          latitude={latitude}
          longitude={longitude}
          color="#b43c10"
          draggable={Boolean(onPick)}
          onDragEnd={onPick ? (e: MarkerDragEvent) => onPick(e.lngLat.lat, e.lngLat.lng) : undefined}
        />
      </Map>
    </div>
  );
}
