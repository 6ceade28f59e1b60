import "server-only";
import { readFailed } from "@/lib/read-failures";
import { processGlobal } from "@/lib/process-global";
import { memoryStore, redisStore, type CacheStore } from "./store";

export { CACHE_KEYS } from "./keys";

// One store per process (lib/process-global.ts): Next bundles pages and route handlers separately, and an
// invalidation from a route (POST /api/cache/revalidate) must reach the memory the pages read.
const inFlight = new Map<string, Promise<unknown>>();

function getStore(): CacheStore {
  return processGlobal<CacheStore>("public-read-cache", () => (process.env.REDIS_URL ? redisStore(process.env.REDIS_URL) : memoryStore()));
}

/**
 * Public product-API reads, cached per key (the key carries the locale) with a short lifetime.
 * Concurrent misses share one upstream call, so a burst from a shared link costs one call.
 * Only successful results are kept; never use this for anything that depends on the session.
 */
export async function cachedRead<R extends { ok: boolean }>(key: string, ttlSeconds: number, load: () => Promise<R>): Promise<R> {
  const result = await read(key, ttlSeconds, load);
  // Also for a render that only waited on another render's failed call (its page is not kept either: ADR 0014).
  if (!result.ok) await readFailed();
  return result;
}

async function read<R extends { ok: boolean }>(key: string, ttlSeconds: number, load: () => Promise<R>): Promise<R> {
  const cache = getStore();
  const hit = await cache.get(key).catch(() => null);
  // What was kept is what `load` answered for this key (only successes are kept).
  if (hit) return JSON.parse(hit) as R;
  const pending = inFlight.get(key) as Promise<R> | undefined;
  if (pending) return pending;
  const promise = load()
    .then(async (result) => {
      if (result.ok) await cache.set(key, JSON.stringify(result), ttlSeconds).catch(() => undefined);
      return result;
    })
    .finally(() => inFlight.delete(key));
  inFlight.set(key, promise);
  return promise;
}

export async function invalidate(prefix: string): Promise<void> {
  await getStore().delete(prefix).catch(() => undefined);
}
