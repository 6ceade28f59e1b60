import { describe, expect, it } from "vitest";
import { chatDay, chatDayKey, dayStarts } from "@/lib/chat/days";

// Issue 24: "Date separators ("Sot", "Dje", weekday, date) between days", days in Europe/Tirane.
// Thursday 12 June 2025, 00:30 in Tirana (22:30 UTC the evening before): the UTC date is still the 11th.
const now = new Date("2025-06-11T22:30:00Z");

describe("issue 24: a conversation's days are named Sot, Dje, the weekday, else the date — Tirana days", () => {
  it("the day is Tirana's calendar day, not UTC's", () => {
    expect(chatDayKey(now)).toBe("2025-06-12");
    expect(chatDayKey(new Date("2025-06-11T21:59:00Z"))).toBe("2025-06-11"); // 23:59 in Tirana
  });

  it("today and yesterday", () => {
    expect(chatDay("2025-06-12", now)).toEqual({ kind: "today" });
    expect(chatDay("2025-06-11", now)).toEqual({ kind: "yesterday" });
  });

  it("2 to 6 days back: the weekday (0 = Sunday); a week back or more: DD/MM/YYYY", () => {
    expect(chatDay("2025-06-10", now)).toEqual({ kind: "weekday", weekday: 2 }); // Tuesday
    expect(chatDay("2025-06-06", now)).toEqual({ kind: "weekday", weekday: 5 }); // Friday, 6 days back
    expect(chatDay("2025-06-05", now)).toEqual({ kind: "date", date: "05/06/2025" }); // last Thursday: never "Thursday"
    expect(chatDay("2024-12-31", now)).toEqual({ kind: "date", date: "31/12/2024" });
  });

  it("a day after today (a clock ahead of ours) is a date, never 'today'", () => {
    expect(chatDay("2025-06-13", now)).toEqual({ kind: "date", date: "13/06/2025" });
  });

  it("over the autumn clock change the calendar still counts days, not 24-hour steps", () => {
    const monday = new Date("2025-10-27T08:00:00Z"); // 09:00 CET, the day after the change
    expect(chatDay("2025-10-26", monday)).toEqual({ kind: "yesterday" });
    expect(chatDay("2025-10-25", monday)).toEqual({ kind: "weekday", weekday: 6 });
  });
});

describe("issue 24: a separator goes above the first (oldest) message of each day", () => {
  // Newest first, as the conversation lists them: two today, one late yesterday (Tirana), one on Monday.
  const messages = [
    new Date("2025-06-12T09:00:00Z"),
    new Date("2025-06-11T22:10:00Z"), // 00:10 on the 12th in Tirana
    new Date("2025-06-11T21:50:00Z"), // 23:50 on the 11th in Tirana
    new Date("2025-06-09T10:00:00Z"),
  ];

  it("marks where each day begins when the whole conversation is loaded", () => {
    expect(dayStarts(messages, true)).toEqual([null, "2025-06-12", "2025-06-11", "2025-06-09"]);
  });

  it("leaves the oldest loaded day open while older pages may hold more of it", () => {
    expect(dayStarts(messages, false)).toEqual([null, "2025-06-12", "2025-06-11", null]);
    expect(dayStarts([], true)).toEqual([]);
  });
});
