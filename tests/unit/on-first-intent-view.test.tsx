// @vitest-environment happy-dom
// lib/client/on-demand.tsx `afterIntent` and a stand-in given by the caller: a part no one sees before using the page
// (the closed sidebar's account card, components/shell/session-user.tsx) keeps the server's HTML while the page
// hydrates, and its code is fetched on the person's first touch, click, key or focus, with that HTML standing in
// until the code is there, or for good if it cannot be fetched.
import { act, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { onDemand, onFirstIntent, resetIntentForTests } from "@/lib/client/on-demand";
import { domRoot } from "./support/dom-root";

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

type Props = { name: string; placeholder: ReactNode };

/** As the sidebar's account card is made: drawn after the first use, the caller's placeholder until then. */
const cardOnIntent = (load: () => Promise<{ default: (props: Props) => ReactNode }>) =>
  onDemand<Props>(load, { afterIntent: true, loading: ({ placeholder }) => placeholder, fallback: ({ placeholder }) => placeholder }).View;

const placeholder = <p>served</p>;
const dom = domRoot();

async function hydrate(node: ReactNode) {
  dom.container.innerHTML = renderToString(node);
  await act(async () => {
    dom.root = hydrateRoot(dom.container, node);
  });
}

beforeEach(() => resetIntentForTests());

describe("afterIntent with a stand-in from the caller", () => {
  it("the server's HTML stays through hydration, and the code is not fetched before the page is used", async () => {
    const load = vi.fn(async () => ({ default: ({ name }: Props) => <p>Hello {name}</p> }));
    const Card = cardOnIntent(load);
    await hydrate(<Card name="Ana" placeholder={placeholder} />);
    expect(dom.container.innerHTML).toBe("<p>served</p>");
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(load).not.toHaveBeenCalled();

    await act(async () => document.dispatchEvent(new Event("pointerdown")));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(load).toHaveBeenCalledTimes(1);
    expect(dom.container.innerHTML).toBe("<p>Hello Ana</p>");
  });

  it("the stand-in is on screen while the code is on its way", async () => {
    let arrive: (module: { default: (props: Props) => ReactNode }) => void = () => {};
    const Card = cardOnIntent(() => new Promise((resolve) => (arrive = resolve)));
    await hydrate(<Card name="Ana" placeholder={placeholder} />);
    await act(async () => document.dispatchEvent(new Event("keydown")));
    expect(dom.container.innerHTML).toBe("<p>served</p>");
    await act(async () => arrive({ default: ({ name }) => <p>Hello {name}</p> }));
    expect(dom.container.innerHTML).toBe("<p>Hello Ana</p>");
  });

  it("a chunk that cannot be fetched leaves the stand-in, not an error", async () => {
    const Card = cardOnIntent(() => Promise.reject(new Error("ChunkLoadError")));
    await hydrate(<Card name="Ana" placeholder={placeholder} />);
    await act(async () => document.dispatchEvent(new Event("focusin")));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(dom.container.innerHTML).toBe("<p>served</p>");
  });

  it("drawn after the page was used (a later client-side page), it loads the code at once", async () => {
    onFirstIntent(() => undefined);
    document.dispatchEvent(new Event("pointerdown"));
    const load = vi.fn(async () => ({ default: ({ name }: Props) => <p>Hello {name}</p> }));
    const Card = cardOnIntent(load);
    await hydrate(<Card name="Ana" placeholder={placeholder} />);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(load).toHaveBeenCalledTimes(1);
    expect(dom.container.innerHTML).toBe("<p>Hello Ana</p>");
  });
});
