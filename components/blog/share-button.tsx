"use client";

import { useTranslations } from "@/lib/i18n/client";
import { ShareIcon } from "@/components/ui/icons/share-2";
import { useSnackbar } from "@/components/ui/snackbar";

/** Web Share where the browser has it (phones), else the link is copied and a snackbar says so. */
export function ShareButton({ title, url }: { title: string; url: string }) {
  const t = useTranslations("blog");
  const snackbar = useSnackbar();

  async function share() {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The user closed the share sheet: nothing to do. Any other failure falls back to copying.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      snackbar.show({ message: t("linkCopied"), severity: "success" });
    } catch {
      snackbar.show({ message: t("copyFailed"), severity: "error" });
    }
  }

  return (
    <button type="button" onClick={share} className="btn btn-outline">
      <ShareIcon className="size-4" />
      {t("share")}
    </button>
  );
}
