import type { Handover } from "./types";

/**
 * Spec 2 §7: handover_method is Delivery or Pickup ("Pickup at store" is sent as Pickup); the spec does not show how
 * a reservation is sent, we send "Reserve" (the home order-type label). Unknown or empty values are the default,
 * Delivery (spec 2 §4 Order methods). Matching ignores case and spacing.
 */
export function normalizeHandover(value: string | null | undefined): Handover {
  const v = (value ?? "").toLowerCase().replace(/[\s_-]+/g, "");
  if (v.startsWith("pickup")) return "Pickup";
  if (v.startsWith("reserv")) return "Reserve";
  return "Delivery";
}
