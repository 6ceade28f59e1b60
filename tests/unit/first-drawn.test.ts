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

/** A marker `<tag data-cluster={count}>` of the given box, added to the page. */
function addCluster(tag: string, count: string, width: number, height: number) {
  const element = boxed(document.createElement(tag), width, height);
  element.setAttribute("data-cluster", count);
  document.body.append(element);
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
    addCluster("button", "12", 60, 44);
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
    const cluster = addCluster("button", "3", 0, 0);
    await settle();
    expect(window.__firstDrawn?.cluster).toBeUndefined();

    const shownAt = performance.now();
    boxed(cluster, 60, 44);
    await settle();
    expect(window.__firstDrawn?.cluster?.inDocumentMs).toBeGreaterThanOrEqual(shownAt);
  });

  it("keeps the first time: a later marker does not move it", async () => {
    watchFirstDrawn({ cluster: "[data-cluster]" });
    addCluster("span", "1", 10, 10);
    await settle();
    const recorded = { ...window.__firstDrawn!.cluster };
    addCluster("span", "2", 10, 10);
    await settle();
    expect(window.__firstDrawn!.cluster).toEqual(recorded);
  });
});
