"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "@/lib/i18n/client";
import { useParams } from "next/navigation";
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from "react";
import { AlertDialog } from "@/components/ui/alert-dialog";
import { useChatPort } from "@/lib/chat";
import { isChannelId } from "@/lib/chat/ids";
import type { FirstChannelRows } from "@/lib/chat/types";
import { applyChatEvent, forgetChannel } from "@/lib/chat/queries";
import { queryKeys } from "@/lib/client/query-keys";
import { useRouter } from "@/lib/i18n/navigation";
import { ChannelList } from "./channel-list";
import type { Me } from "./chat-modals";

/** Closes the open conversation, once it is gone (deleted): back to the list, with the notice when `notify`. */
const CloseConversation = createContext<(channelId: string, notify: boolean) => void>(() => {});
export const useCloseConversation = () => useContext(CloseConversation);

/**
 * spec 3 §2 Chat: the list on the left and the open conversation on the right on a desktop; one column on a phone
 * (the list at /social/chat, the conversation at /social/chat/{id}). It lives in the chat layout, so the live
 * stream stays open while the user moves between conversations. Issue 24: it fills its app screen — each column
 * scrolls inside itself, and on a phone an open conversation takes the whole screen below the header (the page's
 * tabs give way to it) — and a group deleted while it is open closes at once, with a word why.
 */
export function ChatShell({ me, channels, title, tabs, children }: { me: Me; channels: Promise<FirstChannelRows | null> | null; title: ReactNode; tabs: ReactNode; children: ReactNode }) {
  const t = useTranslations("chat");
  const params = useParams<{ channel_id?: string }>();
  const openId = isChannelId(params.channel_id) ? params.channel_id : null;
  const port = useChatPort();
  const client = useQueryClient();
  const router = useRouter();
  const [live, setLive] = useState(true);
  const [closed, setClosed] = useState(false);
  const openRef = useRef(openId);
  useEffect(() => {
    openRef.current = openId;
  }, [openId]);
  const close = useCallback(
    (channelId: string, notify: boolean) => {
      if (channelId !== openRef.current) return;
      openRef.current = null;
      forgetChannel(client, channelId);
      router.replace("/social/chat");
      if (notify) setClosed(true);
    },
    [client, router],
  );

  useEffect(() => {
    // The first connection counts as a reconnection: what the server page read before the stream was up (issue 24)
    // is read again once it is, so a message sent in between is not missed.
    let wasDown = true;
    return port.subscribe(
      (event) => {
        applyChatEvent(client, event, me.id);
        // Issue 24: the group the person is reading was deleted (by its admin, or by its last-but-one leaving).
        if (event.type === "channel_removed" && event.deleted) close(event.channel_id, event.by !== me.id);
      },
      (up) => {
        setLive(up);
        if (!up) wasDown = true;
        else if (wasDown) {
          // ADR 0013: a missed event costs a refetch — the open conversation, its pages and the list.
          wasDown = false;
          const id = openRef.current;
          if (id) {
            void client.invalidateQueries({ queryKey: queryKeys.chat.messages(id) });
            void client.invalidateQueries({ queryKey: queryKeys.chat.channel(id) });
          }
          void client.invalidateQueries({ queryKey: queryKeys.chat.lists });
          // …and the requests to join a group: one made before the stream was up was not heard (privacy.spec, ci13).
          void client.invalidateQueries({ queryKey: queryKeys.chat.requests });
        }
      },
    );
  }, [port, client, close, me.id]);

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      {/* On a phone an open conversation has the screen: the page's h1 stays for screen readers, the tabs go. */}
      <div className={openId ? undefined : "px-4 pt-6 md:px-0 md:pt-0"}>
        <div className={openId ? "max-md:sr-only" : undefined}>{title}</div>
        <div className={openId ? "hidden md:block" : undefined}>{tabs}</div>
      </div>
      <div className={`grid min-h-0 flex-1 grid-cols-[minmax(0,1fr)] grid-rows-[minmax(0,1fr)] gap-4 md:mt-6 md:grid-cols-[minmax(16rem,22rem)_minmax(0,1fr)] ${openId ? "" : "mt-4 px-4 pb-4 md:px-0 md:pb-0"}`}>
        <aside className={`min-h-0 min-w-0 flex-col ${openId ? "hidden md:flex" : "flex"}`}>
          <ChannelList me={me} openId={openId} initial={channels} />
        </aside>
        <section className={`min-h-0 min-w-0 flex-col bg-white md:rounded-3xl md:border md:border-gray-200 ${openId ? "flex" : "hidden md:flex"}`}>
          {!live && (
            <p role="status" className="bg-amber-50 px-4 py-1 text-center text-sm text-amber-800 md:rounded-t-3xl">
              {t("reconnecting")}
            </p>
          )}
          <CloseConversation.Provider value={close}>{children}</CloseConversation.Provider>
        </section>
      </div>
      <AlertDialog alert={closed ? { title: t("conversationClosedTitle"), message: t("conversationClosed") } : null} onClose={() => setClosed(false)} />
    </div>
  );
}
