import "server-only";
import type { ChatDraft, NewGroup } from "@/contract/chat";
import { apiFetch, type ApiContext } from "./client";
import {
  channelAnswerSchema,
  channelListSchema,
  createdChannelSchema,
  exitAnswerSchema,
  membersAnswerSchema,
  messageAnswerSchema,
  messagePageSchema,
  requestListSchema,
  successSchema,
} from "./schemas/chat";

// ADR 0013 "Product API contract": the chat endpoints, under the bearer token. Channel and message ids are checked
// by the caller (lib/chat/ids.ts) before they become part of a path.
const channel = (id: string) => `chats/channels/${id}`;

/** `limit`: the first so many only (the chat page's first screenful, issue 26 §6); the whole list without. */
export const listChannels = (ctx: ApiContext, name?: string, limit?: number) => apiFetch("chats/channels", { ctx, schema: channelListSchema, query: { name, limit } });

export const openSingle = (ctx: ApiContext, partnerId: number) =>
  apiFetch("chats/channels", { method: "POST", ctx, schema: createdChannelSchema, body: { channel_type: "single", partner_id: partnerId } });

export const createGroup = (ctx: ApiContext, group: NewGroup) =>
  apiFetch("chats/channels", { method: "POST", ctx, schema: createdChannelSchema, body: { channel_type: "group", ...group } });

export const getChannel = (ctx: ApiContext, id: string) => apiFetch(channel(id), { ctx, schema: channelAnswerSchema });

export const deleteGroup = (ctx: ApiContext, id: string) => apiFetch(channel(id), { method: "DELETE", ctx, schema: successSchema });

export const getMessages = (ctx: ApiContext, id: string, before?: string) =>
  apiFetch(`${channel(id)}/messages`, { ctx, schema: messagePageSchema, query: { before, limit: 12 } });

export const sendMessage = (ctx: ApiContext, id: string, draft: ChatDraft) =>
  apiFetch(`${channel(id)}/messages`, { method: "POST", ctx, schema: messageAnswerSchema, body: draft });

export const unsendMessage = (ctx: ApiContext, id: string, messageId: string) =>
  apiFetch(`${channel(id)}/messages/${messageId}`, { method: "DELETE", ctx, schema: channelAnswerSchema });

export const likeMessage = (ctx: ApiContext, id: string, messageId: string) =>
  apiFetch(`${channel(id)}/messages/${messageId}/like`, { method: "POST", ctx, schema: messageAnswerSchema, body: {} });

export const markRead = (ctx: ApiContext, id: string) => apiFetch(`${channel(id)}/read`, { method: "POST", ctx, schema: successSchema, body: {} });
/** Issue 29: this view has the conversation on screen (or no longer): its messages are not pushed meanwhile. */
export const setPresence = (ctx: ApiContext, id: string, presence: { view_id: string; open: boolean }) =>
  apiFetch(`${channel(id)}/presence`, { method: "POST", ctx, schema: successSchema, body: presence });

export const setMuted = (ctx: ApiContext, id: string, muted: boolean) =>
  apiFetch(`${channel(id)}/mute`, { method: "POST", ctx, schema: channelAnswerSchema, body: { muted } });

export const exitChannel = (ctx: ApiContext, id: string) => apiFetch(`${channel(id)}/exit`, { method: "POST", ctx, schema: exitAnswerSchema, body: {} });

export const addMembers = (ctx: ApiContext, id: string, memberIds: number[]) =>
  apiFetch(`${channel(id)}/members`, { method: "POST", ctx, schema: membersAnswerSchema, body: { member_ids: memberIds } });

/** Issue 24: the groups the viewer was asked to join (who asked, when; nothing of the group). */
export const listRequests = (ctx: ApiContext) => apiFetch("chats/requests", { ctx, schema: requestListSchema });

export const acceptRequest = (ctx: ApiContext, id: string) => apiFetch(`chats/requests/${id}/accept`, { method: "POST", ctx, schema: channelAnswerSchema, body: {} });

export const declineRequest = (ctx: ApiContext, id: string) => apiFetch(`chats/requests/${id}/decline`, { method: "POST", ctx, schema: successSchema, body: {} });

export const openOrderSupport = (ctx: ApiContext, orderId: number) =>
  apiFetch("chats/order-support", { method: "POST", ctx, schema: createdChannelSchema, body: { order_id: orderId } });

/** spec 3 §7 POST chats/send-chat-notification: the push to the other members; its failure is ignored. */
export const sendChatNotification = (
  ctx: ApiContext,
  body: { conversation_id: string; channel_type: string; group_name: string | null; sender_id: number; member_ids: number[]; member_riders: number[]; message: string },
) => apiFetch("chats/send-chat-notification", { method: "POST", ctx, schema: successSchema, body });

/** spec 3 §7 POST chats/send-groupchat-invite: tells the people added to a group; its failure is ignored. */
export const sendGroupInvite = (ctx: ApiContext, body: { conversation_id: string; group_name: string; member_ids: number[] }) =>
  apiFetch("chats/send-groupchat-invite", { method: "POST", ctx, schema: successSchema, body });
