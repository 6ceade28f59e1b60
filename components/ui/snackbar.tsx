"use client";

import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { onDemand, onFirstIntent } from "@/lib/client/on-demand";

// spec 1 §2 Shell: "A snackbar shows messages top-centre"; spec 1 §9: hidden after 6000 ms.
export const SNACKBAR_MS = 6000;

import type { SnackbarMessage, SnackbarViewProps } from "./snackbar-types";

export type { SnackbarMessage, SnackbarSeverity, SnackbarViewProps } from "./snackbar-types";

interface SnackbarApi {
  show: (message: SnackbarMessage) => void;
  hide: () => void;
}

export const SnackbarContext = createContext<SnackbarApi | null>(null);

/** If the message's look could not be fetched: its text on the dark bar. */
function PlainSnackbar({ message }: SnackbarViewProps) {
  return <p className="pointer-events-auto max-w-md rounded-2xl bg-ink px-4 py-3 text-sm font-medium text-white shadow-lg">{message}</p>;
}

// The message's look (icons, colours, close button) loads with the first message, or on the first use of the page:
// every page has a snackbar, few show one (issue 14's JS budget).
const view = onDemand<SnackbarViewProps>(() => import("./snackbar-view"), { fallback: PlainSnackbar });

export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<(SnackbarMessage & { id: number }) | null>(null);

  const show = useCallback((message: SnackbarMessage) => setCurrent({ ...message, id: Date.now() }), []);
  const hide = useCallback(() => setCurrent(null), []);

  useEffect(() => onFirstIntent(view.preload), []);
  useEffect(() => {
    if (!current) return;
    const timer = window.setTimeout(() => setCurrent(null), SNACKBAR_MS);
    return () => window.clearTimeout(timer);
  }, [current]);

  const api = useMemo(() => ({ show, hide }), [show, hide]);

  return (
    <SnackbarContext value={api}>
      {children}
      {/* The live region is always in the DOM so screen readers announce what is put into it. */}
      <div role="status" aria-live="polite" aria-atomic="true" className="pointer-events-none fixed inset-x-0 top-3 z-50 flex justify-center px-3">
        {current && (
          <view.View key={current.id} message={current.message} severity={current.severity} onClose={hide} />
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
