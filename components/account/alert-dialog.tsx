"use client";

import { useEffect, useId, useRef } from "react";
import { useTranslations } from "next-intl";

export interface AlertContent {
  title: string;
  message: string;
}

/**
 * spec 1 §5/§8: the attention and we-are-sorry dialogs. A native modal <dialog> (focus trapped and restored by the
 * browser, Escape closes) opened whenever `alert` is set; Ok or Escape calls onClose.
 */
export function AlertDialog({ alert, onClose }: { alert: AlertContent | null; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const t = useTranslations("common");

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (alert && !dialog.open) dialog.showModal();
    if (!alert && dialog.open) dialog.close();
  }, [alert]);

  return (
    <dialog
      ref={ref}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      onClose={onClose}
      className="m-auto w-[min(24rem,calc(100vw-2rem))] max-w-none rounded-3xl bg-white p-6 text-ink shadow-2xl"
    >
      <h2 id={`${id}-title`} className="text-lg font-bold">
        {alert?.title}
      </h2>
      <p id={`${id}-text`} className="mt-2 text-sm text-gray-700">
        {alert?.message}
      </p>
      <form method="dialog" className="mt-6 flex justify-end">
        <button type="submit" className="btn btn-primary min-w-24" autoFocus>
          {t("ok")}
        </button>
      </form>
    </dialog>
  );
}
