// How a channel and a message are named in the list and the header (spec 3 §2, §9). Pure: no React, no fetch.
import type { ChannelRow, ChatChannel, ChatInvitation, ChatMessage, ChatUser, MessagePreview, PreviewKind } from "./types";

/** spec 3 §2: in single channels the other party is the channel's creator or partner. */
export function otherParty(channel: ChatChannel, me: number): ChatUser | null {
  if (channel.channel_type !== "single") return null;
  if (channel.creator && channel.creator.id !== me) return channel.creator;
  if (channel.partner && channel.partner.id !== me) return channel.partner;
  return channel.members.find((m) => m.id !== me) ?? null;
}

/**
 * spec 3 §2 Chat list: a channel as its row shows it to the viewer `me` — the group's name and picture or the other
 * person, the last message, the viewer's own unread count and the time; nothing of the other members.
 */
export function channelRow(channel: ChatChannel, me: number): ChannelRow {
  const other = otherParty(channel, me);
  return {
    id: channel.id,
    channel_type: channel.channel_type,
    full_name: channel.full_name,
    photo: channel.photo,
    other: other && { id: other.id, username: other.username, full_name: other.full_name, photo: other.photo },
    order_id: channel.order_id,
    last_msg: channel.last_msg && messagePreview(channel.last_msg),
    unread: channel.unread_cnt[String(me)] ?? 0,
    updated_at: channel.updated_at,
  };
}

/** spec 3 §9 preview texts: shared location, sent an emoji, sent a photo, sent a voice note, else the text. */
export function previewKind(message: ChatMessage): PreviewKind {
  if (message.map) return "location";
  if (message.images.length > 0) return "photo";
  if (message.audio) return "voice";
  if (message.text?.trim()) return "text";
  if (message.emoji.length > 0) return "emoji";
  if (message.invitation_code) return "invitation";
  return "text";
}

/** The most of a message's text a list row carries: a row shows one line, cut with an ellipsis long before this. */
export const PREVIEW_TEXT_LIMIT = 120;

/**
 * spec 3 §9: what a row needs of its last message to say its preview — the kind, the text (clipped, whole characters),
 * the sender's id for "You:", a membership line's record and the time.
 */
export function messagePreview(message: ChatMessage): MessagePreview {
  const text = message.text && Array.from(message.text).slice(0, PREVIEW_TEXT_LIMIT).join("");
  return { _id: message._id, user: { _id: message.user._id }, kind: previewKind(message), text, system: message.system, event: message.event, createdAt: message.createdAt };
}

/**
 * The rows the chat page draws on the server (issue 26 §6): the first screenful, enough for the tallest screen. The
 * browser reads the whole list once the page is live (chat-shell.tsx: the live stream's first connection rereads it),
 * so the rest arrives within a moment; `complete` says whether anything was left for it.
 */
export const FIRST_ROWS = 16;
export function firstRows<T>(rows: readonly T[], count = FIRST_ROWS): { rows: T[]; complete: boolean } {
  return { rows: rows.slice(0, count), complete: rows.length <= count };
}

/** Whether the viewer is still in the channel (spec 3 §2: otherwise "no longer a member" replaces the composer). */
export const isMember = (channel: ChatChannel, me: number) => channel.users.includes(me);

/** spec 3 §6: only the admin deletes a group; the admin, or anyone when permitted, adds people. */
export const isAdmin = (channel: ChatChannel, me: number) => channel.channel_type === "group" && channel.admin === me;
export const mayAddPeople = (channel: ChatChannel, me: number) => channel.channel_type === "group" && isMember(channel, me) && (channel.admin === me || channel.permitted);

/**
 * spec 3 §6 Start chat: "the existing one-to-one channel, or a new one". The existing one is a single channel the
 * person is a member of now (from the viewer's own list, so the viewer is too); one either of them left is not it —
 * asking for it anew brings them back (POST chats/channels).
 */
export function existingSingleChannel(channels: readonly ChatChannel[], personId: number): ChatChannel | null {
  return channels.find((c) => c.channel_type === "single" && isMember(c, personId)) ?? null;
}

export type InvitationUse = "use" | "expired" | "used" | "inUse";

/** spec 3 §4 Invitation-code message: unused and not expired → use it; else expired, used (1) or in use (2). */
export function invitationUse(invitation: ChatInvitation): InvitationUse {
  if (invitation.is_expired) return "expired";
  if (invitation.is_used === 1) return "used";
  if (invitation.is_used === 2) return "inUse";
  return "use";
}

