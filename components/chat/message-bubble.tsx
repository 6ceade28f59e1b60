"use client";

import { useTranslations } from "@/lib/i18n/client";
import { useEffect, useRef, useState } from "react";
import { MessageAttachments } from "@/components/chat/composer-tools";
import { Avatar } from "@/components/ui/avatar";
import { CopyIcon } from "@/components/ui/icons/copy";
import { ForwardIcon } from "@/components/ui/icons/forward";
import { HeartIcon } from "@/components/ui/icons/heart";
import { MoreIcon } from "@/components/ui/icons/ellipsis-vertical";
import { ReplyIcon } from "@/components/ui/icons/reply";
import { TrashIcon } from "@/components/ui/icons/trash";
import type { ChatMessage } from "@/lib/chat/types";
import { wallClock } from "@/lib/time/tirane-time";
import { Menu, type MenuItem } from "./menu";

// spec 3 §9: a double tap within 400 ms likes; a long press of 800 ms opens the context menu.
const DOUBLE_TAP_MS = 400;
const LONG_PRESS_MS = 800;

export interface BubbleActions {
  onLike: (m: ChatMessage) => void;
  onReply: (m: ChatMessage) => void;
  onCopy: (m: ChatMessage) => void;
  onUnsend: (m: ChatMessage) => void;
  onUseCode: (m: ChatMessage) => void;
}

/** One message: system lines centred without a bubble; others with likes, a context menu and the attachments. */
export function MessageBubble({ message, me, group, actions }: { message: ChatMessage; me: number; group: boolean; actions: BubbleActions }) {
  const t = useTranslations("chat");
  const [menu, setMenu] = useState(false);
  const lastTap = useRef(0);
  const press = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (press.current && clearTimeout(press.current)), []);

  if (message.system) {
    return (
      <li className="my-2 px-6 text-center text-sm text-gray-600" data-message-id={message._id}>
        {message.text}
      </li>
    );
  }

  const own = message.user._id === me;
  const liked = message.likes.includes(me);
  const isText = Boolean(message.text?.trim()) && !message.images.length && !message.audio && !message.map;
  const name = message.user.full_name || message.user.username || "";
  const items: MenuItem[] = [
    { key: "like", label: liked ? t("unlike") : t("like"), icon: HeartIcon, onSelect: () => actions.onLike(message) },
    ...(isText ? [{ key: "reply", label: t("reply"), icon: ReplyIcon, onSelect: () => actions.onReply(message) }] : []),
    ...(message.text ? [{ key: "copy", label: t("copy"), icon: CopyIcon, onSelect: () => actions.onCopy(message) }] : []),
    ...(own ? [{ key: "unsend", label: t("unsend"), icon: TrashIcon, destructive: true, onSelect: () => actions.onUnsend(message) }] : []),
    { key: "forward", label: t("forward"), icon: ForwardIcon, disabled: true },
  ];
  const cancelPress = () => {
    if (press.current) clearTimeout(press.current);
    press.current = null;
  };
  // Times are Tirana wall-clock times (ARCHITECTURE "Conventions"), the same on the server and in the browser.
  const time = wallClock(new Date(message.createdAt));

  return (
    <li className={`group flex items-end gap-2 ${own ? "flex-row-reverse" : ""}`} data-message-id={message._id}>
      {!own && <Avatar src={message.user.photo} name={name || "?"} size={28} />}
      <div className={`flex max-w-[min(80%,20rem)] flex-col ${own ? "items-end" : "items-start"}`}>
        {group && !own && <span className="mb-0.5 px-2 text-xs text-gray-600">{name}</span>}
        <div
          className={`relative rounded-2xl px-3 py-2 break-words whitespace-pre-wrap select-text ${own ? "bg-brand-700 text-white" : "bg-gray-100 text-ink"}`}
          onContextMenu={(e) => {
            e.preventDefault();
            setMenu(true);
          }}
          onPointerDown={() => {
            cancelPress();
            press.current = setTimeout(() => setMenu(true), LONG_PRESS_MS);
          }}
          onPointerUp={() => {
            cancelPress();
            const now = Date.now();
            if (now - lastTap.current <= DOUBLE_TAP_MS) {
              lastTap.current = 0;
              actions.onLike(message);
            } else lastTap.current = now;
          }}
          onPointerLeave={cancelPress}
          onPointerCancel={cancelPress}
        >
          {message.reply && (
            <span className={`mb-1 block rounded-lg border-l-4 px-2 py-1 text-xs ${own ? "border-white/60 bg-white/15" : "border-brand-700 bg-white"}`}>
              <span className="block font-semibold">{message.reply.user.full_name || message.reply.user.username}</span>
              <span className="line-clamp-2">{message.reply.text}</span>
            </span>
          )}
          {message.text && <span>{message.text}</span>}
          {message.emoji.length > 0 && !message.text && <span className="text-3xl">{message.emoji.join("")}</span>}
          <MessageAttachments message={message} />
          {message.invitation && (
            <span className="mt-1 block">
              <span className={`block font-mono font-bold ${message.invitation.is_expired ? "line-through" : ""}`}>
                {t("invitationCode")}: {message.invitation.code}
              </span>
              {message.invitation.is_received && (
                <button type="button" className={`btn mt-1 h-8 px-3 text-sm ${own ? "bg-white text-brand-800" : "btn-primary"}`} onClick={() => actions.onUseCode(message)}>
                  {t("useCode")}
                </button>
              )}
            </span>
          )}
          <time dateTime={message.createdAt} className={`mt-0.5 block text-right text-[0.7rem] ${own ? "text-white/80" : "text-gray-500"}`}>
            {String(time.hour).padStart(2, "0")}:{String(time.minute).padStart(2, "0")}
          </time>
        </div>
        {message.likes.length > 0 && (
          <span className="-mt-1 flex items-center gap-1 rounded-full bg-white px-1.5 text-xs text-red-600 shadow" aria-label={t("likes", { count: message.likes.length })} data-likes={message.likes.length}>
            <HeartIcon className="size-3 fill-current" />
            {group && message.likes.length > 1 ? message.likes.length : null}
          </span>
        )}
      </div>
      <div className="self-center opacity-100 md:opacity-0 md:group-focus-within:opacity-100 md:group-hover:opacity-100">
        <Menu open={menu} onOpenChange={setMenu} label={t("messageActions")} button={<MoreIcon className="size-4" />} items={items} align={own ? "end" : "start"} up />
      </div>
    </li>
  );
}
