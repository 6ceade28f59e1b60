// Issue 24 / spec 3 §7 "GET server-time … data.time": the checkout's slots are built by the product API's clock.
import { describe, expect, it } from "vitest";
import { buildTimeSlots } from "@/lib/checkout/time-slots";
import { clockOffset, serverNow } from "@/lib/time/server-clock";

describe("the server clock's offset (server − client), measured at the request's midpoint", () => {
  it("a server 2 hours ahead gives +2 h whatever the round trip took", () => {
    const client = Date.UTC(2025, 4, 10, 9, 0, 0);
    expect(clockOffset(client + 2 * 3600_000 + 150, client, client + 300)).toBe(2 * 3600_000);
    expect(clockOffset(client - 90_000, client, client)).toBe(-90_000);
  });

  it("an unreadable answer gives no offset", () => {
    expect(clockOffset(Number.NaN, 1, 2)).toBe(0);
  });

  it("serverNow applies the offset to the browser's clock", () => {
    expect(serverNow(3_600_000, Date.UTC(2025, 4, 10, 9, 0)).toISOString()).toBe("2025-05-10T10:00:00.000Z");
  });
});

describe("spec 2 §5 'today only slots at least 30 minutes ahead' — of the server's now, not the browser's", () => {
  const allDay = Array.from({ length: 7 }, (_, d) => ({ week_day: String(d), time_open: "00:00", time_close: "23:59" }));
  it("a browser 3 hours behind is offered no slot the server already finds past", () => {
    const server = Date.UTC(2025, 4, 10, 12, 0); // 14:00 in Tirana
    const browser = server - 3 * 3600_000;
    const offset = clockOffset(server, browser, browser);
    const first = buildTimeSlots(allDay, serverNow(offset, browser))[0];
    expect(first).toEqual(expect.objectContaining({ date: "2025-05-10" }));
    expect(first.times[0]).toBe("14:30");
    // By the browser's own clock the first slot would have been 11:30, already past for the server.
    expect(buildTimeSlots(allDay, new Date(browser))[0].times[0]).toBe("11:30");
  });
});
