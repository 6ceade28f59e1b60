import type { MapData, MapGroup, MapUser } from "@/lib/api/schemas/social";
import type { MapView } from "@/lib/map-rules/grouping";

/** spec 3 §9: the friends map opens at zoom 15 on the user's own place (default Tirana). */
export const FRIENDS_MAP_ZOOM = 15;

export interface FriendsMapLabels {
  map: string;
  you: string;
  youHere: string;
  /** "{count} people" is formatted by the owner; the map only calls it. */
  group: (count: number) => string;
  /** An approximate area's marker (ADR 0015): "{name}, somewhere in this area" or "{count} people …". */
  area: (count: number, name: string) => string;
  /** "{title}, open the menu" */
  vendor: string;
  /** "{count} places here, zoom in" for a cluster of vendors, formatted by the owner. */
  vendorGroup: (count: number) => string;
}

export interface FriendsMapImplProps {
  center: { latitude: number; longitude: number };
  data: MapData | undefined;
  labels: FriendsMapLabels;
  /** After the first load and after every move or zoom: the visible view (centre, deltas, zoom). */
  onView: (view: Required<MapView>) => void;
  onPerson: (user: MapUser) => void;
  onGroup: (group: MapGroup) => void;
}
