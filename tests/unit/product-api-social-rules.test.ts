import { describe, expect, it } from "vitest";
import { relation, transition, type FriendLink } from "@/product-api/src/social/friendship";
import { CELL_LAT_DEGREES, CELL_METRES, snapToCell } from "@/product-api/src/social/location-grid";
import { locationAccess, type VisibilitySettings } from "@/product-api/src/social/map-visibility";
import { haversineMetres } from "@/product-api/src/vendors/geo";

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

describe("location privacy (spec 3 §4 Map visibility, §6; issue 24, ADR 0015)", () => {
  const owner = (s: Partial<VisibilitySettings>) => ({ id: 10, mapVisible: true, hideAsShijoer: false, mapVisibleType: "all_friend" as const, chosen: new Set<number>(), ...s });
  const FRIEND = true;
  const STRANGER = false;

  it("offline (map_visible 0): nobody but the owner sees anything of the location", () => {
    expect(locationAccess(owner({ mapVisible: false }), 20, FRIEND)).toBe("none");
    expect(locationAccess(owner({ mapVisible: false }), 20, STRANGER)).toBe("none");
    expect(locationAccess(owner({ mapVisible: false }), 10, STRANGER)).toBe("exact");
  });

  it("\"Exact location only to friends allowed by the chosen mode (all friends / all friends except … / only …)\"", () => {
    expect(locationAccess(owner({}), 20, FRIEND)).toBe("exact");
    const except = owner({ mapVisibleType: "except_friend", chosen: new Set([20]) });
    expect(locationAccess(except, 21, FRIEND)).toBe("exact");
    const only = owner({ mapVisibleType: "only_friend", chosen: new Set([20]) });
    expect(locationAccess(only, 20, FRIEND)).toBe("exact");
    // hide as shijoer is about strangers: allowed friends still see the exact place.
    expect(locationAccess(owner({ hideAsShijoer: true }), 20, FRIEND)).toBe("exact");
  });

  it("\"Everyone else (strangers, excluded or not-chosen friends) sees at most an approximate area\"", () => {
    expect(locationAccess(owner({}), 30, STRANGER)).toBe("approximate");
    expect(locationAccess(owner({ mapVisibleType: "except_friend", chosen: new Set([20]) }), 30, STRANGER)).toBe("approximate");
  });

  it("\"nothing at all when the person hides as shijoer, is offline, uses 'only …' mode, or has put that viewer on the exception list\"", () => {
    expect(locationAccess(owner({ hideAsShijoer: true }), 30, STRANGER)).toBe("none");
    expect(locationAccess(owner({ mapVisibleType: "only_friend", chosen: new Set([20]) }), 30, STRANGER)).toBe("none");
    expect(locationAccess(owner({ mapVisibleType: "only_friend", chosen: new Set([20]) }), 21, FRIEND)).toBe("none");
    expect(locationAccess(owner({ mapVisibleType: "except_friend", chosen: new Set([20]) }), 20, FRIEND)).toBe("none");
  });

  it("\"An exception or a 'not chosen' holds whether or not the two are friends today\"", () => {
    // The excluded friend removes the friendship: still nothing, not a stranger's area.
    expect(locationAccess(owner({ mapVisibleType: "except_friend", chosen: new Set([20]) }), 20, STRANGER)).toBe("none");
    // A chosen person who is no longer a friend is not an allowed friend: "only …" shows them nothing.
    expect(locationAccess(owner({ mapVisibleType: "only_friend", chosen: new Set([20]) }), 20, STRANGER)).toBe("none");
  });
});

describe("the approximate area (issue 24: \"snapped to a fixed grid of at least 1 km, the same cell every time (no averaging it out by asking repeatedly), never closer than the cell\")", () => {
  const TIRANA = { latitude: 41.31965, longitude: 19.81702 };
  it("is the same cell every time and for every point in it", () => {
    const first = snapToCell(TIRANA.latitude, TIRANA.longitude);
    for (let i = 0; i < 50; i++) expect(snapToCell(TIRANA.latitude, TIRANA.longitude)).toEqual(first);
    // A point 50 m away in the same cell gets exactly the same answer: nothing to average.
    const neighbour = snapToCell(first.latitude + 0.0003, first.longitude - 0.0003);
    expect(neighbour).toEqual(first);
  });

  it("is a cell at least 1 km on each side, at the equator, in Albania, in the north and near the pole", () => {
    for (const latitude of [0.004, -0.004, 41.32, 42.66, -33.9, 60.17, 78.2, 89.9]) {
      const cell = snapToCell(latitude, 19.8);
      const south = cell.row * CELL_LAT_DEGREES;
      const north = south + CELL_LAT_DEGREES;
      expect(haversineMetres(south, cell.longitude, north, cell.longitude), `height at ${latitude}`).toBeGreaterThanOrEqual(CELL_METRES);
      // Width at the poleward edge (the narrowest): walk east from the centre until the column changes.
      const poleward = Math.abs(south) > Math.abs(north) ? south + 1e-9 : north - 1e-9;
      let east = cell.longitude;
      while (snapToCell(poleward, east).column === cell.column && east - cell.longitude < 360) east += 0.0001;
      let west = cell.longitude;
      while (snapToCell(poleward, west).column === cell.column && cell.longitude - west < 360) west -= 0.0001;
      const width = haversineMetres(poleward, west, poleward, east);
      expect(width, `width at ${latitude}`).toBeGreaterThanOrEqual(CELL_METRES - 25); // the walk's 0.0001° steps
    }
    expect(CELL_METRES).toBeGreaterThanOrEqual(1000);
  });

  it("never says more than the cell: the answer is its centre, and the whole cell is within the radius", () => {
    const cell = snapToCell(TIRANA.latitude, TIRANA.longitude);
    expect(cell.latitude).not.toBe(TIRANA.latitude);
    expect(haversineMetres(cell.latitude, cell.longitude, TIRANA.latitude, TIRANA.longitude)).toBeLessThanOrEqual(cell.radiusMetres);
    // Points all over the cell lie within the radius and snap to the same centre.
    for (let i = 0; i <= 10; i++) {
      for (let j = 0; j <= 10; j++) {
        const p = { latitude: cell.latitude + (i / 10 - 0.5) * CELL_LAT_DEGREES * 0.999, longitude: cell.longitude + (j / 10 - 0.5) * 0.0119 };
        const snapped = snapToCell(p.latitude, p.longitude);
        if (snapped.column !== cell.column) continue;
        expect(snapped.latitude).toBe(cell.latitude);
        expect(haversineMetres(cell.latitude, cell.longitude, p.latitude, p.longitude)).toBeLessThanOrEqual(cell.radiusMetres);
      }
    }
  });

  it("is a fixed grid: longitudes wrap at the antimeridian and the cell does not depend on who asks", () => {
    expect(snapToCell(10, 180)).toEqual(snapToCell(10, -180));
    expect(snapToCell(10, 540)).toEqual(snapToCell(10, 180));
    expect(snapToCell(90, 0).latitude).toBeLessThanOrEqual(90);
    expect(snapToCell(-90, 0).latitude).toBeGreaterThanOrEqual(-90);
  });
});
