// Chat reads through the ChatPort (lib/chat/port.ts) and the live events' effect on the caches (spec 3 §4 Message
// loading: newest first, 12 at a time, a live listener, older pages by cursor).
import { infiniteQueryOptions, queryOptions, type InfiniteData, type QueryClient } from "@tanstack/react-query";
import type { ChatPort } from "./port";
import { channelRow, messagePreview } from "./display";
import type { ChannelRow, ChatChannel, ChatEvent, ChatMessage, FirstChannelRows, MessagePage } from "./types";
import { bff } from "@/lib/client/bff";
import { queryKeys } from "@/lib/client/query-keys";
import type { DirectoryPage } from "@/lib/client/queries/social";

export const channelsQuery = (port: ChatPort, name: string) =>
  queryOptions({
    queryKey: queryKeys.chat.channels(name),
    queryFn: () => port.listChannels(name ? { name } : undefined),
    staleTime: 30_000,
  });

export const channelQuery = (port: ChatPort, id: string) =>
  queryOptions({
    queryKey: queryKeys.chat.channel(id),
    queryFn: () => port.getChannel(id),
    staleTime: 30_000,
    // 403 and 404 are answers (not a member, unknown), not glitches to retry.
    retry: (count, error) => count < 2 && !(error && typeof error === "object" && "status" in error && [401, 403, 404].includes(Number(error.status))),
  });

/**
 * The list's first answer from the server page (issue 24: no empty list while the scripts load). When the page drew
 * only its first screenful (issue 26 §6, display.ts firstRows), that answer is old from the start: the whole list is
 * read as soon as the list is shown.
 */
export function channelsStart(first: FirstChannelRows | null): { initialData?: ChannelRow[]; initialDataUpdatedAt?: number } {
  if (!first) return {};
  return first.complete ? { initialData: first.rows } : { initialData: first.rows, initialDataUpdatedAt: 0 };
}

/** Issue 24: the groups the viewer was asked to join (refetched on the live `request` event). */
export const requestsQuery = (port: ChatPort) =>
  queryOptions({
    queryKey: queryKeys.chat.requests,
    queryFn: () => port.listRequests(),
    staleTime: 30_000,
  });

export const messagesQuery = (port: ChatPort, id: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.chat.messages(id),
    queryFn: ({ pageParam }) => port.messages(id, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last: MessagePage) => last.next_cursor ?? undefined,
    staleTime: Infinity,
    retry: false,
  });

/** The new-conversation and new-group modals' Shijoers tab: the directory by name, page after page (spec 3 §2). */
export const peopleQuery = (name: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.chat.people(name),
    queryFn: ({ pageParam, signal }) => bff<DirectoryPage>(`/api/social/shijoers?${new URLSearchParams({ name, page: String(pageParam) })}`, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last: DirectoryPage) => (last.current_page < last.last_page ? last.current_page + 1 : undefined),
    staleTime: 60_000,
  });

export type MessagesData = InfiniteData<MessagePage, string | null>;

/** Newest-first list order: the channel with the latest message first. */
export function sortChannels(channels: ChannelRow[]): ChannelRow[] {
  return [...channels].sort((a, b) => Date.parse(b.updated_at) - Date.parse(a.updated_at));
}

export function upsertChannel(channels: ChannelRow[], channel: ChannelRow): ChannelRow[] {
  return sortChannels([channel, ...channels.filter((c) => c.id !== channel.id)]);
}

/** A new message goes on top of the first page, once (the sender's own answer and the live event may both bring it). */
export function prependMessage(data: MessagesData, message: ChatMessage): MessagesData {
  if (data.pages.some((p) => p.data.some((m) => m._id === message._id))) return replaceMessage(data, message);
  const [first, ...rest] = data.pages;
  return { ...data, pages: [{ ...first, data: [message, ...first.data] }, ...rest] };
}

export function replaceMessage(data: MessagesData, message: ChatMessage): MessagesData {
  return { ...data, pages: data.pages.map((p) => ({ ...p, data: p.data.map((m) => (m._id === message._id ? message : m)) })) };
}

export function removeMessage(data: MessagesData, messageId: string): MessagesData {
  return { ...data, pages: data.pages.map((p) => ({ ...p, data: p.data.filter((m) => m._id !== messageId) })) };
}

/** All loaded messages, newest first, without duplicates (a page boundary can move while messages arrive). */
export function flattenMessages(data: { pages: MessagePage[] } | undefined): ChatMessage[] {
  const seen = new Set<string>();
  const out: ChatMessage[] = [];
  for (const page of data?.pages ?? []) {
    for (const m of page.data) {
      if (seen.has(m._id)) continue;
      seen.add(m._id);
      out.push(m);
    }
  }
  return out;
}

/**
 * Issue 24: a conversation the server page read (lib/chat/server.ts) goes into the caches before its first render, so
 * the page shows its messages at once and hydrates with them; a cache kept from an earlier visit is replaced when the
 * server's read is newer (events missed while away), kept when it is newer itself (a live event since the read).
 */
export function seedConversation(client: QueryClient, first: { channel: ChatChannel; page: MessagePage; readAt: number }): void {
  const id = first.channel.id;
  const older = (key: readonly unknown[]) => (client.getQueryState(key)?.dataUpdatedAt ?? 0) < first.readAt;
  if (older(queryKeys.chat.channel(id))) client.setQueryData(queryKeys.chat.channel(id), first.channel, { updatedAt: first.readAt });
  if (older(queryKeys.chat.messages(id))) client.setQueryData<MessagesData>(queryKeys.chat.messages(id), { pages: [first.page], pageParams: [null] }, { updatedAt: first.readAt });
}

/** A sent message: on top of its conversation at once (the live event will not add it twice). */
export function addOwnMessage(client: QueryClient, message: ChatMessage): void {
  client.setQueryData<MessagesData>(queryKeys.chat.messages(message.channel_id), (data) => (data ? prependMessage(data, message) : data));
}

/**
 * A read of the conversation still on its way was made before the event just applied, and would undo it when it
 * lands (the stream's first connect reads the open conversation again: a message sent meanwhile showed, then went, in
 * chat.spec, CI of session 29). It is read again, which cancels that read; with no read on its way nothing is asked.
 */
function rereadIfInFlight(client: QueryClient, channelId: string): void {
  const queryKey = queryKeys.chat.messages(channelId);
  if (client.isFetching({ queryKey, exact: true }) > 0) void client.invalidateQueries({ queryKey, exact: true });
}

/** A channel out of every list the viewer has read. */
function dropFromLists(client: QueryClient, channelId: string): void {
  client.setQueriesData<ChannelRow[]>({ queryKey: queryKeys.chat.lists }, (list) => list?.filter((c) => c.id !== channelId));
  // A list read still on its way was read before the removal, and would put the channel back when it lands (a
  // reader who just opened the chat, whose first refetch was in flight: chat-messenger.spec, ci of session 19):
  // the lists are read again, which cancels that read.
  void client.invalidateQueries({ queryKey: queryKeys.chat.lists });
}

/**
 * Issue 24: a deleted channel is gone for everyone — nothing of it stays in the caches to be shown again. Whether the
 * viewer heard the deletion live or found it when the conversation's read answered 404 (the stream was not yet up
 * when it happened, and the list's first read was made before it: chat-messenger.spec, session 34), it goes from the
 * lists as well as from its own caches.
 */
export function forgetChannel(client: QueryClient, channelId: string): void {
  dropFromLists(client, channelId);
  client.removeQueries({ queryKey: queryKeys.chat.channel(channelId) });
  client.removeQueries({ queryKey: queryKeys.chat.messages(channelId) });
}

/** spec 3 §2 live listener: one event's effect on every cache it concerns, for the viewer `me`. */
export function applyChatEvent(client: QueryClient, event: ChatEvent, me: number): void {
  switch (event.type) {
    case "message":
      client.setQueryData<MessagesData>(queryKeys.chat.messages(event.channel_id), (data) => (data ? prependMessage(data, event.message) : data));
      rereadIfInFlight(client, event.channel_id);
      client.setQueryData<ChannelRow[]>(queryKeys.chat.channels(""), (list) => {
        const channel = list?.find((c) => c.id === event.channel_id);
        return list && channel ? upsertChannel(list, { ...channel, last_msg: messagePreview(event.message), updated_at: event.message.createdAt }) : list;
      });
      void client.invalidateQueries({ queryKey: queryKeys.chat.lists });
      return;
    case "message_updated":
      client.setQueryData<MessagesData>(queryKeys.chat.messages(event.channel_id), (data) => (data ? replaceMessage(data, event.message) : data));
      rereadIfInFlight(client, event.channel_id);
      return;
    case "message_deleted":
      client.setQueryData<MessagesData>(queryKeys.chat.messages(event.channel_id), (data) => (data ? removeMessage(data, event.message_id) : data));
      rereadIfInFlight(client, event.channel_id);
      void client.invalidateQueries({ queryKey: queryKeys.chat.lists });
      return;
    case "channel":
      client.setQueryData(queryKeys.chat.channel(event.channel.id), event.channel);
      client.setQueryData<ChannelRow[]>(queryKeys.chat.channels(""), (list) => (list ? upsertChannel(list, channelRow(event.channel, me)) : list));
      void client.invalidateQueries({ queryKey: queryKeys.chat.lists, predicate: (q) => q.queryKey[2] !== "" });
      return;
    case "channel_removed":
      if (event.deleted) return forgetChannel(client, event.channel_id);
      dropFromLists(client, event.channel_id);
      void client.invalidateQueries({ queryKey: queryKeys.chat.channel(event.channel_id) });
      return;
    case "request":
      void client.invalidateQueries({ queryKey: queryKeys.chat.requests });
      return;
    case "order":
      return;
  }
}
