import type { FirstView } from "@/lib/vendors/map-view";

/** One vendor marker (spec 2 §2 Vendors map: id, latitude, longitude, hash_id, slug, order_method, logo, title). */
export interface VendorMarker {
  id: number;
  title: string;
  /** Unprefixed /store/{hash_id}/{slug}/{order_method}; the Link adds the locale. */
  href: string;
  latitude: number;
  longitude: number;
  logo: string | null;
}

export interface VendorsMapProps {
  /** The first view (lib/vendors/map-view.ts): a centre and zoom, or bounds fitted to the vendors. */
  view: FirstView;
  markers: VendorMarker[];
  /** Accessible name of the map region. */
  label: string;
  /** "{title}, open the menu" */
  markerLabel: string;
  /** The city's name in the page's language, for the offline map's own label. */
  cityName: string;
  /**
   * /api/vendors/map-points?{filters}: every vendor the filters match, clustered on the map (issue 26 §4, ADR 0032);
   * null shows `markers` alone (one vendor, is_one_vendor=1).
   */
  pointsPath: string | null;
}

/** spec 2 §9 / spec 1 §9: the vendors map opens at zoom 16. */
export const VENDORS_MAP_ZOOM = 16;

/** react-map-gl's initialViewState for a first view (both adapters). */
export function initialViewState(view: FirstView) {
  return view.kind === "center"
    ? { latitude: view.latitude, longitude: view.longitude, zoom: view.zoom }
    : { bounds: view.bounds, fitBoundsOptions: { padding: 56, maxZoom: view.maxZoom } };
}
