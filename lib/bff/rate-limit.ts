import "server-only";
import { log } from "@/lib/log";
import { clientAddress, parseTrustedProxies } from "./client-ip";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";

export interface LimitRule {
  /** Name of the action, e.g. "login". */
  name: string;
  /** Attempts allowed per window. */
  points: number;
  /** Window in seconds. */
  duration: number;
}

const limiters = new Map<string, Promise<RateLimiterAbstract>>();

function limiterFor(rule: LimitRule): Promise<RateLimiterAbstract> {
  const id = `${rule.name}:${rule.points}:${rule.duration}`;
  let limiter = limiters.get(id);
  if (!limiter) {
    const opts = { keyPrefix: `shijo-rl-${rule.name}`, points: rule.points, duration: rule.duration };
    limiter = process.env.REDIS_URL
      ? import("redis").then(async ({ createClient }) => {
          const client = createClient({ url: process.env.REDIS_URL });
          await client.connect();
          return new RateLimiterRedis({ ...opts, storeClient: client, useRedisPackage: true });
        })
      : Promise.resolve(new RateLimiterMemory(opts));
    limiters.set(id, limiter);
  }
  return limiter;
}

/**
 * Consumes one point for each key (per account, per IP…). Returns the seconds to wait when any key is
 * over its budget, else null. Counters live in memory, or in Redis when REDIS_URL is set.
 */
export async function consumeRateLimit(rule: LimitRule, keys: string[]): Promise<number | null> {
  const limiter = await limiterFor(rule);
  let wait = 0;
  for (const key of keys.filter(Boolean)) {
    try {
      await limiter.consume(key);
    } catch (error) {
      if (error instanceof RateLimiterRes) wait = Math.max(wait, Math.ceil(error.msBeforeNext / 1000));
      else log.error({ area: "rate-limit", rule: rule.name, err: error }, "store failed; letting the request through");
    }
  }
  return wait > 0 ? wait : null;
}

/** Seconds to wait if any key has already used its budget (without consuming), else null. */
export async function peekRateLimit(rule: LimitRule, keys: string[]): Promise<number | null> {
  const limiter = await limiterFor(rule);
  let wait = 0;
  for (const key of keys.filter(Boolean)) {
    const res = await limiter.get(key).catch(() => null);
    if (res && res.consumedPoints >= rule.points) wait = Math.max(wait, Math.ceil(res.msBeforeNext / 1000));
  }
  return wait > 0 ? wait : null;
}

const trustedProxies = parseTrustedProxies(process.env.TRUSTED_PROXIES);

/** The client address per-IP limits count (lib/bff/client-ip.ts): never a forwarded header from an untrusted peer. */
export function clientIp(headers: Headers): string {
  return clientAddress(headers, trustedProxies);
}

/** Gives back a point reserved by consumeRateLimit (an attempt that turned out not to count, e.g. a right password). */
export async function refundRateLimit(rule: LimitRule, keys: string[]): Promise<void> {
  const limiter = await limiterFor(rule);
  for (const key of keys.filter(Boolean)) await limiter.reward(key, 1).catch(() => undefined);
}
