"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import type { Alert } from "@/components/ui/alert-dialog";

export type SubmitOutcome = { ok: true } | { ok: false; message: string | null };

/** POSTs JSON to a BFF route; the error body's message (already in the user's language) when it fails. */
export async function postJson(url: string, body: unknown): Promise<SubmitOutcome> {
  try {
    const response = await fetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
    if (response.ok) return { ok: true };
    const data = (await response.json().catch(() => null)) as { error?: unknown } | null;
    return { ok: false, message: typeof data?.error === "string" ? data.error : null };
  } catch {
    return { ok: false, message: null };
  }
}

/**
 * The dialogs of spec 1 §8 around a form: "Kujdes" for a local check, "Na vjen keq" for a failure (the server's
 * message or, where the spec says so, always "Diçka shkoi keq"), and the form's own success alert.
 */
export function useFormDialogs() {
  const t = useTranslations("errors");
  const [alert, setAlert] = useState<Alert | null>(null);
  const [pending, setPending] = useState(false);

  return {
    alert,
    pending,
    closeAlert: () => setAlert(null),
    attention: (message: string) => setAlert({ tone: "attention", title: t("attention"), message }),
    async send(url: string, body: unknown, opts: { success: { title: string; message: string }; serverMessage: boolean }): Promise<boolean> {
      setPending(true);
      const outcome = await postJson(url, body);
      setPending(false);
      if (outcome.ok) {
        setAlert({ tone: "success", ...opts.success });
        return true;
      }
      const message = opts.serverMessage && outcome.message ? outcome.message : t("somethingWrong");
      setAlert({ tone: "error", title: t("weAreSorry"), message });
      return false;
    },
  };
}
