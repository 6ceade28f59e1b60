// lib/client/on-demand.tsx: code that a page needs only when something happens loads then, or on the person's first
// touch, click, key or focus (issue 14's JS budget), and a chunk that cannot be fetched never breaks the page.
import { Suspense } from "react";
import { prerender } from "react-dom/static";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { onDemand, onFirstIntent, resetIntentForTests } from "@/lib/client/on-demand";

async function html(node: React.ReactNode): Promise<string> {
  const { prelude } = await prerender(node);
  // Without the Suspense boundary marks (<!--$--> … <!--/$-->) and text separators.
  return (await new Response(prelude).text()).replace(/<!--\/?\$-->|<!-- -->/g, "");
}

describe("onFirstIntent", () => {
  beforeEach(() => {
    // A document is an EventTarget as far as this is concerned.
    vi.stubGlobal("document", new EventTarget());
    resetIntentForTests();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("waits for the first pointer, touch, key or focus, then runs each waiting task once", () => {
    const a = vi.fn();
    const b = vi.fn();
    onFirstIntent(a);
    onFirstIntent(b);
    document.dispatchEvent(new Event("scroll"));
    expect(a).not.toHaveBeenCalled();
    document.dispatchEvent(new Event("focusin"));
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(1);
    document.dispatchEvent(new Event("keydown"));
    expect(a).toHaveBeenCalledTimes(1);
  });

  it("runs at once when the page has already been used", () => {
    onFirstIntent(() => undefined);
    document.dispatchEvent(new Event("pointerdown"));
    const later = vi.fn();
    onFirstIntent(later);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it("does nothing on the server", () => {
    vi.stubGlobal("document", undefined);
    const run = vi.fn();
    onFirstIntent(run);
    expect(run).not.toHaveBeenCalled();
  });
});

describe("onDemand", () => {
  it("renders the loaded component, and fetches it once however often it is asked for", async () => {
    const load = vi.fn(async () => ({ default: ({ name }: { name: string }) => <p>Hello {name}</p> }));
    const view = onDemand(load, { fallback: () => <p>fallback</p> });
    view.preload();
    view.preload();
    expect(await html(<Suspense fallback={null}><view.View name="Ana" /></Suspense>)).toBe("<p>Hello Ana</p>");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("a chunk that cannot be fetched gives the fallback, not an error", async () => {
    const view = onDemand<{ name: string }>(() => Promise.reject(new Error("ChunkLoadError")), { fallback: ({ name }) => <p>plain {name}</p> });
    expect(await html(<Suspense fallback={null}><view.View name="Ana" /></Suspense>)).toBe("<p>plain Ana</p>");
  });

  it("with ssr: false, the server draws only what stands in meanwhile (code that needs a browser)", async () => {
    const load = vi.fn(async () => ({ default: () => <p>map</p> }));
    const view = onDemand<object>(load, { ssr: false, loading: <p>loading</p> });
    expect(await html(<view.View />)).toBe("<p>loading</p>");
    expect(load).not.toHaveBeenCalled();
    expect(view.loaded()).toBe(false);
  });

  it("load() gives the component, and says so when it cannot (an island keeps its server HTML then)", async () => {
    const Component = () => <p>x</p>;
    const good = onDemand<object>(async () => ({ default: Component }));
    expect(await good.load()).toBe(Component);
    expect(good.loaded()).toBe(true);
    const bad = onDemand<object>(() => Promise.reject(new Error("ChunkLoadError")));
    await expect(bad.load()).rejects.toThrow("ChunkLoadError");
    expect(bad.loaded()).toBe(false);
  });
});
