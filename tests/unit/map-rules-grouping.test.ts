import { describe, expect, it } from "vitest";
import { fetchedFor, groupLevel, mapRequestFor, shouldRefetch, viewInsideFetched, type MapView } from "@/lib/map-rules/grouping";

describe("spec 3 §4: map grouping level depends on zoom: 16.5 or more gives 1; 15 to below 16.5 gives 2; 14 to below 15 gives 3; below 14 gives 4", () => {
  it.each([
    [18, 1], [16.5, 1], [16.49, 2], [15, 2], [14.99, 3], [14, 3], [13.99, 4], [3, 4],
  ])("zoom %f → level %i", (zoom, level) => {
    expect(groupLevel(zoom)).toBe(level);
  });
});

// A phone-sized view over Tirana: its deltas halve with every zoom level in.
const center = { latitude: 41.327, longitude: 19.818 };
const viewAt = (zoom: number, moved: { latitude?: number; longitude?: number } = {}): Required<MapView> => ({
  zoom,
  latitude: center.latitude + (moved.latitude ?? 0),
  longitude: center.longitude + (moved.longitude ?? 0),
  latitudeDelta: 0.03 * 2 ** (15 - zoom),
  longitudeDelta: 0.02 * 2 ** (15 - zoom),
});

/** Plays views through the rule the way the map does; answers which of them fetched. */
function play(views: Required<MapView>[]): boolean[] {
  let last = null;
  const fetched: boolean[] = [];
  for (const view of views) {
    const again = shouldRefetch(last, view, false);
    if (again) last = fetchedFor(view);
    fetched.push(again);
  }
  return fetched;
}

describe("spec 3 §4: 'Requests are ignored while one is loading'; the first view always fetches", () => {
  it("the first view fetches", () => {
    expect(shouldRefetch(null, viewAt(15), false)).toBe(true);
  });

  it("nothing while a request is loading", () => {
    expect(shouldRefetch(null, viewAt(15), true)).toBe(false);
    expect(shouldRefetch(fetchedFor(viewAt(13)), viewAt(17), true)).toBe(false);
  });
});

describe("spec 3 §4: 'The map is refetched … when the group level changes'", () => {
  it("a level change refetches even without moving", () => {
    expect(shouldRefetch(fetchedFor(viewAt(15)), viewAt(14.5), false)).toBe(true);
    expect(shouldRefetch(fetchedFor(viewAt(16)), viewAt(16.5), false)).toBe(true);
  });
});

describe("issue 24: a view is refetched when it is no longer inside what was fetched (at every level)", () => {
  it("zooming 15 → 17 → 16 → 15 fetches again at 15: zoom 16's area is half of what zoom 15 shows and fetched", () => {
    expect(play([viewAt(15), viewAt(17), viewAt(16), viewAt(15)])).toEqual([true, true, true, true]);
  });

  it("zooming in within a level keeps what the wider view fetched", () => {
    expect(play([viewAt(15), viewAt(16), viewAt(15.5), viewAt(15)])).toEqual([true, false, false, false]);
    expect(play([viewAt(17), viewAt(18), viewAt(17)])).toEqual([true, false, false]);
  });

  it("at level 1 a move beyond half the delta refetches; within half does not (spec 3 §4)", () => {
    const last = fetchedFor(viewAt(17));
    const half = viewAt(17).latitudeDelta / 2;
    expect(viewInsideFetched(last, viewAt(17, { latitude: half * 0.9 }))).toBe(true);
    expect(viewInsideFetched(last, viewAt(17, { latitude: half * 1.1 }))).toBe(false);
    expect(viewInsideFetched(last, viewAt(17, { longitude: -viewAt(17).longitudeDelta * 0.6 }))).toBe(false);
  });

  it.each([15, 14.5, 13])("panning at zoom %f (levels 2–4) refetches once the view leaves the fetched box, not before", (zoom) => {
    const last = fetchedFor(viewAt(zoom));
    const half = viewAt(zoom).longitudeDelta / 2;
    expect(viewInsideFetched(last, viewAt(zoom, { longitude: half * 0.9 }))).toBe(true);
    expect(viewInsideFetched(last, viewAt(zoom, { longitude: half * 1.1 }))).toBe(false);
    expect(play([viewAt(zoom), viewAt(zoom, { latitude: viewAt(zoom).latitudeDelta })])).toEqual([true, true]);
  });

  it("a view wider than the 20 km search circle is not fetched again unless it moved", () => {
    // Zoom 11: 0.48° × 0.32°, corners about 25 km from the centre.
    const wide = viewAt(11);
    expect(viewInsideFetched(fetchedFor(wide), wide)).toBe(true);
    expect(viewInsideFetched(fetchedFor(wide), viewAt(11, { longitude: 0.05 }))).toBe(false);
    // A narrower view inside the box but reaching past the circle of a moved fetch is refetched too.
    expect(viewInsideFetched(fetchedFor(wide), { ...viewAt(11, { longitude: 0.1 }), latitudeDelta: 0.2, longitudeDelta: 0.2 })).toBe(false);
  });

  it("the request carries the view's centre, deltas (at most 10°, the API's limit) and its level's group size", () => {
    expect(mapRequestFor(viewAt(15))).toEqual({ ...center, latitudeDelta: 0.03, longitudeDelta: 0.02, zoom: 15, group_size: 2 });
    const world = { zoom: 2, latitude: 41, longitude: 19, latitudeDelta: 120, longitudeDelta: 300 };
    expect(mapRequestFor(world)).toMatchObject({ latitudeDelta: 10, longitudeDelta: 10, group_size: 4 });
    // Clamped deltas at the same place and zoom: nothing to fetch again.
    expect(viewInsideFetched(fetchedFor(world), world)).toBe(true);
  });
});
