import { hhmm, minutesOf, tiraneTime, wallClock } from "@/contract/tirane-time";

// Spec 2 §3 Vendor: vendor_opening_days and reservation_hours share this shape; week_day "0" is Sunday.
export interface OpeningDay {
  week_day: string | number;
  time_open: string;
  time_close: string;
}

export interface VendorOpenInfo {
  is_open?: number | null;
  custom_closed_info?: string | null;
  vendor_opening_days?: readonly OpeningDay[] | null;
}

export const VENDOR_CLOSED_KEYS = ["vendor_closed.custom", "vendor_closed.opens_today", "vendor_closed.closed"] as const;
export type VendorClosedKey = (typeof VENDOR_CLOSED_KEYS)[number];

export interface KeyWithParams<K extends string> {
  key: K;
  params: Record<string, string>;
}

/** Spec 2 §3: is_open 1 = open. */
export function isVendorOpen(vendor: VendorOpenInfo): boolean {
  return Number(vendor.is_open) === 1;
}

/** Spec 2 §4: add-to-cart is disabled when closed; checkout when closed or the cart is empty. */
export function canAddToCart(vendor: VendorOpenInfo): boolean {
  return isVendorOpen(vendor);
}
export function canCheckout(vendor: VendorOpenInfo, itemCount: number): boolean {
  return isVendorOpen(vendor) && itemCount > 0;
}

/** The earliest opening later today (Tirana), "HH:mm", or null. */
export function nextOpeningToday(days: readonly OpeningDay[] | null | undefined, now: Date): string | null {
  const today = wallClock(now).weekday;
  const nowMinutes = minutesOf(tiraneTime(now));
  const later = (days ?? [])
    .filter((d) => Number(d.week_day) === today)
    .map((d) => minutesOf(d.time_open))
    .filter((m) => Number.isFinite(m) && m > nowMinutes)
    .sort((a, b) => a - b);
  return later.length ? hhmm(later[0]) : null;
}

/**
 * Spec 2 §4 / §8 Vendor closed: custom_closed_info if set; else "currently closed, opens at {time}, the menu can
 * still be viewed" when a later opening today is known; else the short "Restaurant is closed for the moment!".
 */
export function vendorClosedMessage(vendor: VendorOpenInfo, now: Date): KeyWithParams<VendorClosedKey> {
  const custom = vendor.custom_closed_info?.trim();
  if (custom) return { key: "vendor_closed.custom", params: { info: custom } };
  const time = nextOpeningToday(vendor.vendor_opening_days, now);
  if (time) return { key: "vendor_closed.opens_today", params: { time } };
  return { key: "vendor_closed.closed", params: {} };
}
