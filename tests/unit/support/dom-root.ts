import { act } from "react";
import type { Root } from "react-dom/client";
import { afterEach, beforeEach } from "vitest";

/**
 * A box in the document for one test's React root (happy-dom): made before each test, and after it the root is
 * unmounted and the box removed. Call at the top of a test file; `root` is whatever the test hydrated or created.
 */
export function domRoot(): { readonly container: HTMLDivElement; root: Root | null } {
  const state: { container: HTMLDivElement | null; root: Root | null } = { container: null, root: null };
  beforeEach(() => {
    state.container = document.createElement("div");
    document.body.append(state.container);
  });
  afterEach(async () => {
    await act(async () => state.root?.unmount());
    state.root = null;
    state.container?.remove();
  });
  return {
    get container() {
      if (!state.container) throw new Error("domRoot: no box outside a test");
      return state.container;
    },
    get root() {
      return state.root;
    },
    set root(root) {
      state.root = root;
    },
  };
}
