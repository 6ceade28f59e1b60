"use client";

import Map, { Marker, NavigationControl } from "react-map-gl/mapbox";
import "mapbox-gl/dist/mapbox-gl.css";
import { VendorMarkerPin } from "./vendors-map-marker";
import { initialViewState, type VendorsMapProps } from "./vendors-map-types";
import { useMapLocale } from "@/components/map/map-locale";

// The production adapter: Mapbox GL with its streets style, used when NEXT_PUBLIC_MAPBOX_TOKEN is set. It draws the
// listed vendors (up to 100) as markers; the clustered map of every vendor (pointsPath, ADR 0032) is MapLibre's.
export default function VendorsMapMapbox({ view, markers, label, markerLabel }: VendorsMapProps) {
  const mapLocale = useMapLocale();
  return (
    <div role="region" aria-label={label} className="size-full">
      <Map
        locale={mapLocale}
        mapboxAccessToken={process.env.NEXT_PUBLIC_MAPBOX_TOKEN}
        initialViewState={initialViewState(view)}
        mapStyle="mapbox://styles/mapbox/streets-v12"
        style={{ width: "100%", height: "100%" }}
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
