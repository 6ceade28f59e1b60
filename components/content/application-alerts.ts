"use client";

import { useTranslations } from "@/lib/i18n/client";
import { bffErrorMessage } from "@/lib/client/bff";
import { useRouter } from "@/lib/i18n/navigation";
import type { Alert } from "@/components/ui/alert-dialog";

/**
 * spec 1 §8 "Courier and partner failure: error message or something-is-wrong; success: apply-success alert" — the
 * alerts of the two application forms, in the public forms' toned look (useBffForm options).
 */
export function useApplicationAlerts(form: "courier" | "partner") {
  const t = useTranslations();
  return {
    onSent: (): Alert => ({ tone: "success", title: t(`${form}.successTitle`), message: t(`${form}.successText`) }),
    failed: (error: unknown): Alert => ({ tone: "error", title: t("errors.weAreSorry"), message: bffErrorMessage(error, t("errors.somethingWrong")) }),
    toned: true,
  };
}

/** spec 1 §8 "success → OK goes home": closing the alert of a sent application leads to the home page. */
export function useCloseGoesHome(sent: boolean, closeAlert: () => void): () => void {
  const router = useRouter();
  return () => {
    closeAlert();
    if (sent) router.push("/");
  };
}
