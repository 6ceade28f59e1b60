"use client";

import { useState } from "react";
import { setWorkerUrl } from "maplibre-gl";
import Map, { Marker, NavigationControl } from "react-map-gl/maplibre";
import "maplibre-gl/dist/maplibre-gl.css";
import { labelsAt, type OfflineLabelKind } from "./offline-labels";
import { VendorMarkerPin } from "./vendors-map-marker";
import { initialViewState, type VendorsMapProps } from "./vendors-map-types";
import { useMapLocale } from "@/components/map/map-locale";

// The offline default (ARCHITECTURE "Ports and adapters"): MapLibre with a style served from public/, which draws
// Albania and Kosovo, Tirana's main streets, parks and water from bundled GeoJSON and fetches no tiles, glyphs or
// sprites; place and street names are HTML labels (components/map/offline-labels.ts).

// MapLibre 6 finds its worker next to its own module, which a bundler moves: point it at the emitted file (the
// v6 worker is self-contained, so the one asset is enough).
setWorkerUrl(new URL("maplibre-gl/dist/maplibre-gl-worker.mjs", import.meta.url).toString());

const LABEL_CLASS: Record<OfflineLabelKind, string> = {
  city: "text-lg font-extrabold tracking-wide text-ink",
  area: "text-xs font-bold tracking-wider text-gray-600 uppercase",
  water: "text-xs font-semibold text-sky-700 italic",
  street: "text-[11px] font-medium text-gray-600",
};

export default function VendorsMapMaplibre({ view, markers, label, markerLabel, cityName }: VendorsMapProps) {
  const mapLocale = useMapLocale();
  const [zoom, setZoom] = useState<number | null>(null);
  return (
    <div role="region" aria-label={label} className="size-full">
      <Map
        locale={mapLocale}
        initialViewState={initialViewState(view)}
        mapStyle="/map/style.json"
        style={{ width: "100%", height: "100%" }}
        attributionControl={false}
        onLoad={(event) => setZoom(event.target.getZoom())}
        onZoomEnd={(event) => setZoom(event.viewState.zoom)}
      >
        <NavigationControl position="top-right" showCompass={false} />
        {labelsAt(zoom).map((l) => (
          <Marker key={`${l.kind}:${l.name ?? "city"}`} latitude={l.latitude} longitude={l.longitude} anchor="center" style={{ pointerEvents: "none" }}>
            <span data-map-label={l.kind} className={`block [text-shadow:0_0_3px_#fff,0_0_3px_#fff] whitespace-nowrap ${LABEL_CLASS[l.kind]}`}>
              {l.name ?? cityName}
            </span>
          </Marker>
        ))}
        {markers.map((m) => (
          <Marker key={m.id} latitude={m.latitude} longitude={m.longitude} anchor="bottom">
            <VendorMarkerPin marker={m} label={markerLabel} />
          </Marker>
        ))}
      </Map>
    </div>
  );
}
