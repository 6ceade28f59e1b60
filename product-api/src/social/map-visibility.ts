// spec 3 §4 Map visibility and §6: "offline (map_visible 0), or visible to all_friend, except_friend or only_friend
// (the last two with a chosen friend list). hide_as_{product}er is a separate switch." Location privacy is the
// product API's to enforce: a user the viewer may not see is left out of map data, directory coordinates and
// suggestions — before any grouping, so not even a group count gives them away.

export interface VisibilitySettings {
  mapVisible: boolean;
  hideAsShijoer: boolean;
  mapVisibleType: "all_friend" | "except_friend" | "only_friend";
  /** The chosen friends of except_friend / only_friend. */
  chosen: ReadonlySet<number>;
}

/** May `viewerId` see the location of `owner`? `friends` says whether the two are friends. */
export function canSeeLocation(owner: { id: number } & VisibilitySettings, viewerId: number, friends: boolean): boolean {
  if (owner.id === viewerId) return true;
  if (!owner.mapVisible) return false;
  // A stranger sees a shijoer who is not hidden — unless the owner shows their location only to chosen friends.
  if (!friends) return !owner.hideAsShijoer && owner.mapVisibleType !== "only_friend";
  switch (owner.mapVisibleType) {
    case "all_friend":
      return true;
    case "except_friend":
      return !owner.chosen.has(viewerId);
    case "only_friend":
      return owner.chosen.has(viewerId);
  }
}
