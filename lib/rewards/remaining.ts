import { formatList } from "@/lib/format/list";
import type { Locale } from "@/lib/i18n/routing";
import { splitMinutes } from "@/lib/social/invitation";

export type TimeUnit = "days" | "hours" | "minutes";

/**
 * spec 3 §4 "Remaining time is shown in days, hours and minutes from minutes (1440 per day)": the non-zero parts as a
 * list ("2 ditë, 23 orë dhe 42 minuta"). `unit` words each part: the caller picks the form its sentence needs
 * (Albanian says "vlen edhe 2 ditë" but "pas 2 ditësh").
 */
export function remainingText(minutes: number, unit: (unit: TimeUnit, count: number) => string, locale: Locale): string {
  const r = splitMinutes(minutes);
  const parts = [
    r.days > 0 ? unit("days", r.days) : null,
    r.hours > 0 ? unit("hours", r.hours) : null,
    r.minutes > 0 || (r.days === 0 && r.hours === 0) ? unit("minutes", r.minutes) : null,
  ];
  return formatList(parts.filter((p): p is string => p !== null), locale);
}
