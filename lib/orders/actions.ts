import { normalizeHandover } from "@/lib/cart/handover";
import { displayStatus } from "./status";

const REVIEWABLE = new Set(["delivered", "picked_up", "completed"]);

/** Spec 2 §2 Order summary: review is offered for delivered, picked_up or completed orders. */
export function canReview(status: string | number, orderType?: string | null): boolean {
  return REVIEWABLE.has(displayStatus(status, orderType));
}

/** Spec 2 §2: reorder for delivered, picked_up, completed, and declined too. */
export function canReorder(status: string | number, orderType?: string | null): boolean {
  const s = displayStatus(status, orderType);
  return REVIEWABLE.has(s) || s === "declined";
}

/** Spec 2 §2: Order help only for the default order type (delivery) and when the status is not new. */
export function canAskHelp(status: string | number, orderType?: string | null): boolean {
  return normalizeHandover(orderType) === "Delivery" && displayStatus(status, orderType) !== "new";
}

export const REORDER_KEYS = ["order_summary.reorder_unavailable_vendor", "order_summary.reorder_none_available"] as const;
export type ReorderKey = (typeof REORDER_KEYS)[number];

/** Spec 2 §5 Reorder: the vendor must be present and active. */
export function validateReorderVendor(vendor: { active?: number | boolean | null } | null | undefined): ReorderKey | null {
  return vendor && (vendor.active === true || Number(vendor.active) === 1) ? null : "order_summary.reorder_unavailable_vendor";
}

/**
 * Spec 2 §4 Reorder: "goes to checkout with the order's handover method, or to the vendor page if no products
 * remain" — and then says so (spec 2 §8: "None of the selected products are available anymore. Please choose
 * something new from the menu.").
 */
export function reorderOutcome(productsLeft: number): { go: "checkout" } | { go: "menu"; message: ReorderKey } {
  return productsLeft > 0 ? { go: "checkout" } : { go: "menu", message: "order_summary.reorder_none_available" };
}

/** Spec 2 §4 Order help modal back navigation: help → close, chat → customer_support, others → help. */
export type HelpView = "help" | "customer_support" | "faqs" | "order_support_chat";
export function helpBack(view: HelpView): HelpView | null {
  if (view === "help") return null;
  return view === "order_support_chat" ? "customer_support" : "help";
}
