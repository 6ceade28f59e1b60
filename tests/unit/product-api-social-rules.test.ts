import { describe, expect, it } from "vitest";
import { relation, transition, type FriendLink } from "@/product-api/src/social/friendship";
import { canSeeLocation, type VisibilitySettings } from "@/product-api/src/social/map-visibility";

const A = 1;
const B = 2;
const invited: FriendLink = { senderId: A, receiverId: B, status: "invited" };
const friends: FriendLink = { senderId: A, receiverId: B, status: "accepted" };
const canceled: FriendLink = { senderId: A, receiverId: B, status: "canceled" };

describe("friendship state machine (spec 3 §4 Friendship, §6)", () => {
  it("none -> invited (Add friend, status invited); a canceled link counts as none", () => {
    expect(transition(null, A, B, "invite")).toEqual({ ok: true, next: { senderId: A, receiverId: B, status: "invited" } });
    expect(transition(canceled, B, A, "invite")).toEqual({ ok: true, next: { senderId: B, receiverId: A, status: "invited" } });
  });

  it("a user cannot befriend themselves, and a pending invitation is never doubled, from either side", () => {
    expect(transition(null, A, A, "invite")).toEqual({ ok: false, reason: "self" });
    expect(transition(invited, A, B, "invite")).toEqual({ ok: false, reason: "already_invited" });
    expect(transition(invited, B, A, "invite")).toEqual({ ok: false, reason: "already_invited" });
    expect(transition(friends, B, A, "invite")).toEqual({ ok: false, reason: "already_friends" });
  });

  it("invited -> none (Cancel invitation): only the sender may cancel", () => {
    expect(transition(invited, A, B, "cancel")).toEqual({ ok: true, next: null });
    expect(transition(invited, B, A, "cancel")).toEqual({ ok: false, reason: "not_sender" });
    expect(transition(null, A, B, "cancel")).toEqual({ ok: false, reason: "no_invitation" });
  });

  it("a received invitation -> accepted (Accept) or canceled (Decline): only the receiver may accept or decline", () => {
    expect(transition(invited, B, A, "accept")).toEqual({ ok: true, next: friends });
    expect(transition(invited, B, A, "decline")).toEqual({ ok: true, next: null });
    expect(transition(invited, A, B, "accept")).toEqual({ ok: false, reason: "not_receiver" });
    expect(transition(invited, A, B, "decline")).toEqual({ ok: false, reason: "not_receiver" });
    expect(transition(friends, B, A, "accept")).toEqual({ ok: false, reason: "no_invitation" });
  });

  it("friend -> none (Remove friend), by either friend; not for a mere invitation", () => {
    expect(transition(friends, A, B, "remove")).toEqual({ ok: true, next: null });
    expect(transition(friends, B, A, "remove")).toEqual({ ok: true, next: null });
    expect(transition(invited, A, B, "remove")).toEqual({ ok: false, reason: "not_friends" });
  });

  it("tells each side where the link stands", () => {
    expect([relation(invited, A), relation(invited, B), relation(friends, B), relation(canceled, A), relation(null, A)]).toEqual([
      "invited_by_me",
      "invited_me",
      "friends",
      "none",
      "none",
    ]);
  });
});

describe("location privacy (spec 3 §4 Map visibility, §6)", () => {
  const owner = (s: Partial<VisibilitySettings>) => ({ id: 10, mapVisible: true, hideAsShijoer: false, mapVisibleType: "all_friend" as const, chosen: new Set<number>(), ...s });

  it("offline (map_visible 0): nobody but the owner sees the location", () => {
    expect(canSeeLocation(owner({ mapVisible: false }), 20, true)).toBe(false);
    expect(canSeeLocation(owner({ mapVisible: false }), 20, false)).toBe(false);
    expect(canSeeLocation(owner({ mapVisible: false }), 10, false)).toBe(true);
  });

  it("hide as shijoer is a separate switch: it hides from non-friends only", () => {
    expect(canSeeLocation(owner({ hideAsShijoer: true }), 20, false)).toBe(false);
    expect(canSeeLocation(owner({ hideAsShijoer: true }), 20, true)).toBe(true);
    expect(canSeeLocation(owner({}), 20, false)).toBe(true);
  });

  it("all friends except chosen ones / only chosen friends", () => {
    const except = owner({ mapVisibleType: "except_friend", chosen: new Set([20]) });
    expect(canSeeLocation(except, 20, true)).toBe(false);
    expect(canSeeLocation(except, 21, true)).toBe(true);
    const only = owner({ mapVisibleType: "only_friend", chosen: new Set([20]) });
    expect(canSeeLocation(only, 20, true)).toBe(true);
    expect(canSeeLocation(only, 21, true)).toBe(false);
  });

  it("only chosen friends means no stranger either; except-chosen still shows to strangers who may see shijoers", () => {
    expect(canSeeLocation(owner({ mapVisibleType: "only_friend", chosen: new Set([20]) }), 30, false)).toBe(false);
    expect(canSeeLocation(owner({ mapVisibleType: "except_friend", chosen: new Set([20]) }), 30, false)).toBe(true);
  });
});
