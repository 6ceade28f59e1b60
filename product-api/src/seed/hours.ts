import type { HoursPreset } from "./data/vendors";

// Opening hours per preset (Europe/Tirane wall-clock, week_day 0 = Sunday). A close time is always later than
// its open time on the same day; 23:59 means "until midnight".
type Slot = [open: string, close: string];

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

function daily(slots: Slot[]): Array<{ weekDay: number; timeOpen: string; timeClose: string }> {
  return EVERY_DAY.flatMap((weekDay) => slots.map(([timeOpen, timeClose]) => ({ weekDay, timeOpen, timeClose })));
}

export function openingHours(preset: HoursPreset) {
  switch (preset) {
    case "std":
      return daily([["08:00", "23:00"]]);
    case "h24":
      return daily([["00:00", "23:59"]]);
    case "closed":
      return [];
    case "split":
      return daily([["11:00", "15:30"], ["18:00", "23:00"]]);
    case "early":
      return daily([["06:30", "21:00"]]);
    case "week":
      return [
        ...[1, 2, 3, 4, 5, 6].map((weekDay) => ({ weekDay, timeOpen: "08:00", timeClose: "22:00" })),
        { weekDay: 0, timeOpen: "09:00", timeClose: "14:00" },
      ];
  }
}

/** Table reservations are taken for lunch and dinner only (spec 2 §5: slots within reservation hours). */
export function reservationHours(preset: HoursPreset) {
  if (preset === "closed") return [];
  return preset === "split" ? daily([["12:00", "15:00"], ["19:00", "22:30"]]) : daily([["12:00", "22:00"]]);
}
