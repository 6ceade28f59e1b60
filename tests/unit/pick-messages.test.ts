import { describe, expect, it } from "vitest";
import { pickMessages } from "@/lib/i18n/pick-messages";
import sq from "@/messages/sq.json";

// components/providers/client-messages.tsx: a page's client components get only the messages they say (issue 26 §6:
// the profile tabs carried all of `checkout` for two of its words).
describe("pickMessages", () => {
  it("a namespace comes whole, as the same object; a dotted path brings that message alone", () => {
    const picked = pickMessages(sq, ["profile", "checkout.errorTitle", "checkout.something_is_wrong"]);
    expect(picked.profile).toBe(sq.profile);
    expect(picked.checkout).toEqual({ errorTitle: sq.checkout.errorTitle, something_is_wrong: sq.checkout.something_is_wrong });
    expect(Object.keys(picked)).toEqual(["profile", "checkout"]);
  });

  it("a group by its path, and paths inside a namespace already there whole add nothing", () => {
    expect(pickMessages(sq, ["profile.edit"])).toEqual({ profile: { edit: sq.profile.edit } });
    const whole = pickMessages(sq, ["checkout", "checkout.errorTitle"]);
    expect(whole.checkout).toBe(sq.checkout);
    // Whole after a part: the whole namespace.
    expect(pickMessages(sq, ["checkout.errorTitle", "checkout"]).checkout).toBe(sq.checkout);
  });

  it("a path that names nothing is left out", () => {
    expect(pickMessages(sq, ["nothing", "checkout.nothing", "profile.edit.title.deeper"])).toEqual({});
  });
});
