import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { vi } from "vitest";

/** An element's HTML as the server renders it: no `window` there (this test environment has one). */
export function serverHtml(element: ReactElement): string {
  vi.stubGlobal("window", undefined);
  try {
    return renderToString(element);
  } finally {
    vi.unstubAllGlobals();
  }
}
