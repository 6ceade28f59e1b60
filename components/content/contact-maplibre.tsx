"use client";

import { setWorkerUrl } from "maplibre-gl";
import Map, { Marker } from "react-map-gl/maplibre";
import "maplibre-gl/dist/maplibre-gl.css";
import { OFFLINE_MAP_STYLE_URL } from "@/lib/content/map";

// MapLibre 6 looks for its worker next to its own module, which the bundler moves (as components/map does).
setWorkerUrl(new URL("maplibre-gl/dist/maplibre-gl-worker.mjs", import.meta.url).toString());

/** spec 1 §9: default map zoom 15; the offline style served from public/ (no network tiles). */
export function ContactMapLibre({ latitude, longitude, label }: { latitude: number; longitude: number; label: string }) {
  return (
    <div role="region" aria-label={label} className="size-full">
      <Map initialViewState={{ latitude, longitude, zoom: 15 }} mapStyle={OFFLINE_MAP_STYLE_URL} style={{ width: "100%", height: "100%" }} attributionControl={false}>
        <Marker latitude={latitude} longitude={longitude} color="#b43c10" />
      </Map>
    </div>
  );
}
