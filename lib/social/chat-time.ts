import { tiraneDate, wallClock } from "@/contract/tirane-time";
import { weekdayName } from "@/lib/format/date";

export type ChatLocale = "sq" | "en";

function dayNumber(date: string): number {
  const [y, m, d] = date.split("-").map(Number);
  return Date.UTC(y, m - 1, d) / 86400000;
}

/**
 * Spec 3 §2 Chat list time: time of day if today, the day name if within the current week, otherwise DD/MM/YYYY.
 * Days are Tirana calendar days; the week starts on Monday (Albanian custom); times are 24-hour in both languages.
 * A time in the future (clock skew) beyond today is shown as a date.
 */
export function chatListTime(at: Date, now: Date, locale: ChatLocale): string {
  const diff = dayNumber(tiraneDate(now)) - dayNumber(tiraneDate(at));
  const w = wallClock(at);
  if (diff === 0) return `${String(w.hour).padStart(2, "0")}:${String(w.minute).padStart(2, "0")}`;
  const daysSinceMonday = (wallClock(now).weekday + 6) % 7;
  if (diff > 0 && diff <= daysSinceMonday) return weekdayName(w.weekday, locale);
  return `${String(w.day).padStart(2, "0")}/${String(w.month).padStart(2, "0")}/${w.year}`;
}
