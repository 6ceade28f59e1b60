import "server-only";
import { invalidate } from "@/lib/cache";
import { sharedRedisLink } from "@/lib/cache/redis-link";
import { localizePath } from "@/lib/i18n/paths";
import { routing } from "@/lib/i18n/routing";
import { log } from "@/lib/log";
import { processGlobal } from "@/lib/process-global";
import { dropPages } from "./store";

// ADR 0014: dropping kept public pages on every storefront instance. Each instance keeps its pages in its own memory
// (the fast path must not wait on the network); with REDIS_URL a drop is published on one channel that every
// instance listens to, and the public reads (shared in Redis) are deleted once.
const CHANNEL = "shijo:page-cache:drop";
const cacheLog = log.child({ area: "page-cache" });

/** Whether this process listens for drops (once per process: lib/process-global.ts). */
const listener = () => processGlobal("page-cache-listener", () => ({ started: false }));

/** The page-cache keys (both locales) for unprefixed path prefixes; undefined means every page. */
export function pagePrefixes(paths?: string[]): string[] | undefined {
  if (!paths) return undefined;
  return paths.flatMap((path) => routing.locales.map((locale) => localizePath(path, locale)));
}

/** The subscriber's own connection: a connection in subscribe mode can do nothing else. */
async function subscriberClient() {
  const { createClient } = await import("redis");
  const client = createClient({ url: process.env.REDIS_URL, socket: { reconnectStrategy: (retries: number) => Math.min(retries * 200, 5000) } });
  client.on("error", () => undefined);
  await client.connect();
  return client;
}

/** With REDIS_URL: listen for drops published by any instance (started once per process, on its first page). */
export function listenForDrops(): void {
  if (!process.env.REDIS_URL) return;
  const state = listener();
  if (state.started) return;
  state.started = true;
  void subscriberClient()
    .then((client) =>
      client.subscribe(CHANNEL, (message: string) => {
        try {
          const { prefixes } = JSON.parse(message) as { prefixes?: string[] };
          dropPages(prefixes);
        } catch {
          /* not ours */
        }
      }),
    )
    .catch((error: unknown) => {
      cacheLog.warn({ err: error }, "page cache: cannot listen for drops on Redis; kept pages expire by age only");
      state.started = false;
    });
}

/** Drops the kept pages under these paths (all without) and every public read, here and on the other instances. */
export async function invalidateEverywhere(paths?: string[]): Promise<{ pages: number; instances: "all" | "this" }> {
  const prefixes = pagePrefixes(paths);
  const pages = dropPages(prefixes);
  await invalidate("");
  if (!process.env.REDIS_URL) return { pages, instances: "this" };
  // Published over the process's one Redis link (lib/cache/redis-link.ts), with its outage handling.
  const published = await sharedRedisLink(process.env.REDIS_URL).run(
    async (client) => {
      await client.publish(CHANNEL, JSON.stringify({ prefixes }));
      return true;
    },
    async () => false,
  );
  if (!published) cacheLog.warn("page cache: the drop was not published on Redis; other instances expire by age");
  return { pages, instances: published ? "all" : "this" };
}
