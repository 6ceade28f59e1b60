"use client";

import { useCallback, useMemo, useState } from "react";
import { setWorkerUrl } from "maplibre-gl";
import Map, { Marker, NavigationControl } from "react-map-gl/maplibre";
import "maplibre-gl/dist/maplibre-gl.css";
import { useTranslations } from "@/lib/i18n/client";
import { markerPoints } from "@/lib/vendors/map-points";
import { labelsAt, type OfflineLabelKind } from "./offline-labels";
import { VendorClusters } from "./vendor-clusters";
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

const NO_OBSTACLES: never[] = [];

/**
 * spec 2 §2 Vendors map with every vendor the filters match (issue 26 §4, ADR 0032): MapLibre's worker fetches them
 * from `pointsPath` and clusters them while the map loads (its load event, and so the place labels, wait for them).
 */
export default function VendorsMapMaplibre({ view, markers, pointsPath, label, markerLabel, cityName }: VendorsMapProps) {
  const mapLocale = useMapLocale();
  const t = useTranslations("vendorsMap");
  const tc = useTranslations("common");
  const [zoom, setZoom] = useState<number | null>(null);
  // Each try asks again (a new URL for the worker; the storefront drops the extra key).
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const data = useMemo(() => {
    if (!pointsPath) return markerPoints(markers);
    const url = new URL(pointsPath, window.location.href);
    if (attempt) url.searchParams.set("attempt", String(attempt));
    return url.href;
  }, [pointsPath, markers, attempt]);
  const onError = useCallback(() => setFailed(true), []);
  return (
    // data-map-zoom: the zoom shown once the map has loaded (for tests and tools, as on the friends map).
    <div role="region" aria-label={label} className="relative size-full" data-map-zoom={zoom ?? undefined}>
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
        <VendorClusters data={data} avoid={NO_OBSTACLES} label={markerLabel} clusterLabel={(count) => t("cluster", { count })} onError={onError} />
      </Map>
      {failed && (
        <div role="alert" className="absolute top-3 left-3 z-10 flex max-w-[calc(100%-4.5rem)] flex-wrap items-center gap-2 rounded-xl bg-white px-3 py-2 text-sm text-ink shadow-md">
          <span>{t("points_failed")}</span>
          <button
            type="button"
            onClick={() => {
              setFailed(false);
              setAttempt((n) => n + 1);
            }}
            className="font-semibold text-brand-800 underline"
          >
            {tc("tryAgain")}
          </button>
        </div>
      )}
    </div>
  );
}
