import { storePath } from "./order-method";

// Issue 26 §4 (ADR 0032): the vendors map holds every vendor its filters match, as one GeoJSON collection that
// MapLibre fetches, parses and clusters in its worker. A feature carries what a marker shows and nothing more.

/** What a vendor marker shows (spec 2 §2 Vendors map): its link, title and logo, at its place. */
export interface VendorPointProps {
  hash: string;
  title: string;
  /** Unprefixed /store/{hash_id}/{slug}/{order_method}; the Link adds the locale. */
  href: string;
  /** The product API's logo URL (ApiImage sizes it), or absent. */
  logo?: string;
}

export type VendorPoints = GeoJSON.FeatureCollection<GeoJSON.Point, VendorPointProps>;

export interface MapPointVendor {
  hash_id: string;
  slug: string;
  title: string;
  order_method: string | null;
  latitude: number;
  longitude: number;
  logo: string | null;
}

/** A marker's place and what it shows, as a GeoJSON point (longitude first). */
function pointFeature(latitude: number, longitude: number, properties: VendorPointProps): VendorPoints["features"][number] {
  return { type: "Feature", geometry: { type: "Point", coordinates: [longitude, latitude] }, properties };
}

/** Markers that already carry their link (the vendors map's own, is_one_vendor=1) as the map's features. */
export function markerPoints(markers: ReadonlyArray<{ id: number; title: string; href: string; latitude: number; longitude: number; logo: string | null }>): VendorPoints {
  return {
    type: "FeatureCollection",
    features: markers.map((m) => pointFeature(m.latitude, m.longitude, { hash: String(m.id), title: m.title, href: m.href, ...(m.logo ? { logo: m.logo } : {}) })),
  };
}

/**
 * Vendors as the map's features. `selectedOrderMethod` is the order type the map was searched with: a marker opens
 * the vendor on it when the vendor offers it (spec 2 §2, as the list's cards do).
 */
export function vendorPoints(vendors: readonly MapPointVendor[], selectedOrderMethod: string | null = null): VendorPoints {
  return {
    type: "FeatureCollection",
    features: vendors.map((v) =>
      pointFeature(v.latitude, v.longitude, {
        hash: v.hash_id,
        title: v.title,
        href: storePath({ ...v, selected_order_method: selectedOrderMethod }),
        ...(v.logo ? { logo: v.logo } : {}),
      }),
    ),
  };
}
