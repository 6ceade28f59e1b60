"use client";

import { useMemo, useState } from "react";
import { setWorkerUrl, type Map as MaplibreMap } from "maplibre-gl";
import Map, { Marker, NavigationControl } from "react-map-gl/maplibre";
import "maplibre-gl/dist/maplibre-gl.css";
import { Avatar } from "@/components/ui/avatar";
import type { MapVendor } from "@/lib/api/schemas/social";
import { OFFLINE_MAP_STYLE_URL } from "@/lib/content/map";
import { vendorPoints } from "@/lib/vendors/map-points";
import { parseOrderMethods } from "@/lib/vendors/order-method";
import { FRIENDS_MAP_ZOOM, type FriendsMapImplProps } from "./friends-map-types";
import { FriendsMapAreaMarker, FriendsMapAreas } from "./friends-map-areas";
import { VendorClusters, type MapObstacle } from "./vendor-clusters";
import { useMapLocale } from "@/components/map/map-locale";

// MapLibre 6 looks for its worker next to its own module, which the bundler moves (as components/map does).
setWorkerUrl(new URL("maplibre-gl/dist/maplibre-gl-worker.mjs", import.meta.url).toString());

const NO_VENDORS: MapVendor[] = [];
const round = (n: number) => Math.round(n * 1e5) / 1e5;

function viewOf(map: MaplibreMap) {
  const c = map.getCenter();
  const b = map.getBounds();
  return {
    latitude: round(c.lat),
    longitude: round(c.lng),
    latitudeDelta: round(Math.max(b.getNorth() - b.getSouth(), 1e-4)),
    longitudeDelta: round(Math.max(b.getEast() - b.getWest(), 1e-4)),
    zoom: Math.round(map.getZoom() * 100) / 100,
  };
}

/**
 * spec 3 §2 Friends map: own marker with its "you" label, single-user and group markers (round, the person's photo
 * or a count), vendor markers (square shop tiles, links) clustered by MapLibre where they crowd. The "you are here"
 * label sits under every other marker and lets clicks through, so it never hides a vendor or a person; the own dot
 * sits over them, so it is never hidden itself.
 */
export default function FriendsMapMaplibre({ center, data, labels, onView, onPerson, onGroup }: FriendsMapImplProps) {
  const mapLocale = useMapLocale();
  const [youOpen, setYouOpen] = useState(true);
  // The vendors' clustered source joins once the map has loaded: MapLibre's load event waits for every source.
  const [loaded, setLoaded] = useState(false);
  // What vendor markers keep clear of: people (a 46 px photo, a 48 px group) and the own dot (24 px and its ring).
  const avoid = useMemo<MapObstacle[]>(
    () => [
      { ...center, radius: 16 },
      ...(data?.shijoers ?? []).map((g) => ({ latitude: g.latitude, longitude: g.longitude, radius: g.users.length === 1 ? 23 : 24 })),
    ],
    [center, data?.shijoers],
  );
  // A friends-map vendor opens on its first order method.
  const vendors = useMemo(
    () => vendorPoints((data?.vendors ?? NO_VENDORS).map((v) => ({ ...v, order_method: parseOrderMethods(v.order_method)[0] ?? null }))),
    [data?.vendors],
  );
  return (
    <div role="region" aria-label={labels.map} className="size-full">
      <Map
        locale={mapLocale}
        initialViewState={{ ...center, zoom: FRIENDS_MAP_ZOOM }}
        mapStyle={OFFLINE_MAP_STYLE_URL}
        style={{ width: "100%", height: "100%" }}
        attributionControl={false}
        onLoad={(event) => {
          setLoaded(true);
          onView(viewOf(event.target));
        }}
        onMoveEnd={(event) => onView(viewOf(event.target))}
      >
        <NavigationControl position="top-right" showCompass={false} />
        {/* The label under every other marker (it never hides one), the dot over them (it is never hidden). */}
        {youOpen && (
          <Marker latitude={center.latitude} longitude={center.longitude} anchor="bottom" offset={[0, -16]} style={{ zIndex: 0, pointerEvents: "none" }}>
            <span data-map-you-here="" className="block rounded-lg bg-white/95 px-2 py-1 text-sm font-semibold whitespace-nowrap text-ink shadow-md">
              {labels.youHere}
            </span>
          </Marker>
        )}
        <Marker latitude={center.latitude} longitude={center.longitude} anchor="center" style={{ zIndex: 3 }}>
          <button
            type="button"
            data-map-you=""
            aria-label={labels.you}
            aria-expanded={youOpen}
            onClick={() => setYouOpen((open) => !open)}
            className="block size-6 rounded-full border-4 border-white bg-sky-600 shadow-md ring-4 ring-sky-600/25 focus-visible:outline-2 focus-visible:outline-brand-500"
          />
        </Marker>
        <FriendsMapAreas groups={data?.shijoers ?? []} />
        {data?.shijoers.map((group) => {
          const first = group.users[0];
          if (!first) return null;
          if (group.approximate) {
            const open = () => (group.users.length === 1 ? onPerson(first) : onGroup(group));
            return <FriendsMapAreaMarker key={`a:${group.latitude}:${group.longitude}`} group={group} label={labels.area(group.users.length, first.full_name)} onOpen={open} />;
          }
          const key = group.users.map((u) => u.id).join("-");
          return (
            <Marker key={`u:${key}`} latitude={group.latitude} longitude={group.longitude} anchor="center" style={{ zIndex: 2 }}>
              {group.users.length === 1 ? (
                <button
                  type="button"
                  data-map-person={first.id}
                  aria-label={first.full_name}
                  title={first.full_name}
                  onClick={() => onPerson(first)}
                  className="block rounded-full border-[3px] border-white shadow-md ring-1 ring-black/10 transition hover:scale-110 focus-visible:outline-2 focus-visible:outline-brand-500"
                >
                  <Avatar src={first.photo} name={first.full_name} size={40} />
                </button>
              ) : (
                <button
                  type="button"
                  data-map-group={key}
                  aria-label={labels.group(group.users.length)}
                  onClick={() => onGroup(group)}
                  className="grid size-12 place-items-center rounded-full border-[3px] border-white bg-brand-700 text-base font-bold text-white shadow-md ring-1 ring-black/10 transition hover:scale-110 focus-visible:outline-2 focus-visible:outline-brand-500"
                >
                  <span aria-hidden="true">{group.users.length}</span>
                </button>
              )}
            </Marker>
          );
        })}
        {loaded && <VendorClusters data={vendors} avoid={avoid} label={labels.vendor} clusterLabel={labels.vendorGroup} />}
      </Map>
    </div>
  );
}
