"use client";

import { useEffect } from "react";
import { onDemand } from "@/lib/client/on-demand";
import type { VendorsMapProps } from "./vendors-map-types";

// Map code loads only on map pages and only in the browser (ARCHITECTURE: maps are never in the shared bundle):
// Mapbox GL when NEXT_PUBLIC_MAPBOX_TOKEN is set at build time, else MapLibre with the offline style.
const MapImpl = onDemand<VendorsMapProps>(
  () => (process.env.NEXT_PUBLIC_MAPBOX_TOKEN ? import("./vendors-map-mapbox") : import("./vendors-map-maplibre")),
  { ssr: false },
).View;

export function VendorsMap(props: VendorsMapProps & { loadingLabel: string }) {
  const { loadingLabel, ...map } = props;
  // MapLibre's worker asks for the vendors only once its code and the style have arrived; asked for now, at
  // hydration, they are in the HTTP cache (the answer is public, cached for a minute) by then.
  const { pointsPath } = map;
  useEffect(() => {
    if (pointsPath) void fetch(pointsPath).catch(() => undefined);
  }, [pointsPath]);
  return (
    <div className="relative size-full overflow-hidden bg-[#f6f1e7]">
      <p aria-hidden="true" className="absolute inset-0 grid place-items-center text-sm text-gray-600">
        {loadingLabel}
      </p>
      <div className="absolute inset-0">
        <MapImpl {...map} />
      </div>
    </div>
  );
}
