import { describe, expect, it } from "vitest";
import { parseLevel } from "@/lib/rewards/cashback";
import { inviteRewardRate, rewardPeaks } from "@/lib/rewards/invite-rate";
import { remainingText } from "@/lib/rewards/remaining";
import { WALLET_KEYS, walletLabelKey } from "@/lib/rewards/wallet";
import { formatSignedPrice } from "@/lib/format/price";
import { loyaltyLevel } from "@/product-api/src/routes/wallet";

// Tirana is UTC+1 in winter, UTC+2 in summer: 10:30 in Tirana on 2025-01-15 is 09:30Z, on 2025-07-15 08:30Z.
describe("spec 3 §9: invite-to-order reward: 2 percent for orders placed 10:30-12:00 and 15:30-19:30, otherwise 1 percent", () => {
  it("2 % inside the bands (Tirana time, start included, end excluded)", () => {
    expect(inviteRewardRate(new Date("2025-01-15T09:30:00Z"))).toBe(2); // 10:30
    expect(inviteRewardRate(new Date("2025-01-15T10:59:00Z"))).toBe(2); // 11:59
    expect(inviteRewardRate(new Date("2025-07-15T13:30:00Z"))).toBe(2); // 15:30 summer time
    expect(inviteRewardRate(new Date("2025-07-15T17:29:00Z"))).toBe(2); // 19:29
  });
  it("1 % otherwise", () => {
    expect(inviteRewardRate(new Date("2025-01-15T09:29:00Z"))).toBe(1); // 10:29
    expect(inviteRewardRate(new Date("2025-01-15T11:00:00Z"))).toBe(1); // 12:00
    expect(inviteRewardRate(new Date("2025-07-15T17:30:00Z"))).toBe(1); // 19:30
    expect(inviteRewardRate(new Date("2025-01-15T23:30:00Z"))).toBe(1); // 00:30 next day
  });
  it("the reward text's numbers come from the same bands", () => {
    expect(rewardPeaks()).toEqual({ rate: 2, base: 1, bands: ["10:30–12:00", "15:30–19:30"] });
  });
});

describe("spec 3 §3 Wallet transaction: every category has its label", () => {
  it("known categories by category, else by type, else other", () => {
    expect(walletLabelKey({ category: "cashback_expired_revoke", type: "cashback" })).toBe("wallet.cat_cashback_expired_revoke");
    expect(walletLabelKey({ category: "something_new", type: "deposit" })).toBe("wallet.type_deposit");
    expect(walletLabelKey({ category: null, type: null })).toBe("wallet.type_other");
    for (const c of ["cashback_level_earning", "cashback_use_order", "cashback_back_from_order", "cashback_expired_revoke", "reservation_rewards", "blog_quiz_earning", "deposit_from_shijo", "deposit_revoke_shijo", "stripe_card_deposit", "transfer_deposit", "received_deposit"]) {
      expect(WALLET_KEYS).toContain(`wallet.cat_${c}`);
    }
  });
  it("spec 3 §9: whole lek with + when positive, grouped by sq-AL / en-GB rules", () => {
    expect(formatSignedPrice(12500, "sq")).toBe("+12\u00a0500 L");
    expect(formatSignedPrice(1250, "en")).toBe("+1,250 L");
    expect(formatSignedPrice(-60, "sq")).toBe("\u221260 L");
    expect(formatSignedPrice(0, "en")).toBe("0 L");
  });
  it("spec 3 §9 levels Silver, Gold, Platinum read from the server's names", () => {
    expect(parseLevel("Gold")).toBe("gold");
    expect(parseLevel("bronze")).toBeNull();
  });
});

describe("spec 3 §4: remaining time is shown in days, hours and minutes from minutes (1440 per day)", () => {
  const unit = (key: "days" | "hours" | "minutes", count: number) => `${count}${key[0]}`;
  it("only the parts that are not zero, as a list in the page's language; minutes alone when under an hour", () => {
    expect(remainingText(1440 + 125, unit, "en")).toBe("1d, 2h and 5m");
    expect(remainingText(2 * 1440 + 23 * 60 + 42, unit, "sq")).toBe("2d, 23h dhe 42m");
    expect(remainingText(2880, unit, "sq")).toBe("2d");
    expect(remainingText(60 + 5, unit, "en")).toBe("1h and 5m");
    expect(remainingText(42, unit, "sq")).toBe("42m");
    expect(remainingText(0, unit, "en")).toBe("0m");
  });
});

describe("spec 3 §9: cashback levels Silver 0.5 percent, Gold 1 percent, Platinum 1.5 percent, by order frequency (product API)", () => {
  const levels = [
    { name: "Silver", min_orders: 0, percent: 0.5 },
    { name: "Gold", min_orders: 10, percent: 1 },
    { name: "Platinum", min_orders: 25, percent: 1.5 },
  ];
  it("the level reached and the orders needed for the next one", () => {
    expect(loyaltyLevel(levels, 3)).toMatchObject({ name: "silver", percent: 0.5, next_level: "gold", orders_to_next_level: 7 });
    expect(loyaltyLevel(levels, 10)).toMatchObject({ name: "gold", percent: 1, next_level: "platinum", orders_to_next_level: 15 });
    expect(loyaltyLevel(levels, 40)).toMatchObject({ name: "platinum", percent: 1.5, next_level: null, orders_to_next_level: 0 });
  });
});
