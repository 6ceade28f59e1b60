// The default chat adapter (ADR 0013): every call goes to the BFF (app/api/chat/*), live events come from
// EventSource('/api/chat/stream'), which reconnects by itself. No token or product-API URL is known here.
import { bffRequest, type BffInit } from "@/lib/client/bff";
import { ChatError, type ChatPort } from "./port";
import type { ChannelRow, ChatChannel, ChatEvent, ChatMessage, ChatRequest, MessagePage } from "./types";

const base = "/api/chat/channels";
const channelPath = (id: string) => `${base}/${encodeURIComponent(id)}`;
const messagePath = (id: string, messageId: string) => `${channelPath(id)}/messages/${encodeURIComponent(messageId)}`;

async function call<T>(path: string, init?: BffInit): Promise<T> {
  const result = await bffRequest<T>(path, init);
  if (result.ok) return result.data;
  // The BFF's message is already translated; an empty one lets the page show its own (spec 3 §8).
  throw new ChatError(result.error ?? "", result.status);
}

const EVENT_TYPES = ["message", "message_updated", "message_deleted", "channel", "channel_removed", "order", "request"] as const;

export const localChatPort: ChatPort = {
  listChannels: (query) => call<{ channels: ChannelRow[] }>(`${base}${query?.name ? `?${new URLSearchParams({ name: query.name })}` : ""}`).then((d) => d.channels),
  getChannel: (id) => call<{ channel: ChatChannel }>(channelPath(id)).then((d) => d.channel),
  messages: (id, before) => call<MessagePage>(`${channelPath(id)}/messages${before ? `?${new URLSearchParams({ before })}` : ""}`),
  send: (id, draft) => call<{ message: ChatMessage }>(`${channelPath(id)}/messages`, { body: draft }).then((d) => d.message),
  unsend: (id, messageId) => call(messagePath(id, messageId), { method: "DELETE" }).then(() => undefined),
  like: (id, messageId) => call<{ message: ChatMessage }>(`${messagePath(id, messageId)}/like`, { method: "POST", body: {} }).then((d) => d.message),
  markRead: (id) => call(`${channelPath(id)}/read`, { method: "POST", body: {} }).then(() => undefined),
  setMuted: (id, muted) => call(`${channelPath(id)}/mute`, { body: { muted } }).then(() => undefined),
  setPresence: (id, viewId, open) => call(`${channelPath(id)}/presence`, { body: { view_id: viewId, open } }).then(() => undefined),
  exit: (id) => call<{ deleted: boolean }>(`${channelPath(id)}/exit`, { method: "POST", body: {} }).then((d) => ({ deleted: d.deleted })),
  deleteGroup: (id) => call(channelPath(id), { method: "DELETE" }).then(() => undefined),
  addMembers: (id, userIds) => call<{ channel: ChatChannel }>(`${channelPath(id)}/members`, { body: { member_ids: userIds } }).then((d) => d.channel),
  openSingle: (partnerId) => call<{ channel: ChatChannel }>(base, { body: { channel_type: "single", partner_id: partnerId } }).then((d) => d.channel),
  createGroup: (group) => call<{ channel: ChatChannel }>(base, { body: { channel_type: "group", ...group } }).then((d) => d.channel),
  listRequests: () => call<{ requests: ChatRequest[] }>("/api/chat/requests").then((d) => d.requests),
  answerRequest: (id, accept) =>
    accept
      ? call<{ channel: ChatChannel }>(`/api/chat/requests/${encodeURIComponent(id)}/accept`, { method: "POST", body: {} }).then((d) => d.channel)
      : call(`/api/chat/requests/${encodeURIComponent(id)}/decline`, { method: "POST", body: {} }).then(() => null),
  openOrderSupport: (orderId) => call<{ channel: ChatChannel }>("/api/chat/order-support", { body: { order_id: orderId } }).then((d) => d.channel),
  subscribe(listener, onStatus) {
    if (typeof EventSource === "undefined") return () => {};
    const source = new EventSource("/api/chat/stream");
    const handle = (type: ChatEvent["type"]) => (event: MessageEvent<string>) => {
      try {
        const data = JSON.parse(event.data) as Record<string, unknown>;
        // Named events (event: message) or one default stream whose data names its type: both are read.
        listener({ ...data, type: typeof data.type === "string" ? data.type : type } as ChatEvent);
      } catch {
        /* a malformed event is skipped; the next refetch corrects the view */
      }
    };
    const handlers = EVENT_TYPES.map((type) => [type, handle(type)] as const);
    for (const [type, h] of handlers) source.addEventListener(type, h);
    source.onopen = () => onStatus?.(true);
    source.onerror = () => onStatus?.(false);
    return () => {
      for (const [type, h] of handlers) source.removeEventListener(type, h);
      source.close();
    };
  },
};
