import { createHash } from "node:crypto";

// The seed is deterministic: a seeded PRNG (mulberry32) instead of Math.random, hashes derived from ids.
export interface Rng {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  sample<T>(items: readonly T[], count: number): T[];
}

export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => items[int(0, items.length - 1)],
    chance: (probability) => next() < probability,
    sample(items, count) {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(0, i);
        [copy[i], copy[j]] = [copy[j], copy[i]];
      }
      return copy.slice(0, Math.min(count, copy.length));
    },
  };
}

/** Stable public hash for an entity id, e.g. vendor 12 → "3f9a0c2b7d1e" (12 lowercase hex characters). */
export function stableHash(kind: string, id: number | string): string {
  return createHash("sha256").update(`shijo:${kind}:${id}`).digest("hex").slice(0, 12);
}

// Slugs are made the same way for seeded content and for what an operator publishes (routes/operator.ts).
export { slugify } from "../content/slug";

export const DAY_MS = 24 * 60 * 60 * 1000;

/** A timestamp `days` days (and `minutes`) before `now`, for seed history relative to the seed time. */
export function ago(now: Date, days: number, minutes = 0): Date {
  return new Date(now.getTime() - days * DAY_MS - minutes * 60_000);
}
