/**
 * GLOSSARY "Vendor (generic)": Albanian calls a restaurant "lokal" and a market, pharmacy or other shop "dyqan", so a
 * message that names one vendor takes `{type, select, restaurant {…} other {…}}` with this value (docs/i18n-albanian.md).
 * An unknown type reads as a restaurant, the generic "lokal".
 */
export type VendorKind = "restaurant" | "other";

export function vendorKind(vendorType: string | null | undefined): VendorKind {
  const type = (vendorType ?? "").trim().toLowerCase();
  return type === "" || type === "restaurant" ? "restaurant" : "other";
}
