"use client";

import { setWorkerUrl } from "maplibre-gl";
import Map, { Layer, Marker, Source } from "react-map-gl/maplibre";
import "maplibre-gl/dist/maplibre-gl.css";
import { OFFLINE_MAP_STYLE_URL } from "@/lib/content/map";
import { areaFeature } from "@/lib/map-rules/area";
import { useMapLocale } from "@/components/map/map-locale";

// MapLibre 6 looks for its worker next to its own module, which the bundler moves (as components/map does).
setWorkerUrl(new URL("maplibre-gl/dist/maplibre-gl-worker.mjs", import.meta.url).toString());

/**
 * spec 1 §9 default zoom 15 (spec 3 §9: 14 on a shijoer's page); the offline style from public/ (no network tiles).
 * With `areaMetres` the place is an approximate area (ADR 0015): a shaded circle of that radius, no pin.
 */
export function PointMapLibre({ latitude, longitude, zoom, label, areaMetres }: { latitude: number; longitude: number; zoom: number; label: string; areaMetres?: number }) {
  const mapLocale = useMapLocale();
  return (
    <div role="region" aria-label={label} className="size-full">
      <Map locale={mapLocale} initialViewState={{ latitude, longitude, zoom }} mapStyle={OFFLINE_MAP_STYLE_URL} style={{ width: "100%", height: "100%" }} attributionControl={false}>
        {areaMetres ? (
          <Source id="area" type="geojson" data={areaFeature(latitude, longitude, areaMetres)}>
            <Layer id="area-fill" type="fill" paint={{ "fill-color": "#f0642a", "fill-opacity": 0.18 }} />
            <Layer id="area-line" type="line" paint={{ "line-color": "#b43c10", "line-width": 2, "line-dasharray": [2, 2] }} />
          </Source>
        ) : (
          <Marker latitude={latitude} longitude={longitude} color="#b43c10" />
        )}
      </Map>
    </div>
  );
}
