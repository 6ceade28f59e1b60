"use client";

import { useEffect, useRef, type AriaRole, type ReactNode } from "react";
import { useTranslations } from "@/lib/i18n/client";
import { CloseIcon } from "./icons/x";
import { MODAL_CLASS } from "./modal-class";

export interface ModalProps {
  open: boolean;
  /** Escape, the backdrop or a close button: the owner decides what closing means (e.g. history.back()). */
  onClose: () => void;
  /** Accessible name: the id of the dialog's heading. */
  labelledBy: string;
  describedBy?: string;
  /** `alertdialog` for the spec's alerts and confirmations; a plain dialog otherwise. */
  role?: Extract<AriaRole, "dialog" | "alertdialog">;
  className?: string;
  children: ReactNode;
}

/**
 * The one controlled modal of the storefront: a native <dialog> opened with showModal(), so the browser traps and
 * restores focus and makes the page inert (ADR 0011). Content is rendered only while open.
 */
export function Modal({ open, onClose, labelledBy, describedBy, role, className = "", children }: ModalProps) {
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
      role={role === "alertdialog" ? "alertdialog" : undefined}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onCancel={(event) => {
        // React hands a nested dialog's cancel (an alert over this modal) to this handler too: that Escape is the
        // alert's, and this modal — with what was typed in it — stays.
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // A click on the <dialog> itself is a click on its backdrop (the content fills the box).
        if (event.target === event.currentTarget) onClose();
      }}
      className={`${MODAL_CLASS} ${className}`}
    >
      {open ? children : null}
    </dialog>
  );
}

/** A modal's title row: the heading that names the dialog and a close button. */
export function ModalHeader({ id, title, onClose, className = "" }: { id: string; title: ReactNode; onClose: () => void; className?: string }) {
  const tc = useTranslations("common");
  return (
    <div className={`flex items-center justify-between gap-4 ${className}`}>
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      <button type="button" className="icon-btn" aria-label={tc("close")} onClick={onClose}>
        <CloseIcon className="size-5" />
      </button>
    </div>
  );
}
