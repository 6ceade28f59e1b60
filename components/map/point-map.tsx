"use client";

import { onDemand } from "@/lib/client/on-demand";
import { useEffect, useState, type ComponentProps, type ReactNode } from "react";
import type { PointMapLibre as PointMapLibreView } from "./point-maplibre";
import { OFFLINE_MAP_STYLE_URL } from "@/lib/content/map";

// MapLibre (about 250 KB) is fetched only here, only after the page is up, and only when the offline style exists.
const PointMapLibre = onDemand<ComponentProps<typeof PointMapLibreView>>(() => import("./point-maplibre").then((m) => ({ default: m.PointMapLibre })), { ssr: false }).View;

/**
 * One place on a map (the contact office, a shijoer): the static picture first (no JavaScript needed); the interactive
 * offline map replaces it when available. `areaMetres`: an approximate area of that radius instead of a pin.
 */
export function PointMap({ latitude, longitude, zoom = 15, label, areaMetres, children }: { latitude: number; longitude: number; zoom?: number; label: string; areaMetres?: number; children: ReactNode }) {
  const [interactive, setInteractive] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    fetch(OFFLINE_MAP_STYLE_URL, { method: "HEAD", signal: controller.signal })
      .then((r) => setInteractive(r.ok))
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return (
    <div className="relative size-full">
      {children}
      {interactive && (
        <div className="absolute inset-0">
          <PointMapLibre latitude={latitude} longitude={longitude} zoom={zoom} label={label} areaMetres={areaMetres} />
        </div>
      )}
    </div>
  );
}
