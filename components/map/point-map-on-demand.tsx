"use client";

import { onDemand } from "@/lib/client/on-demand";
import { useEffect, useState, type ComponentProps, type ReactNode } from "react";
import type { PointMapLibre as PointMapLibreView } from "./point-maplibre";
import { OFFLINE_MAP_STYLE_URL } from "@/lib/content/map";

// MapLibre (about 600 KB with its worker) is fetched only after a click on "show the map" (issue 14: no map code in
// a public page's first load).
const PointMapLibre = onDemand<ComponentProps<typeof PointMapLibreView>>(() => import("./point-maplibre").then((m) => ({ default: m.PointMapLibre })), { ssr: false }).View;

/**
 * One place on a map, loaded on demand: the static picture (children, server-rendered) with the address on it and a
 * "show the map" button; the button appears when the offline style exists (one HEAD request, no map code) and swaps
 * in the interactive MapLibre map. Without JavaScript or without the style the picture stays.
 */
export function PointMapOnDemand({
  latitude,
  longitude,
  zoom = 15,
  label,
  address,
  showLabel,
  children,
}: {
  latitude: number;
  longitude: number;
  zoom?: number;
  label: string;
  /** The place's address, written on the picture. */
  address: string;
  /** The button's text ("show the map"). */
  showLabel: string;
  children: ReactNode;
}) {
  const [available, setAvailable] = useState(false);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    fetch(OFFLINE_MAP_STYLE_URL, { method: "HEAD", signal: controller.signal })
      .then((r) => setAvailable(r.ok))
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return (
    <div className="relative size-full">
      {children}
      {!shown && (
        <div className="absolute inset-x-0 bottom-0 flex min-h-16 flex-wrap items-center justify-between gap-2 bg-white/90 px-4 py-3">
          <p className="text-sm font-semibold text-ink">{address}</p>
          {available && (
            <button type="button" className="btn btn-primary h-10 px-4 text-sm" onClick={() => setShown(true)}>
              {showLabel}
            </button>
          )}
        </div>
      )}
      {shown && (
        <div className="absolute inset-0">
          <PointMapLibre latitude={latitude} longitude={longitude} zoom={zoom} label={label} />
        </div>
      )}
    </div>
  );
}
