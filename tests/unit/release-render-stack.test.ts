import { AsyncLocalStorage } from "node:async_hooks";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { describe, expect, it, vi } from "vitest";
import { materializeStack, releaseRenderStackAtEnd } from "@/lib/render/release-render-stack";

// React's cacheSignal() is the render's signal inside a server render and null elsewhere: here, the test's "render".
const render = vi.hoisted(() => ({ signal: null as AbortSignal | null }));
vi.mock("react", () => ({ cacheSignal: () => render.signal }));

// ADR 0042: React's server renderer ends a render with
// `cacheController.abort(Error("This render completed successfully…"))` in a setImmediate callback. Until its `.stack`
// is read, that Error's frames keep their receivers — the Immediate, which holds the render's async context — so
// whoever keeps the signal (the render, kept by a pooled socket opened during it) keeps that context and, through the
// Immediate list, the renders after it. Here the same shapes in plain Node: a context, an Immediate, an abort.
setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

/** none: nothing reads the reason; read: read where it is made; listen: the render asked releaseRenderStackAtEnd. */
async function renderThatEndsInAnImmediate(release: "none" | "read" | "listen") {
  const context = new AsyncLocalStorage<{ page: string[] }>();
  const controller = new AbortController();
  let store: { page: string[] } | null = { page: Array.from({ length: 10_000 }, (_, i) => `row ${i}`) };
  const kept = new WeakRef(store);
  await new Promise<void>((resolve) => {
    context.run(store!, () => {
      if (release === "listen") {
        render.signal = controller.signal;
        // A page, its layout and its reads each ask: one listener.
        releaseRenderStackAtEnd();
        releaseRenderStackAtEnd();
        render.signal = null;
      }
      setImmediate(function flushCompletedChunks() {
        controller.abort(new Error("This render completed successfully."));
        if (release === "read") materializeStack(controller.signal.reason);
        resolve();
      });
    });
  });
  store = null;
  // What outlives the render: its signal (as React's request does, while anything keeps the request).
  return { signal: controller.signal, kept };
}

async function collected(kept: WeakRef<object>): Promise<boolean> {
  for (let i = 0; i < 5; i++) {
    await new Promise((resolve) => setImmediate(resolve));
    gc();
  }
  return kept.deref() === undefined;
}

describe("a render's abort reason and its async context", () => {
  it("unread, the reason's stack keeps the Immediate's context alive (why the storefront's heap grew)", async () => {
    const { signal, kept } = await renderThatEndsInAnImmediate("none");
    expect(await collected(kept)).toBe(false);
    expect(signal.aborted).toBe(true);
  });

  it("read once when the signal fires, the stack is a string and the context is let go", async () => {
    const { signal, kept } = await renderThatEndsInAnImmediate("read");
    expect(await collected(kept)).toBe(true);
    // Nothing is lost for a log: the message and where it came from are still there.
    expect((signal.reason as Error).stack).toMatch(/This render completed successfully\.\n\s+at (Immediate\.)?flushCompletedChunks/);
  });

  it("asked during the render, releaseRenderStackAtEnd reads the reason when the signal fires", async () => {
    const { signal, kept } = await renderThatEndsInAnImmediate("listen");
    expect(await collected(kept)).toBe(true);
    expect(signal.aborted).toBe(true);
  });

  it("outside a render (a route handler, a script) it does nothing", () => {
    render.signal = null;
    expect(() => releaseRenderStackAtEnd()).not.toThrow();
  });
});
