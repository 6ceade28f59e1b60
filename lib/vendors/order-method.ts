// Spec 2 §2 / §4 Order methods: values joined by a dash; the first part of the route segment is the selected one;
// a method the vendor does not offer is replaced by its first; Delivery is the default.
export const DEFAULT_ORDER_METHOD = "Delivery";

export function parseOrderMethods(value: string | null | undefined): string[] {
  return (value ?? "")
    .split("-")
    .map((m) => m.trim())
    .filter(Boolean);
}

const same = (a: string, b: string) => a.toLowerCase().replace(/\s+/g, "") === b.toLowerCase().replace(/\s+/g, "");

/** The method to show: the route's first part if the vendor offers it (in the vendor's spelling), else the vendor's first. */
export function selectedOrderMethod(routeSegment: string | null | undefined, vendorMethods: string | null | undefined): string {
  const wanted = parseOrderMethods(routeSegment)[0] ?? DEFAULT_ORDER_METHOD;
  const offered = parseOrderMethods(vendorMethods);
  if (offered.length === 0) return wanted;
  return offered.find((m) => same(m, wanted)) ?? offered[0];
}

/** Spec 2 §4: method tabs appear only when the vendor offers more than one method. */
export function showMethodTabs(vendorMethods: string | null | undefined): boolean {
  return parseOrderMethods(vendorMethods).length > 1;
}

/**
 * Spec 2 §2: /store/{hash_id}/{slug}/{order_method}, where "the first part of the route segment is the selected one".
 * A vendor from a list searched by order type carries the API's selected_order_method: it goes first, the vendor's
 * other methods follow, so a card found with "Merre vetë" opens the vendor page on Pickup.
 */
export function methodSegment(orderMethod: string | null | undefined, selected?: string | null): string {
  const methods = parseOrderMethods(orderMethod);
  const first = selected ? methods.find((m) => same(m, selected)) : undefined;
  if (!first) return methods.join("-");
  return [first, ...methods.filter((m) => m !== first)].join("-");
}

export function storePath(vendor: { hash_id: string; slug: string; order_method?: string | null; selected_order_method?: string | null }): string {
  const method = methodSegment(vendor.order_method, vendor.selected_order_method) || DEFAULT_ORDER_METHOD;
  return `/store/${encodeURIComponent(vendor.hash_id)}/${encodeURIComponent(vendor.slug)}/${encodeURIComponent(method)}`;
}
