import { describe, expect, it } from "vitest";
import { groupLevel, shouldRefetch } from "@/lib/map-rules/grouping";

describe("spec 3 §4: map grouping level depends on zoom: 16.5 or more gives 1; 15 to below 16.5 gives 2; 14 to below 15 gives 3; below 14 gives 4", () => {
  it.each([
    [18, 1], [16.5, 1], [16.49, 2], [15, 2], [14.99, 3], [14, 3], [13.99, 4], [3, 4],
  ])("zoom %f → level %i", (zoom, level) => {
    expect(groupLevel(zoom)).toBe(level);
  });
});

describe("spec 3 §4: the map is refetched only when the group level changes, or, at level 1, when the view moves beyond half a delta; requests are ignored while one is loading", () => {
  const center = { latitude: 41.327, longitude: 19.818 };

  it("the first view fetches", () => {
    expect(shouldRefetch(null, { zoom: 15, ...center }, false)).toBe(true);
  });

  it("nothing while a request is loading", () => {
    expect(shouldRefetch(null, { zoom: 15, ...center }, true)).toBe(false);
    expect(shouldRefetch({ level: 4, ...center }, { zoom: 17, ...center }, true)).toBe(false);
  });

  it("a level change refetches even without moving", () => {
    expect(shouldRefetch({ level: 2, ...center }, { zoom: 14.5, ...center }, false)).toBe(true);
  });

  it("at levels 2-4 moving the view does not refetch", () => {
    expect(shouldRefetch({ level: 2, ...center }, { zoom: 15.5, latitude: 42, longitude: 20, latitudeDelta: 0.03, longitudeDelta: 0.03 }, false)).toBe(false);
  });

  it("at level 1 a move beyond half the delta refetches; within half does not", () => {
    const last = { level: 1 as const, ...center };
    expect(shouldRefetch(last, { zoom: 17, latitude: center.latitude + 0.014, longitude: center.longitude, latitudeDelta: 0.03, longitudeDelta: 0.03 }, false)).toBe(false);
    expect(shouldRefetch(last, { zoom: 17, latitude: center.latitude + 0.016, longitude: center.longitude, latitudeDelta: 0.03, longitudeDelta: 0.03 }, false)).toBe(true);
    expect(shouldRefetch(last, { zoom: 17, latitude: center.latitude, longitude: center.longitude - 0.02 }, false)).toBe(true);
  });
});
