// The Firestore chat adapter (ARCHITECTURE "Ports and adapters", ADR 0013): spec 3 §7 "channels for a user are
// queried by membership, ordered by last-message time"; "Order-support channels are keyed order_{orderId} in a
// separate collection. Each channel has a messages collection." Written against DocStore so the same logic is
// tested with an in-memory store; lib/chat/firestore-store.ts maps DocStore onto the firebase SDK.
import { z } from "zod";
import { arrayRemove, arrayUnion, increment, type DocChange, type DocData, type DocStore } from "./doc-store";
import { ChatError, type ChatPort } from "./port";
import { canAddMembers, canDeleteGroup, canUnsend, exitChannel, groupProblems, normalizeDraft, toggleLike } from "./rules";
import { channelRow } from "./display";
import { matchesChannelName } from "@/contract/chat-search";
import { chatChannelSchema, chatMessageSchema } from "@/lib/api/schemas/chat";
import type { ChatChannel, ChatEvent, ChatMessage, ChatRequest, ChatSystemLine, ChatUser, MessagePage } from "./types";

export const CHANNELS = "channels";
export const ORDER_SUPPORT = "order_support";
/** Issue 24: requests to join a group, one document per channel and person asked ("<channel>_<user>"). */
export const REQUESTS = "chat_requests";
export const PAGE_SIZE = 12; // spec 3 §9 "Message page size 12"

export interface FirestoreChatDeps {
  store: DocStore;
  /** The signed-in user (from /api/me). */
  me: ChatUser;
  /** People by id, for members of new channels (the directory through the BFF). */
  people(ids: number[]): Promise<ChatUser[]>;
  /**
   * Which of these people are the signed-in user's friends (issue 24: friends join a group at once, anyone else is
   * asked). Without it everyone counts as a friend.
   */
  friends?(ids: number[]): Promise<Set<number>>;
  /** Order-support channels are opened by the product API (it knows the order, the vendor and the greeting). */
  openOrderSupport(orderId: number): Promise<string>;
  now?: () => Date;
  /** Message ids (Firestore generates its own when absent). */
  newId?: () => string;
}

type StoredChannel = Omit<ChatChannel, "muted"> & { muted_by?: number[]; last_time?: number; deleted_by?: number };

// What a channel document keeps beside the channel itself: who muted it, and the last message's time (for ordering).
const storedExtras = z.object({ muted_by: z.array(z.number()).nullish() }).loose();

/**
 * A Firestore document read with the same zod schemas as the product API's answers (lib/api/schemas/chat.ts): another
 * client with write access, or an older version of this one, may have left anything in it. A document that does not
 * parse is a 502, as a wrong-shape answer of the product API is.
 */
function parsed<T>(schema: z.ZodType<T>, data: unknown): T {
  const result = schema.safeParse(data);
  if (!result.success) throw new ChatError("malformed document", 502);
  return result.data;
}

/** A message document (its id is the document's, not a field). */
export const readMessage = (id: string, data: DocData): ChatMessage => parsed(chatMessageSchema, { ...data, _id: id });

const collectionOf = (channelId: string) => (channelId.startsWith("order_") ? ORDER_SUPPORT : CHANNELS);
const channelPath = (channelId: string) => `${collectionOf(channelId)}/${channelId}`;
const messagesOf = (channelId: string) => `${channelPath(channelId)}/messages`;

export function createFirestoreChatPort(deps: FirestoreChatDeps): ChatPort {
  const { store, me } = deps;
  const now = deps.now ?? (() => new Date());

  const view = (id: string, data: DocData): ChatChannel => {
    const { muted_by } = parsed(storedExtras, data);
    return parsed(chatChannelSchema, { ...data, id, muted: (muted_by ?? []).includes(me.id) });
  };

  async function member(channelId: string): Promise<ChatChannel> {
    const data = await store.get(channelPath(channelId));
    if (!data) throw new ChatError("not found", 404);
    const channel = view(channelId, data);
    if (!channel.users.includes(me.id)) throw new ChatError("forbidden", 403);
    return channel;
  }

  async function latestMessage(channelId: string): Promise<ChatMessage | null> {
    const [last] = await store.query(messagesOf(channelId), { orderBy: ["created_time", "desc"], limit: 1 });
    return last ? readMessage(last.id, last.data) : null;
  }

  async function removeChannel(channelId: string): Promise<void> {
    // Issue 24: the members' listeners learn who deleted it (the removed document's last data says so).
    await store.update(channelPath(channelId), { deleted_by: me.id });
    for (const m of await store.query(messagesOf(channelId), {})) await store.remove(`${messagesOf(channelId)}/${m.id}`);
    await store.remove(channelPath(channelId));
  }

  /** Issue 24: a group's membership changes are system lines (no sender, not unread), the channel's newest message. */
  async function writeLines(channelId: string, lines: ChatSystemLine[]): Promise<void> {
    let last: ChatMessage | null = null;
    for (const event of lines) {
      const at = now();
      const line: Omit<ChatMessage, "_id"> = {
        channel_id: channelId,
        user: { _id: 0, username: null, full_name: "", photo: null, phone: null, email: null, role: "system" },
        text: null, images: [], audio: null, map: null, emoji: [], reply: null, likes: [], system: true, event, invitation_code: null, invitation: null,
        created_time: at.getTime(), createdAt: at.toISOString(),
      };
      last = { ...line, _id: await store.add(messagesOf(channelId), line as unknown as DocData) };
    }
    if (last) await store.update(channelPath(channelId), { last_msg: last, updated_at: last.createdAt, last_time: last.created_time });
  }
  const named = (p: ChatUser) => ({ id: p.id, full_name: p.full_name });

  async function newChannel(data: Omit<StoredChannel, "id">): Promise<ChatChannel> {
    const id = `c${deps.newId ? deps.newId() : Date.now().toString(36) + Math.random().toString(36).slice(2, 8)}`;
    await store.set(`${CHANNELS}/${id}`, data);
    return view(id, data);
  }

  const base = (users: ChatUser[]): Omit<StoredChannel, "id" | "channel_type"> => {
    const at = now();
    return {
      active: true, withRider: false, creator: null, partner: null,
      users: users.map((u) => u.id), members: users, admin: null, full_name: null, photo: null, permitted: false,
      last_msg: null, unread_cnt: Object.fromEntries(users.map((u) => [String(u.id), 0])), order_id: null,
      updated_at: at.toISOString(), last_time: at.getTime(), muted_by: [],
    };
  };

  /** Issue 24: friends of mine join at once; the others are asked (a request document each) and stay outside. */
  async function splitByFriendship(people: ChatUser[]): Promise<{ join: ChatUser[]; ask: ChatUser[] }> {
    const friends = deps.friends ? await deps.friends(people.map((p) => p.id)) : new Set(people.map((p) => p.id));
    return { join: people.filter((p) => friends.has(p.id)), ask: people.filter((p) => !friends.has(p.id)) };
  }

  async function askToJoin(channelId: string, people: ChatUser[]): Promise<void> {
    const at = now().toISOString();
    for (const p of people) await store.set(`${REQUESTS}/${channelId}_${p.id}`, { channel_id: channelId, user_id: p.id, inviter: me, created_at: at });
  }

  const port: ChatPort = {
    async listChannels(query) {
      const byMembership = { where: [["users", "array-contains", me.id]] as DocQueryWhere, orderBy: ["last_time", "desc"] as ["last_time", "desc"] };
      const [chats, support] = await Promise.all([store.query(CHANNELS, byMembership), store.query(ORDER_SUPPORT, byMembership)]);
      const name = query?.name?.trim().toLocaleLowerCase() ?? "";
      return [...chats, ...support]
        .map((d) => view(d.id, d.data))
        .filter((c) => !name || matchesChannelName(c, me.id, name))
        .sort((a, b) => b.updated_at.localeCompare(a.updated_at))
        .map((c) => channelRow(c, me.id));
    },

    getChannel: member,

    async messages(channelId, before): Promise<MessagePage> {
      await member(channelId);
      const rows = await store.query(messagesOf(channelId), { orderBy: ["created_time", "desc"], limit: PAGE_SIZE, startAfter: before ?? undefined });
      const data = rows.map((r) => readMessage(r.id, r.data));
      return { data, next_cursor: data.length === PAGE_SIZE ? data[data.length - 1]._id : null };
    },

    async send(channelId, draft) {
      const channel = await member(channelId);
      const clean = normalizeDraft(draft);
      if (!clean) throw new ChatError("empty", 422);
      let reply: ChatMessage["reply"] = null;
      if (clean.reply_id) {
        const quoted = await store.get(`${messagesOf(channelId)}/${clean.reply_id}`);
        const q = quoted && typeof quoted.text === "string" ? readMessage(clean.reply_id, quoted) : null;
        if (q) reply = { _id: clean.reply_id, text: q.text ?? "", user: { _id: q.user._id, username: q.user.username, full_name: q.user.full_name } };
      }
      const at = now();
      const message: Omit<ChatMessage, "_id"> = {
        channel_id: channelId,
        // A message carries its sender's name and picture, never their phone or e-mail (issue 24).
        user: { _id: me.id, username: me.username, full_name: me.full_name, photo: me.photo, phone: null, email: null, role: me.role },
        text: clean.text ?? null, images: clean.images ?? [], audio: clean.audio ?? null, map: clean.map ?? null, emoji: clean.emoji ?? [],
        reply, likes: [], system: false, event: null, invitation_code: clean.invitation_code ?? null, invitation: null,
        created_time: at.getTime(), createdAt: at.toISOString(),
      };
      const id = await store.add(messagesOf(channelId), message);
      const sent: ChatMessage = { ...message, _id: id };
      const patch: Record<string, unknown> = { last_msg: sent, updated_at: sent.createdAt, last_time: sent.created_time };
      for (const user of channel.users) if (user !== me.id) patch[`unread_cnt.${user}`] = increment(1);
      await store.update(channelPath(channelId), patch);
      return sent;
    },

    async unsend(channelId, messageId) {
      const channel = await member(channelId);
      const data = await store.get(`${messagesOf(channelId)}/${messageId}`);
      if (!data) throw new ChatError("not found", 404);
      if (!canUnsend(readMessage(messageId, data), me.id)) throw new ChatError("forbidden", 403);
      await store.remove(`${messagesOf(channelId)}/${messageId}`);
      // spec 3 §4 "unsending deletes the message and resets last_msg to the previous message".
      if (channel.last_msg?._id === messageId) await store.update(channelPath(channelId), { last_msg: await latestMessage(channelId) });
    },

    async like(channelId, messageId) {
      await member(channelId);
      const path = `${messagesOf(channelId)}/${messageId}`;
      const data = await store.get(path);
      if (!data) throw new ChatError("not found", 404);
      const message = readMessage(messageId, data);
      await store.update(path, { likes: message.likes.includes(me.id) ? arrayRemove(me.id) : arrayUnion(me.id) });
      return { ...message, likes: toggleLike(message.likes, me.id) };
    },

    async markRead(channelId) {
      await member(channelId);
      await store.update(channelPath(channelId), { [`unread_cnt.${me.id}`]: 0 });
    },

    // Issue 29: web push runs on the product API; with Firestore holding the chat, chat pushes are FCM's (ADR 0021).
    async setPresence() {},

    async setMuted(channelId, muted) {
      await member(channelId);
      await store.update(channelPath(channelId), { muted_by: muted ? arrayUnion(me.id) : arrayRemove(me.id) });
    },

    async exit(channelId) {
      const channel = await member(channelId);
      const outcome = exitChannel(channel.users, channel.admin, me.id);
      if (outcome.kind === "deleted") {
        await removeChannel(channelId);
        return { deleted: true };
      }
      if (channel.channel_type === "group") {
        // Written while still a member (a store's rules let members write), then the exit itself.
        const lines: ChatSystemLine[] = [{ type: "left", user: named(me), by: null }];
        const admin = channel.members.find((m) => m.id === outcome.admin);
        if (admin && outcome.admin !== channel.admin) lines.push({ type: "admin", user: named(admin), by: null });
        await writeLines(channelId, lines);
      }
      await store.update(channelPath(channelId), {
        users: outcome.users,
        members: channel.members.filter((m) => m.id !== me.id),
        admin: channel.channel_type === "group" ? outcome.admin : channel.admin,
      });
      return { deleted: false };
    },

    async deleteGroup(channelId) {
      const channel = await member(channelId);
      if (!canDeleteGroup(channel, me.id)) throw new ChatError("forbidden", 403);
      await removeChannel(channelId);
    },

    async addMembers(channelId, userIds) {
      const channel = await member(channelId);
      if (!canAddMembers(channel, me.id)) throw new ChatError("forbidden", 403);
      const fresh = (await deps.people(userIds.filter((id) => !channel.users.includes(id)))).filter((p) => !channel.users.includes(p.id));
      const { join, ask } = await splitByFriendship(fresh);
      const patch: Record<string, unknown> = { users: [...channel.users, ...join.map((p) => p.id)], members: [...channel.members, ...join] };
      for (const p of join) patch[`unread_cnt.${p.id}`] = 0;
      if (ask.length) patch.requested = arrayUnion(...ask.map((p) => p.id));
      await store.update(channelPath(channelId), patch);
      await askToJoin(channelId, ask);
      await writeLines(channelId, join.map((p) => ({ type: "joined", user: named(p), by: named(me) })));
      return member(channelId);
    },

    async openSingle(partnerId) {
      if (partnerId === me.id) throw new ChatError("self", 422);
      const mine = await store.query(CHANNELS, { where: [["users", "array-contains", me.id], ["channel_type", "==", "single"]] });
      const existing = mine.find((c) => (c.data.users as number[]).includes(partnerId));
      if (existing) return view(existing.id, existing.data);
      const [partner] = await deps.people([partnerId]);
      if (!partner) throw new ChatError("not found", 404);
      return newChannel({ ...base([me, partner]), channel_type: "single", creator: me, partner });
    },

    async createGroup(group) {
      if (groupProblems(group).length > 0) throw new ChatError(groupProblems(group)[0], 422);
      const others = await deps.people(group.member_ids.filter((id) => id !== me.id));
      const { join, ask } = await splitByFriendship(others);
      const members = [me, ...join];
      if (!members.some((m) => m.id === group.admin_id)) throw new ChatError("chooseAdmin", 422);
      const created = await newChannel({
        ...base(members), channel_type: "group", admin: group.admin_id, full_name: group.full_name.trim(), photo: group.photo ?? null, permitted: group.permitted, requested: ask.map((p) => p.id),
      });
      await askToJoin(created.id, ask);
      return created;
    },

    async listRequests() {
      const rows = await store.query(REQUESTS, { where: [["user_id", "==", me.id]] });
      return rows
        .map((r) => ({ channel_id: String(r.data.channel_id), inviter: (r.data.inviter as ChatUser | undefined) ?? null, created_at: String(r.data.created_at) }) satisfies ChatRequest)
        .sort((a, b) => b.created_at.localeCompare(a.created_at));
    },

    async answerRequest(channelId, accept) {
      const path = `${REQUESTS}/${channelId}_${me.id}`;
      if (!(await store.get(path))) throw new ChatError("not found", 404);
      await store.remove(path);
      const channel = await store.get(channelPath(channelId));
      if (!channel) throw new ChatError("not found", 404);
      if (!accept) {
        await store.update(channelPath(channelId), { requested: arrayRemove(me.id) });
        return null;
      }
      await store.update(channelPath(channelId), { users: arrayUnion(me.id), members: arrayUnion(me), requested: arrayRemove(me.id), [`unread_cnt.${me.id}`]: 0 });
      return member(channelId);
    },

    async openOrderSupport(orderId) {
      return member(await deps.openOrderSupport(orderId));
    },

    subscribe(listener, onStatus) {
      const messageWatches = new Map<string, () => void>();
      const known = new Set<string>();
      const watchMessages = (channelId: string) => {
        let first = true;
        const stop = store.watch(messagesOf(channelId), { orderBy: ["created_time", "desc"], limit: PAGE_SIZE }, (changes) => {
          // The first delivery is what is already there, which the page loads itself.
          if (first) {
            first = false;
            return;
          }
          for (const change of changes) listener(messageEvent(channelId, change));
        });
        messageWatches.set(channelId, stop);
      };
      const onChannels = (collectionChanges: DocChange[]) => {
        for (const change of collectionChanges) {
          if (change.type === "removed" || !(change.data.users as number[] | undefined)?.includes(me.id)) {
            messageWatches.get(change.id)?.();
            messageWatches.delete(change.id);
            if (!known.delete(change.id)) continue;
            const deletedBy = (change.data as Partial<StoredChannel>).deleted_by;
            listener(change.type === "removed" ? { type: "channel_removed", channel_id: change.id, deleted: true, by: deletedBy ?? null } : { type: "channel_removed", channel_id: change.id });
            continue;
          }
          known.add(change.id);
          if (!messageWatches.has(change.id)) watchMessages(change.id);
          listener({ type: "channel", channel: view(change.id, change.data) });
        }
      };
      const byMembership = { where: [["users", "array-contains", me.id]] as DocQueryWhere };
      const stops = [store.watch(CHANNELS, byMembership, onChannels), store.watch(ORDER_SUPPORT, byMembership, onChannels)];
      onStatus?.(true);
      return () => {
        stops.forEach((stop) => stop());
        messageWatches.forEach((stop) => stop());
        messageWatches.clear();
      };
    },
  };
  return port;
}

type DocQueryWhere = NonNullable<import("./doc-store").DocQuery["where"]>;

function messageEvent(channelId: string, change: DocChange): ChatEvent {
  if (change.type === "removed") return { type: "message_deleted", channel_id: channelId, message_id: change.id };
  const message = readMessage(change.id, change.data);
  return change.type === "added" ? { type: "message", channel_id: channelId, message } : { type: "message_updated", channel_id: channelId, message };
}
