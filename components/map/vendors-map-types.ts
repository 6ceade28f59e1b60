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
  center: { latitude: number; longitude: number };
  zoom: number;
  markers: VendorMarker[];
  /** Accessible name of the map region. */
  label: string;
  /** "{title}, open the menu" */
  markerLabel: string;
}

/** spec 2 §9 / spec 1 §9: the vendors map opens at zoom 16. */
export const VENDORS_MAP_ZOOM = 16;
