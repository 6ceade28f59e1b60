// lib/client/plain-click.ts: the clicks the page takes over (a product card opening its dialog, a kept vendor card
// going on in the page) and those it leaves to the browser.
import { describe, expect, it } from "vitest";
import { isPlainClick } from "@/lib/client/plain-click";

const plain = { defaultPrevented: false, button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };

describe("a plain click", () => {
  it("is the main button with no modifier key, not handled yet", () => {
    expect(isPlainClick(plain)).toBe(true);
  });

  it("leaves a new tab, a new window, a download, another button or a handled click to the browser", () => {
    for (const other of [{ metaKey: true }, { ctrlKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }, { button: 2 }, { defaultPrevented: true }]) {
      expect(isPlainClick({ ...plain, ...other }), JSON.stringify(other)).toBe(false);
    }
  });
});
