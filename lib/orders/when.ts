import { formatDate, parseApiDate, TIRANE, type DateInput } from "@/lib/format/date";

// ARCHITECTURE "Conventions": order times are shown in Europe/Tirane, dates DD/MM/YYYY.
const timeFormat = new Intl.DateTimeFormat("en-GB", { timeZone: TIRANE, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

/** "HH:mm" in Tirana; "" for an unreadable value. */
export function formatTime(value: DateInput): string {
  const d = parseApiDate(value);
  return Number.isFinite(d.getTime()) ? timeFormat.format(d) : "";
}

/** "DD/MM/YYYY HH:mm" in Tirana. */
export function formatDateTime(value: DateInput): string {
  const date = formatDate(value);
  return date ? `${date} ${formatTime(value)}` : "";
}
