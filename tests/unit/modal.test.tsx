// @vitest-environment happy-dom
// components/ui/modal.tsx: a modal over a modal (an alert over a form: the card form's attention alert, the edit-profile
// modal's error) — Escape closes the one on top only. React hands a <dialog>'s `cancel` to every ancestor's onCancel
// through its own tree, so without the check the form underneath closed too and what was typed in it was lost.
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Modal } from "@/components/ui/modal";
import { WithMessages } from "./support/messages";

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

let host: HTMLDivElement;
let root: Root;

beforeEach(() => {
  host = document.createElement("div");
  document.body.append(host);
  root = createRoot(host);
});

afterEach(() => {
  act(() => root.unmount());
  host.remove();
});

function escapeOn(dialog: Element) {
  const event = new Event("cancel", { cancelable: true });
  dialog.dispatchEvent(event);
  return event;
}

describe("a modal over a modal", () => {
  it("Escape on the top one closes it only; Escape on the one underneath closes that one", () => {
    const outer = vi.fn();
    const inner = vi.fn();
    act(() =>
      root.render(
        <WithMessages locale="sq">
          <Modal open onClose={outer} labelledBy="form-title">
            <h2 id="form-title">Forma</h2>
            <input defaultValue="e shkruar" />
            <Modal open onClose={inner} role="alertdialog" labelledBy="alert-title">
              <h2 id="alert-title">Kujdes</h2>
            </Modal>
          </Modal>
        </WithMessages>,
      ),
    );
    const [formDialog, alertDialog] = [...host.querySelectorAll("dialog")];
    act(() => void escapeOn(alertDialog));
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();

    const event = escapeOn(formDialog);
    expect(event.defaultPrevented).toBe(true);
    expect(outer).toHaveBeenCalledTimes(1);
    expect(inner).toHaveBeenCalledTimes(1);
  });
});
