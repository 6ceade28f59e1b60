"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "@/lib/i18n/client";
import { Suspense, use, useEffect, useState, useSyncExternalStore } from "react";
import { Avatar } from "@/components/ui/avatar";
import { ChatIcon } from "@/components/ui/icons/message-circle";
import { MoreIcon } from "@/components/ui/icons/ellipsis-vertical";
import { UserPlusIcon } from "@/components/ui/icons/user-plus";
import { UsersIcon } from "@/components/ui/icons/users";
import { useChatPort } from "@/lib/chat";
import type { ChannelRow, ChatMessage, FirstChannelRows, MessagePreview } from "@/lib/chat/types";
import { channelsQuery, channelsStart } from "@/lib/chat/queries";
import { Link } from "@/lib/i18n/navigation";
import { chatListTime } from "@/lib/social/chat-time";
import { NewConversationModal, NewGroupModal, type Me } from "./chat-modals";
import { ChatRequests } from "./chat-requests";
import { Menu } from "./menu";
import { SearchField } from "./search-field";

function subscribeMinute(onChange: () => void) {
  const id = setInterval(onChange, 15_000);
  return () => clearInterval(id);
}

/** The name and picture a channel is shown with (its row, lib/chat/display.ts channelRow). */
export function useChannelTitle() {
  const t = useTranslations("chat");
  return (row: ChannelRow) => {
    if (row.channel_type === "group") return { name: row.full_name ?? "", photo: row.photo };
    if (row.channel_type === "order_support") return { name: t("orderSupport", { id: row.order_id ?? row.id.replace("order_", "") }), photo: row.photo };
    return { name: row.other?.full_name || row.other?.username || "", photo: row.other?.photo ?? null };
  };
}

/**
 * Issue 24: a group's membership line in the reader's words — "You left the group", "Ana added you to the group" —
 * from what it records; a system message without a record (an order note) says its own text.
 */
export function useSystemText() {
  const t = useTranslations("chat");
  return (message: Pick<ChatMessage, "event" | "text">, me: number): string => {
    const line = message.event;
    if (!line) return message.text ?? "";
    const name = line.user.full_name;
    if (line.type === "joined") return t("systemAdded", { who: line.by?.id === me ? "byMe" : line.user.id === me ? "me" : "other", name, by: line.by?.full_name ?? "" });
    return t(line.type === "left" ? "systemLeft" : "systemAdmin", { who: line.user.id === me ? "me" : "other", name });
  };
}

/** spec 3 §9 preview texts. */
export function usePreview() {
  const t = useTranslations("chat");
  const systemText = useSystemText();
  return (message: MessagePreview, me: number) => {
    if (message.system) return systemText(message, me);
    const kind = message.kind;
    const text =
      kind === "location" ? t("previewLocation") : kind === "photo" ? t("previewPhoto") : kind === "voice" ? t("previewVoice") : kind === "emoji" ? t("previewEmoji") : kind === "invitation" ? t("previewInvitation") : (message.text ?? "");
    return message.user._id === me ? t("youPrefix", { text }) : text;
  };
}

/**
 * spec 3 §2 Chat, left column: own-profile row with its menu, the search by name and the channels by last message.
 * Issue 24 (speed): the server's read of the list comes as a promise and streams in after the frame, so an open
 * conversation's messages never wait for the list (the longer read of the two) on the page's first response.
 */
export function ChannelList({ me, openId, initial }: { me: Me; openId: string | null; initial: Promise<FirstChannelRows | null> | null }) {
  const t = useTranslations("chat");
  const [menu, setMenu] = useState(false);
  const [modal, setModal] = useState<"single" | "group" | null>(null);
  const [name, setName] = useState("");
  const [needle, setNeedle] = useState("");
  useEffect(() => {
    const id = setTimeout(() => setNeedle(name.trim()), 300);
    return () => clearTimeout(id);
  }, [name]);

  return (
    <div className="flex min-h-0 flex-1 flex-col rounded-3xl border border-gray-200 bg-white p-3">
      <div className="flex items-center gap-3 p-1">
        <Avatar src={me.photo} name={me.full_name} size={44} />
        <span className="min-w-0 flex-1 truncate font-semibold">{me.full_name}</span>
        <Menu
          open={menu}
          onOpenChange={setMenu}
          label={t("menu")}
          button={<MoreIcon className="size-5" />}
          items={[
            { key: "single", label: t("newConversation"), icon: UserPlusIcon, onSelect: () => setModal("single") },
            { key: "group", label: t("newGroup"), icon: UsersIcon, onSelect: () => setModal("group") },
          ]}
        />
      </div>
      <SearchField value={name} onChange={setName} label={t("searchLabel")} placeholder={t("searchPlaceholder")} />
      <ChatRequests />
      <Suspense fallback={<ul aria-label={t("listLabel")} aria-busy="true" className="mt-2 min-h-0 flex-1" />}>
        <Channels me={me} openId={openId} needle={needle} initial={initial} />
      </Suspense>
      <NewConversationModal open={modal === "single"} onClose={() => setModal(null)} />
      <NewGroupModal open={modal === "group"} onClose={() => setModal(null)} me={me} />
    </div>
  );
}

function Channels({ me, openId, needle, initial }: { me: Me; openId: string | null; needle: string; initial: Promise<FirstChannelRows | null> | null }) {
  const t = useTranslations("chat");
  const locale = useLocale();
  const port = useChatPort();
  const first = initial ? use(initial) : null;
  // The server page's list is the first answer; the whole list follows when it was only the first screenful.
  const channels = useQuery({ ...channelsQuery(port, needle), placeholderData: keepPreviousData, ...channelsStart(needle ? null : first) });
  const title = useChannelTitle();
  const preview = usePreview();
  // The clock of the list's times, a minute at a time; none on the server, so hydration never differs.
  const minute = useSyncExternalStore(subscribeMinute, () => Math.floor(Date.now() / 60_000), () => null);
  const now = minute === null ? null : new Date(minute * 60_000);

  return (
    <>
      {channels.data && channels.data.length === 0 && (
        <div className="flex flex-col items-center px-4 py-10 text-center">
          <ChatIcon className="size-10 text-gray-400" />
          <p className="mt-3 font-semibold">{needle ? t("noMatch") : t("noHistory")}</p>
          {!needle && <p className="mt-1 text-sm text-gray-600">{t("noHistoryText")}</p>}
        </div>
      )}
      <ul aria-label={t("listLabel")} className="-mx-1 mt-2 grid min-h-0 flex-1 auto-rows-min grid-cols-[minmax(0,1fr)] gap-1 overflow-y-auto overscroll-contain px-1">
        {(channels.data ?? []).map((channel) => {
          const { name: channelName, photo } = title(channel);
          const unread = channel.unread;
          const at = channel.last_msg ? new Date(channel.last_msg.createdAt) : new Date(channel.updated_at);
          return (
            <li key={channel.id}>
              <Link
                href={`/social/chat/${channel.id}`}
                aria-current={channel.id === openId ? "page" : undefined}
                className="flex min-w-0 items-center gap-3 rounded-2xl p-2 hover:bg-gray-50 aria-[current=page]:bg-brand-50"
              >
                <Avatar src={photo} name={channelName || "?"} size={44} />
                {/* Issue 24: every part shrinks inside the row, so the time and the badge stay in it. */}
                <span className="min-w-0 flex-1">
                  <span className="flex min-w-0 items-baseline justify-between gap-2">
                    <span className="min-w-0 truncate font-semibold">{channelName}</span>
                    {now && (
                      <time dateTime={at.toISOString()} className="shrink-0 text-xs text-gray-500">
                        {chatListTime(at, now, locale)}
                      </time>
                    )}
                  </span>
                  <span className="flex min-w-0 items-center justify-between gap-2">
                    <span className="min-w-0 truncate text-sm text-gray-600" data-chat-preview>
                      {channel.last_msg ? preview(channel.last_msg, me.id) : ""}
                    </span>
                    {unread > 0 && (
                      <span className="grid min-w-5 shrink-0 place-items-center rounded-full bg-brand-700 px-1.5 text-xs font-bold text-white" aria-label={t("unread", { count: unread })}>
                        {unread}
                      </span>
                    )}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </>
  );
}
