"use client";

import { useState } from "react";
import { FriendChooser } from "@/components/social/friend-chooser";
import { useChatPort } from "@/lib/chat";
import { useTranslations } from "@/lib/i18n/client";

/**
 * Issue 28: "a friend chooser (the existing one) that sends the link as a chat message". Each chosen friend gets the
 * link in their one-to-one chat (opened or created through the chat port, ADR 0013), so it works on Firestore too.
 */
export function GroupSendToFriends({ url, text }: { url: string; text: string }) {
  const t = useTranslations("groupOrder");
  const port = useChatPort();
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<string>("");
  const [busy, setBusy] = useState(false);

  async function send(friendIds: number[]) {
    setOpen(false);
    if (friendIds.length === 0) return;
    setBusy(true);
    let sent = 0;
    for (const id of friendIds) {
      try {
        const channel = await port.openSingle(id);
        await port.send(channel.id, { text: `${text}\n${url}` });
        sent += 1;
      } catch {
        // The others are still sent; the count says how many arrived.
      }
    }
    setBusy(false);
    setStatus(sent === friendIds.length ? t("sentToFriends", { count: sent }) : t("sentSome", { sent, count: friendIds.length }));
  }

  return (
    <>
      <button type="button" className="btn btn-outline" disabled={busy} onClick={() => setOpen(true)}>
        {t("sendToFriends")}
      </button>
      <span role="status" className="text-sm font-semibold text-green-700">
        {status}
      </span>
      <FriendChooser open={open} multiple initial={[]} title={t("sendToFriends")} onSave={(friends) => void send(friends.map((f) => Number(f.id)))} onClose={() => setOpen(false)} />
    </>
  );
}
