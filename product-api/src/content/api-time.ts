// ARCHITECTURE "Conventions": date-times are sent as "YYYY-MM-DD HH:mm:ss", Europe/Tirane wall clock.
const formatter = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Tirane",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

export function apiDateTime(at: Date): string {
  const p: Record<string, string> = {};
  for (const part of formatter.formatToParts(at)) p[part.type] = part.value;
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}
