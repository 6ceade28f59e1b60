// @vitest-environment happy-dom
// The bench's /vendors-map figure (issue 26 §4 "loads in ≤ 2 s"): the time to the first marker is taken in the page,
// when the element is in the document with a box, and at the end of the frame that drew it — not when the harness
// happens to poll (scripts/lib/first-drawn.mjs, ADR 0032's session 42 amendment).
import { afterEach, describe, expect, it } from "vitest";
import { watchFirstDrawn } from "@/scripts/lib/first-drawn.mjs";

const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
const settle = async () => {
  for (let i = 0; i < 3; i++) await frame();
};

function boxed(element: HTMLElement, width: number, height: number) {
  element.getBoundingClientRect = () => ({ width, height, x: 0, y: 0, top: 0, left: 0, right: width, bottom: height, toJSON: () => ({}) }) as DOMRect;
  return element;
}

afterEach(() => {
  document.body.innerHTML = "";
  delete window.__firstDrawn;
});

describe("watchFirstDrawn: when a marker was first in the page and drawn", () => {
  it("records nothing until an element matches, then the time it came and the end of the frame that drew it", async () => {
    watchFirstDrawn({ cluster: "[data-cluster]", vendor: "[data-vendor]" });
    await settle();
    expect(window.__firstDrawn).toEqual({});

    const before = performance.now();
    const cluster = boxed(document.createElement("button"), 60, 44);
    cluster.setAttribute("data-cluster", "12");
    document.body.append(cluster);
    await settle();
    const entry = window.__firstDrawn?.cluster;
    expect(entry).toBeDefined();
    expect(entry!.inDocumentMs).toBeGreaterThanOrEqual(before);
    expect(entry!.drawnMs).not.toBeNull();
    expect(entry!.drawnMs!).toBeGreaterThanOrEqual(entry!.inDocumentMs);
    expect(window.__firstDrawn?.vendor).toBeUndefined();
  });

  it("an element without a box on screen does not count until it has one", async () => {
    watchFirstDrawn({ cluster: "[data-cluster]" });
    const cluster = boxed(document.createElement("button"), 0, 0);
    cluster.setAttribute("data-cluster", "3");
    document.body.append(cluster);
    await settle();
    expect(window.__firstDrawn?.cluster).toBeUndefined();

    const shownAt = performance.now();
    boxed(cluster, 60, 44);
    await settle();
    expect(window.__firstDrawn?.cluster?.inDocumentMs).toBeGreaterThanOrEqual(shownAt);
  });

  it("keeps the first time: a later marker does not move it", async () => {
    watchFirstDrawn({ cluster: "[data-cluster]" });
    const first = boxed(document.createElement("span"), 10, 10);
    first.setAttribute("data-cluster", "1");
    document.body.append(first);
    await settle();
    const recorded = { ...window.__firstDrawn!.cluster };
    const second = boxed(document.createElement("span"), 10, 10);
    second.setAttribute("data-cluster", "2");
    document.body.append(second);
    await settle();
    expect(window.__firstDrawn!.cluster).toEqual(recorded);
  });
});
