// ADR 0014 / issue 27: the data layer says a product API read failed without knowing the page cache; the page cache
// listens and marks its own fill render as failed, so that the error page is never kept.
import { beforeEach, describe, expect, it, vi } from "vitest";

const request = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock("next/headers", () => ({ headers: async () => request.headers }));

const { onReadFailure, readFailed } = await import("@/lib/read-failures");
const { watchRenderFailures } = await import("@/lib/page-cache/render-failure");
const { FILL_HEADER } = await import("@/lib/page-cache/rules");
const { pageCacheState, takeRenderFailure } = await import("@/lib/page-cache/store");
const { cachedRead } = await import("@/lib/cache");

beforeEach(() => {
  request.headers = new Headers();
});

describe("failed reads", () => {
  it("reach every listener; one listener's own failure stops no other", async () => {
    const heard: string[] = [];
    onReadFailure("broken", () => {
      throw new Error("listener bug");
    });
    onReadFailure("test", () => void heard.push("failed"));
    await readFailed();
    expect(heard).toEqual(["failed"]);
  });

  it("the page cache marks its own fill render, and only that one", async () => {
    watchRenderFailures();
    request.headers = new Headers({ [FILL_HEADER]: pageCacheState().fillSecret, "x-request-id": "fill-render-1" });
    await cachedRead("read-failures-test", 30, async () => ({ ok: false as const, error: { status: 502 } }));
    expect(takeRenderFailure("fill-render-1")).toBe(true);

    // A visitor's own render (no fill secret, or a wrong one) is left alone.
    request.headers = new Headers({ [FILL_HEADER]: "guessed", "x-request-id": "visitor-1" });
    await readFailed();
    expect(takeRenderFailure("visitor-1")).toBe(false);
  });
});
