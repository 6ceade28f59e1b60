"use client";

import { useEffect, useRef, type ReactNode } from "react";

export interface ModalProps {
  open: boolean;
  /** Escape, the backdrop or a close button: the owner decides what closing means (e.g. history.back()). */
  onClose: () => void;
  /** Accessible name: the id of the dialog's heading. */
  labelledBy: string;
  describedBy?: string;
  className?: string;
  children: ReactNode;
}

/** A controlled native modal <dialog>: the browser traps focus, makes the page inert and restores focus. */
export function Modal({ open, onClose, labelledBy, describedBy, className = "", children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the <dialog> itself is a click on its backdrop (the content fills the box).
        if (event.target === event.currentTarget) onClose();
      }}
      className={`m-auto max-h-[min(90dvh,48rem)] w-[min(32rem,calc(100vw-1.5rem))] max-w-none overflow-hidden rounded-3xl bg-white p-0 text-ink shadow-2xl transition duration-150 starting:open:scale-95 starting:open:opacity-0 motion-reduce:transition-none ${className}`}
    >
      {open ? children : null}
    </dialog>
  );
}
