"use client";

import { useEffect, useId, useRef } from "react";

/** spec 1 §8 "attention dialog": a titled message with one OK button; `open` drives the native modal <dialog>. */
export function AttentionDialog({ open, title, message, okLabel, onClose }: { open: boolean; title: string; message: string; okLabel: string; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const messageId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      onClose={onClose}
      className="m-auto w-[min(24rem,calc(100%-2rem))] rounded-2xl bg-white p-6 text-ink shadow-xl"
    >
      <h2 id={titleId} className="text-lg font-bold">
        {title}
      </h2>
      <p id={messageId} className="mt-2 text-sm text-gray-700">
        {message}
      </p>
      <form method="dialog" className="mt-5 flex justify-end">
        <button type="submit" className="btn btn-primary" autoFocus>
          {okLabel}
        </button>
      </form>
    </dialog>
  );
}
