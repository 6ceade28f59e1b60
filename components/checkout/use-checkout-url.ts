"use client";

import { useCallback, useRef } from "react";
import { createParser, parseAsStringLiteral, useQueryStates } from "nuqs";

// spec 2 §2 Checkout: the step and the open modal live in the URL (?step=, ?modal=), so reload keeps them and
// closing a modal goes back in history. nuqs writes the URL without a server round trip (shallow).
export const CHECKOUT_MODALS = ["addresses", "new-address", "find-on-map", "reservation-time", "pickup-time", "schedule-time", "new-card", "friends"] as const;
export type CheckoutModal = (typeof CHECKOUT_MODALS)[number];
export type Step = 0 | 1 | 2;

export const checkoutUrlParsers = {
  // Step 0 has no parameter; anything but "1" and "2" is step 0.
  step: createParser<Step>({ parse: (v) => (v === "1" ? 1 : v === "2" ? 2 : 0), serialize: String }).withDefault(0),
  modal: parseAsStringLiteral(CHECKOUT_MODALS),
};

export function useCheckoutUrl() {
  // Every change pushes a history entry, as the step and the modal did before.
  const [{ step, modal }, setUrl] = useQueryStates(checkoutUrlParsers, { history: "push" });
  // Modals this page pushed, oldest first; a modal that came with the URL (reload, shared link) is closed by
  // replacing. Whatever the browser's back and forward buttons left is cut off at the modal now in the URL.
  const pushed = useRef<CheckoutModal[]>([]);
  const ours = useCallback((current: CheckoutModal | null) => pushed.current.slice(0, current ? pushed.current.lastIndexOf(current) + 1 : 0), []);

  const setStep = useCallback(
    (next: Step) => {
      pushed.current = [];
      void setUrl({ step: next, modal: null });
    },
    [setUrl],
  );

  const openModal = useCallback(
    (next: CheckoutModal) => {
      pushed.current = [...ours(modal), next];
      void setUrl({ modal: next });
    },
    [modal, ours, setUrl],
  );

  /** Goes back `times` modal entries (spec 2 §4: saving a new address goes back twice). */
  const closeModal = useCallback(
    (times = 1) => {
      const stack = ours(modal);
      if (stack.length >= times) {
        pushed.current = stack.slice(0, stack.length - times);
        window.history.go(-times);
        return;
      }
      pushed.current = [];
      void setUrl({ modal: null }, { history: "replace" });
    },
    [modal, ours, setUrl],
  );

  return { step, modal, setStep, openModal, closeModal };
}
