"use client";

import { ShareLink } from "@/components/ui/share-link";
import { useTranslations } from "@/lib/i18n/client";
import { GroupSendToFriends } from "./group-send-to-friends";

/** Issue 28: the join link with Web Share (where the browser has it) and copy, and the friend chooser that sends it in chat. */
export function GroupShare({ url, vendor }: { url: string; vendor: string }) {
  const t = useTranslations("groupOrder");
  const text = t("shareText", { vendor });
  return (
    <section className="rounded-lg border p-4">
      <h2 className="mb-2 text-lg font-semibold">{t("inviteTitle")}</h2>
      <label className="block text-sm font-medium" htmlFor="group-link">
        {t("linkLabel")}
      </label>
      <input id="group-link" readOnly value={url} className="mt-1 w-full rounded border px-2 py-1 text-sm" onFocus={(e) => e.currentTarget.select()} />
      <ShareLink url={url} text={text} labels={{ share: t("share"), copy: t("copy"), copied: t("copied") }} />
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <GroupSendToFriends url={url} text={text} />
      </div>
    </section>
  );
}
