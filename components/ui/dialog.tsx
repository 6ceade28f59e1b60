"use client";

import { useRef, type MouseEvent, type ReactNode } from "react";

/**
 * Invoker-command attributes (`commandfor`/`command`): browsers that support them open and close a
 * <dialog> without JavaScript. React passes unknown lower-case attributes through to the DOM.
 */
export function invokerAttributes(target: string, command: "show-modal" | "close"): Record<string, string> {
  return { commandfor: target, command };
}

export interface NativeDialogProps {
  /** DOM id of the <dialog>; unique on the page. */
  id: string;
  /** Accessible name of the dialog. */
  label: string;
  /** Content of the trigger button. */
  trigger: ReactNode;
  /** Accessible name of the trigger when its content is only an icon (or hidden on small screens). */
  triggerLabel?: string;
  triggerClassName?: string;
  /** Classes of the <dialog> element: position, size, look. */
  className?: string;
  /** Dialog content; may be server-rendered. Close it with <DialogClose> (a `method="dialog"` form). */
  children: ReactNode;
}

/**
 * A trigger button and a native modal <dialog>: the browser traps and restores focus, closes on
 * Escape, and (with `closedby="any"`) on a backdrop click; the click handler covers older browsers
 * and closes the dialog when one of its links is followed.
 */
export function NativeDialog({ id, label, trigger, triggerLabel, triggerClassName, className, children }: NativeDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);

  function open() {
    // Browsers with invoker commands open it themselves (and warn about a second showModal).
    if ("commandForElement" in HTMLButtonElement.prototype) return;
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }

  function onDialogClick(event: MouseEvent<HTMLDialogElement>) {
    const dialog = ref.current;
    if (!dialog) return;
    const target = event.target as Element;
    // A click on the dialog element itself is a click on its ::backdrop (the content fills the box).
    if (target === dialog || target.closest("a[href]")) dialog.close();
  }

  return (
    <>
      <button
        type="button"
        className={triggerClassName}
        aria-label={triggerLabel}
        aria-haspopup="dialog"
        aria-controls={id}
        onClick={open}
        {...invokerAttributes(id, "show-modal")}
      >
        {trigger}
      </button>
      <dialog ref={ref} id={id} aria-label={label} closedby="any" className={className} onClick={onDialogClick}>
        {children}
      </dialog>
    </>
  );
}
