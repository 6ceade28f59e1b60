// Shared by the storefront and the product API (contract/: neither imports the other): the sign and the age a person
// page shows (issue 24, ADR 0015: strangers get these, not the birth date).
import { wallClock } from "./tirane-time";

export const ZODIAC_SIGNS = [
  "capricorn", "aquarius", "pisces", "aries", "taurus", "gemini",
  "cancer", "leo", "virgo", "libra", "scorpio", "sagittarius",
] as const;
export type ZodiacSign = (typeof ZODIAC_SIGNS)[number];
export const ZODIAC_KEYS = ZODIAC_SIGNS.map((s) => `zodiac.${s}` as const);

// First day of the sign that starts in each month (Jan 20 Aquarius … Dec 22 Capricorn), tropical dates.
const STARTS = [20, 19, 21, 20, 21, 21, 23, 23, 23, 23, 22, 22];

function parse(birthdate: string | null | undefined): [number, number, number] | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(birthdate ?? "");
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const check = new Date(Date.UTC(y, mo - 1, d));
  return check.getUTCMonth() === mo - 1 && check.getUTCDate() === d ? [y, mo, d] : null;
}

/** Spec 3 §2: the zodiac icon from the birthdate (YYYY-MM-DD); null when there is no valid date. */
export function zodiacSign(birthdate: string | null | undefined): ZodiacSign | null {
  const p = parse(birthdate);
  if (!p) return null;
  const [, month, day] = p;
  const index = day >= STARTS[month - 1] ? month % 12 : month - 1;
  return ZODIAC_SIGNS[index];
}

/** Spec 3 §2 Profile header "birth date with age": whole years on the Tirana date of `now`. */
export function ageOn(birthdate: string | null | undefined, now: Date): number | null {
  const p = parse(birthdate);
  if (!p) return null;
  const today = wallClock(now);
  const [y, m, d] = p;
  const age = today.year - y - (today.month < m || (today.month === m && today.day < d) ? 1 : 0);
  return age >= 0 ? age : null;
}

/**
 * Issue 24 / ADR 0015: the age shown to someone who may not see the birth date. It goes up on the first day of the
 * person's zodiac sign instead of on the birthday, so watching it change day by day tells no more than the sign
 * already does (the birth year and the sign, never the day). During the sign, before the birthday, it is one more
 * than the age on the birth date.
 */
export function publicAgeOn(birthdate: string | null | undefined, now: Date): number | null {
  const p = parse(birthdate);
  if (!p) return null;
  const [year, month, day] = p;
  // The sign's first day: in this month from its start day on, else in the month before (December of the year before).
  const startMonth = day >= STARTS[month - 1] ? month : month === 1 ? 12 : month - 1;
  const startYear = month === 1 && startMonth === 12 ? year - 1 : year;
  const pad = (n: number) => String(n).padStart(2, "0");
  return ageOn(`${startYear}-${pad(startMonth)}-${pad(STARTS[startMonth - 1])}`, now);
}
