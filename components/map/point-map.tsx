"use client";

import { onDemand } from "@/lib/client/on-demand";
import { useEffect, useRef, useState, type ComponentProps, type ReactNode } from "react";
import type { PointMapLibre as PointMapLibreView } from "./point-maplibre";
import { OFFLINE_MAP_STYLE_URL } from "@/lib/content/map";

// MapLibre (about 250 KB) is fetched only here, only when the person reaches for the map (a pointer over it, a touch,
// the keyboard's focus or a wheel on it), and only when the offline style exists. Issue 24: fetched and compiled while
// the page hydrated, it held a friend's page's "Start chat" for 0.4–1.8 s on this machine.
const REACH = ["pointerover", "pointerdown", "touchstart", "focusin", "wheel"] as const;
const PointMapLibre = onDemand<ComponentProps<typeof PointMapLibreView>>(() => import("./point-maplibre").then((m) => ({ default: m.PointMapLibre })), { ssr: false }).View;

/**
 * One place on a map (a shijoer): the static picture first (no JavaScript needed); the interactive offline map
 * replaces it, when available, once the person reaches for it. `areaMetres`: an approximate area of that radius
 * instead of a pin.
 */
export function PointMap({ latitude, longitude, zoom = 15, label, areaMetres, children }: { latitude: number; longitude: number; zoom?: number; label: string; areaMetres?: number; children: ReactNode }) {
  const frame = useRef<HTMLDivElement>(null);
  const [interactive, setInteractive] = useState(false);
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const controller = new AbortController();
    const reach = () => {
      for (const type of REACH) element.removeEventListener(type, reach);
      fetch(OFFLINE_MAP_STYLE_URL, { method: "HEAD", signal: controller.signal })
        .then((r) => setInteractive(r.ok))
        .catch(() => undefined);
    };
    for (const type of REACH) element.addEventListener(type, reach, { passive: true });
    return () => {
      for (const type of REACH) element.removeEventListener(type, reach);
      controller.abort();
    };
  }, []);
  return (
    // Focusable until the map comes, so the keyboard can reach for it too (the map's own canvas takes the focus after).
    <div ref={frame} tabIndex={interactive ? undefined : 0} className="relative size-full" data-map-interactive={interactive ? "" : undefined}>
      {children}
      {interactive && (
        <div className="absolute inset-0">
          <PointMapLibre latitude={latitude} longitude={longitude} zoom={zoom} label={label} areaMetres={areaMetres} />
        </div>
      )}
    </div>
  );
}
