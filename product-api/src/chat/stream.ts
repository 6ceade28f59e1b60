import type { Context } from "hono";
import { streamSSE } from "hono/streaming";
import type { AppEnv } from "../http/context";
import type { ChatBus, Subscriber } from "./bus";

const PING_MS = 15_000;

/**
 * ADR 0013 / 0020: one subscriber of the bus as a Server-Sent Events answer — `: ready` once subscribed, `: ping`
 * every 15 s, `event: <type>` / `data: <JSON>` per event — until the client leaves or the bus ends it (a participant
 * removed from a group order). Used by chats/stream and group-orders/{code}/stream.
 */
export function streamSubscription(c: Context<AppEnv>, bus: ChatBus, subscriber: Omit<Subscriber, "send" | "end">) {
  return streamSSE(c, async (stream) => {
    let closed = false;
    let end!: () => void;
    const done = new Promise<void>((resolve) => {
      end = () => {
        closed = true;
        resolve();
      };
      stream.onAbort(end);
      c.req.raw.signal.addEventListener("abort", end, { once: true });
    });
    const unsubscribe = bus.subscribe({
      ...subscriber,
      send: async (event) => {
        if (!closed) await stream.writeSSE({ event: event.type, data: JSON.stringify(event) });
      },
      end: () => end(),
    });
    const ping = setInterval(() => {
      if (!closed) void stream.write(": ping\n\n").catch(() => {});
    }, PING_MS);
    try {
      await stream.write(": ready\n\n");
      await done;
    } finally {
      clearInterval(ping);
      unsubscribe();
    }
  });
}
