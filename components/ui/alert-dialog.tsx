"use client";

import { useCallback, useId, useMemo, useState, type ReactNode } from "react";
import { useTranslations } from "@/lib/i18n/client";
import { CheckCircleIcon } from "./icons/circle-check";
import { ErrorIcon } from "./icons/circle-x";
import { WarningIcon } from "./icons/triangle-exclamation-point";
import { Modal } from "./modal";

export type AlertTone = "attention" | "error" | "success";

export interface Alert {
  title: string;
  message: ReactNode;
  /** Shows the tone's icon above a centred text (the public forms' look); none: a plain left-aligned alert. */
  tone?: AlertTone;
}

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

/**
 * spec 1 §8 / spec 2 §8 / spec 3 §8: every error, attention and success alert — a title, the message and Ok (or the
 * caller's own buttons). Open while `alert` is set; Ok, Escape and the backdrop call onClose.
 */
export function AlertDialog({ alert, onClose, actions }: { alert: Alert | null; onClose: () => void; actions?: ReactNode }) {
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

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** Defaults to the common Cancel. */
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** While the confirmed action runs: both buttons disabled, the dialog stays. */
  busy?: boolean;
  /** A destructive action (delete, leave, remove) gets the danger look. */
  destructive?: boolean;
}

/** A question with Cancel and a confirming action (delete group, leave group, remove friend…); Cancel has the focus. */
export function ConfirmDialog({ open, title, message, confirmLabel, cancelLabel, onConfirm, onCancel, busy = false, destructive = false }: ConfirmDialogProps) {
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

/** The state behind an AlertDialog, with the spec's two usual titles ("Kujdes" / "Na vjen keq") one call away. */
export function useAlert() {
  const t = useTranslations("errors");
  const [alert, setAlert] = useState<Alert | null>(null);
  const close = useCallback(() => setAlert(null), []);
  return useMemo(
    () => ({
      alert,
      show: setAlert,
      close,
      /** A local check failed (spec 1 §8 "attention"). */
      attention: (message: ReactNode) => setAlert({ title: t("attention"), message }),
      /** The server or the network failed (spec 1 §8 "we are sorry"). */
      sorry: (message: ReactNode) => setAlert({ title: t("weAreSorry"), message }),
    }),
    [alert, close, t],
  );
}
