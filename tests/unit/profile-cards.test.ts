import { describe, expect, it } from "vitest";
import { cardExpiry, preselectedCard } from "@/lib/profile/cards";

const card = (id: string, exp_month = 4, exp_year = 2031) => ({ id, card: { exp_month, exp_year } });

describe("spec 3 §7 'The saved method's id becomes the profile's default_card_id': checkout offers it first", () => {
  const cards = [card("pm_a"), card("pm_b")];
  it("the card already chosen while it is still saved, else the default card, else none", () => {
    expect(preselectedCard(cards, "pm_b", "pm_a")?.id).toBe("pm_a");
    expect(preselectedCard(cards, "pm_b", null)?.id).toBe("pm_b");
    expect(preselectedCard(cards, "pm_b", "pm_gone")?.id).toBe("pm_b");
    expect(preselectedCard(cards, "pm_gone", null)).toBeNull();
    expect(preselectedCard([], "pm_b")).toBeNull();
  });
});

describe("spec 3 §5 'expiry typed as MM/YY'", () => {
  it("shows a saved card's expiry the same way", () => {
    expect(cardExpiry(card("pm_a", 4, 2031))).toBe("04/31");
    expect(cardExpiry(card("pm_a", 12, 2099))).toBe("12/99");
  });
});
