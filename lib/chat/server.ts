import "server-only";
import { getChannel, getMessages, listChannels } from "@/lib/api/chat";
import type { ApiContext } from "@/lib/api/client";
import { CHAT_ON_FIRESTORE } from "./adapter";
import { existingSingleChannel, FIRST_ROWS } from "./display";
import { isChannelId } from "./ids";
import type { ChatChannel, MessagePage } from "./types";

// Issue 24 (speed): the chat's server pages render what the person opened — the list and the conversation's newest
// page — instead of an empty frame the browser fills after its scripts and two more round trips. Only with the
// product API as the chat's store: the Firestore adapter reads in the browser (ADR 0013). A failed read gives
// nothing here; the browser's own read then says what went wrong (403, 404, unavailable), as before.

/** The viewer's channels, or null; the first `limit` of them when given. */
async function channelsOf(ctx: Promise<ApiContext>, limit?: number): Promise<ChatChannel[] | null> {
  if (CHAT_ON_FIRESTORE) return null;
  const result = await listChannels(await ctx, undefined, limit);
  return result.ok ? result.data.data : null;
}

/**
 * The list's first answer: its first screenful and one more (display.ts firstRows then knows whether that is all).
 * Issue 26 §6: on the large seed demo's whole list is 37 channels, 85 KB. Reading, parsing and validating it all was an
 * eighth of what the chat page allocated a view (4,019 → 3,518 KB), for rows the page does not draw: the browser reads
 * the whole list itself.
 */
export const firstChannels = (ctx: Promise<ApiContext>) => channelsOf(ctx, FIRST_ROWS + 1);

/**
 * The one-to-one channel the viewer and `personId` are both in now, or null (none yet, one of them left it, or the
 * chat's store is Firestore). A friend's Start chat goes straight to it (spec 3 §6 "the existing one-to-one channel,
 * or a new one"); otherwise it asks for one (POST chats/channels), which also brings back whoever left.
 */
export async function singleChannelWith(ctx: Promise<ApiContext>, personId: number): Promise<string | null> {
  const channels = await channelsOf(ctx);
  return channels ? (existingSingleChannel(channels, personId)?.id ?? null) : null;
}

/** The channel and its newest messages (spec 3 §4: 12, newest first), or null. */
export async function firstConversation(ctx: Promise<ApiContext>, id: string): Promise<{ channel: ChatChannel; page: MessagePage; readAt: number } | null> {
  if (CHAT_ON_FIRESTORE || !isChannelId(id)) return null;
  const api = await ctx;
  const [channel, page] = await Promise.all([getChannel(api, id), getMessages(api, id)]);
  return channel.ok && page.ok ? { channel: channel.data.channel, page: page.data, readAt: Date.now() } : null;
}
