import { describe, expect, it } from "vitest";
import { buildTimeSlots, preselectSlot, scheduleTime, type OpeningDay } from "@/lib/checkout/time-slots";
import { wallToInstant } from "@/contract/tirane-time";

const everyDay = (open: string, close: string): OpeningDay[] =>
  ["0", "1", "2", "3", "4", "5", "6"].map((d) => ({ week_day: d, time_open: open, time_close: close }));

// Tuesday 10 June 2025, 09:00 in Tirana (UTC+2 in summer).
const tuesdayMorning = new Date("2025-06-10T07:00:00Z");

describe("spec 2 §5: reservation and pickup times are offered in 30-minute slots within opening hours, for 7 days", () => {
  it("lists 7 days from today (Tirana date) with their weekday, 0 = Sunday", () => {
    const days = buildTimeSlots(everyDay("10:00", "22:00"), tuesdayMorning);
    expect(days.map((d) => d.date)).toEqual(["2025-06-10", "2025-06-11", "2025-06-12", "2025-06-13", "2025-06-14", "2025-06-15", "2025-06-16"]);
    expect(days.map((d) => d.day)).toEqual([2, 3, 4, 5, 6, 0, 1]);
  });

  it("slots run every 30 minutes from opening; the closing time itself is not a slot", () => {
    const [today] = buildTimeSlots(everyDay("10:00", "22:00"), tuesdayMorning);
    expect(today.times[0]).toBe("10:00");
    expect(today.times.at(-1)).toBe("21:30");
    expect(today.times).toHaveLength(24);
  });

  it("an opening off the half hour starts at the next :00 or :30", () => {
    const [today] = buildTimeSlots(everyDay("10:15", "11:30"), tuesdayMorning);
    expect(today.times).toEqual(["10:30", "11:00"]);
  });

  it("closed days are left out (week_day strings, 0 = Sunday)", () => {
    const days = buildTimeSlots([{ week_day: "1", time_open: "12:00", time_close: "13:00" }], tuesdayMorning);
    expect(days).toEqual([{ day: 1, date: "2025-06-16", times: ["12:00", "12:30"] }]);
  });
});

describe("spec 2 §5: for today only slots at least 30 minutes ahead", () => {
  it("at 12:10 the first slot is 13:00 (12:30 is only 20 minutes ahead)", () => {
    const [today] = buildTimeSlots(everyDay("10:00", "22:00"), new Date("2025-06-10T10:10:00Z"));
    expect(today.date).toBe("2025-06-10");
    expect(today.times[0]).toBe("13:00");
  });

  it("exactly 30 minutes ahead is allowed", () => {
    const [today] = buildTimeSlots(everyDay("10:00", "22:00"), new Date("2025-06-10T10:00:00Z"));
    expect(today.times[0]).toBe("12:30");
  });

  it("after the last slot of the day, today is left out and tomorrow comes first", () => {
    const days = buildTimeSlots(everyDay("10:00", "22:00"), new Date("2025-06-10T19:45:00Z"));
    expect(days[0].date).toBe("2025-06-11");
    expect(days).toHaveLength(6);
  });
});

describe("spec 2 §5 slots: closing after midnight", () => {
  const fridayNight: OpeningDay[] = [{ week_day: "5", time_open: "18:00", time_close: "02:00" }];

  it("hours 18:00-02:00 put the slots after midnight on the next date", () => {
    const days = buildTimeSlots(fridayNight, tuesdayMorning);
    const friday = days.find((d) => d.date === "2025-06-13");
    const saturday = days.find((d) => d.date === "2025-06-14");
    expect(friday?.times[0]).toBe("18:00");
    expect(friday?.times.at(-1)).toBe("23:30");
    expect(saturday?.times).toEqual(["00:00", "00:30", "01:00", "01:30"]);
  });

  it("yesterday's late opening fills today's first hours", () => {
    // Saturday 14 June 2025, 00:10 in Tirana.
    const [today] = buildTimeSlots(fridayNight, new Date("2025-06-13T22:10:00Z"));
    expect(today).toEqual({ day: 6, date: "2025-06-14", times: ["01:00", "01:30"] });
  });

  it("a close at 00:00 means open until midnight; equal open and close means 24 hours", () => {
    const [late] = buildTimeSlots(everyDay("22:00", "00:00"), tuesdayMorning);
    expect(late.times).toEqual(["22:00", "22:30", "23:00", "23:30"]);
    const [, allDay] = buildTimeSlots(everyDay("00:00", "00:00"), tuesdayMorning);
    expect(allDay.times).toHaveLength(48);
  });
});

describe("spec 2 §5 slots across DST changes in Europe/Tirane", () => {
  const sundayEarly: OpeningDay[] = [{ week_day: "0", time_open: "00:00", time_close: "04:00" }];

  it("on the spring-forward Sunday the missing 02:00 and 02:30 are not offered", () => {
    const days = buildTimeSlots(sundayEarly, new Date("2025-03-29T19:00:00Z"));
    expect(days).toEqual([{ day: 0, date: "2025-03-30", times: ["00:00", "00:30", "01:00", "01:30", "03:00", "03:30"] }]);
  });

  it("on the fall-back Sunday the repeated hour is listed once", () => {
    const days = buildTimeSlots(sundayEarly, new Date("2025-10-25T12:00:00Z"));
    expect(days[0].date).toBe("2025-10-26");
    expect(days[0].times).toEqual(["00:00", "00:30", "01:00", "01:30", "02:00", "02:30", "03:00", "03:30"]);
  });

  it("wall times convert with the right offset on each side of the change", () => {
    expect(wallToInstant("2025-03-30", 60)?.toISOString()).toBe("2025-03-30T00:00:00.000Z");
    expect(wallToInstant("2025-03-30", 150)).toBeNull();
    expect(wallToInstant("2025-03-30", 180)?.toISOString()).toBe("2025-03-30T01:00:00.000Z");
    expect(wallToInstant("2025-10-26", 150)?.toISOString()).toBe("2025-10-26T00:30:00.000Z");
  });

  it("dates keep stepping by calendar day across the change (7 distinct dates)", () => {
    const days = buildTimeSlots(everyDay("12:00", "13:00"), new Date("2025-03-27T08:00:00Z"));
    expect(days.map((d) => d.date)).toEqual(["2025-03-27", "2025-03-28", "2025-03-29", "2025-03-30", "2025-03-31", "2025-04-01", "2025-04-02"]);
  });
});

describe("spec 2 §4: pickup and reservation modals preselect the stored date and time, else the first one", () => {
  const days = buildTimeSlots(everyDay("10:00", "12:00"), tuesdayMorning);

  it("keeps a stored slot that is still offered", () => {
    expect(preselectSlot(days, { date: "2025-06-12", time: "11:00" })).toEqual({ date: "2025-06-12", time: "11:00" });
  });

  it("falls back to the first slot when nothing is stored or the stored one is gone", () => {
    expect(preselectSlot(days, null)).toEqual({ date: "2025-06-10", time: "10:00" });
    expect(preselectSlot(days, { date: "2025-06-12", time: "23:00" })).toEqual({ date: "2025-06-10", time: "10:00" });
    expect(preselectSlot([], null)).toBeNull();
  });

  it("spec 2 §3: schedule_time is YYYY-MM-DD HH:mm:ss", () => {
    expect(scheduleTime({ date: "2025-06-12", time: "11:30" })).toBe("2025-06-12 11:30:00");
  });
});
