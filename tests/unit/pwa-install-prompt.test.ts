// Issue 29: "An install prompt that waits for the second visit or a placed order, dismissible, never on the first
// screen".
import { describe, expect, it } from "vitest";
import { DISMISS_DAYS, parseInstallMemory, shouldOfferInstall, type InstallFacts } from "@/lib/pwa/install-prompt";

const DAY = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 27, 9);
const base: InstallFacts = { visits: 2, pageViews: 2, orderPlaced: false, dismissedAt: null, now, standalone: false, promptReady: true };

describe("shouldOfferInstall", () => {
  it("offers on the second visit, from its second screen", () => {
    expect(shouldOfferInstall(base)).toBe(true);
    expect(shouldOfferInstall({ ...base, pageViews: 1 })).toBe(false);
  });
  it("waits on the first visit, unless an order was placed", () => {
    expect(shouldOfferInstall({ ...base, visits: 1, pageViews: 5 })).toBe(false);
    expect(shouldOfferInstall({ ...base, visits: 1, pageViews: 2, orderPlaced: true })).toBe(true);
  });
  it("never on the first screen, even after an order", () => {
    expect(shouldOfferInstall({ ...base, visits: 3, pageViews: 1, orderPlaced: true })).toBe(false);
  });
  it(`after a dismissal, not again for ${DISMISS_DAYS} days`, () => {
    expect(shouldOfferInstall({ ...base, dismissedAt: now - 2 * DAY })).toBe(false);
    expect(shouldOfferInstall({ ...base, dismissedAt: now - (DISMISS_DAYS + 1) * DAY })).toBe(true);
  });
  it("not in the installed app, nor when the browser cannot install", () => {
    expect(shouldOfferInstall({ ...base, standalone: true })).toBe(false);
    expect(shouldOfferInstall({ ...base, promptReady: false })).toBe(false);
  });
});

describe("parseInstallMemory", () => {
  it("reads what it wrote and survives anything else", () => {
    expect(parseInstallMemory(JSON.stringify({ visits: 3, orderPlaced: true, dismissedAt: 5 }))).toEqual({ visits: 3, orderPlaced: true, dismissedAt: 5 });
    for (const raw of [null, "", "{", "null", "[]", JSON.stringify({ visits: -1, orderPlaced: "yes", dismissedAt: "x" })]) {
      expect(parseInstallMemory(raw)).toEqual({ visits: 0, orderPlaced: false, dismissedAt: null });
    }
  });
});
