import "server-only";
import { log } from "@/lib/log";

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

/** With REDIS_URL: shared by every storefront instance behind a load balancer. */
export function redisStore(url: string): CacheStore {
  type Client = { get(k: string): Promise<string | null>; set(k: string, v: string, o: { EX: number }): Promise<unknown>; scanIterator(o: { MATCH: string }): AsyncIterable<string[]>; del(k: string[]): Promise<unknown> };
  let client: Promise<Client> | null = null;
  const connect = () =>
    (client ??= import("redis").then(async ({ createClient }) => {
      const c = createClient({ url });
      c.on("error", (e: Error) => log.error({ area: "cache", err: e }, "redis error"));
      await c.connect();
      return c as unknown as Client;
    }));
  return {
    async get(key) {
      return (await connect()).get(`shijo:${key}`);
    },
    async set(key, value, ttlSeconds) {
      await (await connect()).set(`shijo:${key}`, value, { EX: ttlSeconds });
    },
    async delete(prefix) {
      const c = await connect();
      for await (const keys of c.scanIterator({ MATCH: `shijo:${prefix}*` })) if (keys.length) await c.del(keys);
    },
  };
}
