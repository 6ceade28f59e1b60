import { tiraneNow } from "./tirane-time";

export interface HoursRow {
  weekDay: number;
  timeOpen: string;
  timeClose: string;
}

// README "Opening hours": close is after open on the same day and 23:59 means "until midnight". A close at or before
// its open is read as running past midnight into the next day, so imported real data cannot break the rule.
const untilMidnight = (close: string) => close === "23:59";

/** spec 2 §3 is_open: open now (Europe/Tirane) by the vendor's opening rows; no rows = closed. */
export function isOpenAt(hours: readonly HoursRow[], at: Date): boolean {
  const { weekday, time } = tiraneNow(at);
  const yesterday = (weekday + 6) % 7;
  return hours.some((h) => {
    const overnight = h.timeClose <= h.timeOpen;
    if (h.weekDay === weekday && h.timeOpen <= time) return overnight || untilMidnight(h.timeClose) || time < h.timeClose;
    return overnight && h.weekDay === yesterday && time < h.timeClose;
  });
}

/** Today's first opening and last closing ("HH:MM"), or nulls when the vendor does not open today. */
export function pickupWindowToday(hours: readonly HoursRow[], at: Date): { start: string | null; end: string | null } {
  const { weekday } = tiraneNow(at);
  const today = hours.filter((h) => h.weekDay === weekday);
  if (today.length === 0) return { start: null, end: null };
  return {
    start: today.map((h) => h.timeOpen).sort()[0],
    end: today.map((h) => h.timeClose).sort().at(-1) ?? null,
  };
}
