// The order clock (ARCHITECTURE: "an order clock advances statuses ... tests can drive it").
// Everything time-dependent in the API asks this clock, never Date.now(), so tests can move time forward.
export interface Clock {
  now(): Date;
  /** Moves the clock forward (never backwards) by ms; returns the new time. */
  advance(ms: number): Date;
  offsetMs(): number;
}

export function createClock(base: () => number = Date.now): Clock {
  let offset = 0;
  return {
    now: () => new Date(base() + offset),
    advance(ms: number) {
      if (!Number.isFinite(ms) || ms < 0) throw new RangeError("clock can only move forward");
      offset += ms;
      return new Date(base() + offset);
    },
    offsetMs: () => offset,
  };
}
