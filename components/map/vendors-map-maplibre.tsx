"use client";

import { setWorkerUrl } from "maplibre-gl";
import Map, { Marker, NavigationControl } from "react-map-gl/maplibre";
import "maplibre-gl/dist/maplibre-gl.css";
import { VendorMarkerPin } from "./vendors-map-marker";
import type { VendorsMapProps } from "./vendors-map-types";

// The offline default (ARCHITECTURE "Ports and adapters"): MapLibre with a style served from public/, which draws
// Albania and Kosovo from bundled GeoJSON and fetches no tiles, glyphs or sprites.

// MapLibre 6 finds its worker next to its own module, which a bundler moves: point it at the emitted file (the
// v6 worker is self-contained, so the one asset is enough).
setWorkerUrl(new URL("maplibre-gl/dist/maplibre-gl-worker.mjs", import.meta.url).toString());
export default function VendorsMapMaplibre({ center, zoom, markers, label, markerLabel }: VendorsMapProps) {
  return (
    <div role="region" aria-label={label} className="size-full">
      <Map
        initialViewState={{ latitude: center.latitude, longitude: center.longitude, zoom }}
        mapStyle="/map/style.json"
        style={{ width: "100%", height: "100%" }}
        attributionControl={false}
      >
        <NavigationControl position="top-right" showCompass={false} />
        {markers.map((m) => (
          <Marker key={m.id} latitude={m.latitude} longitude={m.longitude} anchor="bottom">
            <VendorMarkerPin marker={m} label={markerLabel} />
          </Marker>
        ))}
      </Map>
    </div>
  );
}
