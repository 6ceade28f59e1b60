"use client";

import { useId, type ReactNode } from "react";
import { useTranslations } from "@/lib/i18n/client";
import type { Alert, ConfirmDialogProps } from "./alert-dialog-types";
import { CheckCircleIcon } from "./icons/circle-check";
import { ErrorIcon } from "./icons/circle-x";
import { WarningIcon } from "./icons/triangle-exclamation-point";
import { Modal } from "./modal";

const ICON = { attention: WarningIcon, error: ErrorIcon, success: CheckCircleIcon } as const;
const TINT = { attention: "bg-amber-100 text-amber-800", error: "bg-red-100 text-red-700", success: "bg-emerald-100 text-emerald-700" } as const;

function AlertBody({ alert, titleId, textId, children }: { alert: Alert; titleId: string; textId: string; children: ReactNode }) {
  const Icon = alert.tone ? ICON[alert.tone] : null;
  return (
    <div className={`p-6 ${Icon ? "text-center" : ""}`}>
      {Icon && alert.tone && (
        <span className={`mx-auto mb-4 grid size-12 place-items-center rounded-full ${TINT[alert.tone]}`}>
          <Icon className="size-6" />
        </span>
      )}
      <h2 id={titleId} className="text-lg font-bold">
        {alert.title}
      </h2>
      <div id={textId} className="mt-2 text-sm text-gray-700">
        {alert.message}
      </div>
      <div className={`mt-6 flex flex-wrap gap-3 ${Icon ? "justify-center" : "justify-end"}`}>{children}</div>
    </div>
  );
}

/** The alert itself (components/ui/alert-dialog.tsx loads it when first needed). */
export function AlertDialogView({ alert, onClose, actions }: { alert: Alert | null; onClose: () => void; actions?: ReactNode }) {
  const t = useTranslations("common");
  const titleId = useId();
  const textId = useId();
  return (
    <Modal open={alert !== null} onClose={onClose} role="alertdialog" labelledBy={titleId} describedBy={textId} className="w-[min(26rem,calc(100vw-1.5rem))]">
      {alert && (
        <AlertBody alert={alert} titleId={titleId} textId={textId}>
          {actions ?? (
            <button type="button" className={`btn btn-primary min-w-24 ${alert.tone ? "w-full" : ""}`} onClick={onClose} autoFocus>
              {t("ok")}
            </button>
          )}
        </AlertBody>
      )}
    </Modal>
  );
}


/** The question itself (components/ui/alert-dialog.tsx loads it when first needed). */
export function ConfirmDialogView({ open, title, message, confirmLabel, cancelLabel, onConfirm, onCancel, busy = false, destructive = false }: ConfirmDialogProps) {
  const t = useTranslations("common");
  const titleId = useId();
  const textId = useId();
  return (
    <Modal open={open} onClose={() => !busy && onCancel()} role="alertdialog" labelledBy={titleId} describedBy={textId} className="w-[min(26rem,calc(100vw-1.5rem))]">
      <AlertBody alert={{ title, message }} titleId={titleId} textId={textId}>
        <button type="button" className="btn btn-secondary min-w-24" onClick={onCancel} disabled={busy} autoFocus>
          {cancelLabel ?? t("cancel")}
        </button>
        <button type="button" className={`btn min-w-24 ${destructive ? "btn-danger" : "btn-primary"}`} onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
          {confirmLabel}
        </button>
      </AlertBody>
    </Modal>
  );
}
