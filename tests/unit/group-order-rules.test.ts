import { describe, expect, it } from "vitest";
import { basketClosed, canSee, deadlineInRange, isIdle, optionsAllowed } from "@/product-api/src/group-orders/rules";

// Issue 28 "Rules" and "Safety", ADR 0020: the product API's group-order rules over the row and the API clock.
const now = new Date("2026-11-27T12:00:00Z");
const minutes = (n: number) => new Date(now.getTime() + n * 60_000);

describe("issue 28: a group order left idle for 3 hours expires", () => {
  it("is idle from 3 hours after the last write, while active", () => {
    expect(isIdle({ status: "open", lastActivityAt: minutes(-179) }, now)).toBe(false);
    expect(isIdle({ status: "open", lastActivityAt: minutes(-180) }, now)).toBe(true);
    expect(isIdle({ status: "paying", lastActivityAt: minutes(-500) }, now)).toBe(true);
    expect(isIdle({ status: "placed", lastActivityAt: minutes(-500) }, now)).toBe(false);
  });
});

describe("issue 28: the host can set a deadline and lock the basket", () => {
  it("takes joins and line changes only while open and before the deadline", () => {
    expect(basketClosed({ status: "open", deadline: null }, now)).toBeNull();
    expect(basketClosed({ status: "open", deadline: minutes(1) }, now)).toBeNull();
    expect(basketClosed({ status: "open", deadline: now }, now)).toBe("groupDeadlinePassed");
    expect(basketClosed({ status: "locked", deadline: null }, now)).toBe("groupLocked");
    for (const status of ["paying", "placed", "cancelled", "expired"] as const) expect(basketClosed({ status, deadline: null }, now)).toBe("groupClosed");
  });

  it("a deadline lies between 5 minutes and 24 hours ahead", () => {
    expect(deadlineInRange(minutes(4), now)).toBe(false);
    expect(deadlineInRange(minutes(5), now)).toBe(true);
    expect(deadlineInRange(minutes(24 * 60), now)).toBe(true);
    expect(deadlineInRange(minutes(24 * 60 + 1), now)).toBe(false);
  });
});

describe("issue 28 Safety: only people with the link or in it see it; a removed person loses access at once; the link stops working when placed, cancelled or expired", () => {
  it("participants always, strangers with the link only while active, removed people never", () => {
    for (const status of ["open", "locked", "paying", "placed", "cancelled", "expired"] as const) {
      expect(canSee("host", status)).toBe(true);
      expect(canSee("participant", status)).toBe(true);
      expect(canSee("removed", status)).toBe(false);
      expect(canSee("none", status)).toBe(status === "open" || status === "locked" || status === "paying");
    }
  });
});

describe("spec 2 §3 cart item: at most one addition and one option", () => {
  it("allows none, one of each, not two of a kind", () => {
    expect(optionsAllowed([])).toBe(true);
    expect(optionsAllowed(["addition", "option"])).toBe(true);
    expect(optionsAllowed(["addition", "addition"])).toBe(false);
  });
});
