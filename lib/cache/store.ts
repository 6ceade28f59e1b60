import "server-only";
import { sharedRedisLink, type RedisLink } from "./redis-link";

export interface CacheStore {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  delete(prefix: string): Promise<void>;
}

/** Default: per-instance memory with a size cap (oldest entries go first). */
export function memoryStore(maxEntries = 1000): CacheStore {
  const entries = new Map<string, { value: string; expires: number }>();
  return {
    async get(key) {
      const hit = entries.get(key);
      if (!hit) return null;
      if (hit.expires < Date.now()) {
        entries.delete(key);
        return null;
      }
      return hit.value;
    },
    async set(key, value, ttlSeconds) {
      entries.delete(key);
      entries.set(key, { value, expires: Date.now() + ttlSeconds * 1000 });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
    async delete(prefix) {
      for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key);
    },
  };
}

/**
 * With REDIS_URL: shared by every storefront instance behind a load balancer. When Redis is away, fails or is slow
 * (lib/cache/redis-link.ts), this instance's memory answers instead, and Redis again once it is back.
 */
export function redisStore(url: string, link: RedisLink = sharedRedisLink(url)): CacheStore {
  const memory = memoryStore();
  return {
    get(key) {
      return link.run((c) => c.get(`shijo:${key}`), () => memory.get(key));
    },
    set(key, value, ttlSeconds) {
      return link.run(
        async (c) => void (await c.set(`shijo:${key}`, value, { EX: ttlSeconds })),
        () => memory.set(key, value, ttlSeconds),
      );
    },
    async delete(prefix) {
      // Both: what the memory kept during an outage must not outlive an invalidation either.
      await memory.delete(prefix);
      await link.run(
        async (c) => {
          for await (const keys of c.scanIterator({ MATCH: `shijo:${prefix}*` })) if (keys.length) await c.del(keys);
        },
        async () => undefined,
      );
    },
  };
}
