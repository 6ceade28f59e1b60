import { describe, expect, it } from "vitest";
import { chatListTime } from "@/lib/social/chat-time";
import {
  codeStruckThrough, fillRemaining, invitationBadgeKey, invitationState, invitationTimerVisible,
  inviteTimerVisible, showUseCodeButton, splitMinutes, type EarnInvitation,
} from "@/lib/social/invitation";
import { groupMemberSummary, summaryText, supportMemberSummary } from "@/lib/social/members";
import { ageOn, publicAgeOn, zodiacSign } from "@/contract/zodiac";

// Thursday 12 June 2025, 15:00 in Tirana.
const now = new Date("2025-06-12T13:00:00Z");

describe("spec 3 §2 chat time display in the list: time of day if today, day name if within the current week, otherwise DD/MM/YYYY", () => {
  it("today: the time of day (Tirana, 24 h)", () => {
    expect(chatListTime(new Date("2025-06-12T06:05:00Z"), now, "en")).toBe("08:05");
    expect(chatListTime(new Date("2025-06-11T22:30:00Z"), now, "sq")).toBe("00:30");
  });

  it("earlier this week (from Monday): the day name in the locale", () => {
    expect(chatListTime(new Date("2025-06-10T10:00:00Z"), now, "en")).toBe("Tuesday");
    expect(chatListTime(new Date("2025-06-09T10:00:00Z"), now, "sq")).toMatch(/hënë/);
  });

  it("before this week's Monday: DD/MM/YYYY", () => {
    expect(chatListTime(new Date("2025-06-08T10:00:00Z"), now, "en")).toBe("08/06/2025");
    expect(chatListTime(new Date("2024-12-31T23:30:00Z"), now, "sq")).toBe("01/01/2025");
  });
});

describe("spec 3 §2 group header: up to 2 other member names then +N; spec 2 §2 order-support: first 3 names then +N", () => {
  const people = [
    { id: 1, username: "ana.demo", full_name: "Ana Demo" },
    { id: 2, username: "ben.hysa", full_name: "Ben Hysa" },
    { id: 3, username: null, full_name: "Cen Dervishi" },
    { id: 4, username: "dea", full_name: "Dea Rama" },
    { id: 5, username: "eli", full_name: " " },
  ];
  it("leaves out the viewer and shows two others", () => {
    expect(groupMemberSummary(people, 1)).toEqual({ names: ["Ben Hysa", "Cen Dervishi"], more: 2 });
    expect(summaryText(groupMemberSummary(people, 1))).toBe("Ben Hysa, Cen Dervishi +2");
    expect(summaryText(groupMemberSummary(people.slice(0, 2), 1))).toBe("Ben Hysa");
  });
  it("order support shows the first three others (issue 24: never the viewer)", () => {
    expect(summaryText(supportMemberSummary(people, 1))).toBe("Ben Hysa, Cen Dervishi, Dea Rama +1");
    expect(supportMemberSummary(people, 2).names).not.toContain("Ben Hysa");
  });
  it("issue 24: full names, never usernames — a username only for someone without a name", () => {
    expect(groupMemberSummary(people, 2).names).toEqual(["Ana Demo", "Cen Dervishi"]);
    expect(summaryText(supportMemberSummary(people.slice(3), 1))).toBe("Dea Rama, eli");
  });
});

describe("spec 3 §2 zodiac icon from the birthdate", () => {
  it.each([
    ["1990-03-21", "aries"], ["1990-03-20", "pisces"], ["1990-01-19", "capricorn"], ["1990-01-20", "aquarius"],
    ["1990-12-22", "capricorn"], ["1990-12-21", "sagittarius"], ["1990-07-23", "leo"], ["1990-11-22", "sagittarius"],
  ])("%s → %s", (date, sign) => {
    expect(zodiacSign(date)).toBe(sign);
  });
  it("no sign for a missing or impossible date", () => {
    expect(zodiacSign(null)).toBeNull();
    expect(zodiacSign("1990-02-30")).toBeNull();
  });
  it("age on the Tirana date", () => {
    expect(ageOn("2000-06-12", now)).toBe(25);
    expect(ageOn("2000-06-13", now)).toBe(24);
  });
  // Issue 24: "Strangers get the zodiac sign and the age the page shows, not the full birth date" — so the age a
  // stranger sees must not go up on the birthday, or asking once a day finds the date.
  it("the age a stranger sees goes up on the sign's first day, the same day for everyone of that sign and year", () => {
    const day = (iso: string) => new Date(`${iso}T10:00:00Z`);
    // Gemini (21 May – 20 June): born 12 June 2000 or 30 May 2000, the public age turns 26 on 21 May 2026 for both.
    for (const born of ["2000-06-12", "2000-05-30", "2000-05-21"]) {
      expect(publicAgeOn(born, day("2026-05-20")), born).toBe(25);
      expect(publicAgeOn(born, day("2026-05-21")), born).toBe(26);
      expect(publicAgeOn(born, day("2026-06-25")), born).toBe(26);
    }
    // A January Capricorn's sign starts on 22 December of the year before.
    expect(publicAgeOn("1990-01-05", day("2025-12-21"))).toBe(35);
    expect(publicAgeOn("1990-01-05", day("2025-12-22"))).toBe(36);
    expect(publicAgeOn("1990-01-05", day("2026-01-06"))).toBe(36);
    expect(publicAgeOn(null, now)).toBeNull();
  });
  it("the public age never moves on the birthday itself", () => {
    const day = (iso: string) => new Date(`${iso}T10:00:00Z`);
    for (const born of ["1991-11-30", "2000-12-01", "1985-03-10", "1999-08-31"]) {
      const [, m, d] = born.split("-");
      const before = new Date(Date.UTC(2026, Number(m) - 1, Number(d) - 1, 10));
      expect(publicAgeOn(born, before), born).toBe(publicAgeOn(born, day(`2026-${m}-${d}`)));
    }
  });
});

const inv = (over: Partial<EarnInvitation> = {}): EarnInvitation => ({ invite_code: "AB12", is_used: 0, is_expired: 0, is_received: 1, remaining_time_to_use: 90, ...over });

describe("spec 3 §4 Earn invitation display state: used (is_used 1), using (2), expired, available", () => {
  it("states", () => {
    expect(invitationState(inv({ is_used: 1, is_expired: 1 }))).toBe("used");
    expect(invitationState(inv({ is_used: 2 }))).toBe("using");
    expect(invitationState(inv({ is_expired: true }))).toBe("expired");
    expect(invitationState(inv())).toBe("available");
  });

  it("received and available: Use code; sent and available: Sent", () => {
    expect(invitationBadgeKey(inv())).toBe("earn.use_code");
    expect(invitationBadgeKey(inv({ is_received: 0 }))).toBe("earn.sent");
    expect(invitationBadgeKey(inv({ is_used: 2 }))).toBe("earn.in_use");
    expect(invitationBadgeKey(inv({ is_expired: 1 }))).toBe("earn.expired");
  });

  it("the Use-code button shows only when not expired, not used and received", () => {
    expect(showUseCodeButton(inv())).toBe(true);
    expect(showUseCodeButton(inv({ is_expired: 1 }))).toBe(false);
    expect(showUseCodeButton(inv({ is_used: 1 }))).toBe(false);
    expect(showUseCodeButton(inv({ is_received: false }))).toBe(false);
  });

  it("expired hides the timer and strikes the code through", () => {
    expect(invitationTimerVisible(inv({ is_expired: 1 }))).toBe(false);
    expect(codeStruckThrough(inv({ is_expired: 1 }))).toBe(true);
    expect(invitationTimerVisible(inv())).toBe(true);
    expect(codeStruckThrough(inv())).toBe(false);
  });

  it("the invitation timer is shown only when inviting is not allowed and remaining time is positive", () => {
    expect(inviteTimerVisible({ can_invite: 0, remaining_time_to_use: 12 })).toBe(true);
    expect(inviteTimerVisible({ can_invite: 1, remaining_time_to_use: 12 })).toBe(false);
    expect(inviteTimerVisible({ can_invite: false, remaining_time_to_use: 0 })).toBe(false);
  });

  it("remaining time is shown in days, hours and minutes from minutes (1440 per day)", () => {
    expect(splitMinutes(1440 * 2 + 60 * 3 + 7)).toEqual({ days: 2, hours: 3, minutes: 7 });
    expect(splitMinutes(59)).toEqual({ days: 0, hours: 0, minutes: 59 });
    expect(splitMinutes(-5)).toEqual({ days: 0, hours: 0, minutes: 0 });
  });

  it("spec 3 §8: invite-again text with ### replaced by the remaining time", () => {
    expect(fillRemaining("Provo përsëri pas ###.", "1 orë")).toBe("Provo përsëri pas 1 orë.");
  });
});
