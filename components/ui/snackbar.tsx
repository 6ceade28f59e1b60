"use client";

import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { useTranslations } from "@/lib/i18n/client";
import { CheckCircleIcon } from "./icons/circle-check";
import { CloseIcon } from "./icons/x";
import { ErrorIcon } from "./icons/circle-x";
import { InfoIcon } from "./icons/info";
import { WarningIcon } from "./icons/triangle-exclamation-point";

// spec 1 §2 Shell: "A snackbar shows messages top-centre"; spec 1 §9: hidden after 6000 ms.
export const SNACKBAR_MS = 6000;

export type SnackbarSeverity = "success" | "warning" | "error" | "info";

export interface SnackbarMessage {
  message: string;
  severity?: SnackbarSeverity;
}

interface SnackbarApi {
  show: (message: SnackbarMessage) => void;
  hide: () => void;
}

const SnackbarContext = createContext<SnackbarApi | null>(null);

const LOOK: Record<SnackbarSeverity, { className: string; Icon: typeof InfoIcon }> = {
  success: { className: "bg-emerald-700 text-white", Icon: CheckCircleIcon },
  warning: { className: "bg-amber-300 text-ink", Icon: WarningIcon },
  error: { className: "bg-red-700 text-white", Icon: ErrorIcon },
  info: { className: "bg-ink text-white", Icon: InfoIcon },
};

export function SnackbarProvider({ children }: { children: ReactNode }) {
  const t = useTranslations("common");
  const [current, setCurrent] = useState<(SnackbarMessage & { id: number }) | null>(null);

  const show = useCallback((message: SnackbarMessage) => setCurrent({ ...message, id: Date.now() }), []);
  const hide = useCallback(() => setCurrent(null), []);

  useEffect(() => {
    if (!current) return;
    const timer = window.setTimeout(() => setCurrent(null), SNACKBAR_MS);
    return () => window.clearTimeout(timer);
  }, [current]);

  const api = useMemo(() => ({ show, hide }), [show, hide]);
  const look = LOOK[current?.severity ?? "info"];

  return (
    <SnackbarContext value={api}>
      {children}
      {/* The live region is always in the DOM so screen readers announce what is put into it. */}
      <div role="status" aria-live="polite" aria-atomic="true" className="pointer-events-none fixed inset-x-0 top-3 z-50 flex justify-center px-3">
        {current && (
          <div
            key={current.id}
            className={`pointer-events-auto flex max-w-md items-start gap-3 rounded-2xl px-4 py-3 text-sm font-medium shadow-lg transition duration-200 starting:-translate-y-2 starting:opacity-0 ${look.className}`}
          >
            <look.Icon className="mt-px size-5 shrink-0" />
            <p className="min-w-0 flex-1 leading-5">{current.message}</p>
            <button type="button" onClick={hide} className="-m-1 grid size-7 shrink-0 place-items-center rounded-full hover:bg-black/10" aria-label={t("close")}>
              <CloseIcon className="size-4" />
            </button>
          </div>
        )}
      </div>
    </SnackbarContext>
  );
}

/** `show({ message, severity })` from any client component under the locale layout. */
export function useSnackbar(): SnackbarApi {
  const api = useContext(SnackbarContext);
  if (!api) throw new Error("useSnackbar must be used inside <SnackbarProvider>");
  return api;
}
