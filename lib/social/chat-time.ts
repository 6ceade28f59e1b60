import { TIME_ZONE, tiraneDate, wallClock } from "@/lib/checkout/tirane-time";

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
  const intlLocale = locale === "en" ? "en-GB" : "sq";
  if (diff === 0) {
    return new Intl.DateTimeFormat(intlLocale, { timeZone: TIME_ZONE, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(at);
  }
  const daysSinceMonday = (wallClock(now).weekday + 6) % 7;
  if (diff > 0 && diff <= daysSinceMonday) {
    return new Intl.DateTimeFormat(intlLocale, { timeZone: TIME_ZONE, weekday: "long" }).format(at);
  }
  const w = wallClock(at);
  return `${String(w.day).padStart(2, "0")}/${String(w.month).padStart(2, "0")}/${w.year}`;
}
