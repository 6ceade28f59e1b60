import "server-only";
import { log } from "@/lib/log";
import { clientAddress, parseTrustedProxies, peerHeaderWritten } from "./client-ip";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { sharedRedisLink, type RedisClient } from "@/lib/cache/redis-link";
import { countRateLimited } from "@/lib/observability/storefront-metrics";

export interface LimitRule {
  /** Name of the action, e.g. "login". */
  name: string;
  /** Attempts allowed per window. */
  points: number;
  /** Window in seconds. */
  duration: number;
}

interface Limiter {
  /** Resolves with null when the point was taken, with the limiter's answer when the key is over its budget. */
  consume(key: string): Promise<RateLimiterRes | null>;
  get(key: string): Promise<RateLimiterRes | null>;
  reward(key: string, points: number): Promise<unknown>;
}

const limiters = new Map<string, Limiter>();

/** Over budget is an answer, not a store failure: RateLimiterRes comes back as a value. */
const overBudget = (error: unknown) => {
  if (error instanceof RateLimiterRes) return error;
  throw error;
};

/**
 * Counters in Redis when REDIS_URL is set, shared by every instance; while Redis is away, fails or is slow
 * (lib/cache/redis-link.ts) this instance's memory counts instead (logged once per outage), then Redis again.
 */
function limiterFor(rule: LimitRule): Limiter {
  const id = `${rule.name}:${rule.points}:${rule.duration}`;
  let limiter = limiters.get(id);
  if (!limiter) {
    const opts = { keyPrefix: `shijo-rl-${rule.name}`, points: rule.points, duration: rule.duration };
    const memory = new RateLimiterMemory(opts);
    const inMemory: Limiter = {
      consume: (key) => memory.consume(key).then(() => null, overBudget),
      get: (key) => memory.get(key),
      reward: (key, points) => memory.reward(key, points),
    };
    const url = process.env.REDIS_URL;
    if (!url) limiter = inMemory;
    else {
      const link = sharedRedisLink(url);
      let redis: RateLimiterRedis | null = null;
      const on = (client: RedisClient) => (redis ??= new RateLimiterRedis({ ...opts, storeClient: client, useRedisPackage: true }));
      limiter = {
        consume: (key) => link.run((c) => on(c).consume(key).then(() => null, overBudget), () => inMemory.consume(key)),
        get: (key) => link.run((c) => on(c).get(key), () => inMemory.get(key)),
        reward: (key, points) => link.run((c) => on(c).reward(key, points), () => inMemory.reward(key, points)),
      };
    }
    limiters.set(id, limiter);
  }
  return limiter;
}

/**
 * Consumes one point for each key (per account, per IP…). Returns the seconds to wait when any key is
 * over its budget, else null. Counters live in memory, or in Redis when REDIS_URL is set.
 */
export async function consumeRateLimit(rule: LimitRule, keys: string[]): Promise<number | null> {
  const limiter = limiterFor(rule);
  let wait = 0;
  for (const key of keys.filter(Boolean)) {
    try {
      const over = await limiter.consume(key);
      if (over) wait = Math.max(wait, Math.ceil(over.msBeforeNext / 1000));
    } catch (error) {
      log.error({ area: "rate-limit", rule: rule.name, err: error }, "store failed; letting the request through");
    }
  }
  if (wait === 0) return null;
  countRateLimited(rule.name);
  return wait;
}

/** Seconds to wait if any key has already used its budget (without consuming), else null. */
export async function peekRateLimit(rule: LimitRule, keys: string[]): Promise<number | null> {
  const limiter = limiterFor(rule);
  let wait = 0;
  for (const key of keys.filter(Boolean)) {
    const res = await limiter.get(key).catch(() => null);
    if (res && res.consumedPoints >= rule.points) wait = Math.max(wait, Math.ceil(res.msBeforeNext / 1000));
  }
  return wait > 0 ? wait : null;
}

const trustedProxies = parseTrustedProxies(process.env.TRUSTED_PROXIES);
let toldHowToStart = false;

/** The client address per-IP limits count (lib/bff/client-ip.ts): never a forwarded header from an untrusted peer. */
export function clientIp(headers: Headers): string {
  if (!peerHeaderWritten() && !toldHowToStart) {
    toldHowToStart = true;
    log.error("not started through server.ts (npm start, docs/operations.md): per-IP limits cannot tell clients apart and share one budget");
  }
  return clientAddress(headers, trustedProxies);
}

/** Gives back a point reserved by consumeRateLimit (an attempt that turned out not to count, e.g. a right password). */
export async function refundRateLimit(rule: LimitRule, keys: string[]): Promise<void> {
  const limiter = limiterFor(rule);
  for (const key of keys.filter(Boolean)) await limiter.reward(key, 1).catch(() => undefined);
}
