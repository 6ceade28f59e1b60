import { splitMinutes } from "@/lib/social/invitation";

type Plural = (key: "days" | "hours" | "minutes", values: { count: number }) => string;

/** spec 3 §4 "Remaining time is shown in days, hours and minutes from minutes (1440 per day)": the non-zero parts. */
export function remainingText(minutes: number, t: Plural): string {
  const r = splitMinutes(minutes);
  const parts = [r.days > 0 ? t("days", { count: r.days }) : null, r.hours > 0 ? t("hours", { count: r.hours }) : null, r.minutes > 0 || (r.days === 0 && r.hours === 0) ? t("minutes", { count: r.minutes }) : null];
  return parts.filter(Boolean).join(" ");
}
