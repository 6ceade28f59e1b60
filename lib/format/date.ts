// ARCHITECTURE "Conventions": dates are computed in Europe/Tirane whatever zone the server runs in;
// shown DD/MM/YYYY, sent YYYY-MM-DD or "YYYY-MM-DD HH:mm:ss".
export const TIRANE = "Europe/Tirane";

export type DateInput = Date | number | string;

interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const partFormatters = new Map<string, Intl.DateTimeFormat>();

function wallTime(date: Date, timeZone: string): WallTime {
  let f = partFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    });
    partFormatters.set(timeZone, f);
  }
  const out: Record<string, number> = {};
  for (const p of f.formatToParts(date)) if (p.type !== "literal") out[p.type] = Number(p.value);
  return { year: out.year, month: out.month, day: out.day, hour: out.hour, minute: out.minute, second: out.second };
}

function offsetMs(instant: number, timeZone: string): number {
  const w = wallTime(new Date(instant), timeZone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(instant / 1000) * 1000;
}

/** The instant at which the wall clock in `timeZone` shows the given time (DST-aware). */
function fromWallTime(w: WallTime, timeZone: string): Date {
  const guess = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  let instant = guess - offsetMs(guess, timeZone);
  // A second pass settles times near a DST change, where the offset at the guess differs.
  instant = guess - offsetMs(instant, timeZone);
  return new Date(instant);
}

// The API sends "YYYY-MM-DD" or "YYYY-MM-DD HH:mm:ss" without a zone: that is wall-clock time in Tirana.
const NAIVE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** Parses a Date, epoch ms, ISO string with a zone, or a zone-less API string (read as Europe/Tirane time). */
export function parseApiDate(value: DateInput): Date {
  if (value instanceof Date) return new Date(value.getTime());
  if (typeof value === "number") return new Date(value);
  const m = NAIVE.exec(value.trim());
  if (m) {
    const [, y, mo, d, h = "0", mi = "0", s = "0"] = m;
    return fromWallTime(
      { year: +y, month: +mo, day: +d, hour: +h, minute: +mi, second: +s },
      TIRANE,
    );
  }
  return new Date(value);
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

function valid(date: Date): boolean {
  return Number.isFinite(date.getTime());
}

/** DD/MM/YYYY in the given zone; "" for an unreadable value so a page never shows "NaN". */
export function formatDate(date: DateInput, timeZone: string = TIRANE): string {
  const d = parseApiDate(date);
  if (!valid(d)) return "";
  const w = wallTime(d, timeZone);
  return `${pad(w.day)}/${pad(w.month)}/${pad(w.year, 4)}`;
}

function apiParts(date: DateInput): WallTime {
  const d = parseApiDate(date);
  if (!valid(d)) throw new RangeError(`Invalid date: ${String(date)}`);
  return wallTime(d, TIRANE);
}

/** YYYY-MM-DD in Europe/Tirane, as the product API expects dates. */
export function apiDate(date: DateInput = new Date()): string {
  const w = apiParts(date);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;
}

/** "YYYY-MM-DD HH:mm:ss" in Europe/Tirane, as the product API expects date-times. */
export function apiDateTime(date: DateInput = new Date()): string {
  const w = apiParts(date);
  return `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)} ${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}`;
}

// CLDR names, written out: Chromium ships a reduced ICU without Albanian, so Intl.DateTimeFormat("sq-AL") gives
// English names in the browser while Node gives Albanian ones on the server — a hydration mismatch and an Albanian
// page with English months. Every month and weekday name on screen comes from here (as prices come from price.ts).
const MONTHS = {
  sq: ["janar", "shkurt", "mars", "prill", "maj", "qershor", "korrik", "gusht", "shtator", "tetor", "nëntor", "dhjetor"],
  en: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
} as const;
/** Index 0 is Sunday, as the API's week_day (spec 2 §3) and Date#getUTCDay. */
const WEEKDAYS = {
  sq: ["e diel", "e hënë", "e martë", "e mërkurë", "e enjte", "e premte", "e shtunë"],
  en: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
} as const;

type NameLocale = keyof typeof MONTHS;

/** The month's name (0 = January), as written in the middle of a sentence: "janar", "January". */
export function monthName(month: number, locale: NameLocale): string {
  return MONTHS[locale][((month % 12) + 12) % 12];
}

/** The weekday's name (0 = Sunday): "e hënë", "Monday"; `capital` for a label at the start of a line ("E hënë"). */
export function weekdayName(day: number, locale: NameLocale, { capital = false }: { capital?: boolean } = {}): string {
  const name: string = WEEKDAYS[locale][((day % 7) + 7) % 7];
  return capital ? name.charAt(0).toUpperCase() + name.slice(1) : name;
}
