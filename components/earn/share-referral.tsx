"use client";

import { useTranslations } from "@/lib/i18n/client";
import { useEffect, useState, useSyncExternalStore } from "react";
import { CopyIcon } from "@/components/ui/icons/copy";
import { ShareIcon } from "@/components/ui/icons/share-2";

const never = () => () => {};

/** spec 3 §2 referral code and link: the Web Share API where there is one, else a copy; spec 3 §9 copy notice 2 s. */
export function ShareReferral({ link, text }: { link: string; text: string }) {
  const t = useTranslations("earn");
  const [copied, setCopied] = useState(false);
  // The browser's answer once hydrated; the server's (and hydration's) is "no": it cannot know.
  const canShare = useSyncExternalStore(
    never,
    () => typeof navigator.share === "function",
    () => false,
  );
  useEffect(() => {
    if (!copied) return;
    const id = window.setTimeout(() => setCopied(false), 2000);
    return () => window.clearTimeout(id);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      // No clipboard (insecure origin, denied): the link is on screen to copy by hand.
    }
  }

  return (
    <div className="mt-4 flex flex-wrap items-center gap-3">
      {canShare && (
        <button type="button" className="btn btn-primary" onClick={() => void navigator.share({ text, url: link }).catch(() => undefined)}>
          <ShareIcon className="size-4" aria-hidden />
          {t("share")}
        </button>
      )}
      <button type="button" className="btn btn-outline" onClick={() => void copy()}>
        <CopyIcon className="size-4" aria-hidden />
        {t("copy")}
      </button>
      <span role="status" className="text-sm font-semibold text-green-700">
        {copied ? t("copied") : ""}
      </span>
    </div>
  );
}
