// Issue 24: on the friends map a vendor marker is never left under a person's marker (axe target-size): it is lifted
// just clear of the round markers it would sit under.
import { describe, expect, it } from "vitest";
import { liftsClear, MAX_LIFT } from "@/lib/map-rules/declutter";

// A vendor cluster button, drawn above its point (bottom centre at x, y).
const cluster = (x: number, y: number) => ({ x, y, width: 60, height: 44 });

describe("liftsClear: how far a marker drawn above its point is lifted to clear round markers", () => {
  it("nothing near: stays on its point", () => {
    expect(liftsClear([cluster(100, 100)], [{ x: 300, y: 300, radius: 23 }])).toEqual([0]);
    // Beside it (more than half a width plus the radius away) or well below it: no lift either.
    expect(liftsClear([cluster(100, 100)], [{ x: 100 + 30 + 23 + 3, y: 80, radius: 23 }, { x: 100, y: 100 + 23 + 3, radius: 23 }])).toEqual([0]);
  });

  it("a person on its point: lifted until its bottom is above the person's top, with the gap", () => {
    // Person centred 9 px below and 8 px beside the cluster's point (the seeded case at zoom 15).
    const [lift] = liftsClear([cluster(569, 479)], [{ x: 577, y: 470, radius: 23 }], 2);
    expect(lift).toBe(479 - (470 - 23 - 2));
  });

  it("lifting into a second marker lifts it past that one too", () => {
    const [lift] = liftsClear([cluster(100, 100)], [{ x: 100, y: 100, radius: 16 }, { x: 110, y: 70, radius: 23 }], 2);
    expect(lift).toBe(100 - (70 - 23 - 2));
  });

  it("each marker is judged on its own; one that would fly off stays put", () => {
    const crowd = Array.from({ length: 6 }, (_, i) => ({ x: 100, y: 100 - i * 40, radius: 23 }));
    expect(liftsClear([cluster(100, 100), cluster(400, 100)], crowd)).toEqual([0, 0]);
    expect(MAX_LIFT).toBeGreaterThan(44);
  });
});
