import { and, asc, desc, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { chatChannels, chatLikes, chatMemberRequests, chatMembers, chatMessages, earnInvitations, orders, users, vendors, type ChatSystemEvent } from "../db/schema";
import { inLang, t, type Lang } from "../http/i18n";
import { absoluteUrl } from "../http/urls";
import type { ChatChannel, ChatMessage, ChatSystemLine, ChatUser } from "../../../contract/chat";

// Channels and messages as a viewer sees them (contract/chat.ts, spec 3 §3), read from the database. The routes
// answer with these and the live stream rebuilds every event with them for each subscriber.

/** spec 3 §3 "Support pseudo-user. Fixed id, name Support, role admin." Not a users row. */
export const SUPPORT_USER_ID = 1_000_000_000;
/** An order's vendor speaks in its order-support chat as this pseudo-user (role vendor), id base + vendor id. */
export const VENDOR_USER_BASE = 1_000_000_000;

type ChannelRow = typeof chatChannels.$inferSelect;
type MessageRow = typeof chatMessages.$inferSelect;

/**
 * The columns of a person a chat answer shows (ADR 0024): a users row has 31, and PGlite decodes every value it sends
 * in JavaScript — reading whole rows for a list of ~40 channels cost more than everything else in the answer.
 */
export const chatPersonColumns = { id: users.id, username: users.username, fullName: users.fullName, photo: users.photo, role: users.role };
type PersonRow = Pick<typeof users.$inferSelect, keyof typeof chatPersonColumns>;

export function supportUser(): ChatUser {
  return { id: SUPPORT_USER_ID, username: "support", full_name: "Support", photo: null, phone: null, email: null, role: "admin" };
}

/**
 * Spec 3 §3 lists phone and email on a channel's people, but nothing on screen shows them and a group or an order
 * chat joins people who are not friends: they are never handed out (null), so a chat never leaks contact details.
 */
export function chatUser(row: PersonRow, baseUrl: string): ChatUser {
  return { id: row.id, username: row.username, full_name: row.fullName, photo: absoluteUrl(baseUrl, row.photo), phone: null, email: null, role: row.role };
}

type OrderVendor = { id: number; title: string; logoPath: string | null };

function vendorUser(vendor: OrderVendor, baseUrl: string): ChatUser {
  return { id: VENDOR_USER_BASE + vendor.id, username: null, full_name: vendor.title, photo: absoluteUrl(baseUrl, vendor.logoPath), phone: null, email: null, role: "vendor" };
}

/** A system line speaks for nobody (issue 24): no sender, no picture. */
const SYSTEM_SENDER: ChatMessage["user"] = { _id: 0, username: null, full_name: "", photo: null, phone: null, email: null, role: "system" };

const SYSTEM_TEXT = { joined: "systemJoined", left: "systemLeft", admin: "systemAdmin" } as const;

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

/** The vendors of these orders (their order-support chats speak as the vendor), in one query. */
async function orderVendors(db: Db, orderIds: Array<number | null>): Promise<Map<number, OrderVendor>> {
  const ids = [...new Set(orderIds.filter((id): id is number => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ orderId: orders.id, id: vendors.id, title: vendors.title, logoPath: vendors.logoPath })
    .from(orders)
    .innerJoin(vendors, eq(vendors.id, orders.vendorId))
    .where(inArray(orders.id, ids));
  return new Map(rows.map(({ orderId, ...vendor }) => [orderId, vendor]));
}

export interface ViewContext {
  db: Db;
  baseUrl: string;
  viewer: number;
  /** The API clock's time (invitation expiry). */
  now: Date;
  /** The reader's language: system lines are written in it; support's and vendors' messages are stored in both (text_en). */
  lang: Lang;
}

/** Messages of one channel as the viewer sees them, in the order given. */
export function messagesFor(ctx: ViewContext, channel: Pick<ChannelRow, "id" | "orderId">, rows: MessageRow[]): Promise<ChatMessage[]> {
  return messagesOf(ctx, rows, new Map([[channel.id, channel.orderId]]));
}

/**
 * Messages of any channels as the viewer sees them, in the order given, with a fixed number of queries however many
 * rows and channels there are (senders, likes, invitation codes, order vendors: one query each, never one per row).
 */
async function messagesOf(ctx: ViewContext, rows: MessageRow[], orderOf: Map<string, number | null>, known: ReadonlyMap<number, PersonRow> = new Map()): Promise<ChatMessage[]> {
  if (rows.length === 0) return [];
  const { db, baseUrl, viewer } = ctx;
  const ids = rows.map((r) => r.id);
  const people = rows.flatMap((r) => [r.userId, r.event?.user_id ?? null, r.event?.by_id ?? null]);
  // People the caller already read (a channel's members) are not read again.
  const senderIds = [...new Set(people.filter((u): u is number => u !== null && !known.has(u)))];
  const codes = [...new Set(rows.map((r) => r.invitationCode).filter((c): c is string => Boolean(c)))];
  const vendorOrders = rows.filter((r) => r.senderRole === "vendor").map((r) => orderOf.get(r.channelId) ?? null);
  const [senders, likes, invitations, vendorOf] = await Promise.all([
    senderIds.length ? db.select(chatPersonColumns).from(users).where(inArray(users.id, senderIds)) : Promise.resolve([]),
    db.select({ messageId: chatLikes.messageId, userId: chatLikes.userId }).from(chatLikes).where(inArray(chatLikes.messageId, ids)).orderBy(asc(chatLikes.createdAt), asc(chatLikes.userId)),
    codes.length
      ? db
          .select({ inviteCode: earnInvitations.inviteCode, isUsed: earnInvitations.isUsed, expiresAt: earnInvitations.expiresAt, receiverId: earnInvitations.receiverId })
          .from(earnInvitations)
          .where(inArray(earnInvitations.inviteCode, codes))
      : Promise.resolve([]),
    orderVendors(db, vendorOrders),
  ]);
  const byId = new Map([...known, ...senders.map((u) => [u.id, u] as const)]);
  const byCode = new Map(invitations.map((i) => [i.inviteCode, i]));
  const likesOf = new Map<string, number[]>();
  for (const like of likes) likesOf.set(like.messageId, [...(likesOf.get(like.messageId) ?? []), like.userId]);
  const now = ctx.now.getTime();
  const named = (id: number | null) => {
    const row = id !== null ? byId.get(id) : undefined;
    return row ? { id: row.id, full_name: row.fullName } : null;
  };
  return rows.map((r) => {
    let sender: ChatMessage["user"];
    const person = r.userId !== null ? byId.get(r.userId) : undefined;
    const line = r.event ? systemLine(r.event, named) : null;
    if (r.system) sender = SYSTEM_SENDER;
    else {
      const vendor = r.senderRole === "vendor" ? vendorOf.get(orderOf.get(r.channelId) ?? -1) : undefined;
      const who = person ? chatUser(person, baseUrl) : vendor ? vendorUser(vendor, baseUrl) : supportUser();
      // A sender is a name and a picture: a message never carries anyone's phone or e-mail (issue 24).
      sender = { _id: who.id, username: who.username, full_name: who.full_name, photo: who.photo, phone: null, email: null, role: who.role };
    }
    const invitation = r.invitationCode ? byCode.get(r.invitationCode) : undefined;
    return {
      _id: r.id,
      channel_id: r.channelId,
      user: sender,
      text: line ? t(ctx.lang, SYSTEM_TEXT[line.type], { name: line.user.full_name, by: line.by?.full_name ?? "" }) : inLang(ctx.lang, r.text, r.textEn),
      images: r.images.map((url) => absoluteUrl(baseUrl, url) ?? url),
      audio: r.audio ? { ...r.audio, url: absoluteUrl(baseUrl, r.audio.url) ?? r.audio.url } : null,
      map: r.map,
      emoji: r.emoji,
      reply: r.reply,
      likes: likesOf.get(r.id) ?? [],
      system: r.system,
      event: line,
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

/** A system line with the people's names as they are now; someone whose account is gone is named by nobody. */
function systemLine(event: ChatSystemEvent, named: (id: number | null) => { id: number; full_name: string } | null): ChatSystemLine {
  return { type: event.type, user: named(event.user_id) ?? { id: event.user_id, full_name: "" }, by: named(event.by_id) };
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
  const lastIds = channels.map((c) => c.lastMsgId).filter((id): id is string => Boolean(id));
  // A fixed number of queries for any number of channels (the list of someone with 40 chats is one answer), and no
  // query for what the members' rows already hold: the viewer's mute, a single chat's two people, most senders.
  const groupIds = channels.filter((c) => c.channelType === "group").map((c) => c.id);
  const [memberRows, lastRows, vendorOf, requestRows] = await Promise.all([
    db
      .select({ member: { channelId: chatMembers.channelId, userId: chatMembers.userId, unreadCnt: chatMembers.unreadCnt, muted: chatMembers.muted }, user: chatPersonColumns })
      .from(chatMembers)
      .innerJoin(users, eq(users.id, chatMembers.userId))
      .where(and(inArray(chatMembers.channelId, ids), isNull(chatMembers.leftAt)))
      .orderBy(asc(chatMembers.joinedAt), asc(chatMembers.userId)),
    lastIds.length ? db.select().from(chatMessages).where(inArray(chatMessages.id, lastIds)) : Promise.resolve([]),
    orderVendors(db, channels.filter((c) => c.channelType === "order_support").map((c) => c.orderId)),
    groupIds.length
      ? db.select({ channelId: chatMemberRequests.channelId, userId: chatMemberRequests.userId }).from(chatMemberRequests).where(inArray(chatMemberRequests.channelId, groupIds)).orderBy(asc(chatMemberRequests.createdAt), asc(chatMemberRequests.userId))
      : Promise.resolve([]),
  ]);
  const personById = new Map(memberRows.map((m) => [m.user.id, m.user]));
  // A single chat's creator or partner who left is not among the members: read those few.
  const absent = [...new Set(channels.flatMap((c) => (c.channelType === "single" ? [c.creatorId, c.partnerId] : [])).filter((u): u is number => u !== null && !personById.has(u)))];
  if (absent.length) for (const row of await db.select(chatPersonColumns).from(users).where(inArray(users.id, absent))) personById.set(row.id, row);
  const muted = new Map(memberRows.filter((m) => m.member.userId === viewer).map((m) => [m.member.channelId, m.member.muted]));
  const lastMessages = await messagesOf(ctx, lastRows, new Map(channels.map((c) => [c.id, c.orderId])), personById);
  const lastById = new Map(lastMessages.map((m) => [m._id, m]));
  const membersOf = new Map<string, typeof memberRows>();
  for (const row of memberRows) membersOf.set(row.member.channelId, [...(membersOf.get(row.member.channelId) ?? []), row]);

  return channels.map((c) => {
    const mine = membersOf.get(c.id) ?? [];
    const members = mine.map((m) => chatUser(m.user, baseUrl));
    const unread: Record<string, number> = {};
    for (const m of mine) unread[String(m.member.userId)] = m.member.unreadCnt;
    if (c.channelType === "order_support") {
      members.push(supportUser());
      const vendor = c.orderId !== null ? vendorOf.get(c.orderId) : undefined;
      if (vendor) members.push(vendorUser(vendor, baseUrl));
    }
    const lastMsg = c.lastMsgId ? (lastById.get(c.lastMsgId) ?? null) : null;
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
      // Issue 24: who was asked to join and has not answered yet (the group's members see them as asked).
      ...(c.channelType === "group" ? { requested: requestRows.filter((r) => r.channelId === c.id).map((r) => r.userId) } : {}),
    };
    return channel;
  });
}

export async function channelRow(db: Db, id: string): Promise<ChannelRow | null> {
  const [row] = await db.select().from(chatChannels).where(eq(chatChannels.id, id)).limit(1);
  return row ?? null;
}

/** The channel and whether `userId` is a current member of it, in one query (every chat route asks both). */
export async function channelWithMembership(db: Db, id: string, userId: number): Promise<{ row: ChannelRow; member: boolean } | null> {
  const [found] = await db
    .select({ row: chatChannels, member: chatMembers.userId })
    .from(chatChannels)
    .leftJoin(chatMembers, and(eq(chatMembers.channelId, chatChannels.id), eq(chatMembers.userId, userId), isNull(chatMembers.leftAt)))
    .where(eq(chatChannels.id, id))
    .limit(1);
  return found ? { row: found.row, member: found.member !== null } : null;
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
