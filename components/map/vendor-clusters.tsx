"use client";

import { useEffect, useState } from "react";
import type { ErrorEvent, GeoJSONFeature, GeoJSONSource, MapSourceDataEvent } from "maplibre-gl";
import { Layer, Marker, Source, useMap } from "react-map-gl/maplibre";
import { StoreIcon } from "@/components/ui/icons/store";
import { liftsClear, type RoundObstacle } from "@/lib/map-rules/declutter";
import type { VendorPointProps, VendorPoints } from "@/lib/vendors/map-points";
import { VendorMarkerPin } from "./vendors-map-marker";

const SOURCE = "map-vendors";
// Vendors closer than this many pixels are one cluster, up to zoom 16; from zoom 17 every vendor stands alone.
const CLUSTER_RADIUS = 80;
const CLUSTER_MAX_ZOOM = 16;

type Shown = ({ kind: "cluster"; id: number; count: number } | { kind: "vendor"; vendor: VendorPointProps }) & { latitude: number; longitude: number; lift: number };

/** A round marker the vendors keep clear of (a person, a group, the own dot): its place and radius in pixels. */
export interface MapObstacle {
  latitude: number;
  longitude: number;
  radius: number;
}

// The markers' sizes in CSS pixels (a cluster button; a vendor's tile, its point and its name below).
const CLUSTER_BOX = { width: 60, height: 44 };
const VENDOR_BOX = { width: 44, height: 68 };

/** The clusters and single vendors MapLibre's clustering put in the loaded tiles, each once. */
function shownOf(features: GeoJSONFeature[]): Shown[] {
  const seen = new Set<string>();
  const out: Shown[] = [];
  for (const f of features) {
    const p = f.properties ?? {};
    if (p.cluster) {
      const key = `c:${p.cluster_id}`;
      if (seen.has(key) || f.geometry.type !== "Point") continue;
      seen.add(key);
      const [longitude, latitude] = f.geometry.coordinates;
      out.push({ kind: "cluster", id: Number(p.cluster_id), count: Number(p.point_count), latitude, longitude, lift: 0 });
    } else {
      const key = `v:${p.hash}`;
      if (seen.has(key) || f.geometry.type !== "Point" || typeof p.href !== "string") continue;
      seen.add(key);
      const [longitude, latitude] = f.geometry.coordinates;
      const vendor: VendorPointProps = { hash: String(p.hash), title: String(p.title ?? ""), href: p.href, ...(typeof p.logo === "string" ? { logo: p.logo } : {}) };
      out.push({ kind: "vendor", vendor, latitude, longitude, lift: 0 });
    }
  }
  return out.sort((a, b) => (a.kind === b.kind ? 0 : a.kind === "cluster" ? -1 : 1));
}

const keyOf = (s: Shown) => `${s.kind === "cluster" ? `c:${s.id}:${s.count}` : `v:${s.vendor.hash}`}:${s.lift}`;

/**
 * Vendors on a map (the friends map, spec 3 §2; the vendors map, issue 26 §4), clustered by MapLibre's own GeoJSON
 * clustering: the source clusters in its worker — and, given a URL, fetches and parses the collection there too —
 * and the clusters and single vendors of the loaded tiles are drawn as HTML markers: the offline style has no glyphs
 * for MapLibre to write counts with, and a marker is a real link or button for keyboards and screen readers. A
 * cluster (a square shop tile with a count) zooms in to where it splits. A marker that would sit under one of `avoid`
 * (people, the own dot) is lifted clear of it on a stem (lib/map-rules/declutter.ts).
 */
export function VendorClusters({
  data,
  avoid,
  label,
  clusterLabel,
  onError,
}: {
  /** The vendors (lib/vendors/map-points.ts), or the absolute URL MapLibre's worker fetches them from. */
  data: VendorPoints | string;
  avoid: readonly MapObstacle[];
  label: string;
  clusterLabel: (count: number) => string;
  /** The vendors could not be fetched or read (a URL that failed): the map says so, it does not stay silently empty. */
  onError?: () => void;
}) {
  const { current: mapRef } = useMap();
  const [shown, setShown] = useState<Shown[]>([]);

  useEffect(() => {
    const map = mapRef?.getMap();
    if (!map) return;
    let last = "";
    const collect = () => {
      if (!map.getSource(SOURCE) || !map.isSourceLoaded(SOURCE)) return;
      const next = shownOf(map.querySourceFeatures(SOURCE));
      const at = (p: { latitude: number; longitude: number }) => map.project([p.longitude, p.latitude]);
      const obstacles: RoundObstacle[] = avoid.map((o) => ({ ...at(o), radius: o.radius }));
      const lifts = liftsClear(
        next.map((s) => ({ ...at(s), ...(s.kind === "cluster" ? CLUSTER_BOX : VENDOR_BOX) })),
        obstacles,
      );
      next.forEach((s, i) => (s.lift = Math.round(lifts[i])));
      const key = next.map(keyOf).join(",");
      if (key === last) return;
      last = key;
      setShown(next);
    };
    const onData = (event: MapSourceDataEvent) => {
      if (event.sourceId === SOURCE) collect();
    };
    // A source's errors reach the map with its id (MapLibre's style adds sourceId to what its sources fire).
    const onFailed = (event: ErrorEvent & { sourceId?: string }) => {
      if (event.sourceId === SOURCE) onError?.();
    };
    map.on("sourcedata", onData);
    map.on("error", onFailed);
    map.on("moveend", collect);
    map.on("idle", collect);
    collect();
    return () => {
      map.off("sourcedata", onData);
      map.off("error", onFailed);
      map.off("moveend", collect);
      map.off("idle", collect);
    };
  }, [mapRef, data, avoid, onError]);

  const zoomInto = (cluster: Extract<Shown, { kind: "cluster" }>) => {
    const map = mapRef?.getMap();
    const source = map?.getSource<GeoJSONSource>(SOURCE);
    if (!map || !source) return;
    void source
      .getClusterExpansionZoom(cluster.id)
      .then((zoom) => map.easeTo({ center: [cluster.longitude, cluster.latitude], zoom: Math.max(zoom, map.getZoom() + 1) }))
      .catch(() => map.easeTo({ center: [cluster.longitude, cluster.latitude], zoom: map.getZoom() + 1 }));
  };

  return (
    <>
      <Source id={SOURCE} type="geojson" data={data} cluster clusterRadius={CLUSTER_RADIUS} clusterMaxZoom={CLUSTER_MAX_ZOOM}>
        {/* Invisible: a source is loaded (and clustered) only while a layer uses it; the markers below draw it. */}
        <Layer id={`${SOURCE}-points`} type="circle" paint={{ "circle-radius": 1, "circle-opacity": 0 }} />
      </Source>
      {shown.map((s) => {
        if (s.kind === "cluster") {
          return (
            <Marker key={`c:${s.id}`} latitude={s.latitude} longitude={s.longitude} anchor="bottom" offset={[0, -s.lift]} style={{ zIndex: 1 }}>
              <Stem lift={s.lift} />
              <button
                type="button"
                data-map-vendor-cluster={s.count}
                aria-label={clusterLabel(s.count)}
                onClick={() => zoomInto(s)}
                className="flex h-11 items-center gap-1 rounded-xl border-2 border-brand-700 bg-white px-2 text-sm font-bold text-brand-800 shadow-md transition hover:scale-105 focus-visible:outline-2 focus-visible:outline-brand-500"
              >
                <StoreIcon aria-hidden="true" className="size-5" />
                <span>{s.count}</span>
              </button>
            </Marker>
          );
        }
        const v = s.vendor;
        return (
          <Marker key={`v:${v.hash}`} latitude={s.latitude} longitude={s.longitude} anchor="bottom" offset={[0, -s.lift]} style={{ zIndex: 1 }}>
            <Stem lift={s.lift} />
            <VendorMarkerPin marker={{ title: v.title, logo: v.logo ?? null, href: v.href }} label={label} />
          </Marker>
        );
      })}
    </>
  );
}

/** The line from a lifted marker down to its place (none when it sits on it). */
function Stem({ lift }: { lift: number }) {
  if (lift <= 0) return null;
  return <span aria-hidden="true" className="pointer-events-none absolute top-full left-1/2 w-0.5 -translate-x-1/2 bg-brand-700" style={{ height: lift }} />;
}
