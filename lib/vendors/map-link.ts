/**
 * spec 2 §2 Vendors map: "It takes the same query as the list, plus is_one_vendor=1 when opened from a vendor
 * profile." The vendor page's own map: this vendor alone (vendor=hash_id), centred on its place.
 */
export function vendorMapQuery(vendor: { hash_id: string; latitude: number | string; longitude: number | string }): Record<string, string> {
  return { is_one_vendor: "1", vendor: vendor.hash_id, latitude: String(vendor.latitude), longitude: String(vendor.longitude) };
}
