import { and, asc, desc, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { chatChannels, chatLikes, chatMembers, chatMessages, earnInvitations, orders, users, vendors } from "../db/schema";
import { inLang, type Lang } from "../http/i18n";
import { absoluteUrl } from "../http/urls";
import type { ChatChannel, ChatMessage, ChatUser } from "../../../lib/chat/types";

// Channels and messages as a viewer sees them (lib/chat/types.ts, spec 3 §3), read from the database. The routes
// answer with these and the live stream rebuilds every event with them for each subscriber.

/** spec 3 §3 "Support pseudo-user. Fixed id, name Support, role admin." Not a users row. */
export const SUPPORT_USER_ID = 1_000_000_000;
/** An order's vendor speaks in its order-support chat as this pseudo-user (role vendor), id base + vendor id. */
export const VENDOR_USER_BASE = 1_000_000_000;

type ChannelRow = typeof chatChannels.$inferSelect;
type MessageRow = typeof chatMessages.$inferSelect;
type UserRow = typeof users.$inferSelect;

export function supportUser(): ChatUser {
  return { id: SUPPORT_USER_ID, username: "support", full_name: "Support", photo: null, phone: null, email: null, role: "admin" };
}

/**
 * Spec 3 §3 lists phone and email on a channel's people, but nothing on screen shows them and a group or an order
 * chat joins people who are not friends: they are never handed out (null), so a chat never leaks contact details.
 */
export function chatUser(row: UserRow, baseUrl: string): ChatUser {
  return { id: row.id, username: row.username, full_name: row.fullName, photo: absoluteUrl(baseUrl, row.photo), phone: null, email: null, role: row.role };
}

function vendorUser(vendor: { id: number; title: string; logoPath: string | null }, baseUrl: string): ChatUser {
  return { id: VENDOR_USER_BASE + vendor.id, username: null, full_name: vendor.title, photo: absoluteUrl(baseUrl, vendor.logoPath), phone: null, email: null, role: "vendor" };
}

/** Current members' ids (those who have not left). */
export async function memberIds(db: Db, channelId: string): Promise<number[]> {
  const rows = await db
    .select({ userId: chatMembers.userId })
    .from(chatMembers)
    .where(and(eq(chatMembers.channelId, channelId), isNull(chatMembers.leftAt)))
    .orderBy(asc(chatMembers.joinedAt), asc(chatMembers.userId));
  return rows.map((r) => r.userId);
}

export async function isMember(db: Db, channelId: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: chatMembers.userId })
    .from(chatMembers)
    .where(and(eq(chatMembers.channelId, channelId), eq(chatMembers.userId, userId), isNull(chatMembers.leftAt)))
    .limit(1);
  return Boolean(row);
}

async function orderVendor(db: Db, orderId: number | null) {
  if (orderId === null) return null;
  const [row] = await db
    .select({ id: vendors.id, title: vendors.title, logoPath: vendors.logoPath })
    .from(orders)
    .innerJoin(vendors, eq(vendors.id, orders.vendorId))
    .where(eq(orders.id, orderId))
    .limit(1);
  return row ?? null;
}

export interface ViewContext {
  db: Db;
  baseUrl: string;
  viewer: number;
  /** The API clock's time (invitation expiry). */
  now: Date;
  /** The reader's language: support's and vendors' messages are stored in both (text_en). */
  lang: Lang;
}

/** Messages of one channel as the viewer sees them, in the order given. */
export async function messagesFor(ctx: ViewContext, channel: Pick<ChannelRow, "id" | "orderId">, rows: MessageRow[]): Promise<ChatMessage[]> {
  if (rows.length === 0) return [];
  const { db, baseUrl, viewer } = ctx;
  const ids = rows.map((r) => r.id);
  const senderIds = [...new Set(rows.map((r) => r.userId).filter((u): u is number => u !== null))];
  const codes = [...new Set(rows.map((r) => r.invitationCode).filter((c): c is string => Boolean(c)))];
  const [senders, likes, invitations, vendor] = await Promise.all([
    senderIds.length ? db.select().from(users).where(inArray(users.id, senderIds)) : Promise.resolve([]),
    db.select().from(chatLikes).where(inArray(chatLikes.messageId, ids)).orderBy(asc(chatLikes.createdAt), asc(chatLikes.userId)),
    codes.length ? db.select().from(earnInvitations).where(inArray(earnInvitations.inviteCode, codes)) : Promise.resolve([]),
    rows.some((r) => r.senderRole === "vendor") ? orderVendor(db, channel.orderId) : Promise.resolve(null),
  ]);
  const byId = new Map(senders.map((u) => [u.id, u]));
  const byCode = new Map(invitations.map((i) => [i.inviteCode, i]));
  const now = ctx.now.getTime();
  return rows.map((r) => {
    let sender: ChatUser;
    const person = r.userId !== null ? byId.get(r.userId) : undefined;
    if (person) sender = chatUser(person, baseUrl);
    else if (r.senderRole === "vendor" && vendor) sender = vendorUser(vendor, baseUrl);
    else sender = supportUser();
    const invitation = r.invitationCode ? byCode.get(r.invitationCode) : undefined;
    return {
      _id: r.id,
      channel_id: r.channelId,
      user: { _id: sender.id, username: sender.username, full_name: sender.full_name, photo: sender.photo, phone: sender.phone, email: sender.email, role: sender.role },
      text: inLang(ctx.lang, r.text, r.textEn),
      images: r.images.map((url) => absoluteUrl(baseUrl, url) ?? url),
      audio: r.audio ? { ...r.audio, url: absoluteUrl(baseUrl, r.audio.url) ?? r.audio.url } : null,
      map: r.map,
      emoji: r.emoji,
      reply: r.reply,
      likes: likes.filter((l) => l.messageId === r.id).map((l) => l.userId),
      system: r.system,
      invitation_code: r.invitationCode,
      invitation: invitation
        ? {
            code: invitation.inviteCode,
            is_used: invitation.isUsed as 0 | 1 | 2,
            is_expired: invitation.isUsed === 0 && invitation.expiresAt.getTime() <= now,
            is_received: invitation.receiverId === viewer,
          }
        : null,
      created_time: r.createdAt.getTime(),
      createdAt: r.createdAt.toISOString(),
    };
  });
}

export async function messageFor(ctx: ViewContext, channel: Pick<ChannelRow, "id" | "orderId">, messageId: string): Promise<ChatMessage | null> {
  const [row] = await ctx.db.select().from(chatMessages).where(and(eq(chatMessages.id, messageId), eq(chatMessages.channelId, channel.id))).limit(1);
  return row ? (await messagesFor(ctx, channel, [row]))[0] : null;
}

/** Channels as the viewer sees them (members as ChatUser, unread per member, the viewer's mute, last_msg). */
export async function channelsFor(ctx: ViewContext, channels: ChannelRow[]): Promise<ChatChannel[]> {
  if (channels.length === 0) return [];
  const { db, baseUrl, viewer } = ctx;
  const ids = channels.map((c) => c.id);
  const memberRows = await db
    .select({ member: chatMembers, user: users })
    .from(chatMembers)
    .innerJoin(users, eq(users.id, chatMembers.userId))
    .where(and(inArray(chatMembers.channelId, ids), isNull(chatMembers.leftAt)))
    .orderBy(asc(chatMembers.joinedAt), asc(chatMembers.userId));
  const lastIds = channels.map((c) => c.lastMsgId).filter((id): id is string => Boolean(id));
  const lastRows = lastIds.length ? await db.select().from(chatMessages).where(inArray(chatMessages.id, lastIds)) : [];
  const creatorPartner = [...new Set(channels.flatMap((c) => [c.creatorId, c.partnerId]).filter((u): u is number => u !== null))];
  const people = creatorPartner.length ? await db.select().from(users).where(inArray(users.id, creatorPartner)) : [];
  const personById = new Map(people.map((p) => [p.id, p]));
  const viewerMute = await db
    .select({ channelId: chatMembers.channelId, muted: chatMembers.muted })
    .from(chatMembers)
    .where(and(inArray(chatMembers.channelId, ids), eq(chatMembers.userId, viewer)));
  const muted = new Map(viewerMute.map((m) => [m.channelId, m.muted]));

  return Promise.all(
    channels.map(async (c) => {
      const mine = memberRows.filter((m) => m.member.channelId === c.id);
      const members = mine.map((m) => chatUser(m.user, baseUrl));
      const unread: Record<string, number> = {};
      for (const m of mine) unread[String(m.member.userId)] = m.member.unreadCnt;
      if (c.channelType === "order_support") {
        members.push(supportUser());
        const vendor = await orderVendor(db, c.orderId);
        if (vendor) members.push(vendorUser(vendor, baseUrl));
      }
      const lastRow = lastRows.find((r) => r.id === c.lastMsgId);
      const lastMsg = lastRow ? (await messagesFor(ctx, c, [lastRow]))[0] : null;
      const person = (id: number | null) => {
        const row = id !== null ? personById.get(id) : undefined;
        return row ? chatUser(row, baseUrl) : null;
      };
      const channel: ChatChannel = {
        id: c.id,
        active: c.active,
        channel_type: c.channelType,
        withRider: c.withRider,
        creator: c.channelType === "single" ? person(c.creatorId) : null,
        partner: c.channelType === "single" ? person(c.partnerId) : null,
        users: members.map((m) => m.id),
        members,
        admin: c.channelType === "group" ? c.adminId : null,
        full_name: c.channelType === "group" ? c.fullName : null,
        photo: c.channelType === "group" ? absoluteUrl(baseUrl, c.photo) : null,
        permitted: c.permitted,
        last_msg: lastMsg,
        unread_cnt: unread,
        muted: muted.get(c.id) ?? false,
        order_id: c.orderId,
        updated_at: c.updatedAt.toISOString(),
      };
      return channel;
    }),
  );
}

export async function channelRow(db: Db, id: string): Promise<ChannelRow | null> {
  const [row] = await db.select().from(chatChannels).where(eq(chatChannels.id, id)).limit(1);
  return row ?? null;
}

export async function channelFor(ctx: ViewContext, id: string): Promise<ChatChannel | null> {
  const row = await channelRow(ctx.db, id);
  return row ? (await channelsFor(ctx, [row]))[0] : null;
}

/** The viewer's channels, newest last message first. */
export async function channelListFor(ctx: ViewContext): Promise<ChatChannel[]> {
  const rows = await ctx.db
    .select({ channel: chatChannels })
    .from(chatChannels)
    .innerJoin(chatMembers, and(eq(chatMembers.channelId, chatChannels.id), eq(chatMembers.userId, ctx.viewer), isNull(chatMembers.leftAt)))
    .orderBy(desc(chatChannels.updatedAt), asc(chatChannels.id));
  return channelsFor(ctx, rows.map((r) => r.channel));
}
