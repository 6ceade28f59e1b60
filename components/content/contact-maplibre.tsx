"use client";

import Map, { Marker } from "react-map-gl/maplibre";
import "maplibre-gl/dist/maplibre-gl.css";
import { OFFLINE_MAP_STYLE_URL } from "@/lib/content/map";

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
