// spec 2 §5: pickup, reservation and scheduled times are 30-minute slots within the vendor's hours (opening hours,
// or reservation hours for a table), for 7 days from today, today only at least 30 minutes ahead — all in
// Europe/Tirane wall-clock time. The storefront offers exactly these; the API re-checks what comes back.
export interface HoursRow {
  weekDay: number;
  timeOpen: string;
  timeClose: string;
}

export const SLOT_STEP_MINUTES = 30;
export const SLOT_DAYS = 7;
export const SLOT_LEAD_MINUTES = 30;

const parts = new Intl.DateTimeFormat("en-US", {
  timeZone: "Europe/Tirane", hourCycle: "h23", year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric",
});

function wall(at: Date): { date: string; minutes: number; utcOfWall: number } {
  const p: Record<string, string> = {};
  for (const part of parts.formatToParts(at)) p[part.type] = part.value;
  const [y, m, d, h, min] = [Number(p.year), Number(p.month), Number(p.day), Number(p.hour) % 24, Number(p.minute)];
  return { date: ymd(y, m, d), minutes: h * 60 + min, utcOfWall: Date.UTC(y, m - 1, d, h, min) };
}

const pad = (n: number, w = 2) => String(n).padStart(w, "0");
const ymd = (y: number, m: number, d: number) => `${pad(y, 4)}-${pad(m)}-${pad(d)}`;

export function tiraneDate(at: Date): string {
  return wall(at).date;
}

export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number);
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return ymd(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
}

export function weekdayOf(date: string): number {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

function minutesOf(time: string, isClose = false): number {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(time.trim());
  if (!match) return Number.NaN;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  // README "The contract": 23:59 means until midnight.
  return isClose && minutes === 23 * 60 + 59 ? 24 * 60 : minutes;
}

/** The instant Tirana's clocks show `date` `minutes`; null inside the spring-forward gap. */
export function wallInstant(date: string, minutes: number): Date | null {
  const [y, m, d] = date.split("-").map(Number);
  const target = Date.UTC(y, m - 1, d, 0, minutes);
  for (const guessOffset of [120, 60]) {
    const instant = new Date(target - guessOffset * 60_000);
    if (wall(instant).utcOfWall === target) return instant;
  }
  return null;
}

export type SlotProblem = "format" | "past" | "too_far" | "closed";

/** Why `date` `time` is not an offered slot for these hours at `now`, or null when it is one. */
export function slotProblem(hours: readonly HoursRow[], date: string, time: string, now: Date): SlotProblem | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return "format";
  const minutes = minutesOf(time);
  if (Number.isNaN(minutes) || minutes >= 24 * 60 || minutes % SLOT_STEP_MINUTES !== 0) return "format";
  const at = wallInstant(date, minutes);
  if (!at) return "format";
  const today = tiraneDate(now);
  if (at.getTime() < now.getTime() + SLOT_LEAD_MINUTES * 60_000) return "past";
  if (date > addDays(today, SLOT_DAYS - 1)) return "too_far";
  const weekDay = weekdayOf(date);
  const open = hours.some((h) => h.weekDay === weekDay && minutesOf(h.timeOpen) <= minutes && minutes < minutesOf(h.timeClose, true));
  return open ? null : "closed";
}

/** "YYYY-MM-DD HH:mm[:ss]" → [date, "HH:mm"], or null. */
export function splitDateTime(value: string): [string, string] | null {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(?::\d{2})?$/.exec(value.trim());
  return match ? [match[1], match[2]] : null;
}

/** Tirana wall clock as the spec sends it: "YYYY-MM-DD HH:mm:ss". */
export function wallString(at: Date): string {
  const w = wall(at);
  return `${w.date} ${pad(Math.floor(w.minutes / 60))}:${pad(w.minutes % 60)}:00`;
}
