import { addDays, hhmm, minutesOf, tiraneDate, wallToInstant, weekdayOf } from "@/contract/tirane-time";
import type { OpeningDay } from "@/lib/vendors/open-state";

export type { OpeningDay };

// Spec 2 §3 Slot list: days, each with day, date (YYYY-MM-DD) and times.
export interface SlotDay {
  day: number; // weekday, 0 = Sunday (the UI names it in the current locale)
  date: string;
  times: string[]; // "HH:mm", Tirana wall clock
}

export interface SlotChoice {
  date: string;
  time: string;
}

export const SLOT_STEP_MINUTES = 30;
export const SLOT_DAYS = 7;
export const SLOT_LEAD_MINUTES = 30;

const DAY = 1440;

/** Open intervals of `date` in minutes from its midnight; a close at or before the open runs past midnight. */
function intervalsOf(hours: readonly OpeningDay[], date: string): Array<[number, number]> {
  const weekday = weekdayOf(date);
  const out: Array<[number, number]> = [];
  for (const h of hours) {
    if (Number(h.week_day) !== weekday) continue;
    const open = minutesOf(h.time_open);
    let close = minutesOf(h.time_close);
    if (Number.isNaN(open) || Number.isNaN(close)) continue;
    if (close <= open) close += DAY; // spec 2 §4: e.g. 18:00-02:00 ends on the next date; equal means 24 h
    out.push([open, close]);
  }
  return out;
}

/**
 * Spec 2 §5: slots every 30 minutes within the given hours for 7 days starting today (Tirana date), only those at
 * least 30 minutes after `now`. Slots sit on the :00/:30 grid; the closing time itself is not a slot. Hours that run
 * past midnight put their early slots on the next date (yesterday's late opening can fill today's first hours).
 * Wall times that do not exist on a spring-forward day are skipped; the repeated autumn hour is listed once.
 * Days without any slot are left out.
 */
export function buildTimeSlots(hours: readonly OpeningDay[], now: Date): SlotDay[] {
  const today = tiraneDate(now);
  const last = addDays(today, SLOT_DAYS - 1);
  const earliest = now.getTime() + SLOT_LEAD_MINUTES * 60000;
  const byDate = new Map<string, Set<number>>();
  for (let i = -1; i < SLOT_DAYS; i++) {
    const date = addDays(today, i);
    for (const [start, end] of intervalsOf(hours, date)) {
      for (let m = Math.ceil(start / SLOT_STEP_MINUTES) * SLOT_STEP_MINUTES; m < end; m += SLOT_STEP_MINUTES) {
        const slotDate = m >= DAY ? addDays(date, 1) : date;
        if (slotDate < today || slotDate > last) continue;
        const at = wallToInstant(slotDate, m % DAY);
        if (!at || at.getTime() < earliest) continue;
        if (!byDate.has(slotDate)) byDate.set(slotDate, new Set());
        byDate.get(slotDate)!.add(m % DAY);
      }
    }
  }
  return [...byDate.keys()].sort().map((date) => ({
    day: weekdayOf(date),
    date,
    times: [...byDate.get(date)!].sort((a, b) => a - b).map(hhmm),
  }));
}

/** Spec 2 §4: pickup and reservation modals preselect the stored date and time, else the first one. */
export function preselectSlot(days: readonly SlotDay[], stored?: Partial<SlotChoice> | null): SlotChoice | null {
  const day = days.find((d) => d.date === stored?.date);
  if (day && stored?.time && day.times.includes(stored.time)) return { date: day.date, time: stored.time };
  const first = days.find((d) => d.times.length > 0);
  return first ? { date: first.date, time: first.times[0] } : null;
}

/** Spec 2 §3: schedule_time is sent as `YYYY-MM-DD HH:mm:ss`. */
export function scheduleTime(choice: SlotChoice): string {
  return `${choice.date} ${choice.time}:00`;
}

/** Spec 2 §3: a reservation uses the vendor's reservation_hours; pickup uses vendor_opening_days. */
export function slotHours(
  vendor: { vendor_opening_days?: readonly OpeningDay[] | null; reservation_hours?: readonly OpeningDay[] | null },
  handover: "Pickup" | "Reserve",
): readonly OpeningDay[] {
  return (handover === "Reserve" ? vendor.reservation_hours : vendor.vendor_opening_days) ?? [];
}
