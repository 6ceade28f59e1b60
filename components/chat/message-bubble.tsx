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
import { tiraneTime } from "@/contract/tirane-time";
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

/** The day a message begins (issue 24's separator above it): its Tirana date and how it is named. */
export interface BubbleDay {
  key: string;
  label: string;
}

/**
 * One message: system lines centred without a bubble (`systemText`: the line in the reader's words); others with
 * likes, a context menu and the attachments. `day`: the separator shown above the first message of a day — inside
 * the message's list item, so the list holds messages only and the date is read with the first message.
 */
export function MessageBubble({ message, me, group, actions, day = null, systemText = null }: { message: ChatMessage; me: number; group: boolean; actions: BubbleActions; day?: BubbleDay | null; systemText?: string | null }) {
  const t = useTranslations("chat");
  const [menu, setMenu] = useState(false);
  const lastTap = useRef(0);
  const press = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => void (press.current && clearTimeout(press.current)), []);

  const separator = day && (
    <span data-day={day.key} className="mb-1 self-center rounded-full bg-gray-100 px-3 py-0.5 text-xs font-semibold text-gray-600">
      {day.label}
    </span>
  );

  if (message.system) {
    return (
      <li className="my-1 flex flex-col" data-message-id={message._id} data-system>
        {separator}
        <span className="px-6 text-center text-sm text-gray-600">{systemText ?? message.text}</span>
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

  return (
    <li className="flex flex-col" data-message-id={message._id}>
      {separator}
      <div className={`group flex items-end gap-2 ${own ? "flex-row-reverse" : ""}`}>
        {!own && <Avatar src={message.user.photo} name={name || "?"} size={28} />}
        <div className={`flex max-w-[min(80%,20rem)] flex-col ${own ? "items-end" : "items-start"}`}>
          {group && !own && <span className="mb-0.5 px-2 text-xs text-gray-600">{name}</span>}
          {/* Issue 24: a double click or tap likes without selecting a word (the second press's selection is
              prevented, dragging still selects); on a touch screen the long press is the menu, not a text selection. */}
          <div
            className={`relative touch-manipulation rounded-2xl px-3 py-2 break-words whitespace-pre-wrap select-text pointer-coarse:select-none [-webkit-touch-callout:none] ${own ? "bg-brand-700 text-white" : "bg-gray-100 text-ink"}`}
            onMouseDown={(e) => {
              if (e.detail > 1) e.preventDefault();
            }}
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
              {tiraneTime(new Date(message.createdAt))}
            </time>
          </div>
          {message.likes.length > 0 && (
            <span className="-mt-1 flex items-center gap-1 rounded-full bg-white px-1.5 text-xs text-red-600 shadow" aria-label={t("likes", { count: message.likes.length })} data-likes={message.likes.length}>
              <HeartIcon className="size-3 fill-current" />
              {group && message.likes.length > 1 ? message.likes.length : null}
            </span>
          )}
        </div>
        {/* Issue 24: the ⋮ shows on hover or focus on a desktop; on a phone it takes no room (the long press opens the
            menu) but stays in the tab order and appears when focused, so the keyboard reaches every action. The menu
            opens over the bubble, so it stays on screen on either side. */}
        <div className="self-center md:opacity-0 md:group-focus-within:opacity-100 md:group-hover:opacity-100">
          <Menu
            open={menu}
            onOpenChange={setMenu}
            label={t("messageActions")}
            button={<MoreIcon className="size-4" />}
            buttonClassName="max-md:sr-only max-md:focus:not-sr-only max-md:focus:size-10"
            items={items}
            align={own ? "start" : "end"}
            up
          />
        </div>
      </div>
    </li>
  );
}
