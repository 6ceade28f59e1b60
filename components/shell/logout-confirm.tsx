"use client";

import { useEffect } from "react";

/**
 * Asks before logging out (LogoutForm): a submit of the logout form opens its confirmation dialog, unless the dialog's
 * own "Yes" sent it.
 */
export function LogoutConfirm({ form, dialog }: { form: string; dialog: string }) {
  useEffect(() => {
    const logout = document.getElementById(form);
    const confirm = document.getElementById(dialog);
    if (!(logout instanceof HTMLFormElement) || !(confirm instanceof HTMLDialogElement)) return;
    const ask = (event: SubmitEvent) => {
      if (event.submitter && confirm.contains(event.submitter)) return confirm.close();
      event.preventDefault();
      confirm.showModal();
    };
    logout.addEventListener("submit", ask);
    return () => logout.removeEventListener("submit", ask);
  }, [form, dialog]);
  return null;
}
