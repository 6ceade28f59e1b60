"use client";

import { useEffect } from "react";

/** Opens `dialog` as a modal; the focus the browser moves into it is not the person's first use of the page. */
function showModalByItself(dialog: HTMLDialogElement) {
  // lib/client/on-demand.tsx and island.tsx load code on the page's first focus, touch or key: a dialog that opens by
  // itself must not count as one, or a closed vendor's page would load that code at once (issue 31).
  const notIntent = (event: FocusEvent) => event.stopImmediatePropagation();
  window.addEventListener("focusin", notIntent, true);
  try {
    dialog.showModal();
  } finally {
    window.removeEventListener("focusin", notIntent, true);
  }
}

/**
 * spec 2 §4: opens the closed vendor's notice (ClosedVendorDialog's server HTML) after load. "Explore other vendors"
 * goes back when the customer came from this site, else its form opens the vendor list; a click on the backdrop
 * closes the notice, like the storefront's other modals.
 */
export function ClosedVendorOpener({ id }: { id: string }) {
  useEffect(() => {
    const dialog = document.getElementById(id);
    if (!(dialog instanceof HTMLDialogElement)) return;
    const explore = dialog.querySelector('form[method="get"]');
    const back = (event: Event) => {
      const sameSite = document.referrer !== "" && new URL(document.referrer).origin === window.location.origin;
      if (!sameSite || window.history.length <= 1) return;
      event.preventDefault();
      dialog.close();
      window.history.back();
    };
    const backdrop = (event: MouseEvent) => {
      if (event.target === dialog) dialog.close();
    };
    explore?.addEventListener("submit", back);
    dialog.addEventListener("click", backdrop);
    const timer = window.setTimeout(() => {
      if (!dialog.open) showModalByItself(dialog);
    }, 0);
    return () => {
      window.clearTimeout(timer);
      explore?.removeEventListener("submit", back);
      dialog.removeEventListener("click", backdrop);
    };
  }, [id]);
  return null;
}
