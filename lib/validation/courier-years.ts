import { wallClock } from "@/contract/tirane-time";
import { FIRST_BIRTH_YEAR } from "./courier";

// On the server (the courier page passes the list to its form): the form's code stays free of Tirana's clock.

/** Spec 1 §9: birth years start at 1940 and run to the current year (Tirana), newest first. */
export function courierBirthYears(now: Date): number[] {
  const current = wallClock(now).year;
  return Array.from({ length: current - FIRST_BIRTH_YEAR + 1 }, (_, i) => current - i);
}
