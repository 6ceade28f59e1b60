import { vendors } from "../db/schema";
import { absoluteUrl } from "../http/urls";

/**
 * A vendor as a map marker (spec 2 §2 Vendors map: id, latitude, longitude, hash_id, slug, order_method, logo,
 * title), read as just these columns: the friends map's vendors and GET vendors/map-points (ADR 0032).
 */
export const vendorMarkerColumns = {
  id: vendors.id,
  hash_id: vendors.hashId,
  slug: vendors.slug,
  title: vendors.title,
  order_method: vendors.orderMethod,
  latitude: vendors.latitude,
  longitude: vendors.longitude,
  logo: vendors.logoPath,
};

/** A marker row as answered: the logo's stored path made absolute on the request's base. */
export function markerJson<R extends { logo: string | null }>(row: R, baseUrl: string): R {
  return { ...row, logo: absoluteUrl(baseUrl, row.logo) };
}
