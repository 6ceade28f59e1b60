import "server-only";
import type { RedisClientType } from "redis";
import { log } from "@/lib/log";
import { processGlobal } from "@/lib/process-global";

// Issue 15 "Faults, tested": Redis is shared state for several storefront instances (public-read cache, rate-limit
// counters), never a reason for a page or a login to fail. Every Redis operation goes through one link per process:
// when Redis is away (not connected), answers with an error or takes longer than OP_TIMEOUT_MS, the caller's
// fallback (this instance's memory) answers instead. The outage is logged once, its end once; node-redis keeps
// reconnecting in the background and the next operation after "ready" uses Redis again.

export const OP_TIMEOUT_MS = 250;
/** Operations over the budget in a row that make an outage (each one falls back anyway). */
export const SLOW_STREAK = 3;
/** How long the first operation waits for the first connection (so a normal start does not log an outage). */
const FIRST_CONNECT_MS = 1000;

export const REDIS_DOWN_MESSAGE = "redis unavailable: this instance uses its own memory for the cache and rate limits until it is back";
export const REDIS_BACK_MESSAGE = "redis is back: shared cache and rate limits use it again";

export type RedisClient = RedisClientType;

export interface LinkLogger {
  warn(fields: Record<string, unknown>, message: string): void;
  info(fields: Record<string, unknown>, message: string): void;
}

export interface RedisLink {
  /** `op` on Redis; `fallback` when Redis is away, fails or is slower than the budget. Errors of `fallback` propagate. */
  run<T>(op: (client: RedisClient) => Promise<T>, fallback: () => Promise<T>): Promise<T>;
  /** True while an outage is being reported (for tests and diagnostics). */
  readonly down: boolean;
  close(): Promise<void>;
}

export interface LinkOptions {
  url: string;
  timeoutMs?: number;
  logger?: LinkLogger;
}

export function createRedisLink({ url, timeoutMs = OP_TIMEOUT_MS, logger = log.child({ area: "redis" }) }: LinkOptions): RedisLink {
  let client: Promise<RedisClient> | null = null;
  let everReady = false;
  let firstReady: Promise<void> | null = null;
  let down = false;
  let lastError: unknown = null;
  let closed = false;
  // A cold first command, or one moment of event-loop lag on a busy instance, is not an outage: an operation over
  // the budget always falls back, but only SLOW_STREAK of them in a row, after Redis has answered once, make one.
  let warm = false;
  let slowStreak = 0;

  const outage = (reason: string, err: unknown) => {
    if (down || closed) return;
    down = true;
    logger.warn({ reason, err }, REDIS_DOWN_MESSAGE);
  };
  const recovered = () => {
    if (!down || closed) return;
    down = false;
    logger.info({}, REDIS_BACK_MESSAGE);
  };

  const connect = () =>
    (client ??= import("redis").then(({ createClient }) => {
      const c = createClient({
        url,
        // Commands fail at once while disconnected instead of waiting in a queue: the fallback answers them.
        disableOfflineQueue: true,
        socket: { connectTimeout: 2000, reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 2000) },
        // createClient's own type carries every module and script the options could add; this client is the plain
        // one, which RedisClient (RedisClientType) names.
      }) as unknown as RedisClient;
      let markReady: () => void = () => {};
      firstReady = new Promise<void>((resolve) => (markReady = resolve));
      // Every failed reconnect attempt emits "error": remembered for the one outage line, never logged each time.
      c.on("error", (error: unknown) => {
        lastError = error;
        if (everReady) outage("connection lost", error);
      });
      c.on("ready", () => {
        everReady = true;
        markReady();
        recovered();
      });
      c.connect().catch((error: unknown) => (lastError = error));
      return c;
    }));

  async function run<T>(op: (c: RedisClient) => Promise<T>, fallback: () => Promise<T>): Promise<T> {
    const c = await connect();
    if (!c.isReady && !everReady && firstReady) await Promise.race([firstReady, sleep(FIRST_CONNECT_MS)]);
    if (!c.isReady) {
      // Still making the first connection with no error yet (the instance is starting): not an outage.
      if (everReady || lastError !== null) outage("not connected", lastError);
      return fallback();
    }
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<"timeout">((resolve) => (timer = setTimeout(() => resolve("timeout"), timeoutMs)));
    const attempt = op(c).then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    );
    const outcome = await Promise.race([attempt, timedOut]).finally(() => clearTimeout(timer));
    if (outcome === "timeout") {
      slowStreak++;
      if (warm && slowStreak >= SLOW_STREAK) outage(`${slowStreak} operations in a row slower than ${timeoutMs} ms`, null);
      return fallback();
    }
    slowStreak = 0;
    if ("error" in outcome) {
      outage("command failed", outcome.error);
      return fallback();
    }
    warm = true;
    recovered();
    return outcome.value;
  }

  return {
    run,
    get down() {
      return down;
    },
    async close() {
      closed = true;
      if (!client) return;
      const c = await client;
      await (c.isOpen ? c.quit() : Promise.resolve()).catch(() => c.destroy());
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// One link per process and URL (lib/process-global.ts): Next bundles route handlers and pages separately, so a
// module-level variable would exist once per bundle (several connections, several outage lines).
export function sharedRedisLink(url: string): RedisLink {
  const links = processGlobal("redis-links", () => new Map<string, RedisLink>());
  let link = links.get(url);
  if (!link) {
    link = createRedisLink({ url });
    links.set(url, link);
  }
  return link;
}
