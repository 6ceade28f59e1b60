"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "@/lib/i18n/client";
import { useParams } from "next/navigation";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useChatPort } from "@/lib/chat";
import { isChannelId } from "@/lib/chat/ids";
import { applyChatEvent } from "@/lib/chat/queries";
import { queryKeys } from "@/lib/client/query-keys";
import { ChannelList } from "./channel-list";
import type { Me } from "./chat-modals";

/**
 * spec 3 §2 Chat: the list on the left and the open conversation on the right on a desktop; one column on a phone
 * (the list at /social/chat, the conversation at /social/chat/{id}). It lives in the chat layout, so the live
 * stream stays open while the user moves between conversations.
 */
export function ChatShell({ me, children }: { me: Me; children: ReactNode }) {
  const t = useTranslations("chat");
  const params = useParams<{ channel_id?: string }>();
  const openId = isChannelId(params.channel_id) ? params.channel_id : null;
  const port = useChatPort();
  const client = useQueryClient();
  const [live, setLive] = useState(true);
  const openRef = useRef(openId);
  useEffect(() => {
    openRef.current = openId;
  }, [openId]);

  useEffect(() => {
    let wasDown = false;
    return port.subscribe(
      (event) => applyChatEvent(client, event),
      (up) => {
        setLive(up);
        if (!up) wasDown = true;
        else if (wasDown) {
          // ADR 0013: a missed event costs a refetch — the open conversation's pages and the list.
          wasDown = false;
          const id = openRef.current;
          if (id) void client.invalidateQueries({ queryKey: queryKeys.chat.messages(id) });
          void client.invalidateQueries({ queryKey: queryKeys.chat.lists });
        }
      },
    );
  }, [port, client]);

  return (
    <div className="mt-6 grid gap-4 md:grid-cols-[minmax(16rem,22rem)_1fr]">
      <aside className={openId ? "hidden md:block" : "block"}>
        <ChannelList me={me} openId={openId} />
      </aside>
      <section className={`min-w-0 flex-col rounded-3xl border border-gray-200 bg-white ${openId ? "flex" : "hidden md:flex"}`}>
        {!live && (
          <p role="status" className="rounded-t-3xl bg-amber-50 px-4 py-1 text-center text-sm text-amber-800">
            {t("reconnecting")}
          </p>
        )}
        {children}
      </section>
    </div>
  );
}
