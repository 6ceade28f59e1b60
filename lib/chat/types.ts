import type { ChannelType, ChatMessage, ChatUser } from "@/contract/chat";

// The chat's shapes are the contract the storefront shares with the product API (contract/chat.ts).
export type * from "@/contract/chat";

/**
 * The last message as the list's row shows it (spec 3 §9 preview texts): what kind it is, its text clipped to what a
 * row can show, whose it is (the "You:" prefix), a membership line's record and its time — not the sender's profile,
 * the pictures, the map point or the likes (issue 26 §6: a row carried the whole message, 60 % of the list's bytes).
 */
export interface MessagePreview {
  _id: string;
  user: { _id: number };
  kind: PreviewKind;
  text: string | null;
  system: boolean;
  event: ChatMessage["event"];
  createdAt: string;
}

export type PreviewKind = "location" | "emoji" | "photo" | "voice" | "invitation" | "text";

/**
 * A row of the chat list (spec 3 §2), as the viewer sees it: the name and picture it shows, the last message, the
 * viewer's unread count and the time — not the channel's membership. A list of dozens of groups would otherwise carry
 * every member of each, and every member's unread count, to the page and again on each refresh (issue 26 §6).
 */
export interface ChannelRow {
  id: string;
  channel_type: ChannelType;
  /** Groups: the group's name and picture. */
  full_name: string | null;
  photo: string | null;
  /** Single channels: the other person. */
  other: Pick<ChatUser, "id" | "username" | "full_name" | "photo"> | null;
  /** Order-support channels: the order. */
  order_id: number | null;
  last_msg: MessagePreview | null;
  /** The viewer's unread messages in it. */
  unread: number;
  /** ISO time of the last message (or creation): the list's order. */
  updated_at: string;
}

/** The list's first rows as the server page draws them, and whether they are the whole list (display.ts firstRows). */
export interface FirstChannelRows {
  rows: ChannelRow[];
  complete: boolean;
}
