"use client";

import { useTranslations } from "@/lib/i18n/client";
import { CheckCircleIcon } from "./icons/circle-check";
import { CloseIcon } from "./icons/x";
import { ErrorIcon } from "./icons/circle-x";
import { InfoIcon } from "./icons/info";
import { WarningIcon } from "./icons/triangle-exclamation-point";
import type { SnackbarSeverity, SnackbarViewProps } from "./snackbar-types";

const LOOK: Record<SnackbarSeverity, { className: string; Icon: typeof InfoIcon }> = {
  success: { className: "bg-emerald-700 text-white", Icon: CheckCircleIcon },
  warning: { className: "bg-amber-300 text-ink", Icon: WarningIcon },
  error: { className: "bg-red-700 text-white", Icon: ErrorIcon },
  info: { className: "bg-ink text-white", Icon: InfoIcon },
};

/** One message: its severity's colour and icon, the text, a close button (components/ui/snackbar.tsx loads it when first needed). */
export default function SnackbarView({ message, severity, onClose }: SnackbarViewProps) {
  const t = useTranslations("common");
  const look = LOOK[severity ?? "info"];
  return (
    <div className={`pointer-events-auto flex max-w-md items-start gap-3 rounded-2xl px-4 py-3 text-sm font-medium shadow-lg transition duration-200 starting:-translate-y-2 starting:opacity-0 ${look.className}`}>
      <look.Icon className="mt-px size-5 shrink-0" />
      <p className="min-w-0 flex-1 leading-5">{message}</p>
      <button type="button" onClick={onClose} className="-m-1 grid size-7 shrink-0 place-items-center rounded-full hover:bg-black/10" aria-label={t("close")}>
        <CloseIcon className="size-4" />
      </button>
    </div>
  );
}
