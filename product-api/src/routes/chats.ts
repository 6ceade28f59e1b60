import { randomBytes } from "node:crypto";
import { and, desc, eq, gte, inArray, isNull, ne, or, sql } from "drizzle-orm";
import { Hono, type Context } from "hono";
import { z } from "zod";
import { canAddMembers, canDeleteChannel, canSend, canUnsend, cleanDraft, exitGroup, exitLines, groupMembers, groupProblems, joinLines, lastAfterUnsend, messageId, ownMediaPath, orderChannelId, PAGE_MAX, PAGE_SIZE, SEND_WINDOW_MS, splitNewMembers, supportOpening, toggleLike, withinSendRate, type MembershipLine } from "../chat/rules";
import { notify } from "../chat/notify";
import { streamSubscription } from "../chat/stream";
import { enqueueChatPush } from "../push/outbox";
import { channelFor, channelListFor, channelSearchFor, channelWithMembership, chatUser, isMember, memberIds, messageFor, messagePage, messagesFor, type ViewContext } from "../chat/views";
import { chatChannelNumbers, chatChannels, chatPresence, chatLikes, chatMemberRequests, chatMembers, chatMessages, chatNotifications, earnInvitations, orders, users, vendors } from "../db/schema";
import { linksOf, reachableBy } from "../social/graph";
import type { Db } from "../db/client";
import type { AppDeps, AppEnv } from "../http/context";
import { t, type MessageKey } from "../http/i18n";
import { requireUser } from "../http/middleware";
import { fail, invalid } from "../http/respond";
import { validJson, validQuery } from "../http/validate";
import { advanceOrders } from "../orders/clock";
import { storeUpload, decodeUpload, IMAGE_MAX_BYTES, AUDIO_MAX_BYTES } from "../chat/uploads";

// ADR 0013's product API contract for the chat (spec 3 §2–§7): channels, messages, likes, read markers, group
// membership, order-support chats, uploads, the notification calls, server time and the live stream (SSE).

const userId = z.coerce.number().int().positive();
const channelIdParam = z.string().regex(/^(c[0-9]{1,18}|order_[0-9]{1,12})$/);
const messageIdParam = z.string().regex(/^m[0-9a-z_]{1,60}$/);
const urlString = z.string().trim().max(2000).regex(/^(https?:\/\/|images\/)/i);

// `limit`: the first so many (the chat page draws its first screenful on the server: issue 26 §6, ADR 0013).
const listQuery = z.object({ name: z.string().trim().max(60).optional(), limit: z.coerce.number().int().min(1).max(500).optional() });
const createBody = z.discriminatedUnion("channel_type", [
  z.object({ channel_type: z.literal("single"), partner_id: userId }),
  z.object({
    channel_type: z.literal("group"),
    full_name: z.string().max(80).nullish(),
    photo: urlString.nullish(),
    member_ids: z.array(userId).min(1).max(100),
    admin_id: userId.nullish(),
    permitted: z.boolean().default(false),
  }),
]);
const pageQuery = z.object({ before: messageIdParam.optional(), limit: z.coerce.number().int().min(1).max(PAGE_MAX).default(PAGE_SIZE) });
const draftBody = z.object({
  text: z.string().max(5000).nullish(),
  images: z.array(urlString).max(10).optional(),
  audio: z.object({ url: urlString, duration: z.number().min(0).max(3600), fileSize: z.number().int().min(0).max(50_000_000) }).nullish(),
  map: z.object({ coords: z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }), type: z.enum(["current", "pin"]) }).nullish(),
  emoji: z.array(z.string().min(1).max(16)).max(20).optional(),
  reply_id: messageIdParam.nullish(),
  invitation_code: z.string().trim().min(1).max(40).nullish(),
});
const muteBody = z.object({ muted: z.boolean() });
// Issue 29: a conversation on screen (one view id per tab or device), so its messages do not also arrive as pushes.
const presenceBody = z.object({ view_id: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/), open: z.boolean() });
/** How long a view counts as open without a refresh (the conversation refreshes it every 30 s). */
const PRESENCE_SECONDS = 75;
const membersBody = z.object({ member_ids: z.array(userId).min(1).max(100) });
const orderSupportBody = z.object({ order_id: userId });
const imageBody = z.object({ image: z.string().min(1) });
const audioBody = z.object({ audio: z.string().min(1), type: z.enum(["mp4", "ogg"]) });
const notificationBody = z.object({
  conversation_id: channelIdParam,
  channel_type: z.enum(["single", "group", "order_support"]).optional(),
  group_name: z.string().max(80).nullish(),
  sender_id: userId.optional(),
  member_ids: z.array(userId).max(200).default([]),
  member_riders: z.array(z.unknown()).max(200).optional(),
  message: z.string().max(5000).nullish(),
});
const inviteBody = z.object({ conversation_id: channelIdParam, group_name: z.string().max(80).nullish(), member_ids: z.array(userId).min(1).max(200) });
const streamQuery = z.object({ channel_id: channelIdParam.optional() });

/** Open live streams one user may hold in one product API process. */
export const MAX_STREAMS_PER_USER = 10;

let written = 0;
const newMessageId = (at: Date) => messageId(at, ++written, randomBytes(4).toString("hex"));

export function chatRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const app = new Hono<AppEnv>();
  const auth = requireUser(deps);

  const view = (c: Context<AppEnv>): ViewContext => ({ db, baseUrl: c.get("baseUrl"), viewer: c.get("user").id, now: clock.now(), lang: c.get("lang") });

  /** The channel and whether the user is in it: 404 unknown, 403 not a member (ADR 0013). */
  async function memberChannel(c: Context<AppEnv>, id: string) {
    if (!channelIdParam.safeParse(id).success) return { error: fail(c, 404, "channelNotFound") } as const;
    const found = await channelWithMembership(db, id, c.get("user").id);
    if (!found) return { error: fail(c, 404, "channelNotFound") } as const;
    if (!found.member) return { error: fail(c, 403, "notChannelMember") } as const;
    return { row: found.row } as const;
  }

  /**
   * Issue 24: the people `me` may reach by id (social/graph.ts reachableBy), and which of them are `me`'s friends.
   * Anyone else — unknown, deleted, unverified, hidden as shijoer — is answered as an unknown id by the caller.
   */
  async function reachable(me: number, ids: number[]): Promise<{ reached: Set<number>; friends: Set<number> }> {
    const links = await linksOf(db, me);
    const rows = ids.length ? await db.select({ id: users.id }).from(users).where(and(reachableBy(me, links), inArray(users.id, ids))) : [];
    const friends = new Set([...links].filter(([, l]) => l.status === "accepted").map(([other]) => other));
    return { reached: new Set(rows.map((r) => r.id)), friends };
  }

  /** Asks each of `people` to join the group (issue 24), once; they are told to look at their requests. */
  async function askToJoin(tx: Db, channelId: string, inviter: number, people: number[], now: Date) {
    if (people.length === 0) return;
    await tx.insert(chatMemberRequests).values(people.map((u) => ({ channelId, userId: u, inviterId: inviter, createdAt: now }))).onConflictDoNothing();
    await notify(tx, { kind: "request", users: people });
  }

  // GET chats/channels?name&limit → { data: Channel[] } newest last message first
  app.get("/chats/channels", auth, validQuery(listQuery), async (c) => {
    const query = c.req.valid("query");
    const name = query.name?.toLocaleLowerCase();
    return c.json({ data: name ? await channelSearchFor(view(c), name, query.limit) : await channelListFor(view(c), query.limit) });
  });

  // POST chats/channels { channel_type: single, partner_id } | { channel_type: group, full_name, photo?, member_ids, admin_id, permitted }
  app.post("/chats/channels", auth, validJson(createBody), async (c) => {
    const body = c.req.valid("json");
    const me = c.get("user").id;
    const lang = c.get("lang");
    const now = clock.now();
    if (body.channel_type === "single") {
      if (body.partner_id === me) return fail(c, 422, "chatSelf");
      // Hidden, unverified and missing people get the same answer: ids are sequential (issue 24).
      if (!(await reachable(me, [body.partner_id])).reached.has(body.partner_id)) return fail(c, 404, "userNotFound");
      const result = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${Math.min(me, body.partner_id)}, ${Math.max(me, body.partner_id)})`);
        // spec 3 §4 Single chat creation: "opens the existing channel or creates one", whoever started it.
        const [existing] = await tx
          .select()
          .from(chatChannels)
          .where(and(eq(chatChannels.channelType, "single"), or(and(eq(chatChannels.creatorId, me), eq(chatChannels.partnerId, body.partner_id)), and(eq(chatChannels.creatorId, body.partner_id), eq(chatChannels.partnerId, me)))))
          .limit(1);
        if (existing) {
          const rejoined = await tx
            .update(chatMembers)
            .set({ leftAt: null, joinedAt: now, unreadCnt: 0 })
            .where(and(eq(chatMembers.channelId, existing.id), inArray(chatMembers.userId, [me, body.partner_id]), sql`${chatMembers.leftAt} is not null`))
            .returning({ userId: chatMembers.userId });
          if (rejoined.length) await notify(tx, { kind: "channel", channel_id: existing.id, users: [me, body.partner_id] });
          return { id: existing.id, created: false };
        }
        const id = await nextChannelId(tx);
        await tx.insert(chatChannels).values({ id, channelType: "single", creatorId: me, partnerId: body.partner_id, createdAt: now, updatedAt: now });
        await tx.insert(chatMembers).values([me, body.partner_id].map((u) => ({ channelId: id, userId: u, joinedAt: now })));
        await notify(tx, { kind: "channel", channel_id: id, users: [me, body.partner_id] });
        return { id, created: true };
      });
      return c.json({ channel: await channelFor(view(c), result.id), created: result.created }, result.created ? 201 : 200);
    }
    const problems = groupProblems(body, me);
    if (problems.admin_id || problems.full_name) {
      const errors: Record<string, string[]> = {};
      for (const [field, key] of Object.entries(problems)) errors[field] = [t(lang, key as MessageKey)];
      return invalid(c, errors);
    }
    const others = groupMembers(me, body.member_ids).filter((u) => u !== me);
    const { reached, friends } = await reachable(me, others);
    if (others.some((u) => !reached.has(u))) return fail(c, 404, "userNotFound");
    // Issue 24: friends join at once, strangers are asked; the admin must be one who joins now.
    const { join, request } = splitNewMembers(others, me, friends, new Set());
    const people = [me, ...join];
    if (!people.includes(body.admin_id!)) return invalid(c, { admin_id: [t(lang, "adminNotMember")] });
    const id = await db.transaction(async (tx) => {
      const id = await nextChannelId(tx);
      await tx.insert(chatChannels).values({
        id, channelType: "group", creatorId: me, adminId: body.admin_id, fullName: body.full_name?.trim(), photo: body.photo ?? null, permitted: body.permitted, createdAt: now, updatedAt: now,
      });
      await tx.insert(chatMembers).values(people.map((u, i) => ({ channelId: id, userId: u, joinedAt: new Date(now.getTime() + i) })));
      await askToJoin(tx, id, me, request, now);
      await notify(tx, { kind: "channel", channel_id: id, users: people });
      return id;
    });
    return c.json({ channel: await channelFor(view(c), id), created: true, requested: request }, 201);
  });

  // GET chats/channels/{id} → { channel }
  app.get("/chats/channels/:id", auth, async (c) => {
    const found = await memberChannel(c, c.req.param("id"));
    if ("error" in found) return found.error;
    return c.json({ channel: await channelFor(view(c), found.row.id) });
  });

  // DELETE chats/channels/{id}: spec 3 §6 "Only the group admin can delete a group."
  app.delete("/chats/channels/:id", auth, async (c) => {
    const found = await memberChannel(c, c.req.param("id"));
    if ("error" in found) return found.error;
    if (!canDeleteChannel(found.row, c.get("user").id)) return fail(c, 403, "onlyAdminDeletes");
    await db.transaction(async (tx) => deleteGroup(tx, found.row.id, await memberIds(tx, found.row.id), c.get("user").id));
    return c.json({ success: 1 });
  });

  // GET chats/channels/{id}/messages?before&limit → { data, next_cursor }: spec 3 §4 "Newest first, 12 at a time"
  app.get("/chats/channels/:id/messages", auth, validQuery(pageQuery), async (c) => {
    const found = await memberChannel(c, c.req.param("id"));
    if ("error" in found) return found.error;
    const q = c.req.valid("query");
    let cursor: { createdAt: Date; id: string } | undefined;
    if (q.before) {
      const [row] = await db.select({ createdAt: chatMessages.createdAt, id: chatMessages.id }).from(chatMessages).where(and(eq(chatMessages.id, q.before), eq(chatMessages.channelId, found.row.id))).limit(1);
      if (!row) return fail(c, 404, "messageNotFound");
      cursor = row;
    }
    const rows = await messagePage(view(c), found.row, cursor, q.limit + 1);
    const page = rows.slice(0, q.limit);
    return c.json({ data: page, next_cursor: rows.length > q.limit ? page[page.length - 1]._id : null });
  });

  // POST chats/channels/{id}/messages { text?, images?, audio?, map?, emoji?, reply_id?, invitation_code? } → { message }
  app.post("/chats/channels/:id/messages", auth, validJson(draftBody), async (c) => {
    const found = await memberChannel(c, c.req.param("id"));
    if ("error" in found) return found.error;
    const me = c.get("user").id;
    if (!canSend(true, found.row.active)) return fail(c, 403, "notChannelMember");
    const body = c.req.valid("json");
    const cleaned = cleanDraft(body);
    if (!cleaned) return fail(c, 422, "messageEmpty");
    const images = (body.images ?? []).map((url) => ownMediaPath(url, c.get("baseUrl")));
    const audioPath = body.audio ? ownMediaPath(body.audio.url, c.get("baseUrl")) : undefined;
    if (images.includes(null) || audioPath === null) return fail(c, 422, "mediaNotOurs");
    let reply = null;
    if (body.reply_id) {
      const [quotedRow] = await db.select().from(chatMessages).where(and(eq(chatMessages.id, body.reply_id), eq(chatMessages.channelId, found.row.id))).limit(1);
      // spec 3 §2: "reply (offered only on text messages)"
      if (!quotedRow?.text) return fail(c, 422, "replyNotText");
      const [quoted] = await messagesFor(view(c), found.row, [quotedRow]);
      reply = { _id: quoted._id, text: quotedRow.text, user: { _id: quoted.user._id, username: quoted.user.username, full_name: quoted.user.full_name } };
    }
    if (body.invitation_code) {
      const [code] = await db.select({ senderId: earnInvitations.senderId }).from(earnInvitations).where(eq(earnInvitations.inviteCode, body.invitation_code)).limit(1);
      if (!code || code.senderId !== me) return fail(c, 422, "invitationNotYours");
    }
    const now = clock.now();
    const id = newMessageId(now);
    const sent = await db.transaction(async (tx) => {
      // One sender at a time, so the rate count cannot be raced by parallel sends (works across processes).
      await tx.execute(sql`select pg_advisory_xact_lock(${SEND_LOCK}, ${me})`);
      const [{ n }] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(chatMessages)
        .where(and(eq(chatMessages.userId, me), gte(chatMessages.createdAt, new Date(now.getTime() - SEND_WINDOW_MS))));
      if (!withinSendRate(n)) return false;
      await tx.insert(chatMessages).values({
        id, channelId: found.row.id, userId: me, senderRole: "customer", text: cleaned.text, images: images as string[], audio: body.audio && audioPath ? { ...body.audio, url: audioPath } : null,
        map: body.map ?? null, emoji: body.emoji ?? [], reply, invitationCode: body.invitation_code ?? null, createdAt: now,
      });
      await tx.update(chatChannels).set({ lastMsgId: id, updatedAt: now }).where(eq(chatChannels.id, found.row.id));
      await tx
        .update(chatMembers)
        .set({ unreadCnt: sql`${chatMembers.unreadCnt} + 1` })
        .where(and(eq(chatMembers.channelId, found.row.id), ne(chatMembers.userId, me), isNull(chatMembers.leftAt)));
      const members = await memberIds(tx, found.row.id);
      await notify(tx, { kind: "message", channel_id: found.row.id, message_id: id, users: members });
      // Issue 29: the other members' devices, unless the chat is on their screen or muted (both read at send time).
      for (const member of members) if (member !== me) await enqueueChatPush(tx, { userId: member, channelId: found.row.id, messageId: id });
      return true;
    });
    if (!sent) return fail(c, 429, "sendingTooFast");
    return c.json({ message: await messageFor(view(c), found.row, id) }, 201);
  });

  // DELETE chats/channels/{id}/messages/{mid} → { channel }: spec 3 §4 "unsending deletes the message and resets
  // last_msg to the previous message"; only the sender (§6).
  app.delete("/chats/channels/:id/messages/:mid", auth, async (c) => {
    const found = await memberChannel(c, c.req.param("id"));
    if ("error" in found) return found.error;
    const me = c.get("user").id;
    const [message] = await db.select().from(chatMessages).where(and(eq(chatMessages.id, c.req.param("mid")), eq(chatMessages.channelId, found.row.id))).limit(1);
    if (!message) return fail(c, 404, "messageNotFound");
    if (!canUnsend(message, me)) return fail(c, 403, "onlySenderUnsends");
    await db.transaction(async (tx) => {
      const [{ newer }] = await tx
        .select({ newer: sql<number>`count(*)::int` })
        .from(chatMessages)
        .where(and(eq(chatMessages.channelId, found.row.id), sql`(${chatMessages.createdAt}, ${chatMessages.id}) > (${message.createdAt.toISOString()}::timestamptz, ${message.id})`));
      const newest = await tx.select({ id: chatMessages.id, createdAt: chatMessages.createdAt }).from(chatMessages).where(eq(chatMessages.channelId, found.row.id)).orderBy(desc(chatMessages.createdAt), desc(chatMessages.id)).limit(2);
      await tx.delete(chatMessages).where(eq(chatMessages.id, message.id));
      const previous = newest.find((m) => m.id === lastAfterUnsend(newest.map((n) => n.id), message.id));
      await tx
        .update(chatChannels)
        .set({ lastMsgId: previous?.id ?? null, updatedAt: previous?.createdAt ?? found.row.createdAt })
        .where(and(eq(chatChannels.id, found.row.id), eq(chatChannels.lastMsgId, message.id)));
      // The unsent message no longer counts as unread for those who had not read it (the newest `unread` messages).
      await tx
        .update(chatMembers)
        .set({ unreadCnt: sql`${chatMembers.unreadCnt} - 1` })
        .where(and(eq(chatMembers.channelId, found.row.id), ne(chatMembers.userId, me), sql`${chatMembers.unreadCnt} > ${newer}`));
      await notify(tx, { kind: "message_deleted", channel_id: found.row.id, message_id: message.id, users: await memberIds(tx, found.row.id) });
    });
    return c.json({ channel: await channelFor(view(c), found.row.id) });
  });

  // POST chats/channels/{id}/messages/{mid}/like → { message }: spec 3 §4 "Likes toggle per user"
  app.post("/chats/channels/:id/messages/:mid/like", auth, async (c) => {
    const found = await memberChannel(c, c.req.param("id"));
    if ("error" in found) return found.error;
    const me = c.get("user").id;
    const mid = c.req.param("mid");
    const [message] = await db.select({ id: chatMessages.id }).from(chatMessages).where(and(eq(chatMessages.id, mid), eq(chatMessages.channelId, found.row.id))).limit(1);
    if (!message) return fail(c, 404, "messageNotFound");
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${LIKE_LOCK}, hashtext(${mid}))`);
      const likes = await tx.select({ userId: chatLikes.userId }).from(chatLikes).where(eq(chatLikes.messageId, mid));
      const next = toggleLike(likes.map((l) => l.userId), me);
      if (next.liked) await tx.insert(chatLikes).values({ messageId: mid, userId: me, createdAt: clock.now() }).onConflictDoNothing();
      else await tx.delete(chatLikes).where(and(eq(chatLikes.messageId, mid), eq(chatLikes.userId, me)));
      await notify(tx, { kind: "message_updated", channel_id: found.row.id, message_id: mid, users: await memberIds(tx, found.row.id) });
    });
    return c.json({ message: await messageFor(view(c), found.row, mid) });
  });

  // POST chats/channels/{id}/read → { success: 1 }: spec 3 §4 "Unread counters are reset on opening and on leaving"
  app.post("/chats/channels/:id/read", auth, async (c) => {
    const found = await memberChannel(c, c.req.param("id"));
    if ("error" in found) return found.error;
    const me = c.get("user").id;
    await db.transaction(async (tx) => {
      await tx.update(chatMembers).set({ unreadCnt: 0 }).where(and(eq(chatMembers.channelId, found.row.id), eq(chatMembers.userId, me)));
      await notify(tx, { kind: "channel", channel_id: found.row.id, users: [me] });
    });
    return c.json({ success: 1 });
  });

  // POST chats/channels/{id}/presence { view_id, open } → { success: 1 } (issue 29, ADR 0021)
  app.post("/chats/channels/:id/presence", auth, validJson(presenceBody), async (c) => {
    const found = await memberChannel(c, c.req.param("id"));
    if ("error" in found) return found.error;
    const me = c.get("user").id;
    const body = c.req.valid("json");
    if (body.open) {
      const values = { userId: me, channelId: found.row.id, viewId: body.view_id, expiresAt: sql`now() + make_interval(secs => ${PRESENCE_SECONDS})` };
      await db.insert(chatPresence).values(values).onConflictDoUpdate({ target: [chatPresence.userId, chatPresence.viewId], set: { channelId: found.row.id, expiresAt: values.expiresAt } });
    } else {
      await db.delete(chatPresence).where(and(eq(chatPresence.userId, me), eq(chatPresence.viewId, body.view_id)));
    }
    return c.json({ success: 1 });
  });

  // POST chats/channels/{id}/mute { muted } → { channel }
  app.post("/chats/channels/:id/mute", auth, validJson(muteBody), async (c) => {
    const found = await memberChannel(c, c.req.param("id"));
    if ("error" in found) return found.error;
    const me = c.get("user").id;
    await db.transaction(async (tx) => {
      await tx.update(chatMembers).set({ muted: c.req.valid("json").muted }).where(and(eq(chatMembers.channelId, found.row.id), eq(chatMembers.userId, me)));
      await notify(tx, { kind: "channel", channel_id: found.row.id, users: [me] });
    });
    return c.json({ channel: await channelFor(view(c), found.row.id) });
  });

  // POST chats/channels/{id}/exit → { deleted, channel }: spec 3 §4 Group membership
  app.post("/chats/channels/:id/exit", auth, async (c) => {
    const found = await memberChannel(c, c.req.param("id"));
    if ("error" in found) return found.error;
    const me = c.get("user").id;
    const now = clock.now();
    const deleted = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${MEMBERS_LOCK}, hashtext(${found.row.id}))`);
      const members = await memberIds(tx, found.row.id);
      let lines: MembershipLine[] = [];
      if (found.row.channelType === "group") {
        const outcome = exitGroup(members, found.row.adminId, me);
        if (outcome.deleted) {
          await deleteGroup(tx, found.row.id, members, me);
          return true;
        }
        await tx.update(chatChannels).set({ adminId: outcome.admin }).where(eq(chatChannels.id, found.row.id));
        lines = exitLines(outcome, me, found.row.adminId);
      }
      await tx.update(chatMembers).set({ leftAt: now, unreadCnt: 0 }).where(and(eq(chatMembers.channelId, found.row.id), eq(chatMembers.userId, me)));
      await notify(tx, { kind: "channel_removed", channel_id: found.row.id, users: [me] });
      const remaining = members.filter((m) => m !== me);
      await writeLines(tx, found.row.id, lines, now, remaining);
      await notify(tx, { kind: "channel", channel_id: found.row.id, users: remaining });
      return false;
    });
    return c.json({ deleted, channel: deleted ? null : await channelFor(view(c), found.row.id) });
  });

  // POST chats/channels/{id}/members { member_ids } → { channel }: the admin, or anyone when permitted (spec 3 §3)
  app.post("/chats/channels/:id/members", auth, validJson(membersBody), async (c) => {
    const found = await memberChannel(c, c.req.param("id"));
    if ("error" in found) return found.error;
    const me = c.get("user").id;
    if (!canAddMembers(found.row, me, true)) return fail(c, 403, "cannotAddMembers");
    const wanted = [...new Set(c.req.valid("json").member_ids)].filter((u) => u !== me);
    const { reached, friends } = await reachable(me, wanted);
    if (wanted.some((u) => !reached.has(u))) return fail(c, 404, "userNotFound");
    const now = clock.now();
    const requested = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${MEMBERS_LOCK}, hashtext(${found.row.id}))`);
      // Issue 24: the adder's friends join at once; anyone else is asked (a messenger's message request).
      const before = await memberIds(tx, found.row.id);
      const { join, request } = splitNewMembers(wanted, me, friends, new Set(before));
      if (join.length) await joinGroup(tx, found.row.id, join, now);
      await askToJoin(tx, found.row.id, me, request, now);
      const everyone = await memberIds(tx, found.row.id);
      await writeLines(tx, found.row.id, joinLines(before, join, me), now, everyone);
      await notify(tx, { kind: "channel", channel_id: found.row.id, users: everyone });
      return request;
    });
    return c.json({ channel: await channelFor(view(c), found.row.id), requested });
  });

  // GET chats/requests → { data: ChatRequest[] } newest first: the groups the viewer was asked to join (issue 24),
  // each with who asked and when — nothing of the group itself before accepting.
  app.get("/chats/requests", auth, async (c) => {
    const me = c.get("user").id;
    const rows = await db
      .select({ request: chatMemberRequests, inviter: users })
      .from(chatMemberRequests)
      .leftJoin(users, eq(users.id, chatMemberRequests.inviterId))
      .where(eq(chatMemberRequests.userId, me))
      .orderBy(desc(chatMemberRequests.createdAt), desc(chatMemberRequests.channelId));
    const baseUrl = c.get("baseUrl");
    return c.json({
      data: rows.map((r) => ({ channel_id: r.request.channelId, inviter: r.inviter && !r.inviter.deletedAt ? chatUser(r.inviter, baseUrl) : null, created_at: r.request.createdAt.toISOString() })),
    });
  });

  // POST chats/requests/{id}/accept → { channel }: the viewer joins the group they were asked to join.
  app.post("/chats/requests/:id/accept", auth, async (c) => {
    const id = c.req.param("id");
    if (!channelIdParam.safeParse(id).success) return fail(c, 404, "requestNotFound");
    const me = c.get("user").id;
    const now = clock.now();
    const joined = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${MEMBERS_LOCK}, hashtext(${id}))`);
      const [request] = await tx.delete(chatMemberRequests).where(and(eq(chatMemberRequests.channelId, id), eq(chatMemberRequests.userId, me))).returning();
      if (!request) return false;
      const before = await memberIds(tx, id);
      await joinGroup(tx, id, [me], now);
      const everyone = await memberIds(tx, id);
      // The group reads that the viewer joined, added by whoever asked them (issue 24's system lines).
      await writeLines(tx, id, joinLines(before, [me], request.inviterId ?? me), now, everyone);
      await notify(tx, { kind: "channel", channel_id: id, users: everyone });
      await notify(tx, { kind: "request", users: [me] });
      return true;
    });
    if (!joined) return fail(c, 404, "requestNotFound");
    return c.json({ channel: await channelFor(view(c), id) });
  });

  // POST chats/requests/{id}/decline → { success: 1 }: the request is gone; the group never knew more of the viewer.
  app.post("/chats/requests/:id/decline", auth, async (c) => {
    const id = c.req.param("id");
    if (!channelIdParam.safeParse(id).success) return fail(c, 404, "requestNotFound");
    const me = c.get("user").id;
    const declined = await db.transaction(async (tx) => {
      const [request] = await tx.delete(chatMemberRequests).where(and(eq(chatMemberRequests.channelId, id), eq(chatMemberRequests.userId, me))).returning();
      if (!request) return false;
      const members = await memberIds(tx, id);
      await notify(tx, { kind: "channel", channel_id: id, users: members });
      await notify(tx, { kind: "request", users: [me] });
      return true;
    });
    if (!declined) return fail(c, 404, "requestNotFound");
    return c.json({ success: 1 });
  });

  // POST chats/order-support { order_id } → { channel, created }: spec 3 §4 Order-support chat
  app.post("/chats/order-support", auth, validJson(orderSupportBody), async (c) => {
    const me = c.get("user").id;
    const orderId = c.req.valid("json").order_id;
    await advanceOrders(db, clock, { userId: me, orderId });
    const [order] = await db
      .select({ id: orders.id, userId: orders.userId, status: orders.status, vendorTitle: vendors.title })
      .from(orders)
      .innerJoin(vendors, eq(vendors.id, orders.vendorId))
      .where(eq(orders.id, orderId))
      .limit(1);
    // Only the order's customer; someone else's order is as unknown as a missing one.
    if (!order || order.userId !== me) return fail(c, 404, "orderNotFound");
    const id = orderChannelId(order.id);
    const now = clock.now();
    const created = await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(chatChannels)
        .values({ id, channelType: "order_support", creatorId: me, orderId: order.id, createdAt: now, updatedAt: now })
        .onConflictDoNothing()
        .returning({ id: chatChannels.id });
      if (inserted.length === 0) {
        const rejoined = await tx.update(chatMembers).set({ leftAt: null }).where(and(eq(chatMembers.channelId, id), eq(chatMembers.userId, me), sql`${chatMembers.leftAt} is not null`)).returning();
        if (rejoined.length) await notify(tx, { kind: "channel", channel_id: id, users: [me] });
        return false;
      }
      await tx.insert(chatMembers).values({ channelId: id, userId: me, joinedAt: now });
      const opening = supportOpening(order.status);
      const lines: Array<typeof chatMessages.$inferInsert> = [
        // Support and the vendor write both languages; each reader sees their own (views.ts, issue 25).
        { id: newMessageId(now), channelId: id, userId: null, senderRole: "support", text: t("sq", "supportOpening", { order: order.id }), textEn: t("en", "supportOpening", { order: order.id }), createdAt: now },
      ];
      if (opening.vendorGreeting) {
        const at = new Date(now.getTime() + 1);
        lines.push({ id: newMessageId(at), channelId: id, userId: null, senderRole: "vendor", text: t("sq", "vendorGreeting", { vendor: order.vendorTitle }), textEn: t("en", "vendorGreeting", { vendor: order.vendorTitle }), createdAt: at });
      }
      await tx.insert(chatMessages).values(lines);
      const last = lines[lines.length - 1];
      await tx.update(chatChannels).set({ lastMsgId: last.id, updatedAt: last.createdAt }).where(eq(chatChannels.id, id));
      await tx.update(chatMembers).set({ unreadCnt: lines.length }).where(eq(chatMembers.channelId, id));
      await notify(tx, { kind: "channel", channel_id: id, users: [me] });
      return true;
    });
    return c.json({ channel: await channelFor(view(c), id), created }, created ? 201 : 200);
  });

  // GET chats/stream?channel_id → text/event-stream of ChatEvent (ADR 0013)
  app.get("/chats/stream", auth, validQuery(streamQuery), async (c) => {
    const bus = deps.chat;
    if (!bus) return fail(c, 503, "chatUnavailable");
    const channelId = c.req.valid("query").channel_id;
    if (channelId) {
      const found = await memberChannel(c, channelId);
      if ("error" in found) return found.error;
    }
    const me = c.get("user").id;
    // One stream per open tab is plenty; a client opening dozens only holds this process's connections.
    if (bus.subscriberCount(me) >= MAX_STREAMS_PER_USER) return fail(c, 429, "tooManyStreams");
    const baseUrl = c.get("baseUrl");
    return streamSubscription(c, bus, { userId: me, channelId, baseUrl, lang: c.get("lang") });
  });

  // POST chats/upload-image { image } (base64 or a data: URL of a jpeg/png) → { success, url }
  app.post("/chats/upload-image", auth, validJson(imageBody), async (c) => {
    const decoded = decodeUpload(c.req.valid("json").image, "image");
    if (!decoded.ok) return decodedError(c, decoded.reason, "image");
    const url = await storeUpload(db, c.get("user").id, decoded, clock.now());
    return c.json({ success: 1, url: new URL(url, c.get("baseUrl")).toString() });
  });

  // POST chats/upload-audio { audio, type: mp4 | ogg } → { success, url }
  app.post("/chats/upload-audio", auth, validJson(audioBody), async (c) => {
    const body = c.req.valid("json");
    const decoded = decodeUpload(body.audio, body.type);
    if (!decoded.ok) return decodedError(c, decoded.reason, "audio");
    const url = await storeUpload(db, c.get("user").id, decoded, clock.now());
    return c.json({ success: 1, url: new URL(url, c.get("baseUrl")).toString() });
  });

  // POST chats/send-chat-notification (spec 3 §7): recorded; the storefront ignores failures.
  app.post("/chats/send-chat-notification", auth, validJson(notificationBody), async (c) => {
    const body = c.req.valid("json");
    const me = c.get("user").id;
    if (body.sender_id !== undefined && body.sender_id !== me) return fail(c, 403, "notYourAccount");
    if (!(await isMember(db, body.conversation_id, me))) return fail(c, 403, "notChannelMember");
    await db.insert(chatNotifications).values({ kind: "message", senderId: me, channelId: body.conversation_id, payload: body, createdAt: clock.now() });
    return c.json({ success: 1 });
  });

  // POST chats/send-groupchat-invite (spec 3 §7): recorded.
  app.post("/chats/send-groupchat-invite", auth, validJson(inviteBody), async (c) => {
    const body = c.req.valid("json");
    const me = c.get("user").id;
    if (!(await isMember(db, body.conversation_id, me))) return fail(c, 403, "notChannelMember");
    await db.insert(chatNotifications).values({ kind: "group_invite", senderId: me, channelId: body.conversation_id, payload: body, createdAt: clock.now() });
    return c.json({ success: 1 });
  });

  // GET server-time → { data: { time } }: spec 3 §7 "data.time (used for created_time)", milliseconds
  app.get("/server-time", auth, (c) => {
    const now = clock.now();
    return c.json({ data: { time: now.getTime(), iso: now.toISOString() } });
  });

  return app;
}

const SEND_LOCK = 7_274_457;
const LIKE_LOCK = 7_274_458;
const MEMBERS_LOCK = 7_274_459;

/**
 * Deletes a channel (its messages and requests go with it). Issue 24: whoever has it open sees it close at once
 * (the event says it was deleted, and by whom), and whoever was asked to join sees the request go.
 */
async function deleteGroup(tx: Db, channelId: string, members: number[], by: number): Promise<void> {
  const asked = (await tx.select({ userId: chatMemberRequests.userId }).from(chatMemberRequests).where(eq(chatMemberRequests.channelId, channelId))).map((r) => r.userId);
  await tx.delete(chatChannels).where(eq(chatChannels.id, channelId));
  await notify(tx, { kind: "channel_removed", channel_id: channelId, users: members, deleted: true, by });
  if (asked.length) await notify(tx, { kind: "request", users: asked });
}

/** Makes `people` members of a group (again, for someone who had left), each joining at `now`. */
async function joinGroup(tx: Db, channelId: string, people: number[], now: Date): Promise<void> {
  await tx
    .insert(chatMembers)
    .values(people.map((u, i) => ({ channelId, userId: u, joinedAt: new Date(now.getTime() + i) })))
    .onConflictDoUpdate({ target: [chatMembers.channelId, chatMembers.userId], set: { leftAt: null, joinedAt: sql`case when ${chatMembers.leftAt} is null then ${chatMembers.joinedAt} else excluded.joined_at end` } });
  await tx.delete(chatMemberRequests).where(and(eq(chatMemberRequests.channelId, channelId), inArray(chatMemberRequests.userId, people)));
}

/**
 * Issue 24: a group's membership changes are system lines of the conversation, written in the change's transaction
 * (no sender, not unread, the channel's newest message) and sent live to `readers` like any message.
 */
async function writeLines(tx: Db, channelId: string, lines: MembershipLine[], now: Date, readers: number[]): Promise<void> {
  if (lines.length === 0) return;
  const rows = lines.map((event, i) => {
    const at = new Date(now.getTime() + i);
    return { id: newMessageId(at), channelId, userId: null, senderRole: "system" as const, system: true, event, createdAt: at };
  });
  await tx.insert(chatMessages).values(rows);
  const last = rows[rows.length - 1];
  await tx.update(chatChannels).set({ lastMsgId: last.id, updatedAt: last.createdAt }).where(eq(chatChannels.id, channelId));
  for (const row of rows) await notify(tx, { kind: "message", channel_id: channelId, message_id: row.id, users: readers });
}

async function nextChannelId(tx: Db): Promise<string> {
  const [{ n }] = await tx.select({ n: sql<string>`nextval(${sql.raw(`'${chatChannelNumbers.seqName}'`)})::text` }).from(sql`(select 1) as one`);
  return `c${n}`;
}

function decodedError(c: Context<AppEnv>, reason: "type" | "size", kind: "image" | "audio") {
  const lang = c.get("lang");
  if (reason === "size") return c.json({ error: t(lang, kind === "image" ? "imageTooLarge" : "audioTooLarge", { n: Math.round((kind === "image" ? IMAGE_MAX_BYTES : AUDIO_MAX_BYTES) / 1024 / 1024) }) }, 413);
  return c.json({ error: t(lang, kind === "image" ? "imageType" : "audioType") }, 415);
}

