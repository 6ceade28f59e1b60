// Issue 24: on the friends map a vendor marker must not be hidden under a person's marker (axe target-size: a target
// covered but for a sliver cannot be tapped). Vendors among themselves are kept apart by MapLibre's clustering; against
// people and the own dot, a vendor marker is lifted just clear of them, on a stem down to its place.

/** A marker drawn above its point: (x, y) is its bottom centre on screen, in CSS pixels. */
export interface LiftedBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A round marker centred on its point. */
export interface RoundObstacle {
  x: number;
  y: number;
  radius: number;
}

/** How far a marker may be lifted; one that would need more stays where it is. */
export const MAX_LIFT = 120;

/**
 * How many pixels to lift each box so it overlaps none of the obstacles (with `gap` pixels between), 0 for a box that
 * overlaps nothing. Lifting only goes up, and is the least that clears every obstacle it meets on the way.
 */
export function liftsClear(boxes: readonly LiftedBox[], obstacles: readonly RoundObstacle[], gap = 2): number[] {
  return boxes.map((box) => {
    let lift = 0;
    for (let round = 0; round <= obstacles.length; round++) {
      const bottom = box.y - lift;
      const top = bottom - box.height;
      const hit = obstacles.find(
        (o) => Math.abs(o.x - box.x) < box.width / 2 + o.radius + gap && o.y - o.radius - gap < bottom && o.y + o.radius + gap > top,
      );
      if (!hit) return lift;
      lift = box.y - (hit.y - hit.radius - gap);
      if (lift > MAX_LIFT) return 0;
    }
    return 0;
  });
}
