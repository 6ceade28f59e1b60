// spec 3 §4 Map visibility and §6: "offline (map_visible 0), or visible to all_friend, except_friend or only_friend
// (the last two with a chosen friend list). hide_as_{product}er is a separate switch." Issue 24 (ADR 0015) sets how
// much of the location each viewer gets:
// - "Exact location only to friends allowed by the chosen mode (all friends / all friends except … / only …)."
// - "Everyone else (strangers, excluded or not-chosen friends) sees at most an approximate area … and nothing at
//   all when the person hides as shijoer, is offline, uses 'only …' mode, or has put that viewer on the exception
//   list. An exception or a 'not chosen' holds whether or not the two are friends today."
// The product API applies this in one place (social/people.ts) before any grouping, counting or suggestion.

export interface VisibilitySettings {
  mapVisible: boolean;
  hideAsShijoer: boolean;
  mapVisibleType: "all_friend" | "except_friend" | "only_friend";
  /** The chosen people of except_friend / only_friend (kept when a friendship ends). */
  chosen: ReadonlySet<number>;
}

/** How much of a location a viewer gets: all of it, the grid cell it lies in (location-grid.ts), or nothing. */
export type LocationAccess = "exact" | "approximate" | "none";

/** How much of `owner`'s location `viewerId` may see. `friends` says whether the two are friends today. */
export function locationAccess(owner: { id: number } & VisibilitySettings, viewerId: number, friends: boolean): LocationAccess {
  if (owner.id === viewerId) return "exact";
  if (!owner.mapVisible) return "none";
  if (friends && allowedFriend(owner, viewerId)) return "exact";
  // Everyone else: strangers, and friends the mode leaves out.
  if (owner.hideAsShijoer || owner.mapVisibleType === "only_friend") return "none";
  if (owner.mapVisibleType === "except_friend" && owner.chosen.has(viewerId)) return "none";
  return "approximate";
}

function allowedFriend(owner: VisibilitySettings, viewerId: number): boolean {
  switch (owner.mapVisibleType) {
    case "all_friend":
      return true;
    case "except_friend":
      return !owner.chosen.has(viewerId);
    case "only_friend":
      return owner.chosen.has(viewerId);
  }
}
