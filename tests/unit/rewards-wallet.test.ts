import { describe, expect, it } from "vitest";
import { cashbackEarned, cashbackPercent } from "@/lib/rewards/cashback";
import { groupTransactions, mergeTransactions, parseServerTime } from "@/lib/rewards/wallet";
import { checkWhereHeard, showWhereHeard, validateFeedback } from "@/lib/rewards/where-heard";

describe("spec 3 §9: cashback levels: Silver 0.5 percent, Gold 1 percent, Platinum 1.5 percent", () => {
  it("rates and whole-lek amounts (rounded down)", () => {
    expect(["silver", "gold", "platinum"].map((l) => cashbackPercent(l as "silver"))).toEqual([0.5, 1, 1.5]);
    expect(cashbackEarned("silver", 1999)).toBe(9);
    expect(cashbackEarned("platinum", 2000)).toBe(30);
  });
});

describe("spec 1 §4 where-heard modal: a counter increments on each check; modal shows when it reaches 8, then counter resets to 0; skipped if the hidden flag is set or no tags are returned", () => {
  it("shows on the 8th check and starts over", () => {
    let counter = 0;
    const due: boolean[] = [];
    for (let i = 0; i < 16; i++) {
      const r = checkWhereHeard(counter, false);
      counter = r.counter;
      due.push(r.due);
    }
    expect(due.map((d, i) => (d ? i + 1 : 0)).filter(Boolean)).toEqual([8, 16]);
    expect(counter).toBe(0);
  });

  it("the hidden flag skips it and leaves the counter", () => {
    expect(checkWhereHeard(7, true)).toEqual({ counter: 7, due: false });
  });

  it("no tags returned: not shown", () => {
    expect(showWhereHeard(true, [])).toBe(false);
    expect(showWhereHeard(true, [{ id: 1 }])).toBe(true);
    expect(showWhereHeard(false, [{ id: 1 }])).toBe(false);
  });

  it("spec 1 §5: feedback submit needs a chosen tag", () => {
    expect(validateFeedback(null)).toBe("feedback.choose_tag");
    expect(validateFeedback(3)).toBeNull();
  });
});

describe("spec 3 §4 Wallet: cashback history grouped under date headers (Today label); entries are de-duplicated by id", () => {
  const now = new Date("2025-06-12T10:00:00Z");
  const t = (id: number, created_at: string, amount = 10) => ({ id, amount, created_at });

  it("later pages add only unseen ids", () => {
    expect(mergeTransactions([t(1, "2025-06-12T08:00:00Z"), t(2, "2025-06-11T08:00:00Z")], [t(2, "2025-06-11T08:00:00Z"), t(3, "2025-06-10T08:00:00Z")]).map((x) => x.id)).toEqual([1, 2, 3]);
  });

  it("groups by Tirana day, newest first, today flagged", () => {
    const groups = groupTransactions([t(3, "2025-06-10T08:00:00Z"), t(1, "2025-06-12T08:00:00Z"), t(2, "2025-06-11T22:30:00Z"), t(4, "2025-06-11T21:00:00Z")], now);
    expect(groups.map((g) => [g.date, g.isToday, g.label, g.items.map((x) => x.id)])).toEqual([
      ["2025-06-12", true, "12/06/2025", [1, 2]],
      ["2025-06-11", false, "11/06/2025", [4]],
      ["2025-06-10", false, "10/06/2025", [3]],
    ]);
  });

  it("server times without a zone are read as UTC", () => {
    expect(parseServerTime("2025-06-11 22:30:00").toISOString()).toBe("2025-06-11T22:30:00.000Z");
    expect(parseServerTime("2025-06-11T22:30:00+02:00").toISOString()).toBe("2025-06-11T20:30:00.000Z");
  });
});
