// The chat port (ARCHITECTURE "Ports and adapters"): what the chat pages need from a chat store. The default
// adapter (lib/chat/local.ts) talks to the BFF, which talks to the local product API; the Firestore adapter
// (lib/chat/firestore.ts) is loaded instead when NEXT_PUBLIC_FIREBASE_* is set. Both hand out the shapes of
// lib/chat/types.ts, so no component knows which one runs.
import type { ChannelRow, ChatChannel, ChatDraft, ChatEvent, ChatMessage, ChatRequest, MessagePage, NewGroup } from "./types";

export interface ChatPort {
  /**
   * The viewer's channels by membership as the list's rows (lib/chat/display.ts channelRow), newest last message
   * first; `name` filters by channel or member name.
   */
  listChannels(query?: { name?: string }): Promise<ChannelRow[]>;
  /** One channel; rejects with status 403 when the viewer is not a member, 404 when unknown. */
  getChannel(channelId: string): Promise<ChatChannel>;
  /** 12 messages, newest first, older than `before` (a cursor from the previous page). */
  messages(channelId: string, before?: string | null): Promise<MessagePage>;
  send(channelId: string, draft: ChatDraft): Promise<ChatMessage>;
  /** Sender only; the channel's last_msg falls back to the previous message. */
  unsend(channelId: string, messageId: string): Promise<void>;
  /** Toggles the viewer's like. */
  like(channelId: string, messageId: string): Promise<ChatMessage>;
  /** Resets the viewer's unread counter (on open and on leave). */
  markRead(channelId: string): Promise<void>;
  setMuted(channelId: string, muted: boolean): Promise<void>;
  /**
   * Issue 29: this view (a tab, a device: `viewId`) has the conversation on screen, or no longer; while it does, the
   * chat's messages are not pushed to the viewer's devices. Refreshed every 30 s while open.
   */
  setPresence(channelId: string, viewId: string, open: boolean): Promise<void>;
  /** Leaves a group (or a single chat); resolves whether the channel was deleted (one member left). */
  exit(channelId: string): Promise<{ deleted: boolean }>;
  /** Group admin only. */
  deleteGroup(channelId: string): Promise<void>;
  addMembers(channelId: string, userIds: number[]): Promise<ChatChannel>;
  /** The existing one-to-one channel with this person, or a new one. */
  openSingle(partnerId: number): Promise<ChatChannel>;
  createGroup(group: NewGroup): Promise<ChatChannel>;
  /** Issue 24: the groups the viewer was asked to join, newest first — who asked and when, nothing of the group. */
  listRequests(): Promise<ChatRequest[]>;
  /** Accepting joins the group (its channel); declining drops the request (null). 404 when it is gone. */
  answerRequest(channelId: string, accept: boolean): Promise<ChatChannel | null>;
  /** The order's support channel (order_{id}), opened with the Support greeting when new. */
  openOrderSupport(orderId: number): Promise<ChatChannel>;
  /** Live events for the viewer; returns the unsubscribe function. onStatus reports whether the stream is up. */
  subscribe(listener: (event: ChatEvent) => void, onStatus?: (live: boolean) => void): () => void;
}

/** Errors from a port carry the HTTP-like status and a message already in the user's language when known. */
export class ChatError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = "ChatError";
  }
}
