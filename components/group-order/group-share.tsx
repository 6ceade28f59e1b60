"use client";

import { useEffect, useState, useSyncExternalStore } from "react";
import { CopyIcon } from "@/components/ui/icons/copy";
import { ShareIcon } from "@/components/ui/icons/share-2";
import { useTranslations } from "@/lib/i18n/client";
import { GroupSendToFriends } from "./group-send-to-friends";

const never = () => () => {};

/** Issue 28: the join link with Web Share (where the browser has it) and copy; the copy notice stays 2 s (spec 3 §9). */
export function GroupShare({ url, vendor }: { url: string; vendor: string }) {
  const t = useTranslations("groupOrder");
  const [copied, setCopied] = useState(false);
  const canShare = useSyncExternalStore(never, () => typeof navigator.share === "function", () => false);
  useEffect(() => {
    if (!copied) return;
    const id = window.setTimeout(() => setCopied(false), 2000);
    return () => window.clearTimeout(id);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // No clipboard (insecure origin, denied): the link is on screen to copy by hand.
    }
  }

  return (
    <section className="rounded-lg border p-4">
      <h2 className="mb-2 text-lg font-semibold">{t("inviteTitle")}</h2>
      <label className="block text-sm font-medium" htmlFor="group-link">
        {t("linkLabel")}
      </label>
      <input id="group-link" readOnly value={url} className="mt-1 w-full rounded border px-2 py-1 text-sm" onFocus={(e) => e.currentTarget.select()} />
      <div className="mt-3 flex flex-wrap items-center gap-3">
        {canShare && (
          <button type="button" className="btn btn-primary" onClick={() => void navigator.share({ text: t("shareText", { vendor }), url }).catch(() => undefined)}>
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
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <GroupSendToFriends url={url} text={t("shareText", { vendor })} />
      </div>
    </section>
  );
}
