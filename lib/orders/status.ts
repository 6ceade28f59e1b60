import { BRAND } from "@/lib/brand";
import { normalizeHandover } from "@/lib/cart/handover";
import type { Handover } from "@/lib/cart/types";

// Spec 2 §4 Order statuses.
export type DisplayStatus =
  | "new"
  | "processing"
  | "picked_by_rider"
  | "delivered"
  | "ready_to_pickup"
  | "picked_up"
  | "reserved"
  | "completed"
  | "declined"
  | "cancelled";

export type StatusColour = "red" | "blue" | "cyan" | "green" | "grey";

export const STATUS_FLOWS: Record<Handover, readonly DisplayStatus[]> = {
  Delivery: ["new", "processing", "picked_by_rider", "delivered"],
  Pickup: ["new", "processing", "ready_to_pickup", "picked_up"],
  Reserve: ["new", "reserved", "completed"],
};

const CODES: Record<Handover, Record<number, DisplayStatus>> = {
  Delivery: { 0: "new", 1: "processing", 2: "picked_by_rider", 3: "delivered", [-1]: "cancelled" },
  Pickup: { 0: "new", 1: "processing", 2: "ready_to_pickup", 3: "picked_up", [-1]: "cancelled" },
  Reserve: { 0: "new", 1: "reserved", 2: "completed", [-1]: "cancelled" },
};

/**
 * Spec 2 §4 display rules. pending → new; notified → processing; cancelled and canceled are one; accepted is shown
 * as the rider stage (picked_by_rider) only for a delivery order of a vendor delivered by {product}, otherwise as
 * processing. Numeric codes (pending 0, reserved/preparing/accepted 1, out for delivery/ready/completed 2,
 * delivered/picked up 3, cancelled -1) are read per order type. Unknown values are shown as processing.
 */
export function displayStatus(status: string | number, orderType?: string | null, vendorDeliveryType?: string | null): DisplayStatus {
  const type = normalizeHandover(orderType);
  if (typeof status === "number" || /^-?\d+$/.test(status)) return CODES[type][Number(status)] ?? "processing";
  const s = status.toLowerCase();
  if (s === "new" || s === "pending") return "new";
  if (s === "canceled" || s === "cancelled") return "cancelled";
  if (s === "accepted") return type === "Delivery" && (vendorDeliveryType ?? "").toLowerCase() === BRAND ? "picked_by_rider" : "processing";
  const known: readonly string[] = ["processing", "picked_by_rider", "delivered", "ready_to_pickup", "picked_up", "reserved", "completed", "declined"];
  return known.includes(s) ? (s as DisplayStatus) : "processing";
}

/** Spec 2 §4 colours: new red, processing blue, picked_by_rider cyan, delivered/picked_up/reserved green, declined red, others grey. */
export function statusColour(status: DisplayStatus): StatusColour {
  switch (status) {
    case "new":
    case "declined":
      return "red";
    case "processing":
      return "blue";
    case "picked_by_rider":
      return "cyan";
    case "delivered":
    case "picked_up":
    case "reserved":
      return "green";
    default:
      return "grey";
  }
}

export const ORDER_STATUS_KEYS = [
  "order_status.new",
  "order_status.processing",
  "order_status.accepted",
  "order_status.picked_by_rider",
  "order_status.delivered",
  "order_status.ready_to_pickup",
  "order_status.picked_up",
  "order_status.reserved",
  "order_status.completed",
  "order_status.rejected",
  "order_status.cancelled",
] as const;
export type OrderStatusKey = (typeof ORDER_STATUS_KEYS)[number];

/** Label key: pickup's processing step reads "accepted", declined reads "rejected" (spec 2 §4). */
export function statusLabelKey(status: DisplayStatus, orderType?: string | null): OrderStatusKey {
  if (status === "processing" && normalizeHandover(orderType) === "Pickup") return "order_status.accepted";
  if (status === "declined") return "order_status.rejected";
  return `order_status.${status}`;
}

export interface Stepper {
  steps: readonly DisplayStatus[];
  current: number; // -1 when the order left the flow (declined, cancelled)
}

/** The status stepper for an order: its type's flow and the index of the current step. */
export function orderStepper(status: DisplayStatus, orderType?: string | null): Stepper {
  const steps = STATUS_FLOWS[normalizeHandover(orderType)];
  return { steps, current: steps.indexOf(status) };
}
