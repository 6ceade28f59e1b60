import type { ReactNode } from "react";

// The alert and confirm dialogs' props (components/ui/alert-dialog.tsx), shared with their look loaded on demand
// (./alert-dialog-view.tsx) without either importing the other.

export type AlertTone = "attention" | "error" | "success";

export interface Alert {
  title: string;
  message: ReactNode;
  /** Shows the tone's icon above a centred text (the public forms' look); none: a plain left-aligned alert. */
  tone?: AlertTone;
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

export type AlertDialogProps = { alert: Alert | null; onClose: () => void; actions?: ReactNode };
