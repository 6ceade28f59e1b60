import type { Handover } from "@/lib/cart/types";
import { parseOrderMethods } from "@/lib/vendors/order-method";

const HANDOVERS: Handover[] = ["Delivery", "Pickup", "Reserve"];

/**
 * The handover methods a vendor offers at checkout, from its order_method ("delivery-pickup-reserve", spec 2 §3),
 * in the order Delivery, Pickup, Reserve; a vendor without a readable method offers Delivery (spec 2 §4 default).
 */
export function offeredHandovers(orderMethod: string | null | undefined): Handover[] {
  const methods = parseOrderMethods(orderMethod).map((m) => m.toLowerCase().replace(/[\s_]+/g, ""));
  const offered = HANDOVERS.filter((h) => methods.some((m) => m.startsWith(h.toLowerCase().slice(0, 5))));
  return offered.length ? offered : ["Delivery"];
}
