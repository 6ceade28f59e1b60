"use client";

import { useEffect, useRef } from "react";
import { useTranslations } from "next-intl";
import { CheckCircleIcon, ErrorIcon, WarningIcon } from "@/components/ui/icons";

export type AlertTone = "attention" | "error" | "success";

export interface AlertState {
  tone: AlertTone;
  title: string;
  message: string;
}

const ICON = { attention: WarningIcon, error: ErrorIcon, success: CheckCircleIcon } as const;
const TINT = { attention: "bg-amber-100 text-amber-800", error: "bg-red-100 text-red-700", success: "bg-emerald-100 text-emerald-700" } as const;

/**
 * spec 1 §8 dialogs: "Kujdes" for a local check, "Na vjen keq" for a failure, a success alert. A native modal
 * <dialog> (focus trapped and restored by the browser, Escape closes); OK and Escape both call onClose.
 */
export function AlertDialog({ alert, onClose }: { alert: AlertState | null; onClose: () => void }) {
  const t = useTranslations("common");
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (alert && !dialog.open) dialog.showModal();
    if (!alert && dialog.open) dialog.close();
  }, [alert]);

  const Icon = ICON[alert?.tone ?? "attention"];
  return (
    <dialog
      ref={ref}
      role="alertdialog"
      aria-labelledby="alert-dialog-title"
      aria-describedby="alert-dialog-message"
      onClose={() => alert && onClose()}
      className="m-auto w-[min(24rem,calc(100vw-2rem))] rounded-3xl bg-white p-6 text-center text-ink shadow-2xl"
    >
      {alert && (
        <>
          <span className={`mx-auto grid size-12 place-items-center rounded-full ${TINT[alert.tone]}`}>
            <Icon className="size-6" />
          </span>
          <h2 id="alert-dialog-title" className="mt-4 text-lg font-bold">
            {alert.title}
          </h2>
          <p id="alert-dialog-message" className="mt-2 text-sm text-gray-600">
            {alert.message}
          </p>
          <form method="dialog" className="mt-6">
            <button type="submit" className="btn btn-primary w-full" autoFocus>
              {t("ok")}
            </button>
          </form>
        </>
      )}
    </dialog>
  );
}
