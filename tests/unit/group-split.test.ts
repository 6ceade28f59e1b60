import { describe, expect, it } from "vitest";
import { SplitInputError, splitGroupTotal, type SplitPerson } from "@/contract/group-order";

// Issue 28 "Checkout by the host": "each part is that person's items plus an equal share of the delivery and service
// fees, with discounts shared in proportion to items; every part is whole lek, the parts add up exactly to the
// total". ADR 0020 states the rounding: largest remainder for the discount (ties to the earlier person), the odd lek
// of the fees to the host first, then in the order of joining.
const people = (...items: number[]): SplitPerson[] => items.map((n, i) => ({ userId: i + 1, items: n }));
const total = (items: number[], discount: number, fees: number) => items.reduce((a, b) => a + b, 0) - discount + fees;

describe("issue 28: each part is that person's items plus an equal share of the fees, discounts in proportion to items", () => {
  it("splits an even basket exactly", () => {
    const parts = splitGroupTotal({ people: people(1000, 500, 500), discount: 200, fees: 300 });
    expect(parts).toEqual([
      { userId: 1, items: 1000, discount: 100, fees: 100, amount: 1000 },
      { userId: 2, items: 500, discount: 50, fees: 100, amount: 550 },
      { userId: 3, items: 500, discount: 50, fees: 100, amount: 550 },
    ]);
    expect(parts.reduce((s, p) => s + p.amount, 0)).toBe(total([1000, 500, 500], 200, 300));
  });

  it("gives the odd lek of the fees to the host first, then in the order of joining", () => {
    // 200 L of delivery fee among 3: 66 each and 2 left, to the host (1) and the first to join (2).
    const parts = splitGroupTotal({ people: people(300, 300, 300), discount: 0, fees: 200 });
    expect(parts.map((p) => p.fees)).toEqual([67, 67, 66]);
    expect(parts.map((p) => p.amount)).toEqual([367, 367, 366]);
  });

  it("gives the discount's odd lek to the largest remainders, not always to the host", () => {
    // 100 L off 300 + 450 + 250 = 1000: exactly 30, 45, 25.
    expect(splitGroupTotal({ people: people(300, 450, 250), discount: 100, fees: 0 }).map((p) => p.discount)).toEqual([30, 45, 25]);
    // 10 L off 100 + 200 + 400 = 700: 1.43, 2.86, 5.71 → floors 1, 2, 5 (8) and 2 left: to 2.86 (.86) and 5.71 (.71).
    expect(splitGroupTotal({ people: people(100, 200, 400), discount: 10, fees: 0 }).map((p) => p.discount)).toEqual([1, 3, 6]);
  });

  it("breaks a tie of remainders in favour of the earlier person (the host first)", () => {
    // 1 L off two equal baskets: the same remainder; the host takes it.
    expect(splitGroupTotal({ people: people(250, 250), discount: 1, fees: 0 }).map((p) => p.discount)).toEqual([1, 0]);
  });

  it("leaves out people with no items: they pay nothing and take no share of the fees", () => {
    const parts = splitGroupTotal({ people: [{ userId: 9, items: 0 }, { userId: 4, items: 800 }, { userId: 5, items: 400 }], discount: 0, fees: 150 });
    expect(parts.map((p) => p.userId)).toEqual([4, 5]);
    expect(parts.map((p) => p.amount)).toEqual([875, 475]);
  });

  it("a discount of the whole items leaves each person exactly their share of the fees", () => {
    const parts = splitGroupTotal({ people: people(123, 456, 789), discount: 1368, fees: 10 });
    expect(parts.map((p) => p.amount)).toEqual([4, 3, 3]);
  });

  it("refuses what is not whole lek, a discount above the items, and fees nobody could share", () => {
    expect(() => splitGroupTotal({ people: people(100.5), discount: 0, fees: 0 })).toThrow(SplitInputError);
    expect(() => splitGroupTotal({ people: people(100), discount: -1, fees: 0 })).toThrow(SplitInputError);
    expect(() => splitGroupTotal({ people: people(100), discount: 101, fees: 0 })).toThrow(SplitInputError);
    expect(() => splitGroupTotal({ people: people(0), discount: 0, fees: 50 })).toThrow(SplitInputError);
    expect(splitGroupTotal({ people: [], discount: 0, fees: 0 })).toEqual([]);
  });
});

// A property over random baskets, fees and discounts: a seeded generator (mulberry32), so a failure names its seed
// and can be replayed.
function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe("issue 28 as a property: parts are whole lek, add up exactly to the total, none is negative", () => {
  it("holds for 3,000 random baskets, fees and discounts", () => {
    const failures: string[] = [];
    for (let seed = 1; seed <= 3000; seed += 1) {
      const random = mulberry32(seed);
      const int = (max: number) => Math.floor(random() * (max + 1));
      const n = 1 + int(19);
      // Some people with nothing, some small baskets, some large; the basket as lines (qty × unit price).
      const items = Array.from({ length: n }, () => (random() < 0.2 ? 0 : Array.from({ length: 1 + int(4) }, () => (1 + int(5)) * int(3000)).reduce((a, b) => a + b, 0)));
      const subtotal = items.reduce((a, b) => a + b, 0);
      const discount = random() < 0.3 ? 0 : random() < 0.2 ? subtotal : int(subtotal);
      const fees = subtotal === 0 ? 0 : int(1000);
      const parts = splitGroupTotal({ people: people(...items), discount, fees });
      const sharing = items.filter((x) => x > 0).length;
      const sum = (pick: (p: (typeof parts)[number]) => number) => parts.reduce((s, p) => s + pick(p), 0);
      const broken = [
        sum((p) => p.amount) !== subtotal - discount + fees && "parts do not add up to the total",
        sum((p) => p.discount) !== discount && "discount shares do not add up",
        sum((p) => p.fees) !== fees && "fee shares do not add up",
        parts.length !== sharing && "not one part per person with items",
        ...parts.flatMap((p) => [
          !(Number.isInteger(p.amount) && p.amount >= 0) && `part ${p.userId} is ${p.amount}`,
          (p.discount < 0 || p.discount > p.items) && `discount share ${p.discount} of items ${p.items}`,
          // Proportional: within one lek of the exact share; equal fees: within one lek of each other.
          Math.abs(p.discount - (discount * p.items) / subtotal) >= 1 && `discount share ${p.discount} not proportional`,
          (p.fees < Math.floor(fees / sharing) || p.fees > Math.floor(fees / sharing) + 1) && `fee share ${p.fees} not equal`,
          p.amount !== p.items - p.discount + p.fees && `part ${p.userId} is not items − discount + fees`,
        ]),
      ].filter(Boolean);
      if (broken.length) failures.push(`seed ${seed} (items ${items.join(",")}, discount ${discount}, fees ${fees}): ${broken.join("; ")}`);
    }
    expect(failures).toEqual([]);
  });

  it("would catch a split that rounds each share on its own", () => {
    // The check above is not vacuous: naive rounding of 10 L over three equal baskets gives 3+3+3 = 9.
    const naive = [1, 2, 3].map(() => Math.round(10 / 3));
    expect(naive.reduce((a, b) => a + b, 0)).not.toBe(10);
    expect(splitGroupTotal({ people: people(100, 100, 100), discount: 10, fees: 0 }).reduce((s, p) => s + p.discount, 0)).toBe(10);
  });
});
