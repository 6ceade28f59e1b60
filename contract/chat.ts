// The chat contract between the storefront and the product API (issue 27: one neutral module both import; neither
// reaches into the other). spec 3 §3 Channel and Message, as the product API answers them and the chat port hands them
// to the UI — the same shapes whether the local product API (default) or Firestore (NEXT_PUBLIC_FIREBASE_*) stores
// them. Plain types: no runtime code, safe everywhere. The storefront reads answers with lib/api/schemas/chat.ts.

export type ChannelType = "single" | "group" | "order_support";
/** Sender roles in messages (spec 3 §6): customer, support agent, vendor. */
export type ChatRole = "customer" | "admin" | "vendor" | "support" | "delivery";

/** A person as a channel lists them (spec 3 §3: id, username, full_name, photo, phone, email, role). */
export interface ChatUser {
  id: number;
  username: string | null;
  full_name: string;
  photo: string | null;
  phone: string | null;
  email: string | null;
  role: ChatRole | string;
}

export interface ChatAudio {
  url: string;
  /** Seconds. */
  duration: number;
  /** Bytes. */
  fileSize: number;
}

export interface ChatMapPoint {
  coords: { latitude: number; longitude: number };
  /** "current": the sender's position; "pin": a point picked on the map. */
  type: "current" | "pin";
}

/** The quoted message of a reply (spec 3 §2: reply is offered on text messages only). */
export interface ChatReply {
  _id: string;
  text: string;
  user: { _id: number; username: string | null; full_name: string };
}

/** An earn-invitation code carried by a message, with its state for the viewer (spec 3 §4 invitation-code message). */
export interface ChatInvitation {
  code: string;
  /** 0 unused, 1 used, 2 in use. */
  is_used: 0 | 1 | 2;
  is_expired: boolean;
  /** True when the viewer is the code's receiver (only the receiver may use it). */
  is_received: boolean;
}

/**
 * A system line of a group's membership (issue 24): `user` joined (added `by` someone), left, or became the admin.
 * Names as they are when the line is read; an empty name when the account is gone.
 */
export interface ChatSystemLine {
  type: "joined" | "left" | "admin";
  user: { id: number; full_name: string };
  by: { id: number; full_name: string } | null;
}

export interface ChatMessage {
  _id: string;
  channel_id: string;
  user: { _id: number; username: string | null; full_name: string; photo: string | null; phone: string | null; email: string | null; role: ChatRole | string };
  text: string | null;
  images: string[];
  audio: ChatAudio | null;
  map: ChatMapPoint | null;
  emoji: string[];
  reply: ChatReply | null;
  /** User ids who like it; toggled per user (spec 3 §4). */
  likes: number[];
  /** System messages (order-support: "Support joined", status notes) have no sender bubble. */
  system: boolean;
  /** What a system line records, when it is a membership line (its `text` says it in the reader's language). */
  event: ChatSystemLine | null;
  invitation_code: string | null;
  invitation: ChatInvitation | null;
  /** Milliseconds since the epoch, from the server's clock (spec 3 §7 server-time). */
  created_time: number;
  /** ISO 8601. */
  createdAt: string;
}

export interface ChatChannel {
  /** "c<number>" for single and group channels; "order_<orderId>" for order support (spec 3 §3). */
  id: string;
  active: boolean;
  channel_type: ChannelType;
  withRider: boolean;
  /** Single channels: who started it and the other party. */
  creator: ChatUser | null;
  partner: ChatUser | null;
  users: number[];
  members: ChatUser[];
  /** Group admin's id. */
  admin: number | null;
  /** Group name and picture. */
  full_name: string | null;
  photo: string | null;
  /** Group flag: members may add people. */
  permitted: boolean;
  last_msg: ChatMessage | null;
  /** User id → unread count. */
  unread_cnt: Record<string, number>;
  /** The viewer muted this channel. */
  muted: boolean;
  /** Order-support channels: the order. */
  order_id: number | null;
  /** ISO time of the last message (or creation): the list's order. */
  updated_at: string;
  /** Groups: people asked to join who have not answered yet (issue 24); they see nothing of the group. */
  requested?: number[];
}

/**
 * A channel as GET chats/channels lists it (ADR 0013): a group comes without its people — no `users`, no `members`,
 * and `unread_cnt` holds the viewer's own count only. A list row shows none of them (spec 3 §2); GET
 * chats/channels/{id} answers the whole channel. Single and order-support channels are listed whole.
 */
export type ListedChannel = ChatChannel | (Omit<ChatChannel, "users" | "members"> & { channel_type: "group" });

/**
 * A request to join a group (issue 24 Consent), as the person asked sees it: who asked and when — nothing of the
 * group (name, members, messages) until they accept.
 */
export interface ChatRequest {
  channel_id: string;
  inviter: ChatUser | null;
  /** ISO 8601. */
  created_at: string;
}

/** What the composer sends; the server trims text and refuses an empty message. */
export interface ChatDraft {
  text?: string;
  images?: string[];
  audio?: ChatAudio;
  map?: ChatMapPoint;
  emoji?: string[];
  reply_id?: string;
  invitation_code?: string;
}

export interface NewGroup {
  full_name: string;
  /** An uploaded picture's url (chats/upload-image); absent → the default group picture. */
  photo?: string;
  member_ids: number[];
  admin_id: number;
  permitted: boolean;
}

export interface MessagePage {
  /** Newest first. */
  data: ChatMessage[];
  /** Pass as `before` for the next (older) page; null at the start of the conversation. */
  next_cursor: string | null;
}

/** Live events, one stream per signed-in user (spec 3 §2 "live listener"). */
export type ChatEvent =
  | { type: "message"; channel_id: string; message: ChatMessage }
  | { type: "message_updated"; channel_id: string; message: ChatMessage }
  | { type: "message_deleted"; channel_id: string; message_id: string }
  | { type: "channel"; channel: ChatChannel }
  /** The viewer left the channel, or (`deleted`) it was deleted — by `by`, when that is known. */
  | { type: "channel_removed"; channel_id: string; deleted?: boolean; by?: number | null }
  | { type: "order"; order_id: number; status: string }
  /** The viewer's group requests changed (issue 24); ask for them again. */
  | { type: "request" };
