import { AsyncLocalStorage } from "node:async_hooks";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { materializeStack } from "@/lib/render/release-render-stack";

// ADR 0029, session 31: React's server renderer ends a render with
// `cacheController.abort(Error("This render completed successfully…"))` in a setImmediate callback. Until its `.stack`
// is read, that Error's frames keep their receivers — the Immediate, which holds the render's async context — so
// whoever keeps the signal (the render, kept by a pooled socket opened during it) keeps that context and, through the
// Immediate list, the renders after it. Here the same shapes in plain Node: a context, an Immediate, an abort.
setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

async function renderThatEndsInAnImmediate(release: boolean) {
  const context = new AsyncLocalStorage<{ page: string[] }>();
  const controller = new AbortController();
  let store: { page: string[] } | null = { page: Array.from({ length: 10_000 }, (_, i) => `row ${i}`) };
  const kept = new WeakRef(store);
  await new Promise<void>((resolve) => {
    context.run(store!, () =>
      setImmediate(function flushCompletedChunks() {
        controller.abort(new Error("This render completed successfully."));
        if (release) materializeStack(controller.signal.reason);
        resolve();
      }),
    );
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
    const { signal, kept } = await renderThatEndsInAnImmediate(false);
    expect(await collected(kept)).toBe(false);
    expect(signal.aborted).toBe(true);
  });

  it("read once when the signal fires, the stack is a string and the context is let go", async () => {
    const { signal, kept } = await renderThatEndsInAnImmediate(true);
    expect(await collected(kept)).toBe(true);
    // Nothing is lost for a log: the message and where it came from are still there.
    expect((signal.reason as Error).stack).toMatch(/This render completed successfully\.\n\s+at (Immediate\.)?flushCompletedChunks/);
  });
});
