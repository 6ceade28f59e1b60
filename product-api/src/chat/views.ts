import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";
import { col, fromJson } from "../db/json";
import { chatChannels, chatLikes, chatMemberRequests, chatMembers, chatMessages, earnInvitations, orders, users, vendors, type ChatSystemEvent } from "../db/schema";
import { inLang, t, type Lang } from "../http/i18n";
import { absoluteUrl } from "../http/urls";
import type { ChatChannel, ChatMessage, ChatSystemLine, ChatUser, ListedChannel } from "../../../contract/chat";
import { matchesChannelName } from "../../../contract/chat-search";

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

/** An earn invitation as a message about it shows it. */
type Invitation = { inviteCode: string; isUsed: number; expiresAt: Date; receiverId: number };

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
async function messagesOf(
  ctx: ViewContext,
  rows: MessageRow[],
  orderOf: Map<string, number | null>,
  known: ReadonlyMap<number, PersonRow> = new Map(),
  /** What the caller already read with the messages: their likes, the vendors of the channels' orders. */
  preloaded: { likes?: ReadonlyMap<string, number[]>; vendors?: ReadonlyMap<number, OrderVendor>; invitations?: ReadonlyMap<string, Invitation> } = {},
): Promise<ChatMessage[]> {
  if (rows.length === 0) return [];
  const { db, baseUrl, viewer } = ctx;
  const ids = rows.map((r) => r.id);
  const people = rows.flatMap((r) => [r.userId, r.event?.user_id ?? null, r.event?.by_id ?? null]);
  // People the caller already read (a channel's members) are not read again.
  const senderIds = [...new Set(people.filter((u): u is number => u !== null && !known.has(u)))];
  const codes = [...new Set(rows.map((r) => r.invitationCode).filter((c): c is string => c !== null && c !== "" && !preloaded.invitations?.has(c)))];
  const vendorOrders = preloaded.vendors ? [] : rows.filter((r) => r.senderRole === "vendor").map((r) => orderOf.get(r.channelId) ?? null);
  const [senders, likes, invitations, vendorsRead] = await Promise.all([
    senderIds.length ? db.select(chatPersonColumns).from(users).where(inArray(users.id, senderIds)) : Promise.resolve([]),
    preloaded.likes
      ? Promise.resolve([])
      : db.select({ messageId: chatLikes.messageId, userId: chatLikes.userId }).from(chatLikes).where(inArray(chatLikes.messageId, ids)).orderBy(asc(chatLikes.createdAt), asc(chatLikes.userId)),
    codes.length
      ? db
          .select({ inviteCode: earnInvitations.inviteCode, isUsed: earnInvitations.isUsed, expiresAt: earnInvitations.expiresAt, receiverId: earnInvitations.receiverId })
          .from(earnInvitations)
          .where(inArray(earnInvitations.inviteCode, codes))
      : Promise.resolve([]),
    orderVendors(db, vendorOrders),
  ]);
  const byId = new Map([...known, ...senders.map((u) => [u.id, u] as const)]);
  const byCode = new Map<string, Invitation>([...(preloaded.invitations ?? []), ...invitations.map((i) => [i.inviteCode, i] as const)]);
  const vendorOf = preloaded.vendors ?? vendorsRead;
  const likesOf = new Map<string, number[]>(preloaded.likes);
  for (const like of likes) {
    const list = likesOf.get(like.messageId);
    if (list) list.push(like.userId);
    else likesOf.set(like.messageId, [like.userId]);
  }
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

/** An earn invitation as a JSON column: the one the message of the row (chat_messages) carries, if any. */
const invitationColumn = sql<unknown>`(
  select json_build_object('inviteCode', ${col(earnInvitations.inviteCode)}, 'isUsed', ${col(earnInvitations.isUsed)}, 'expiresAt', ${col(earnInvitations.expiresAt)}, 'receiverId', ${col(earnInvitations.receiverId)})
  from ${earnInvitations} where ${col(earnInvitations.inviteCode)} = ${col(chatMessages.invitationCode)})`;

function invitationOf(value: unknown): Invitation | null {
  const read = fromJson<(Omit<Invitation, "expiresAt"> & { expiresAt: string }) | null>(value);
  return read ? { ...read, expiresAt: new Date(read.expiresAt) } : null;
}

/**
 * A page of a channel's messages, newest first (keyset: older than `before`), as the viewer sees them. Each message's
 * sender, likes and earn invitation come in the same statement (issue 26 §5); only system lines' people and an order
 * chat's vendor may need one more.
 */
export async function messagePage(ctx: ViewContext, channel: Pick<ChannelRow, "id" | "orderId">, before: { createdAt: Date; id: string } | undefined, take: number): Promise<ChatMessage[]> {
  // No join: the sender is a subquery, so the page is read down the (channel, time) index and stops at `take`
  // (joined, PostgreSQL hashed the whole channel's 22,000 messages first).
  const read = await ctx.db
    .select({
      message: chatMessages,
      sender: sql<unknown>`(
        select json_build_object('id', ${col(users.id)}, 'username', ${col(users.username)}, 'fullName', ${col(users.fullName)}, 'photo', ${col(users.photo)}, 'role', ${col(users.role)})
        from ${users} where ${col(users.id)} = ${col(chatMessages.userId)})`,
      likes: sql<unknown>`coalesce((
        select json_agg(${col(chatLikes.userId)} order by ${col(chatLikes.createdAt)}, ${col(chatLikes.userId)})
        from ${chatLikes} where ${col(chatLikes.messageId)} = ${col(chatMessages.id)}), '[]'::json)`,
      invitation: invitationColumn,
    })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.channelId, channel.id),
        before ? sql`(${chatMessages.createdAt}, ${chatMessages.id}) < (${before.createdAt.toISOString()}::timestamptz, ${before.id})` : undefined,
      ),
    )
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(take);
  const known = new Map<number, PersonRow>();
  const likes = new Map<string, number[]>();
  const invitations = new Map<string, Invitation>();
  for (const r of read) {
    const sender = fromJson<PersonRow | null>(r.sender);
    if (sender) known.set(sender.id, sender);
    likes.set(r.message.id, fromJson<number[]>(r.likes));
    const invitation = invitationOf(r.invitation);
    if (invitation) invitations.set(invitation.inviteCode, invitation);
  }
  return messagesOf(ctx, read.map((r) => r.message), new Map([[channel.id, channel.orderId]]), known, { likes, invitations });
}

/** A current member of a channel as `channelRead` returns it (short keys: ~400 of them in a list of 40 channels). */
interface MemberJson {
  /** users.id, username, full_name, photo, role */
  u: number;
  n: string | null;
  f: string;
  p: string | null;
  r: PersonRow["role"];
  /** unread_cnt, muted */
  c: number;
  m: boolean;
}

/**
 * Channels with all the list shows of them in ONE statement (issue 26 §5): the current members with their people,
 * unread counts and mutes, the last message with its likes and earn invitation, an order chat's vendor, a group's
 * open requests. Each statement costs a round trip, a pooled client and the driver's work: the list read eight, and
 * on this machine that, not the rows, was most of the answer's CPU (ADR 0029, amendment of session 20). The joins
 * (the last message; the viewer's membership) make the query builder name every column with its table, as the
 * subqueries need.
 *
 * `viewer` given: only channels the viewer is a current member of. `groupMembers` false (the list, with a viewer): a
 * group's members are not read, only the viewer's own unread count and mute, and the people its last message names
 * (ADR 0013, ListedChannel).
 */
function channelRead(db: Db, where: SQL | undefined, viewer: number | null, groupMembers = true) {
  const me = alias(chatMembers, "me");
  const skipGroups = !groupMembers && viewer !== null;
  const query = db
    .select({
      channel: chatChannels,
      last: chatMessages,
      mine: skipGroups ? sql<unknown>`json_build_object('c', ${me.unreadCnt}, 'm', ${me.muted})` : sql<unknown>`null`,
      // A group's last message names people who are no longer read with its members: its sender and, on a membership
      // line, whom it is about and by whom. Read here, the list stays one statement (issue 24 speed, issue 26 §5).
      lastPeople: skipGroups
        ? sql<unknown>`case when ${chatChannels.channelType} = 'group' then (
          select json_agg(json_build_object('u', ${users.id}, 'n', ${users.username}, 'f', ${users.fullName}, 'p', ${users.photo}, 'r', ${users.role}))
          from ${users} where ${users.id} in (${chatMessages.userId}, (${chatMessages.event}->>'user_id')::int, (${chatMessages.event}->>'by_id')::int)) end`
        : sql<unknown>`null`,
      members: sql<unknown>`coalesce((
        select json_agg(json_build_object('u', ${users.id}, 'n', ${users.username}, 'f', ${users.fullName}, 'p', ${users.photo}, 'r', ${users.role}, 'c', ${chatMembers.unreadCnt}, 'm', ${chatMembers.muted})
          order by ${chatMembers.joinedAt}, ${chatMembers.userId})
        from ${chatMembers} join ${users} on ${users.id} = ${chatMembers.userId}
        where ${chatMembers.channelId} = ${chatChannels.id} and ${chatMembers.leftAt} is null${skipGroups ? sql` and ${chatChannels.channelType} <> 'group'` : sql``}), '[]'::json)`,
      lastLikes: sql<unknown>`coalesce((
        select json_agg(${chatLikes.userId} order by ${chatLikes.createdAt}, ${chatLikes.userId})
        from ${chatLikes} where ${chatLikes.messageId} = ${chatChannels.lastMsgId}), '[]'::json)`,
      vendor: sql<unknown>`(
        select json_build_object('id', ${vendors.id}, 'title', ${vendors.title}, 'logoPath', ${vendors.logoPath})
        from ${orders} join ${vendors} on ${vendors.id} = ${orders.vendorId} where ${orders.id} = ${chatChannels.orderId})`,
      lastInvitation: invitationColumn,
      requested: sql<unknown>`case when ${chatChannels.channelType} = 'group' then coalesce((
        select json_agg(${chatMemberRequests.userId} order by ${chatMemberRequests.createdAt}, ${chatMemberRequests.userId})
        from ${chatMemberRequests} where ${chatMemberRequests.channelId} = ${chatChannels.id}), '[]'::json) end`,
    })
    .from(chatChannels);
  const joined = viewer === null ? query : query.innerJoin(me, and(eq(me.channelId, chatChannels.id), eq(me.userId, viewer), isNull(me.leftAt)));
  return joined.leftJoin(chatMessages, eq(chatMessages.id, chatChannels.lastMsgId)).where(where);
}

type ChannelReadRow = Awaited<ReturnType<typeof channelRead>>[number];

/** Channels as the viewer sees them (members as ChatUser, unread per member, the viewer's mute, last_msg). */
async function channelsOf(ctx: ViewContext, read: ChannelReadRow[]): Promise<ChatChannel[]> {
  if (read.length === 0) return [];
  const { db, baseUrl, viewer } = ctx;
  const personById = new Map<number, PersonRow>();
  const membersOf = new Map<string, MemberJson[]>();
  const likes = new Map<string, number[]>();
  const vendorOf = new Map<number, OrderVendor>();
  const invitations = new Map<string, Invitation>();
  for (const r of read) {
    const members = fromJson<MemberJson[]>(r.members);
    membersOf.set(r.channel.id, members);
    for (const m of [...members, ...(fromJson<Omit<MemberJson, "c" | "m">[] | null>(r.lastPeople) ?? [])]) if (!personById.has(m.u)) personById.set(m.u, { id: m.u, username: m.n, fullName: m.f, photo: m.p, role: m.r });
    if (r.last) likes.set(r.last.id, fromJson<number[]>(r.lastLikes));
    const invitation = invitationOf(r.lastInvitation);
    if (invitation) invitations.set(invitation.inviteCode, invitation);
    const vendor = fromJson<OrderVendor | null>(r.vendor);
    if (vendor && r.channel.orderId !== null) vendorOf.set(r.channel.orderId, vendor);
  }
  const channels = read.map((r) => r.channel);
  // A single chat's creator or partner who left is not among the members: read those few.
  const absent = [...new Set(channels.flatMap((c) => (c.channelType === "single" ? [c.creatorId, c.partnerId] : [])).filter((u): u is number => u !== null && !personById.has(u)))];
  if (absent.length) for (const row of await db.select(chatPersonColumns).from(users).where(inArray(users.id, absent))) personById.set(row.id, row);
  const lastRows = read.flatMap((r) => (r.last ? [r.last] : []));
  const lastMessages = await messagesOf(ctx, lastRows, new Map(channels.map((c) => [c.id, c.orderId])), personById, { likes, vendors: vendorOf, invitations });
  const lastById = new Map(lastMessages.map((m) => [m._id, m]));

  return read.map(({ channel: c, requested, mine: own }) => {
    const mine = membersOf.get(c.id) ?? [];
    // Read for the list (channelRead's groupMembers false): a group's members were not, the viewer's own row was.
    const viewersOwn = fromJson<{ c: number; m: boolean } | null>(own);
    const members = mine.map((m) => chatUser(personById.get(m.u)!, baseUrl));
    const unread: Record<string, number> = {};
    for (const m of mine) unread[String(m.u)] = m.c;
    if (viewersOwn) unread[String(viewer)] = viewersOwn.c;
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
      muted: viewersOwn?.m ?? mine.find((m) => m.u === viewer)?.m ?? false,
      order_id: c.orderId,
      updated_at: c.updatedAt.toISOString(),
      // Issue 24: who was asked to join and has not answered yet (the group's members see them as asked).
      ...(c.channelType === "group" ? { requested: fromJson<number[] | null>(requested) ?? [] } : {}),
    };
    return channel;
  });
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
  return (await channelsOf(ctx, await channelRead(ctx.db, eq(chatChannels.id, id), null).limit(1)))[0] ?? null;
}

/**
 * A channel as GET chats/channels lists it (contract/chat.ts ListedChannel, ADR 0013): a group without its people —
 * no `users`, no `members`, and only the viewer's own count in `unread_cnt`. A list row shows none of them, and on the
 * large seed they were two thirds of demo's list (85 KB of ~80-member groups) and half the time of reading it.
 */
export function listedChannel(channel: ChatChannel, viewer: number): ListedChannel {
  if (channel.channel_type !== "group") return channel;
  const { users: _users, members: _members, ...group } = channel;
  return { ...group, channel_type: "group", unread_cnt: { [String(viewer)]: channel.unread_cnt[String(viewer)] ?? 0 } };
}

/** The viewer's channels in the list's order: newest last message first. */
const viewersChannels = (ctx: ViewContext, groupMembers: boolean) =>
  channelRead(ctx.db, undefined, ctx.viewer, groupMembers).orderBy(desc(chatChannels.updatedAt), asc(chatChannels.id));

/** The viewer's channels as the list reads them; the first `limit` of them when given. */
export async function channelListFor(ctx: ViewContext, limit?: number): Promise<ListedChannel[]> {
  const ordered = viewersChannels(ctx, false);
  return (await channelsOf(ctx, await (limit === undefined ? ordered : ordered.limit(limit)))).map((c) => listedChannel(c, ctx.viewer));
}

/**
 * The list searched by name (contract/chat-search.ts, spec 3 §2): the members are read for the match, then left out as
 * above.
 */
export async function channelSearchFor(ctx: ViewContext, name: string, limit?: number): Promise<ListedChannel[]> {
  const found = (await channelsOf(ctx, await viewersChannels(ctx, true))).filter((ch) => matchesChannelName(ch, ctx.viewer, name));
  return found.slice(0, limit).map((c) => listedChannel(c, ctx.viewer));
}
