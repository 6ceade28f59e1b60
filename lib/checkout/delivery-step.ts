import type { Handover } from "@/lib/cart/types";
import { isAlbanianMobile } from "@/lib/validation/phone";

export const STEP0_KEYS = [
  "checkout.validate_select_address",
  "restaurant_details.no_in_vendor_support_zone",
  "cart.order_is_under_0",
  "cart.check_legal_age",
  "cart.not_possible_use_all_in_a_order",
  "cart.invalid_cashback",
  "cart.cashback_over_balance",
  "checkout.invalid_guests",
  "checkout.invalid_cutlery",
  "checkout.invalid_phone",
  "checkout.select_schedule_time",
] as const;
export type Step0Key = (typeof STEP0_KEYS)[number];

export interface Step0Input {
  handover: Handover;
  addressId: number | null;
  outOfZone: boolean; // delivery-fee outOfDeliveryArea, or a vendor answer without zone
  orderTotal: number;
  needsLegalAge: boolean; // some item has age_18
  legalAgeConfirmed: boolean;
  invitationCode: string;
  cashback: string; // as typed
  cashbackBalance: number;
  couponCode: string;
  guests: number;
  cutlery: number;
  phone: string;
  isSchedule: boolean;
  scheduleDate: string;
  scheduleTime: string;
}

/** Spec 2 §5: cashback is typed as whole lek; empty means none. */
export function parseCashback(raw: string): number | null {
  const v = raw.trim();
  if (v === "") return 0;
  return /^\d+$/.test(v) ? Number(v) : null;
}

/** Spec 2 §5: the cashback input is disabled at balance 0. */
export function cashbackInputEnabled(balance: number): boolean {
  return balance > 0;
}

/** Spec 2 §5: only one of invitation code, cashback and coupon per order. */
export function promotionsUsed(i: Pick<Step0Input, "invitationCode" | "cashback" | "couponCode">): number {
  return [i.invitationCode.trim() !== "", (parseCashback(i.cashback) ?? 1) > 0, i.couponCode.trim() !== ""].filter(Boolean).length;
}

/** Spec 2 §5: guests number ≥ 0, sent as 1 if 0. */
export function guestsToSend(guests: number): number {
  return guests <= 0 ? 1 : Math.floor(guests);
}

/** Spec 2 §5: cutlery and guest counters cannot go below 0. */
export function clampCount(n: number): number {
  return Math.max(0, Math.floor(n));
}

/**
 * Spec 2 §5 "Checkout, step 0", in the spec's order except that the cashback's own rules come before the total (a
 * cashback above the balance also makes the total negative, and the cause is what the customer must read); the first
 * failure is shown (titled restaurant_details.we_are_sorry)
 * and blocks step 1. A reservation always needs a date and time; delivery only when scheduled.
 */
export function validateStep0(i: Step0Input): Step0Key | null {
  const delivery = i.handover === "Delivery";
  if (delivery && i.addressId === null) return "checkout.validate_select_address";
  if (delivery && i.outOfZone) return "restaurant_details.no_in_vendor_support_zone";
  // A cashback the customer cannot use is named as such, before the total it pushes below 0 (issue 9 #17).
  const cashback = parseCashback(i.cashback);
  if (cashback === null) return "cart.invalid_cashback";
  if (cashback > Math.max(0, i.cashbackBalance)) return "cart.cashback_over_balance";
  if (i.orderTotal <= 0) return "cart.order_is_under_0";
  if (i.needsLegalAge && !i.legalAgeConfirmed) return "cart.check_legal_age";
  if (promotionsUsed(i) > 1) return "cart.not_possible_use_all_in_a_order";
  if (!Number.isInteger(i.guests) || i.guests < 0) return "checkout.invalid_guests";
  if (!Number.isInteger(i.cutlery) || i.cutlery < 0) return "checkout.invalid_cutlery";
  if (!isAlbanianMobile(i.phone)) return "checkout.invalid_phone";
  const needsTime = i.isSchedule || i.handover === "Reserve";
  if (needsTime && (i.scheduleDate.trim() === "" || i.scheduleTime.trim() === "")) return "checkout.select_schedule_time";
  return null;
}
