import { describe, expect, it } from "vitest";
import { cardExpiry, cardToPreselect } from "@/lib/profile/cards";

const card = (id: string, exp_month = 4, exp_year = 2031) => ({ id, card: { exp_month, exp_year } });

describe("spec 3 §7 'The saved method's id becomes the profile's default_card_id': checkout offers it first", () => {
  const cards = [card("pm_a"), card("pm_b")];
  it("the default card when none is chosen yet; a chosen card (even one not listed yet, just added) stands", () => {
    expect(cardToPreselect(cards, "pm_b", null)?.id).toBe("pm_b");
    expect(cardToPreselect(cards, "pm_b", "pm_a")).toBeNull();
    expect(cardToPreselect(cards, "pm_b", "pm_just_added")).toBeNull();
    expect(cardToPreselect(cards, "pm_gone", null)).toBeNull();
    expect(cardToPreselect([], "pm_b")).toBeNull();
  });
});

describe("spec 3 §5 'expiry typed as MM/YY'", () => {
  it("shows a saved card's expiry the same way", () => {
    expect(cardExpiry(card("pm_a", 4, 2031))).toBe("04/31");
    expect(cardExpiry(card("pm_a", 12, 2099))).toBe("12/99");
  });
});
