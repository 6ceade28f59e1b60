// The Firestore chat adapter against the ChatPort contract (lib/chat/port.ts), on an in-memory document store with
// Firestore's semantics: the behaviour a chat page relies on, whichever store runs (ADR 0013).
import { describe, expect, it } from "vitest";
import { createFirestoreChatPort, type FirestoreChatDeps } from "@/lib/chat/firestore";
import { ChatError, type ChatPort } from "@/lib/chat/port";
import type { ChatEvent, ChatUser } from "@/lib/chat/types";
import { memoryDocStore } from "./support/memory-doc-store";

const person = (id: number, full_name: string): ChatUser => ({ id, username: null, full_name, photo: null, phone: null, email: null, role: "customer" });
const PEOPLE = [person(1, "Arta"), person(2, "Besa"), person(3, "Cen"), person(4, "Drita")];

function world(friendships?: Array<[number, number]>) {
  const store = memoryDocStore();
  let clock = Date.UTC(2026, 10, 25, 9, 0, 0);
  let ids = 0;
  const as = (id: number): ChatPort => {
    const deps: FirestoreChatDeps = {
      store,
      me: PEOPLE.find((p) => p.id === id)!,
      people: async (wanted) => PEOPLE.filter((p) => wanted.includes(p.id)),
      // Issue 24: with `friendships`, only those pairs are friends; without, everyone is (the older contract).
      ...(friendships ? { friends: async (wanted: number[]) => new Set(wanted.filter((other) => friendships.some(([x, y]) => (x === id && y === other) || (y === id && x === other)))) } : {}),
      openOrderSupport: async (orderId) => {
        await store.set(`order_support/order_${orderId}`, { channel_type: "order_support", users: [id], members: [], unread_cnt: {}, updated_at: new Date(clock).toISOString(), last_time: clock, order_id: orderId, active: true, last_msg: null });
        return `order_${orderId}`;
      },
      now: () => new Date((clock += 1000)),
      newId: () => String(++ids),
    };
    return createFirestoreChatPort(deps);
  };
  return { store, as };
}

async function rejectsWith(promise: Promise<unknown>, status: number) {
  await expect(promise).rejects.toBeInstanceOf(ChatError);
  await promise.catch((e: ChatError) => expect(e.status).toBe(status));
}

describe("Firestore chat adapter (ChatPort contract)", () => {
  it("opens one single channel per pair whoever asks, and lists it for both by last message", async () => {
    const { as } = world();
    const a = as(1);
    const b = as(2);
    const first = await a.openSingle(2);
    expect(first).toMatchObject({ channel_type: "single", users: [1, 2], creator: { id: 1 }, partner: { id: 2 } });
    expect((await b.openSingle(1)).id).toBe(first.id);
    const other = await a.openSingle(3);
    await a.send(first.id, { text: "Hello" });
    expect((await a.listChannels()).map((c) => c.id)).toEqual([first.id, other.id]);
    expect((await b.listChannels()).map((c) => c.id)).toEqual([first.id]);
    expect((await a.listChannels({ name: "cen" })).map((c) => c.id)).toEqual([other.id]);
    await rejectsWith(a.openSingle(1), 422);
  });

  it("trims text, refuses whitespace, counts unread for the others and resets it on read", async () => {
    const { as } = world();
    const a = as(1);
    const b = as(2);
    const channel = await a.openSingle(2);
    const sent = await a.send(channel.id, { text: "  Mirëdita  " });
    expect(sent.text).toBe("Mirëdita");
    await rejectsWith(a.send(channel.id, { text: "   " }), 422);
    expect((await b.getChannel(channel.id)).unread_cnt).toEqual({ "1": 0, "2": 1 });
    expect((await b.getChannel(channel.id)).last_msg?._id).toBe(sent._id);
    await b.markRead(channel.id);
    expect((await b.getChannel(channel.id)).unread_cnt["2"]).toBe(0);
  });

  it("refuses non-members everywhere (403) and unknown channels (404)", async () => {
    const { as } = world();
    const channel = await as(1).openSingle(2);
    const stranger = as(3);
    await rejectsWith(stranger.getChannel(channel.id), 403);
    await rejectsWith(stranger.messages(channel.id), 403);
    await rejectsWith(stranger.send(channel.id, { text: "hi" }), 403);
    await rejectsWith(stranger.markRead(channel.id), 403);
    await rejectsWith(stranger.getChannel("c404"), 404);
  });

  it("pages 12 newest first by cursor, without duplicates", async () => {
    const { as } = world();
    const a = as(1);
    const channel = await a.openSingle(2);
    for (let i = 1; i <= 27; i += 1) await a.send(channel.id, { text: `m${i}` });
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await a.messages(channel.id, cursor);
      seen.push(...page.data.map((m) => m.text ?? ""));
      cursor = page.next_cursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(Array.from({ length: 27 }, (_, i) => `m${27 - i}`));
  });

  it("only the sender unsends, and last_msg falls back to the previous message", async () => {
    const { as } = world();
    const a = as(1);
    const b = as(2);
    const channel = await a.openSingle(2);
    const first = await a.send(channel.id, { text: "first" });
    const second = await a.send(channel.id, { text: "second" });
    await rejectsWith(b.unsend(channel.id, second._id), 403);
    await a.unsend(channel.id, second._id);
    expect((await b.getChannel(channel.id)).last_msg?._id).toBe(first._id);
    expect((await b.messages(channel.id)).data.map((m) => m._id)).toEqual([first._id]);
  });

  it("likes toggle per user, own messages included", async () => {
    const { as } = world();
    const a = as(1);
    const b = as(2);
    const channel = await a.openSingle(2);
    const m = await a.send(channel.id, { text: "pica?" });
    expect((await b.like(channel.id, m._id)).likes).toEqual([2]);
    expect((await a.like(channel.id, m._id)).likes).toEqual([2, 1]);
    expect((await b.like(channel.id, m._id)).likes).toEqual([1]);
    expect((await a.messages(channel.id)).data[0].likes).toEqual([1]);
  });

  it("groups: validation, admin hand-over on exit, deletion when one would be alone, admin-only delete, permitted adds", async () => {
    const { as, store } = world();
    const a = as(1);
    await rejectsWith(a.createGroup({ full_name: " ", admin_id: 1, member_ids: [2], permitted: false }), 422);
    await rejectsWith(a.createGroup({ full_name: "Drekë", admin_id: 0, member_ids: [2], permitted: false }), 422);
    const group = await a.createGroup({ full_name: " Drekë ", admin_id: 1, member_ids: [2, 3], permitted: false });
    expect(group).toMatchObject({ channel_type: "group", full_name: "Drekë", admin: 1, users: [1, 2, 3] });
    await rejectsWith(as(2).addMembers(group.id, [4]), 403);
    await rejectsWith(as(2).deleteGroup(group.id), 403);
    expect((await a.addMembers(group.id, [4])).users).toEqual([1, 2, 3, 4]);
    expect(await a.exit(group.id)).toEqual({ deleted: false });
    expect(await as(2).getChannel(group.id)).toMatchObject({ admin: 2, users: [2, 3, 4] });
    await rejectsWith(a.getChannel(group.id), 403);
    await as(4).exit(group.id);
    expect(await as(3).exit(group.id)).toEqual({ deleted: true });
    await rejectsWith(as(2).getChannel(group.id), 404);
    const other = await a.createGroup({ full_name: "Darkë", admin_id: 1, member_ids: [2, 3], permitted: true });
    await a.send(other.id, { text: "x" });
    await a.deleteGroup(other.id);
    expect(store.size()).toBe(0);
  });

  it("issue 24: joins, leaves and a new admin are system lines; a deleted group tells its members it was deleted, and by whom", async () => {
    const { as } = world();
    const a = as(1);
    const group = await a.createGroup({ full_name: "Drekë", admin_id: 1, member_ids: [2], permitted: false });
    const cEvents: ChatEvent[] = [];
    const stopC = as(3).subscribe((e) => cEvents.push(e));
    await a.addMembers(group.id, [3, 4, 2]);
    await a.exit(group.id);
    const lines = (await as(2).messages(group.id)).data.filter((m) => m.system).map((m) => m.event);
    expect(lines.reverse()).toEqual([
      { type: "joined", user: { id: 3, full_name: "Cen" }, by: { id: 1, full_name: "Arta" } },
      { type: "joined", user: { id: 4, full_name: "Drita" }, by: { id: 1, full_name: "Arta" } },
      { type: "left", user: { id: 1, full_name: "Arta" }, by: null },
      { type: "admin", user: { id: 2, full_name: "Besa" }, by: null },
    ]);
    expect((await as(2).getChannel(group.id)).last_msg).toMatchObject({ system: true, event: { type: "admin" } });
    // System lines are nobody's unread message.
    expect(Object.values((await as(2).getChannel(group.id)).unread_cnt)).toEqual([0, 0, 0, 0]);
    await as(2).deleteGroup(group.id);
    expect(cEvents.at(-1)).toEqual({ type: "channel_removed", channel_id: group.id, deleted: true, by: 2 });
    stopC();
  });

  it("mute is the viewer's own", async () => {
    const { as } = world();
    const channel = await as(1).openSingle(2);
    await as(1).setMuted(channel.id, true);
    expect((await as(1).getChannel(channel.id)).muted).toBe(true);
    expect((await as(2).getChannel(channel.id)).muted).toBe(false);
  });

  it("delivers live events to members only: new message, like, unsend, channel removed", async () => {
    const { as } = world();
    const a = as(1);
    const channel = await a.openSingle(2);
    const bEvents: ChatEvent[] = [];
    const cEvents: ChatEvent[] = [];
    const stopB = as(2).subscribe((e) => bEvents.push(e));
    const stopC = as(3).subscribe((e) => cEvents.push(e));
    const m = await a.send(channel.id, { text: "live" });
    expect(bEvents).toContainEqual({ type: "message", channel_id: channel.id, message: expect.objectContaining({ _id: m._id, text: "live" }) });
    await a.like(channel.id, m._id);
    expect(bEvents).toContainEqual({ type: "message_updated", channel_id: channel.id, message: expect.objectContaining({ likes: [1] }) });
    await a.unsend(channel.id, m._id);
    expect(bEvents).toContainEqual({ type: "message_deleted", channel_id: channel.id, message_id: m._id });
    await as(2).exit(channel.id);
    // Alone, the single channel is deleted (spec 3 §4), and the event says so (issue 24).
    expect(bEvents.at(-1)).toEqual({ type: "channel_removed", channel_id: channel.id, deleted: true, by: 2 });
    expect(cEvents).toEqual([]);
    stopB();
    stopC();
  });

  it("order support is opened by the product API and read as a member", async () => {
    const { as } = world();
    expect(await as(1).openOrderSupport(77)).toMatchObject({ id: "order_77", channel_type: "order_support", order_id: 77 });
    expect((await as(1).listChannels()).map((c) => c.id)).toContain("order_77");
  });

  it("reads documents with the product API's schemas: a malformed one is a 502, never a half-typed message on screen", async () => {
    const { store, as } = world();
    const a = as(1);
    const channel = await a.openSingle(2);
    const sent = await a.send(channel.id, { text: "Hello" });
    // Someone with write access left a message without its sender and with a string for its time.
    await store.set(`channels/${channel.id}/messages/${sent._id}`, { text: "broken", created_time: "yesterday" });
    await rejectsWith(a.messages(channel.id), 502);
    await rejectsWith(a.like(channel.id, sent._id), 502);
    await store.set(`channels/${channel.id}`, { users: "everyone" });
    await rejectsWith(a.messages(channel.id), 502);
  });
});

describe("Firestore adapter: group requests (issue 24 Consent)", () => {
  it("a friend joins at once, a stranger is asked and sees nothing until accepting; declining leaves them out", async () => {
    const { as } = world([[1, 2]]);
    const arta = as(1);
    const group = await arta.createGroup({ full_name: "Darka", member_ids: [2, 3], admin_id: 1, permitted: false });
    expect(group.users).toEqual([1, 2]);
    expect(group.requested).toEqual([3]);
    const cen = as(3);
    await rejectsWith(cen.getChannel(group.id), 403);
    expect(await cen.listChannels()).toEqual([]);
    expect(await cen.listRequests()).toEqual([{ channel_id: group.id, inviter: expect.objectContaining({ id: 1 }), created_at: expect.any(String) }]);
    const joined = await cen.answerRequest(group.id, true);
    expect(joined?.users).toEqual([1, 2, 3]);
    expect(await cen.listRequests()).toEqual([]);
    await rejectsWith(cen.answerRequest(group.id, true), 404);

    await arta.addMembers(group.id, [4]);
    const drita = as(4);
    expect(await drita.answerRequest(group.id, false)).toBeNull();
    await rejectsWith(drita.getChannel(group.id), 403);
    expect((await arta.getChannel(group.id)).requested).toEqual([]);
  });
});

