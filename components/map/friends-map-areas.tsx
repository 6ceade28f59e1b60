"use client";

import { Layer, Marker, Source } from "react-map-gl/maplibre";
import { Avatar } from "@/components/ui/avatar";
import type { MapGroup } from "@/lib/api/schemas/social";
import { areaFeature } from "@/lib/map-rules/area";

// ADR 0015: people the viewer sees only approximately come as one marker per grid cell. They are drawn as what they
// are — a shaded area of about 1 km with a dashed ring marker at its centre — never as a pin at a precise place.

const FALLBACK_RADIUS_M = 1000;

/** The shaded circles of every approximate area on the map (one source, under the markers). */
export function FriendsMapAreas({ groups }: { groups: MapGroup[] }) {
  const areas = groups.filter((g) => g.approximate);
  if (areas.length === 0) return null;
  const data = { type: "FeatureCollection" as const, features: areas.map((g) => areaFeature(g.latitude, g.longitude, g.accuracy_m ?? FALLBACK_RADIUS_M)) };
  return (
    <Source id="people-areas" type="geojson" data={data}>
      <Layer id="people-areas-fill" type="fill" paint={{ "fill-color": "#0284c7", "fill-opacity": 0.1 }} />
      <Layer id="people-areas-line" type="line" paint={{ "line-color": "#0369a1", "line-width": 1.5, "line-dasharray": [2, 2] }} />
    </Source>
  );
}

/** The marker of one approximate area: the person's photo (or the count) in a dashed ring. */
export function FriendsMapAreaMarker({ group, label, onOpen }: { group: MapGroup; label: string; onOpen: () => void }) {
  const first = group.users[0];
  if (!first) return null;
  const key = group.users.map((u) => u.id).join("-");
  return (
    <Marker latitude={group.latitude} longitude={group.longitude} anchor="center" style={{ zIndex: 2 }}>
      <button
        type="button"
        data-map-area={key}
        aria-label={label}
        title={label}
        onClick={onOpen}
        className="grid size-12 place-items-center rounded-full border-2 border-dashed border-sky-700 bg-white/80 p-0.5 text-base font-bold text-sky-900 shadow-md transition hover:scale-110 focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        {group.users.length === 1 ? <Avatar src={first.photo} name={first.full_name} size={36} /> : <span aria-hidden="true">{group.users.length}</span>}
      </button>
    </Marker>
  );
}
