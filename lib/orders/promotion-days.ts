import { parseApiDate, type DateInput } from "@/lib/format/date";

const DAY_MS = 86_400_000;

/**
 * spec 2 §2 Promotions: current ones show the days left until end_time unless non_expired. Whole days, rounded up
 * (ends later today = 1); null when it never ends or the date is unreadable; 0 when already over.
 */
export function daysLeft(endTime: DateInput | null | undefined, nonExpired: boolean | 0 | 1, now: Date): number | null {
  if (nonExpired === true || nonExpired === 1 || endTime === null || endTime === undefined || endTime === "") return null;
  const end = parseApiDate(endTime).getTime();
  if (!Number.isFinite(end)) return null;
  return Math.max(0, Math.ceil((end - now.getTime()) / DAY_MS));
}

export type PastNote = { kind: "ended"; date: DateInput } | { kind: "used"; date: DateInput | null };

/**
 * spec 2 §2 Promotions, past tab: the list holds promotions that ended and promotions the customer has used. "Ended
 * on {date}" only for an end time already passed; one still running (a future end, or none) was used, on used_at
 * when known — never "ended" with a date still to come (issue 9 #18).
 */
export function pastPromotionNote(p: { end_time?: string | null; non_expired: boolean | 0 | 1; used_at?: string | null }, now: Date): PastNote {
  const end = p.end_time && !(p.non_expired === true || p.non_expired === 1) ? parseApiDate(p.end_time).getTime() : NaN;
  if (Number.isFinite(end) && end <= now.getTime()) return { kind: "ended", date: p.end_time! };
  return { kind: "used", date: p.used_at || null };
}
