// ARCHITECTURE "Time": opening hours are Europe/Tirane wall-clock, whatever zone the API runs in.
const parts = new Intl.DateTimeFormat("en-US", {
  timeZone: "Europe/Tirane",
  hourCycle: "h23",
  weekday: "short",
  hour: "2-digit",
  minute: "2-digit",
});
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

export interface TiraneNow {
  /** 0 = Sunday, as vendor_hours.week_day. */
  weekday: number;
  /** "HH:MM", comparable as text with time_open / time_close. */
  time: string;
}

export function tiraneNow(at: Date): TiraneNow {
  const p: Record<string, string> = {};
  for (const part of parts.formatToParts(at)) p[part.type] = part.value;
  const hour = String(Number(p.hour) % 24).padStart(2, "0");
  return { weekday: WEEKDAYS.indexOf(p.weekday), time: `${hour}:${p.minute}` };
}
