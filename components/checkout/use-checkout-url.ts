"use client";

import { useCallback, useEffect, useRef } from "react";
import { useSearchParams } from "next/navigation";

// spec 2 §2 Checkout: the step and the open modal live in the URL (?step=, ?modal=), so reload keeps them and
// closing a modal goes back in history. Native history calls keep the URL without a server round trip.
export const CHECKOUT_MODALS = ["addresses", "new-address", "find-on-map", "reservation-time", "pickup-time", "schedule-time", "new-card", "friends"] as const;
export type CheckoutModal = (typeof CHECKOUT_MODALS)[number];
export type Step = 0 | 1 | 2;

export function parseStep(raw: string | null): Step {
  return raw === "1" ? 1 : raw === "2" ? 2 : 0;
}

export function parseModal(raw: string | null): CheckoutModal | null {
  return (CHECKOUT_MODALS as readonly string[]).includes(raw ?? "") ? (raw as CheckoutModal) : null;
}

export function useCheckoutUrl() {
  const params = useSearchParams();
  const step = parseStep(params.get("step"));
  const modal = parseModal(params.get("modal"));
  // Modal entries this page pushed; a modal that came with the URL (reload, shared link) is closed by replacing.
  const pushed = useRef(0);
  const ownPop = useRef(false);

  useEffect(() => {
    // The browser's own back button also closes a modal we pushed.
    const onPop = () => {
      if (ownPop.current) ownPop.current = false;
      else if (pushed.current > 0) pushed.current -= 1;
    };
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, []);

  const go = useCallback((change: (url: URL) => void, replace = false) => {
    const url = new URL(window.location.href);
    change(url);
    if (replace) window.history.replaceState(null, "", url);
    else window.history.pushState(null, "", url);
  }, []);

  const setStep = useCallback(
    (next: Step) => {
      pushed.current = 0;
      go((url) => {
        if (next === 0) url.searchParams.delete("step");
        else url.searchParams.set("step", String(next));
        url.searchParams.delete("modal");
      });
    },
    [go],
  );

  const openModal = useCallback(
    (next: CheckoutModal) => {
      pushed.current += 1;
      go((url) => url.searchParams.set("modal", next));
    },
    [go],
  );

  /** Goes back `times` modal entries (spec 2 §4: saving a new address goes back twice). */
  const closeModal = useCallback(
    (times = 1) => {
      if (pushed.current >= times) {
        pushed.current -= times;
        ownPop.current = true;
        window.history.go(-times);
        return;
      }
      pushed.current = 0;
      go((url) => url.searchParams.delete("modal"), true);
    },
    [go],
  );

  return { step, modal, setStep, openModal, closeModal };
}
