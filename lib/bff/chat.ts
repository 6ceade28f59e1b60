import "server-only";
import { NextResponse } from "next/server";
import { z } from "zod";
import type { ApiContext } from "@/lib/api/client";
import { getChannel, sendChatNotification, sendGroupInvite } from "@/lib/api/chat";
import { CHANNEL_ID, MESSAGE_ID } from "@/lib/chat/ids";
import type { ChatChannel, ChatMessage } from "@/lib/chat/types";
import { log } from "@/lib/log";
import type { BffContext } from "./handler";

const chatLog = log.child({ area: "chat" });

// The chat routes' path ids (spec 3 §3), checked before they reach an upstream path: a bad one is a 404 here.
export function chatIds<I>(ctx: BffContext<I>): { channelId: string; messageId: string | null } | null {
  const channelId = ctx.params.channel_id;
  const messageId = ctx.params.message_id;
  if (typeof channelId !== "string" || !CHANNEL_ID.test(channelId)) return null;
  if (messageId !== undefined && (typeof messageId !== "string" || !MESSAGE_ID.test(messageId))) return null;
  return { channelId, messageId: typeof messageId === "string" ? messageId : null };
}

export const notFound = (t: BffContext<unknown>["t"]) => NextResponse.json({ error: t("badInput") }, { status: 404 });

export const userId = z.number().int().positive().max(2_147_483_647);

/**
 * spec 3 §7: after a message is sent, chats/send-chat-notification tells the other members; after a group is made,
 * chats/send-groupchat-invite tells the people in it. "failures ignored": these run after the answer is decided,
 * nothing waits for them and a failure is only logged.
 */
export function notifyAfterSend(api: ApiContext, senderId: number, message: ChatMessage): void {
  void (async () => {
    const channel = await getChannel(api, message.channel_id);
    if (!channel.ok) return;
    const c = channel.data.channel;
    const members = c.users.filter((id) => id !== senderId);
    if (members.length === 0) return;
    await sendChatNotification(api, {
      conversation_id: c.id,
      channel_type: c.channel_type,
      group_name: c.channel_type === "group" ? c.full_name : null,
      sender_id: senderId,
      member_ids: members,
      member_riders: [],
      message: message.text ?? "",
    });
  })().catch((error: unknown) => chatLog.warn({ err: String(error) }, "chat notification failed (ignored)"));
}

export function inviteToGroup(api: ApiContext, creatorId: number, channel: ChatChannel): void {
  const members = channel.users.filter((id) => id !== creatorId);
  if (channel.channel_type !== "group" || members.length === 0) return;
  void sendGroupInvite(api, { conversation_id: channel.id, group_name: channel.full_name ?? "", member_ids: members }).catch((error: unknown) =>
    chatLog.warn({ err: String(error) }, "group invite failed (ignored)"),
  );
}
