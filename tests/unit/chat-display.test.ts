import { describe, expect, it, vi } from "vitest";
import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { channelRow, existingSingleChannel, FIRST_ROWS, firstRows, invitationUse, isAdmin, mayAddPeople, messagePreview, otherParty, PREVIEW_TEXT_LIMIT, previewKind } from "@/lib/chat/display";
import { applyChatEvent, channelsQuery, forgetChannel, channelsStart, flattenMessages, prependMessage, seedConversation, sortChannels, type MessagesData } from "@/lib/chat/queries";
import type { ChatPort } from "@/lib/chat/port";
import { queryKeys } from "@/lib/client/query-keys";
import type { ChannelRow, ChatChannel, ChatMessage, ChatUser } from "@/lib/chat/types";

const user = (id: number): ChatUser => ({ id, username: `u${id}`, full_name: `User ${id}`, photo: null, phone: null, email: null, role: "customer" });
const msg = (id: string, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  _id: id, channel_id: "c1", user: { _id: 1, username: "u1", full_name: "User 1", photo: null, phone: null, email: null, role: "customer" },
  text: "hi", images: [], audio: null, map: null, emoji: [], reply: null, likes: [], system: false, event: null, invitation_code: null, invitation: null,
  created_time: 0, createdAt: "2026-01-01T10:00:00Z", ...extra,
});
const channel = (id: string, extra: Partial<ChatChannel> = {}): ChatChannel => ({
  id, active: true, channel_type: "single", withRider: false, creator: user(1), partner: user(2), users: [1, 2], members: [user(1), user(2)], admin: null,
  full_name: null, photo: null, permitted: false, last_msg: null, unread_cnt: {}, muted: false, order_id: null, updated_at: "2026-01-01T10:00:00Z", ...extra,
});

/** A channel's row as viewer 1 sees it. */
const row = (id: string, extra: Partial<ChatChannel> = {}): ChannelRow => channelRow(channel(id, extra), 1);

describe("chat display rules (spec 3 §2, §4, §6, §9)", () => {
  it("the other party of a single chat is the creator or the partner, whoever is not the viewer", () => {
    expect(otherParty(channel("c1"), 1)?.id).toBe(2);
    expect(otherParty(channel("c1"), 2)?.id).toBe(1);
  });
  it('Start chat opens "the existing one-to-one channel, or a new one" (§6): a single chat both are in now', () => {
    const group = channel("c1", { channel_type: "group", users: [1, 3], members: [user(1), user(3)] });
    const withThree = channel("c2", { partner: user(3), users: [1, 3], members: [user(1), user(3)] });
    const threeLeft = channel("c3", { partner: user(4), users: [1], members: [user(1)] });
    expect(existingSingleChannel([group, withThree], 3)?.id).toBe("c2");
    expect(existingSingleChannel([group], 3)).toBeNull();
    expect(existingSingleChannel([threeLeft], 4)).toBeNull();
    expect(existingSingleChannel([], 3)).toBeNull();
  });
  it("preview texts: shared location, a photo, a voice note, an emoji, else the text", () => {
    expect(previewKind(msg("a", { map: { coords: { latitude: 1, longitude: 2 }, type: "pin" } }))).toBe("location");
    expect(previewKind(msg("a", { text: null, images: ["/x.png"] }))).toBe("photo");
    expect(previewKind(msg("a", { text: null, audio: { url: "/a.ogg", duration: 2, fileSize: 9 } }))).toBe("voice");
    expect(previewKind(msg("a", { text: null, emoji: ["👍"] }))).toBe("emoji");
    expect(previewKind(msg("a"))).toBe("text");
  });
  it('a row of the list (§2 "channels by last message") shows the other person or the group, the last message, the viewer\'s own unread count — nothing of the other members', () => {
    const group = channel("c5", {
      channel_type: "group",
      full_name: "Pushime",
      photo: "/g.png",
      creator: null,
      partner: null,
      users: [1, 2, 3],
      members: [user(1), user(2), user(3)],
      unread_cnt: { "1": 4, "2": 9 },
      last_msg: msg("m"),
    });
    expect(channelRow(group, 1)).toEqual({ id: "c5", channel_type: "group", full_name: "Pushime", photo: "/g.png", other: null, order_id: null, last_msg: messagePreview(msg("m")), unread: 4, updated_at: "2026-01-01T10:00:00Z" });
    expect(channelRow(group, 3).unread).toBe(0);
    // A single chat: the other party's name, username and picture only (not their phone or e-mail).
    const single = channel("c1", { partner: { ...user(2), phone: "+355690000000", email: "u2@example.com" } });
    expect(channelRow(single, 1).other).toEqual({ id: 2, username: "u2", full_name: "User 2", photo: null });
    expect(channelRow(single, 2).other).toEqual({ id: 1, username: "u1", full_name: "User 1", photo: null });
    expect(JSON.stringify(channelRow(single, 1))).not.toMatch(/members|users|\+355|example\.com/);
  });
  it("§9: a row's last message is its preview — kind, clipped text, sender's id, membership record, time — and not the sender's profile or the message's contents", () => {
    const sender = { _id: 2, username: "u2", full_name: "User 2", photo: "/u2.png", phone: "+355690000000", email: "u2@example.com", role: "customer" };
    const located = msg("m", { user: sender, map: { coords: { latitude: 41.3275, longitude: 19.8187 }, type: "pin" }, images: ["/x.png"], likes: [3] });
    const preview = messagePreview(located);
    expect(preview).toEqual({ _id: "m", user: { _id: 2 }, kind: "location", text: "hi", system: false, event: null, createdAt: "2026-01-01T10:00:00Z" });
    expect(JSON.stringify(channelRow(channel("c1", { last_msg: located }), 1))).not.toMatch(/41\.3275|\+355|example\.com|u2\.png|x\.png/);
    // A long text is clipped to what a row can show, by whole characters (an emoji is not cut in two).
    const long = "🍕".repeat(PREVIEW_TEXT_LIMIT + 30);
    expect(messagePreview(msg("l", { text: long })).text).toBe("🍕".repeat(PREVIEW_TEXT_LIMIT));
    const line = { type: "left" as const, user: { id: 2, full_name: "User 2" }, by: null };
    expect(messagePreview(msg("s", { system: true, event: line, text: "User 2 left" }))).toMatchObject({ system: true, event: line, text: "User 2 left" });
  });
  it("issue 26 §6: the page draws the list's first screenful, and says whether that is all of it", () => {
    const rows = Array.from({ length: FIRST_ROWS + 5 }, (_, i) => `c${i}`);
    expect(firstRows(rows)).toEqual({ rows: rows.slice(0, FIRST_ROWS), complete: false });
    expect(firstRows(rows.slice(0, FIRST_ROWS))).toEqual({ rows: rows.slice(0, FIRST_ROWS), complete: true });
    expect(firstRows([])).toEqual({ rows: [], complete: true });
  });
  it("issue 26 §6: a list the page drew only in part is read whole as soon as it is shown; a whole one is not read again", async () => {
    const all = Array.from({ length: FIRST_ROWS + 3 }, (_, i) => row(`c${i}`));
    for (const [first, reads] of [[firstRows(all), 1], [firstRows(all.slice(0, 3)), 0]] as const) {
      const client = new QueryClient();
      const listChannels = vi.fn(async () => all);
      const options = { ...channelsQuery({ listChannels } as unknown as ChatPort, ""), ...channelsStart(first) };
      const observer = new QueryObserver(client, options);
      expect(observer.getCurrentResult().data, "the server's rows are shown at once").toEqual(first.rows);
      const stop = observer.subscribe(() => {});
      await vi.waitFor(() => expect(client.getQueryState(options.queryKey)?.fetchStatus).toBe("idle"));
      expect(listChannels).toHaveBeenCalledTimes(reads);
      expect(client.getQueryData<ChannelRow[]>(options.queryKey)).toHaveLength(reads ? all.length : 3);
      stop();
    }
    expect(channelsStart(null)).toEqual({});
  });
  it("only the group admin deletes; the admin or anyone in a permitted group adds people", () => {
    const group = channel("c2", { channel_type: "group", admin: 1, users: [1, 2], permitted: false });
    expect(isAdmin(group, 1)).toBe(true);
    expect(isAdmin(group, 2)).toBe(false);
    expect(mayAddPeople(group, 2)).toBe(false);
    expect(mayAddPeople({ ...group, permitted: true }, 2)).toBe(true);
  });
  it("an invitation code is usable only unused and not expired", () => {
    const base = { code: "X", is_received: true, is_expired: false } as const;
    expect(invitationUse({ ...base, is_used: 0 })).toBe("use");
    expect(invitationUse({ ...base, is_used: 1 })).toBe("used");
    expect(invitationUse({ ...base, is_used: 2 })).toBe("inUse");
    expect(invitationUse({ ...base, is_used: 0, is_expired: true })).toBe("expired");
  });
});

describe("live events on the caches (spec 3 §4 Message loading)", () => {
  const data = (...ids: string[]): MessagesData => ({ pages: [{ data: ids.map((id) => msg(id)), next_cursor: null }], pageParams: [null] });
  it("a new message goes on top once, whether the sender's answer or the live event brings it first", () => {
    const once = prependMessage(data("b", "a"), msg("c"));
    expect(flattenMessages(prependMessage(once, msg("c"))).map((m) => m._id)).toEqual(["c", "b", "a"]);
  });
  it("the list is ordered by the last message", () => {
    expect(sortChannels([row("c1"), row("c2", { updated_at: "2026-01-02T00:00:00Z" })]).map((c) => c.id)).toEqual(["c2", "c1"]);
  });
  it("message_updated replaces, message_deleted removes, message adds and lifts the channel", () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.chat.messages("c1"), data("b", "a"));
    client.setQueryData(queryKeys.chat.channels(""), [row("c2", { updated_at: "2026-01-01T11:00:00Z" }), row("c1")]);
    applyChatEvent(client, { type: "message_updated", channel_id: "c1", message: msg("a", { likes: [2] }) }, 1);
    applyChatEvent(client, { type: "message_deleted", channel_id: "c1", message_id: "b" }, 1);
    applyChatEvent(client, { type: "message", channel_id: "c1", message: msg("c", { createdAt: "2026-01-01T12:00:00Z" }) }, 1);
    const messages = flattenMessages(client.getQueryData<MessagesData>(queryKeys.chat.messages("c1")));
    expect(messages.map((m) => [m._id, m.likes])).toEqual([["c", []], ["a", [2]]]);
    expect(client.getQueryData<ChannelRow[]>(queryKeys.chat.channels(""))?.map((c) => c.id)).toEqual(["c1", "c2"]);
    applyChatEvent(client, { type: "channel_removed", channel_id: "c1" }, 1);
    expect(client.getQueryData<ChannelRow[]>(queryKeys.chat.channels(""))?.map((c) => c.id)).toEqual(["c2"]);
  });
  it("a channel event puts the channel into the list as the viewer's row, on top when it is the newest", () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.chat.channels(""), [row("c1"), row("c2")]);
    const changed = channel("c2", { unread_cnt: { "1": 2, "2": 7 }, last_msg: msg("n"), updated_at: "2026-01-01T12:00:00Z" });
    applyChatEvent(client, { type: "channel", channel: changed }, 1);
    const list = client.getQueryData<ChannelRow[]>(queryKeys.chat.channels(""));
    expect(list?.map((c) => [c.id, c.unread])).toEqual([["c2", 2], ["c1", 0]]);
    expect(list?.[0]).toEqual(channelRow(changed, 1));
    expect(client.getQueryData(queryKeys.chat.channel("c2"))).toEqual(changed);
  });
  it("issue 24: a deleted channel leaves nothing in the caches to be shown again (a left one is only refetched)", () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.chat.channels(""), [row("c1"), row("c2")]);
    for (const id of ["c1", "c2"]) {
      client.setQueryData(queryKeys.chat.channel(id), channel(id));
      client.setQueryData(queryKeys.chat.messages(id), data("a"));
    }
    applyChatEvent(client, { type: "channel_removed", channel_id: "c1", deleted: true, by: 2 }, 1);
    expect(client.getQueryData(queryKeys.chat.channel("c1"))).toBeUndefined();
    expect(client.getQueryData(queryKeys.chat.messages("c1"))).toBeUndefined();
    applyChatEvent(client, { type: "channel_removed", channel_id: "c2" }, 1);
    expect(client.getQueryData(queryKeys.chat.channel("c2"))).toBeDefined();
    expect(client.getQueryData<ChannelRow[]>(queryKeys.chat.channels(""))).toEqual([]);
  });
  it("a read of the conversation on its way when a message arrives live does not take the message away", async () => {
    const client = new QueryClient();
    const key = queryKeys.chat.messages("c1");
    const page = (...ids: string[]): MessagesData => ({ pages: [{ data: ids.map((id) => msg(id)), next_cursor: null }], pageParams: [null] });
    client.setQueryData(key, page());
    // The stream's first connect reads the open conversation again; that read left before B's message was sent.
    let releaseStale: (data: MessagesData) => void = () => {};
    const reads: string[] = [];
    const observer = new QueryObserver<MessagesData>(client, {
      queryKey: key,
      staleTime: Infinity,
      queryFn: () => {
        reads.push(reads.length === 0 ? "before the message" : "after");
        return reads.length === 1 ? new Promise<MessagesData>((resolve) => (releaseStale = resolve)) : Promise.resolve(page("hello"));
      },
    });
    const stop = observer.subscribe(() => {});
    void client.invalidateQueries({ queryKey: key });
    expect(reads).toEqual(["before the message"]);
    applyChatEvent(client, { type: "message", channel_id: "c1", message: msg("hello") }, 1);
    expect(flattenMessages(client.getQueryData<MessagesData>(key)).map((m) => m._id)).toEqual(["hello"]);
    releaseStale(page());
    await vi.waitFor(() => expect(client.getQueryState(key)?.fetchStatus).toBe("idle"));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(flattenMessages(client.getQueryData<MessagesData>(key)).map((m) => m._id)).toEqual(["hello"]);
    expect(reads).toEqual(["before the message", "after"]);
    // With no read on its way, a live message asks for nothing.
    applyChatEvent(client, { type: "message", channel_id: "c1", message: msg("again") }, 1);
    expect(reads).toHaveLength(2);
    stop();
  });
  it("issue 24: a list read that was on its way when a channel was removed does not bring the channel back", async () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.chat.channels(""), [row("c1"), row("c2")]);
    // The list the page shows; its first read after the stream came up is on its way, with what the server had then.
    let releaseStale: (list: ChannelRow[]) => void = () => {};
    const reads: string[] = [];
    const observer = new QueryObserver<ChannelRow[]>(client, {
      queryKey: queryKeys.chat.channels(""),
      staleTime: Infinity,
      queryFn: () => {
        reads.push(reads.length === 0 ? "before the removal" : "after");
        return reads.length === 1 ? new Promise<ChannelRow[]>((resolve) => (releaseStale = resolve)) : Promise.resolve([row("c2")]);
      },
    });
    const stop = observer.subscribe(() => {});
    void client.invalidateQueries({ queryKey: queryKeys.chat.lists });
    expect(reads).toEqual(["before the removal"]);
    applyChatEvent(client, { type: "channel_removed", channel_id: "c1", deleted: true, by: 2 }, 1);
    expect(client.getQueryData<ChannelRow[]>(queryKeys.chat.channels(""))?.map((c) => c.id)).toEqual(["c2"]);
    releaseStale([row("c1"), row("c2")]);
    await vi.waitFor(() => expect(client.getQueryState(queryKeys.chat.channels(""))?.fetchStatus).toBe("idle"));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(client.getQueryData<ChannelRow[]>(queryKeys.chat.channels(""))?.map((c) => c.id)).toEqual(["c2"]);
    expect(reads).toEqual(["before the removal", "after"]);
    stop();
  });
  it("issue 24: a group found gone by its own read (its deletion not heard live) goes from the list too, even from a list read made before it", async () => {
    // The reader's stream was not yet up when the group was deleted: the list's first read, made before the deletion,
    // still holds it; the conversation's read answers 404 and the chat closes it (chat-messenger.spec, session 34).
    const client = new QueryClient();
    client.setQueryData(queryKeys.chat.channel("c1"), channel("c1"));
    client.setQueryData(queryKeys.chat.messages("c1"), data("a"));
    const reads: string[] = [];
    const observer = new QueryObserver<ChannelRow[]>(client, {
      queryKey: queryKeys.chat.channels(""),
      staleTime: Infinity,
      queryFn: () => {
        reads.push("read");
        return Promise.resolve([row("c2")]);
      },
    });
    client.setQueryData(queryKeys.chat.channels(""), [row("c1"), row("c2")]);
    const stop = observer.subscribe(() => {});
    forgetChannel(client, "c1");
    expect(client.getQueryData<ChannelRow[]>(queryKeys.chat.channels(""))?.map((c) => c.id)).toEqual(["c2"]);
    expect(client.getQueryData(queryKeys.chat.channel("c1"))).toBeUndefined();
    expect(client.getQueryData(queryKeys.chat.messages("c1"))).toBeUndefined();
    // …and the list is read again, so a read from before the deletion cannot have the last word.
    await vi.waitFor(() => expect(reads).toEqual(["read"]));
    stop();
  });
  it("issue 24: the server's read of a conversation fills the caches, replaces an older cache, and yields to a newer one", () => {
    const client = new QueryClient();
    const page = (...ids: string[]) => ({ data: ids.map((id) => msg(id)), next_cursor: null });
    const ids = () => flattenMessages(client.getQueryData<MessagesData>(queryKeys.chat.messages("c1"))).map((m) => m._id);
    seedConversation(client, { channel: channel("c1"), page: page("b", "a"), readAt: 1_000 });
    expect(ids()).toEqual(["b", "a"]);
    expect(client.getQueryData(queryKeys.chat.channel("c1"))).toMatchObject({ id: "c1" });
    // A later visit: the server read a newer page (messages came while the person was elsewhere).
    seedConversation(client, { channel: channel("c1"), page: page("c", "b"), readAt: 2_000 });
    expect(ids()).toEqual(["c", "b"]);
    // A live event after the read made the cache newer: it stays.
    client.setQueryData<MessagesData>(queryKeys.chat.messages("c1"), (d) => prependMessage(d!, msg("d")), { updatedAt: 3_000 });
    seedConversation(client, { channel: channel("c1"), page: page("c", "b"), readAt: 2_500 });
    expect(ids()).toEqual(["d", "c", "b"]);
  });
});
