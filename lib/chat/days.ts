// Issue 24 "The chat as a messenger": a conversation is divided by day, as messengers do — "Sot" (today), "Dje"
// (yesterday), the weekday for the rest of the last week, else the date DD/MM/YYYY. Days are calendar days in
// Europe/Tirane (ARCHITECTURE "Conventions"), whatever zone the browser runs in. Pure: the caller passes `now`.
import { addDays, tiraneDate, weekdayOf } from "@/contract/tirane-time";

export type ChatDay = { kind: "today" } | { kind: "yesterday" } | { kind: "weekday"; weekday: number } | { kind: "date"; date: string };

/** The Tirana calendar day of an instant, `YYYY-MM-DD`. */
export const chatDayKey = (at: Date): string => tiraneDate(at);

/**
 * How a separator names `day` (`YYYY-MM-DD`, a Tirana day) seen on `now`: today, yesterday, the weekday when it is
 * 2–6 days back (a name that cannot be mistaken for a day of this week's future), else the date DD/MM/YYYY — also
 * for a day after today (a clock ahead of ours), which has no name relative to today.
 */
export function chatDay(day: string, now: Date): ChatDay {
  const today = tiraneDate(now);
  if (day === today) return { kind: "today" };
  if (day === addDays(today, -1)) return { kind: "yesterday" };
  for (let back = 2; back <= 6; back++) if (day === addDays(today, -back)) return { kind: "weekday", weekday: weekdayOf(day) };
  const [y, m, d] = day.split("-");
  return { kind: "date", date: `${d}/${m}/${y}` };
}

/**
 * Where the separators go in a conversation listed newest first: for each message, the day that begins with it
 * (the separator shown just above it), else null. A day begins at a message whose older neighbour is on another
 * day; the oldest loaded message begins its day only when the whole conversation is loaded (`complete`) — an older
 * page may still hold more of that day.
 */
export function dayStarts(newestFirst: readonly Date[], complete: boolean): Array<string | null> {
  const days = newestFirst.map(chatDayKey);
  return days.map((day, i) => {
    if (i === days.length - 1) return complete ? day : null;
    return days[i + 1] !== day ? day : null;
  });
}
