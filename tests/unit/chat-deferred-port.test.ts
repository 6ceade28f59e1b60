import { describe, expect, it, vi } from "vitest";
import { deferredPort } from "@/lib/chat/deferred";
import type { ChatPort } from "@/lib/chat/port";

describe("a chat adapter loaded on first use", () => {
  it("loads nothing until called, then forwards every call and the live subscription", async () => {
    let listener: Parameters<ChatPort["subscribe"]>[0] | null = null;
    const stop = vi.fn();
    const real = {
      send: vi.fn(async (id: string) => ({ _id: `m-${id}` })),
      subscribe: vi.fn((l: Parameters<ChatPort["subscribe"]>[0]) => ((listener = l), stop)),
    } as unknown as ChatPort;
    const load = vi.fn(async () => real);
    const port = deferredPort(load);
    expect(load).not.toHaveBeenCalled();
    await expect(port.send("c1", { text: "hi" })).resolves.toEqual({ _id: "m-c1" });
    const events: unknown[] = [];
    const unsubscribe = port.subscribe((e) => events.push(e));
    await Promise.resolve();
    await Promise.resolve();
    listener!({ type: "channel_removed", channel_id: "c1" });
    expect(events).toEqual([{ type: "channel_removed", channel_id: "c1" }]);
    unsubscribe();
    expect(stop).toHaveBeenCalledOnce();
  });

  it("reports the stream down when the adapter cannot load, and an unsubscribe before the load wins", async () => {
    const status: boolean[] = [];
    deferredPort(() => Promise.reject(new Error("offline"))).subscribe(() => {}, (up) => status.push(up));
    await new Promise((r) => setTimeout(r, 0));
    expect(status).toEqual([false]);
    const subscribe = vi.fn(() => () => {});
    const unsubscribe = deferredPort(async () => ({ subscribe }) as unknown as ChatPort).subscribe(() => {});
    unsubscribe();
    await new Promise((r) => setTimeout(r, 0));
    expect(subscribe).not.toHaveBeenCalled();
  });
});
