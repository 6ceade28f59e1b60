"use client";

import { useEffect, useState, useSyncExternalStore } from "react";
import { CopyIcon } from "@/components/ui/icons/copy";
import { ShareIcon } from "@/components/ui/icons/share-2";

const never = () => () => {};

/**
 * A link to share: the Web Share API where the browser has one, else (and also) a copy; the copy notice stays 2 s
 * (spec 3 §9). The referral link (spec 3 §2) and a group order's join link (issue 28) use it.
 */
export function ShareLink({ url, text, labels }: { url: string; text: string; labels: { share: string; copy: string; copied: string } }) {
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
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      // No clipboard (insecure origin, denied): the link is on screen to copy by hand.
    }
  }

  return (
    <div className="mt-4 flex flex-wrap items-center gap-3">
      {canShare && (
        <button type="button" className="btn btn-primary" onClick={() => void navigator.share({ text, url }).catch(() => undefined)}>
          <ShareIcon className="size-4" aria-hidden />
          {labels.share}
        </button>
      )}
      <button type="button" className="btn btn-outline" onClick={() => void copy()}>
        <CopyIcon className="size-4" aria-hidden />
        {labels.copy}
      </button>
      <span role="status" className="text-sm font-semibold text-green-700">
        {copied ? labels.copied : ""}
      </span>
    </div>
  );
}
