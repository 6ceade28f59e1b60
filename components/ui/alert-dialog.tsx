"use client";

import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useTranslations } from "@/lib/i18n/client";
import { onDemand, onFirstIntent } from "@/lib/client/on-demand";
import type { Alert, AlertDialogProps, ConfirmDialogProps } from "./alert-dialog-types";

export type { Alert, AlertTone, ConfirmDialogProps } from "./alert-dialog-types";

/** If the dialog's code could not be fetched (the network dropped before the page was first used): the browser's own. */
function BrowserAlert({ alert, onClose }: AlertDialogProps) {
  useEffect(() => {
    if (!alert) return;
    window.alert(typeof alert.message === "string" ? `${alert.title}\n\n${alert.message}` : alert.title);
    onClose();
  }, [alert, onClose]);
  return null;
}

function BrowserConfirm(props: ConfirmDialogProps) {
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });
  useEffect(() => {
    if (!props.open) return;
    const { title, message, onConfirm, onCancel } = latest.current;
    (window.confirm(typeof message === "string" ? `${title}\n\n${message}` : title) ? onConfirm : onCancel)();
  }, [props.open]);
  return null;
}

// The dialogs' code (modal, icons, layout) loads when one first opens, or on the first use of the page (issue 14).
const alertView = onDemand<AlertDialogProps>(() => import("./alert-dialog-view").then((m) => ({ default: m.AlertDialogView })), { fallback: BrowserAlert });
const confirmView = onDemand<ConfirmDialogProps>(() => import("./alert-dialog-view").then((m) => ({ default: m.ConfirmDialogView })), { fallback: BrowserConfirm });

/** True from the first time `open` is true: the view then stays mounted, so closing runs the dialog's own close. */
function useOpened(open: boolean, preload: () => void): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  useEffect(() => onFirstIntent(preload), [preload]);
  return opened;
}

/**
 * spec 1 §8 / spec 2 §8 / spec 3 §8: every error, attention and success alert — a title, the message and Ok (or the
 * caller's own buttons). Open while `alert` is set; Ok, Escape and the backdrop call onClose.
 */
export function AlertDialog(props: AlertDialogProps) {
  if (!useOpened(props.alert !== null, alertView.preload)) return null;
  return <alertView.View {...props} />;
}

/** A question with Cancel and a confirming action (delete group, leave group, remove friend…); Cancel has the focus. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  if (!useOpened(props.open, confirmView.preload)) return null;
  return <confirmView.View {...props} />;
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
