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
