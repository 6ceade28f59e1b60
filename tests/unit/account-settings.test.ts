import { describe, expect, it } from "vitest";
import { DELETION_GRACE_DAYS, accountState } from "@/product-api/src/accounts/deletion";
import { notificationFlags, notificationPayload, restoreAfterFailure } from "@/lib/account/settings";
import { normalizeLanguage } from "@/lib/i18n/language";

const DAY = 24 * 60 * 60 * 1000;

describe("spec 3 §4 Account deletion: deactivated at once, permanently deleted after 15 days, a login within 15 days restores", () => {
  const deletedAt = new Date("2026-03-01T10:00:00Z");
  const after = (ms: number) => new Date(deletedAt.getTime() + ms);

  it("an account never deleted is active", () => {
    expect(accountState(null, deletedAt)).toBe("active");
    expect(accountState(undefined, deletedAt)).toBe("active");
  });

  it("within 15 days it can be restored, from the first moment to the last", () => {
    expect(DELETION_GRACE_DAYS).toBe(15);
    expect(accountState(deletedAt, after(0))).toBe("restorable");
    expect(accountState(deletedAt, after(14 * DAY))).toBe("restorable");
    expect(accountState(deletedAt, after(15 * DAY - 1))).toBe("restorable");
  });

  it("15 days after the deletion it is gone", () => {
    expect(accountState(deletedAt, after(15 * DAY))).toBe("gone");
    expect(accountState(deletedAt, after(40 * DAY))).toBe("gone");
  });
});

describe("spec 3 §2/§5 Settings: push, promotions and blog toggles (and e-mail when the user has it), sent as 0 or 1", () => {
  it("reads the user's flags whatever form the API gives them in", () => {
    expect(notificationFlags({ push_notis: 1, promo_notis: "0", blog_notifications: true, email_notis: false })).toEqual({
      push_notis: true,
      promo_notis: false,
      blog_notifications: true,
      email_notis: false,
    });
  });

  it("offers e-mail notifications only when the user carries email_notis", () => {
    expect(notificationFlags({ push_notis: 0, promo_notis: 1, blog_notifications: 0 })).toEqual({ push_notis: false, promo_notis: true, blog_notifications: false });
    expect(notificationFlags({ push_notis: 0, promo_notis: 1, blog_notifications: 0, email_notis: null })).not.toHaveProperty("email_notis");
  });

  it("toggles send 0 or 1", () => {
    expect(notificationPayload("push_notis", true)).toEqual({ push_notis: 1 });
    expect(notificationPayload("blog_notifications", false)).toEqual({ blog_notifications: 0 });
  });

  it("a failed save restores the toggle to what it was", () => {
    const shown = { push_notis: false, promo_notis: true };
    expect(restoreAfterFailure(shown, "push_notis", false)).toEqual({ push_notis: true, promo_notis: true });
  });

  it("a failed save leaves a newer choice alone (the user toggled again meanwhile)", () => {
    const shown = { push_notis: true, promo_notis: true };
    expect(restoreAfterFailure(shown, "push_notis", false)).toBe(shown);
  });
});

describe("spec 3 §5 Language: only en or sq; anything else resets to sq", () => {
  it("keeps en and sq", () => {
    expect(normalizeLanguage("en")).toBe("en");
    expect(normalizeLanguage("sq")).toBe("sq");
  });
  it("anything else is sq", () => {
    for (const value of ["de", "EN", "", " en", null, undefined, 1]) expect(normalizeLanguage(value)).toBe("sq");
  });
});
