// Spec 2 §5 and §9: "today", opening hours, slots and card expiry are Albanian wall-clock rules, so every
// calendar decision is made in Europe/Tirane, whatever time zone the browser or server runs in. The caller passes
// `now`; nothing here reads the clock.
export const TIME_ZONE = "Europe/Tirane";

export interface WallClock {
  year: number;
  month: number; // 1-12
  day: number;
  hour: number;
  minute: number;
  weekday: number; // 0 = Sunday, as in vendor_opening_days.week_day
}

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const partsFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: TIME_ZONE,
  hourCycle: "h23",
  weekday: "short",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
});

export const pad2 = (n: number): string => String(n).padStart(2, "0");

// formatToParts is the costly part (most of the ages' ~10 % of the friends map answer's CPU, ADR 0029 amendment of
// session 19); an answer that dates hundreds of things at one `now` (ages, opening hours of a vendor list) asks for
// the same instant each time, so the last instant's clock is kept (a copy is handed out: a caller may change its own).
let last: { ms: number; clock: WallClock } | null = null;

export function wallClock(at: Date): WallClock {
  const ms = at.getTime();
  if (last?.ms !== ms) last = { ms, clock: readWallClock(at) };
  return { ...last.clock };
}

function readWallClock(at: Date): WallClock {
  const p: Record<string, string> = {};
  for (const part of partsFormat.formatToParts(at)) p[part.type] = part.value;
  return {
    year: Number(p.year),
    month: Number(p.month),
    day: Number(p.day),
    hour: Number(p.hour) % 24,
    minute: Number(p.minute),
    weekday: WEEKDAYS.indexOf(p.weekday),
  };
}

export function ymd(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, "0")}-${pad2(month)}-${pad2(day)}`;
}

/** Calendar date in Tirana, `YYYY-MM-DD`. */
export function tiraneDate(at: Date): string {
  const w = wallClock(at);
  return ymd(w.year, w.month, w.day);
}

/** Wall-clock time in Tirana, `HH:mm`. */
export function tiraneTime(at: Date): string {
  const w = wallClock(at);
  return `${pad2(w.hour)}:${pad2(w.minute)}`;
}

function splitDate(date: string): [number, number, number] {
  const [y, m, d] = date.split("-").map(Number);
  return [y, m, d];
}

/** Calendar arithmetic on `YYYY-MM-DD` (never adds 24 h, so DST days keep their date). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = splitDate(date);
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return ymd(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
}

export function weekdayOf(date: string): number {
  const [y, m, d] = splitDate(date);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** "HH:mm" or "HH:mm:ss" → minutes after midnight; NaN when malformed. */
export function minutesOf(time: string): number {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(time.trim());
  if (!match) return Number.NaN;
  const h = Number(match[1]);
  const m = Number(match[2]);
  if (h > 24 || m > 59 || (h === 24 && m > 0)) return Number.NaN;
  return h * 60 + m;
}

export function hhmm(minutes: number): string {
  return `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;
}

function offsetAt(instant: number): number {
  const w = wallClock(new Date(instant));
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute) - Math.floor(instant / 60000) * 60000;
}

/**
 * The instant at which Tirana's clocks show `date` + `minutes`. In the autumn overlap the first occurrence is
 * returned; a time inside the spring-forward gap does not exist and gives null.
 */
export function wallToInstant(date: string, minutes: number): Date | null {
  const [y, m, d] = splitDate(date);
  const target = Date.UTC(y, m - 1, d, 0, minutes);
  const hits = [offsetAt(target - 12 * 3600000), offsetAt(target + 12 * 3600000)]
    .map((offset) => target - offset)
    .filter((instant) => {
      const w = wallClock(new Date(instant));
      return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute) === target;
    });
  return hits.length ? new Date(Math.min(...hits)) : null;
}
