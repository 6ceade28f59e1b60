import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders } from "@/product-api/src/db/schema";
import type { ChatChannel, ChatMessage } from "@/lib/chat/types";
import { seededApi } from "./support/seeded-api";
import { chatStreams, waitFor } from "./support/chat-stream";

// ADR 0013's chat contract over HTTP against a real product API process (spec 3 §2–§7): membership on every read
// and write, unsend and likes, paging, single-channel reuse, group rules, uploads, the send rate, order-support
// chats and the live stream.
const { api, call, login } = seededApi();
const { openStream } = chatStreams(api);

// Seeded people (product-api/src/seed/data/people.ts): 1 demo, 3 Elira, 4 Dorian, 5 Mira, 6 Gent, 7 Klea,
// 8 Ardit, 9 Sara, 10 Noel, 11 Luana. Seeded chats (product-api/src/seed/social.ts): c1 demo–Elira, c2
// Dorian–demo, c3 demo–Mira, c4 group of demo (admin), Elira, Dorian, Mira; c5 group of Klea (admin), Gent, demo;
// order_1 demo's support chat on a delivered order.
const DEMO = "demo@shijo.al";
const ELIRA = "elira@shijo.al";
const DORIAN = "dorian@shijo.al";
const MIRA = "mira@shijo.al";
const GENT = "gent@shijo.al";
const KLEA = "klea@shijo.al";
const NOEL = "noel@shijo.al";
const LUANA = "luana@shijo.al";
const SARA = "sara@shijo.al";

async function send(token: string, channel: string, body: Record<string, unknown>) {
  return call(`chats/channels/${channel}/messages`, { token, body });
}

async function channel(token: string, id: string): Promise<ChatChannel> {
  const res = await call(`chats/channels/${id}`, { token });
  expect(res.status).toBe(200);
  return res.json.channel;
}

async function group(token: string, body: Record<string, unknown>): Promise<ChatChannel> {
  const res = await call("chats/channels", { token, body: { channel_type: "group", permitted: false, ...body } });
  expect(res.status).toBe(201);
  return res.json.channel;
}

describe("channels (GET/POST chats/channels, GET/DELETE chats/channels/{id})", () => {
  it("lists the viewer's channels newest first, shaped as lib/chat/types.ts", async () => {
    const token = await login(DEMO);
    const res = await call("chats/channels", { token });
    expect(res.status).toBe(200);
    const data = res.json.data as ChatChannel[];
    expect(data.map((c) => c.id)).toEqual(expect.arrayContaining(["c1", "c2", "c3", "c4", "c5", "order_1"]));
    const times = data.map((c) => Date.parse(c.updated_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const c1 = data.find((c) => c.id === "c1")!;
    expect(c1).toMatchObject({ channel_type: "single", active: true, users: [1, 3], unread_cnt: { "1": 2, "3": 0 }, muted: false, admin: null, order_id: null });
    expect(c1.creator).toMatchObject({ id: 1, full_name: "Arta Demo" });
    expect(c1.partner).toMatchObject({ id: 3, full_name: "Elira Krasniqi" });
    expect(c1.members.map((m) => m.id)).toEqual([1, 3]);
    expect(c1.last_msg).toMatchObject({ channel_id: "c1", text: "Mos harro verën!", user: { _id: 3 } });
    const support = data.find((c) => c.id === "order_1")!;
    expect(support).toMatchObject({ channel_type: "order_support", order_id: 1 });
    expect(support.members).toEqual(expect.arrayContaining([expect.objectContaining({ full_name: "Support", role: "admin" }), expect.objectContaining({ role: "vendor" })]));
    const groupC5 = data.find((c) => c.id === "c5")!;
    expect(groupC5).toMatchObject({ channel_type: "group", admin: 7, full_name: "Shëtitje në Dajti", permitted: false });
    // No one's phone or e-mail reaches the people they chat with (a group joins people who are not friends).
    const people = data.flatMap((c) => [...(c.members ?? []), c.last_msg?.user]).filter(Boolean);
    expect(people.length).toBeGreaterThan(5);
    for (const person of people) expect(person).toMatchObject({ phone: null, email: null });
  });

  it("lists a group without its people (ADR 0013): no members or users, the viewer's own unread count, mute and a named last message — as the channel itself has them", async () => {
    const token = await login(DEMO);
    const elira = await login("elira@shijo.al");
    // Elira writes last in demo's group c4 (demo, Elira, Dorian, Mira): a sender the list no longer reads as a member.
    expect((await call("chats/channels/c4/messages", { token: elira, body: { text: "Nesër në orën 8?" } })).status).toBe(201);
    expect((await call("chats/channels/c4/mute", { token, body: { muted: true } })).status).toBe(200);
    const whole = (await call("chats/channels/c4", { token })).json.channel as ChatChannel;
    expect(whole.members.map((m) => m.full_name)).toEqual(expect.arrayContaining(["Elira Krasniqi", "Dorian Leka"]));
    const listed = ((await call("chats/channels", { token })).json.data as ChatChannel[]).find((c) => c.id === "c4")!;
    expect(listed).not.toHaveProperty("members");
    expect(listed).not.toHaveProperty("users");
    expect(listed.unread_cnt).toEqual({ "1": whole.unread_cnt["1"] });
    expect(whole.unread_cnt["1"]).toBeGreaterThan(0);
    expect(listed.muted).toBe(true);
    expect(listed.last_msg).toEqual(whole.last_msg);
    expect(listed.last_msg?.user).toMatchObject({ _id: 3, full_name: "Elira Krasniqi", phone: null, email: null });
    const { members: _m, users: _u, unread_cnt: _c, ...rest } = whole;
    expect(listed).toEqual({ ...rest, unread_cnt: listed.unread_cnt });
    // Searched by a member's name, the group is found by its people and listed the same way.
    const found = (await call("chats/channels?name=dorian", { token })).json.data as ChatChannel[];
    expect(found.map((c) => c.id)).toEqual(expect.arrayContaining(["c2", "c4"]));
    expect(found.find((c) => c.id === "c4")).toEqual(listed);
    // A single channel is listed whole: its other party is among its members.
    expect(found.find((c) => c.id === "c2")?.members.map((m) => m.id)).toEqual(expect.arrayContaining([1]));
    expect((await call("chats/channels/c4/mute", { token, body: { muted: false } })).status).toBe(200);
  });

  it("searches by name (group name or the other person)", async () => {
    const token = await login(DEMO);
    const res = await call("chats/channels?name=elira", { token });
    expect((res.json.data as ChatChannel[]).map((c) => c.id)).toContain("c1");
    expect((res.json.data as ChatChannel[]).map((c) => c.id)).not.toContain("c3");
    expect((await call("chats/channels?name=dajti", { token })).json.data.map((c: ChatChannel) => c.id)).toEqual(["c5"]);
  });

  it("answers the first `limit` channels of the same order, with or without a name; refuses a limit that is not 1–500", async () => {
    const token = await login(DEMO);
    const all = (await call("chats/channels", { token })).json.data.map((c: ChatChannel) => c.id);
    expect(all.length).toBeGreaterThan(3);
    expect((await call("chats/channels?limit=3", { token })).json.data.map((c: ChatChannel) => c.id)).toEqual(all.slice(0, 3));
    expect((await call(`chats/channels?limit=${all.length + 5}`, { token })).json.data.map((c: ChatChannel) => c.id)).toEqual(all);
    const named = (await call("chats/channels?name=a", { token })).json.data.map((c: ChatChannel) => c.id);
    expect(named.length).toBeGreaterThan(1);
    expect((await call("chats/channels?name=a&limit=1", { token })).json.data.map((c: ChatChannel) => c.id)).toEqual(named.slice(0, 1));
    for (const bad of ["0", "501", "x", "1.5"]) expect((await call(`chats/channels?limit=${bad}`, { token })).status, bad).toBe(422);
  });

  it("answers 403 to a non-member and 404 for an unknown channel; needs a token", async () => {
    const noel = await login(NOEL);
    expect((await call("chats/channels/c1", { token: noel })).status).toBe(403);
    expect((await call("chats/channels/c999999", { token: noel })).status).toBe(404);
    expect((await call("chats/channels/nonsense", { token: noel })).status).toBe(404);
    expect((await call("chats/channels")).status).toBe(401);
  });

  it("returns the existing single channel for the pair, whoever asks (created: false)", async () => {
    const demo = await login(DEMO);
    const elira = await login(ELIRA);
    const mine = await call("chats/channels", { token: demo, body: { channel_type: "single", partner_id: 3 } });
    expect(mine.status).toBe(200);
    expect(mine.json).toMatchObject({ created: false, channel: { id: "c1" } });
    const theirs = await call("chats/channels", { token: elira, body: { channel_type: "single", partner_id: 1 } });
    expect(theirs.json).toMatchObject({ created: false, channel: { id: "c1" } });
    const fresh = await call("chats/channels", { token: await login(SARA), body: { channel_type: "single", partner_id: 10 } });
    expect(fresh.status).toBe(201);
    expect(fresh.json.created).toBe(true);
    expect(fresh.json.channel.id).toMatch(/^c\d+$/);
    const again = await call("chats/channels", { token: await login(NOEL), body: { channel_type: "single", partner_id: 9 } });
    expect(again.json).toMatchObject({ created: false, channel: { id: fresh.json.channel.id } });
    expect((await call("chats/channels", { token: demo, body: { channel_type: "single", partner_id: 1 } })).status).toBe(422);
  });

  it("group creation asks for an admin and a name, in Albanian and English (spec 3 §5)", async () => {
    const token = await login(DEMO);
    const en = await call("chats/channels", { token, lang: "en", body: { channel_type: "group", full_name: " ", member_ids: [3, 4], permitted: true } });
    expect(en.status).toBe(422);
    expect(en.json.errors.admin_id).toEqual(["Please choose a group admin."]);
    expect(en.json.errors.full_name).toEqual(["Please enter a group name."]);
    const sq = await call("chats/channels", { token, lang: "sq", body: { channel_type: "group", full_name: "", member_ids: [3], permitted: true } });
    expect(sq.status).toBe(422);
    expect(sq.json.errors.admin_id).toEqual(["Ju lutemi zgjidhni një administrator për grupin."]);
    expect(sq.json.errors.full_name).toEqual(["Ju lutemi vendosni një emër për grupin."]);
    const created = await group(token, { full_name: " Kafe ", member_ids: [3, 4], admin_id: 1 });
    expect(created).toMatchObject({ channel_type: "group", full_name: "Kafe", admin: 1, users: [1, 3, 4] });
  });

  it("only the group admin deletes a group", async () => {
    const demo = await login(DEMO);
    const created = await group(demo, { full_name: "Fshihet", member_ids: [3, 4], admin_id: 1 });
    const elira = await login(ELIRA);
    const refused = await call(`chats/channels/${created.id}`, { token: elira, method: "DELETE", lang: "en" });
    expect(refused.status).toBe(403);
    expect(refused.json.error).toBe("Only the group admin can delete the group.");
    expect((await call(`chats/channels/${created.id}`, { token: demo, method: "DELETE" })).json).toEqual({ success: 1 });
    expect((await call(`chats/channels/${created.id}`, { token: demo })).status).toBe(404);
    expect((await call("chats/channels/c1", { token: demo, method: "DELETE" })).status).toBe(403); // not a group
  });
});

describe("group membership (spec 3 §4)", () => {
  it("the admin's exit hands admin to the first remaining member; an exit that would leave one alone deletes the group", async () => {
    const demo = await login(DEMO);
    const created = await group(demo, { full_name: "Ikje", member_ids: [3, 4], admin_id: 1 });
    const exit = await call(`chats/channels/${created.id}/exit`, { token: demo, body: {} });
    expect(exit.status).toBe(200);
    expect(exit.json.deleted).toBe(false);
    const elira = await login(ELIRA);
    const after = await channel(elira, created.id);
    expect(after.admin).toBe(3);
    expect(after.users).toEqual([3, 4]); // demo left: no longer in users
    expect((await call(`chats/channels/${created.id}/messages`, { token: demo })).status).toBe(403);
    const last = await call(`chats/channels/${created.id}/exit`, { token: await login(DORIAN), body: {} });
    expect(last.json).toEqual({ deleted: true, channel: null });
    expect((await call(`chats/channels/${created.id}`, { token: elira })).status).toBe(404);
  });

  it("members add people only when the group is permitted; the admin always may", async () => {
    const demo = await login(DEMO);
    const closed = await group(demo, { full_name: "Mbyllur", member_ids: [3], admin_id: 1, permitted: false });
    const elira = await login(ELIRA);
    expect((await call(`chats/channels/${closed.id}/members`, { token: elira, body: { member_ids: [5] } })).status).toBe(403);
    const byAdmin = await call(`chats/channels/${closed.id}/members`, { token: demo, body: { member_ids: [5] } });
    expect(byAdmin.json.channel.users).toEqual([1, 3, 5]);
    const open = await group(demo, { full_name: "Hapur", member_ids: [3], admin_id: 1, permitted: true });
    // Dorian is Elira's friend: he joins at once (issue 24: a stranger would get a request instead).
    const byMember = await call(`chats/channels/${open.id}/members`, { token: elira, body: { member_ids: [4] } });
    expect(byMember.status).toBe(200);
    expect(byMember.json.channel.users).toEqual([1, 3, 4]);
    expect((await call(`chats/channels/${open.id}/members`, { token: await login(NOEL), body: { member_ids: [10] } })).status).toBe(403);
  });

  it("mute is the viewer's own", async () => {
    const demo = await login(DEMO);
    const res = await call("chats/channels/c4/mute", { token: demo, body: { muted: true } });
    expect(res.json.channel.muted).toBe(true);
    expect((await channel(await login(ELIRA), "c4")).muted).toBe(false);
    await call("chats/channels/c4/mute", { token: demo, body: { muted: false } });
  });
});

describe("messages", () => {
  it("a send is trimmed, counts as unread for the others (not the sender) and becomes last_msg", async () => {
    const demo = await login(DEMO);
    const dorian = await login(DORIAN);
    const before = await channel(dorian, "c4");
    const res = await send(demo, "c4", { text: "  Nesër në 8?  " });
    expect(res.status).toBe(201);
    const message = res.json.message as ChatMessage;
    expect(message).toMatchObject({ text: "Nesër në 8?", channel_id: "c4", user: { _id: 1, full_name: "Arta Demo" }, likes: [], system: false, invitation: null });
    expect(message._id).toMatch(/^m/);
    expect(new Date(message.createdAt).getTime()).toBe(message.created_time);
    const after = await channel(dorian, "c4");
    expect(after.unread_cnt["4"]).toBe(before.unread_cnt["4"] + 1);
    expect(after.unread_cnt["1"]).toBe(before.unread_cnt["1"]);
    expect(after.last_msg?._id).toBe(message._id);
    const list = (await call("chats/channels", { token: dorian })).json.data as ChatChannel[];
    expect(list[0].id).toBe("c4");
    // read marker: spec 3 §4 "Unread counters are reset on opening"
    expect((await call("chats/channels/c4/read", { token: dorian, body: {} })).json).toEqual({ success: 1 });
    expect((await channel(dorian, "c4")).unread_cnt["4"]).toBe(0);
  });

  it("refuses empty and whitespace-only messages (422) and non-members everywhere (403)", async () => {
    const demo = await login(DEMO);
    expect((await send(demo, "c4", { text: "   " })).status).toBe(422);
    expect((await send(demo, "c4", {})).status).toBe(422);
    const noel = await login(NOEL);
    expect((await send(noel, "c1", { text: "hi" })).status).toBe(403);
    expect((await call("chats/channels/c1/messages", { token: noel })).status).toBe(403);
    const mid = (await call("chats/channels/c1/messages", { token: demo })).json.data[0]._id;
    expect((await call(`chats/channels/c1/messages/${mid}/like`, { token: noel, body: {} })).status).toBe(403);
    expect((await call("chats/channels/c1/read", { token: noel, body: {} })).status).toBe(403);
    expect((await call("chats/channels/c1/mute", { token: noel, body: { muted: true } })).status).toBe(403);
    expect((await call("chats/channels/c1/exit", { token: noel, body: {} })).status).toBe(403);
  });

  it("carries photos, voice notes, locations, emoji, replies and the invitation's state for the viewer", async () => {
    const demo = await login(DEMO);
    const c3 = (await call("chats/channels/c3/messages", { token: demo })).json.data as ChatMessage[];
    expect(c3.find((m) => m.audio)?.audio).toMatchObject({ url: expect.stringMatching(/\/images\/chat\/[0-9a-f]{24}\.ogg$/), duration: 3 });
    expect(c3.find((m) => m.images.length)?.images[0]).toMatch(/^http:\/\/.+\/images\/products\//);
    const voice = await fetch(c3.find((m) => m.audio)!.audio!.url);
    expect(voice.headers.get("content-type")).toBe("audio/ogg");
    expect(Buffer.from(await voice.arrayBuffer()).subarray(0, 4).toString()).toBe("OggS");
    const c2 = (await call("chats/channels/c2/messages", { token: demo })).json.data as ChatMessage[];
    expect(c2[0].invitation).toMatchObject({ is_used: 0, is_expired: false, is_received: true });
    expect((await call("chats/channels/c2/messages", { token: await login(DORIAN) })).json.data[0].invitation.is_received).toBe(false);
    const c4 = (await call("chats/channels/c4/messages?limit=50", { token: demo })).json.data as ChatMessage[];
    expect(c4.find((m) => m.map)?.map).toEqual({ coords: { latitude: 41.31932, longitude: 19.81782 }, type: "pin" });
    const quoted = c4.find((m) => m.text === "Unë po!")!;
    const reply = await send(demo, "c4", { text: "Bukur", reply_id: quoted._id });
    expect(reply.json.message.reply).toEqual({ _id: quoted._id, text: "Unë po!", user: { _id: 4, username: "dorian.leka", full_name: "Dorian Leka" } });
    const emojiOnly = c4.find((m) => m.emoji.length)!;
    expect((await send(demo, "c4", { text: "x", reply_id: emojiOnly._id })).status).toBe(422); // reply only on text
    // A photo or voice note must be a file this API stores: a stranger's URL would make every reader fetch it.
    const tracker = await send(demo, "c4", { images: ["https://tracker.example/pixel.png"] });
    expect(tracker.status).toBe(422);
    expect((await send(demo, "c4", { audio: { url: "https://elsewhere.example/a.ogg", duration: 1, fileSize: 10 } })).status).toBe(422);
    const own = await send(demo, "c4", { images: [c3.find((m) => m.images.length)!.images[0]] });
    expect(own.status).toBe(201);
    const map = await send(demo, "c4", { map: { coords: { latitude: 41.3, longitude: 19.8 }, type: "current" } });
    expect(map.json.message).toMatchObject({ text: null, map: { type: "current" } });
  });

  it("pages newest first, 12 at a time, by cursor, without duplicates", async () => {
    const gent = await login(GENT);
    const klea = await login(KLEA);
    const created = await call("chats/channels", { token: gent, body: { channel_type: "single", partner_id: 7 } });
    const id = created.json.channel.id as string;
    const sent: string[] = [];
    for (let i = 0; i < 28; i++) sent.push((await send(i % 2 ? klea : gent, id, { text: `n${i}` })).json.message._id);
    const seen: string[] = [];
    let cursor: string | null = null;
    const sizes: number[] = [];
    do {
      const res: { json: { data: ChatMessage[]; next_cursor: string | null } } = await call(`chats/channels/${id}/messages${cursor ? `?before=${cursor}` : ""}`, { token: gent });
      sizes.push(res.json.data.length);
      seen.push(...res.json.data.map((m) => m._id));
      cursor = res.json.next_cursor;
    } while (cursor);
    expect(sizes).toEqual([12, 12, 4]);
    expect(seen).toEqual([...sent].reverse());
    expect(new Set(seen).size).toBe(28);
  });

  it("only the sender unsends; unsending resets last_msg to the previous message", async () => {
    const demo = await login(DEMO);
    const elira = await login(ELIRA);
    const first = (await send(demo, "c1", { text: "e para" })).json.message as ChatMessage;
    const second = (await send(demo, "c1", { text: "e dyta" })).json.message as ChatMessage;
    const unread = (await channel(elira, "c1")).unread_cnt["3"];
    const refused = await call(`chats/channels/c1/messages/${second._id}`, { token: elira, method: "DELETE", lang: "sq" });
    expect(refused.status).toBe(403);
    expect(refused.json.error).toBe("Vetëm dërguesi mund ta tërheqë një mesazh.");
    const res = await call(`chats/channels/c1/messages/${second._id}`, { token: demo, method: "DELETE" });
    expect(res.status).toBe(200);
    expect(res.json.channel.last_msg._id).toBe(first._id);
    expect(res.json.channel.unread_cnt["3"]).toBe(unread - 1);
    const ids = ((await call("chats/channels/c1/messages", { token: demo })).json.data as ChatMessage[]).map((m) => m._id);
    expect(ids).not.toContain(second._id);
    expect((await call(`chats/channels/c1/messages/${second._id}`, { token: demo, method: "DELETE" })).status).toBe(404);
  });

  it("likes toggle per user, own messages included", async () => {
    const demo = await login(DEMO);
    const elira = await login(ELIRA);
    const mine = (await send(demo, "c1", { text: "pëlqeje" })).json.message as ChatMessage;
    const path = `chats/channels/c1/messages/${mine._id}/like`;
    expect((await call(path, { token: demo, body: {} })).json.message.likes).toEqual([1]);
    expect((await call(path, { token: elira, body: {} })).json.message.likes).toEqual([1, 3]);
    expect((await call(path, { token: demo, body: {} })).json.message.likes).toEqual([3]);
  });

  it("refuses a sender past 20 messages in 10 seconds (429, translated)", async () => {
    const luana = await login(LUANA);
    const id = (await call("chats/channels", { token: luana, body: { channel_type: "single", partner_id: 10 } })).json.channel.id;
    for (let i = 0; i < 20; i++) expect((await send(luana, id, { text: `m${i}` })).status).toBe(201);
    const en = await call(`chats/channels/${id}/messages`, { token: luana, body: { text: "one more" }, lang: "en" });
    expect(en.status).toBe(429);
    expect(en.json.error).toBe("You are sending messages too fast. Please wait a moment.");
    const sq = await call(`chats/channels/${id}/messages`, { token: luana, body: { text: "edhe një" }, lang: "sq" });
    expect(sq.json.error).toBe("Po dërgoni mesazhe shumë shpejt. Ju lutemi prisni pak.");
  });
});

describe("order-support chat (POST chats/order-support)", () => {
  it("opens with Support and, for an active order, the vendor's greeting; a second open returns it", async () => {
    const demo = await login(DEMO);
    const res = await call("chats/order-support", { token: demo, body: { order_id: 9 }, lang: "en" });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ created: true, channel: { id: "order_9", channel_type: "order_support", order_id: 9 } });
    const messages = (await call("chats/channels/order_9/messages", { token: demo })).json.data as ChatMessage[];
    expect(messages.map((m) => m.user.role)).toEqual(["vendor", "admin"]);
    expect(messages[1]).toMatchObject({ user: { full_name: "Support" }, text: expect.stringContaining("#9") });
    expect(messages[0].text).toContain("Artigiano Akullore");
    const reply = await send(demo, "order_9", { text: "Faleminderit", reply_id: messages[1]._id });
    expect(reply.json.message.reply.user).toEqual({ _id: messages[1].user._id, username: "support", full_name: "Support" });
    const again = await call("chats/order-support", { token: demo, body: { order_id: 9 } });
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ created: false, channel: { id: "order_9" } });
    expect((await call("chats/channels/order_9/messages", { token: demo })).json.data).toHaveLength(3);
  });

  it("has no vendor greeting for a delivered order, and only the order's customer may open it", async () => {
    const demo = await login(DEMO);
    const res = await call("chats/order-support", { token: demo, body: { order_id: 2 }, lang: "sq" });
    expect(res.status).toBe(201);
    const messages = (await call("chats/channels/order_2/messages", { token: demo, lang: "sq" })).json.data as ChatMessage[];
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ user: { full_name: "Support", role: "admin" }, text: expect.stringContaining("asistenca") });
    // Opened on an Albanian page, read on an English one: support speaks the reader's language (issue 25).
    const english = (await call("chats/channels/order_2/messages", { token: demo, lang: "en" })).json.data as ChatMessage[];
    expect(english[0].text).toBe("Hello! This is Shijo support. How can we help you with order #2?");
    expect((await call("chats/order-support", { token: await login(ELIRA), body: { order_id: 3 } })).status).toBe(404);
    expect((await call("chats/channels/order_2/messages", { token: await login(ELIRA) })).status).toBe(403);
  });
});

describe("uploads (POST chats/upload-image, chats/upload-audio)", () => {
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32)]);

  it("stores a png or jpeg and answers an absolute URL that serves it", async () => {
    const token = await login(DEMO);
    const res = await call("chats/upload-image", { token, body: { image: `data:image/png;base64,${png.toString("base64")}` } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ success: 1, url: expect.stringMatching(/^http:\/\/.+\/images\/chat\/[0-9a-f]{24}\.png$/) });
    const image = await fetch(res.json.url);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await image.arrayBuffer()).equals(png)).toBe(true);
    const sent = await send(token, "c1", { images: [res.json.url] });
    expect(sent.json.message.images).toEqual([res.json.url]);
  });

  it("refuses other types (415) and more than 5 MB (413), translated", async () => {
    const token = await login(DEMO);
    const gif = await call("chats/upload-image", { token, lang: "en", body: { image: Buffer.from("GIF89a-----").toString("base64") } });
    expect(gif.status).toBe(415);
    expect(gif.json.error).toBe("Only JPEG and PNG pictures can be sent.");
    const big = Buffer.alloc(5 * 1024 * 1024 + 10);
    png.copy(big);
    const large = await call("chats/upload-image", { token, lang: "sq", body: { image: big.toString("base64") } });
    expect(large.status).toBe(413);
    expect(large.json.error).toBe("Fotoja është më e madhe se 5 MB.");
  });

  it("takes ogg and mp4 voice notes that are what they say", async () => {
    const token = await login(DEMO);
    const ogg = Buffer.concat([Buffer.from("OggS"), Buffer.alloc(40)]);
    const ok = await call("chats/upload-audio", { token, body: { audio: ogg.toString("base64"), type: "ogg" } });
    expect(ok.json).toEqual({ success: 1, url: expect.stringMatching(/\.ogg$/) });
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypM4A "), Buffer.alloc(20)]);
    expect((await call("chats/upload-audio", { token, body: { audio: mp4.toString("base64"), type: "mp4" } })).json.url).toMatch(/\.m4a$/);
    expect((await call("chats/upload-audio", { token, body: { audio: ogg.toString("base64"), type: "mp4" } })).status).toBe(415);
    expect((await call("chats/upload-audio", { token, body: { audio: ogg.toString("base64"), type: "wav" } })).status).toBe(422);
  });
});

describe("notifications and server time (spec 3 §7)", () => {
  it("records chat notifications and group invites for members", async () => {
    const token = await login(DEMO);
    const note = await call("chats/send-chat-notification", { token, body: { conversation_id: "c4", channel_type: "group", group_name: "Darka e së premtes", sender_id: 1, member_ids: [3, 4, 5], message: "Ç'kemi" } });
    expect(note.json).toEqual({ success: 1 });
    expect((await call("chats/send-groupchat-invite", { token, body: { conversation_id: "c4", group_name: "Darka e së premtes", member_ids: [6] } })).json).toEqual({ success: 1 });
    expect((await call("chats/send-chat-notification", { token: await login(NOEL), body: { conversation_id: "c4", member_ids: [] } })).status).toBe(403);
  });

  it("answers the API clock's time in milliseconds", async () => {
    const res = await call("server-time", { token: await login(DEMO) });
    expect(res.json.data.time).toEqual(expect.any(Number));
    expect(Math.abs(res.json.data.time - api().clock.now().getTime())).toBeLessThan(5000);
  });
});

describe("live stream (GET chats/stream, ADR 0013)", () => {
  it("hands a message to the channel's members within a second, and nothing to others", async () => {
    const demo = await login(DEMO);
    const elira = await open(ELIRA);
    const noel = await open(NOEL);
    const only = await openStream(await login(ELIRA), "?channel_id=c4");
    try {
      expect(elira.response.headers.get("content-type")).toMatch(/^text\/event-stream/);
      const sent = (await send(demo, "c1", { text: "live?" })).json.message as ChatMessage;
      const got = await waitFor(() => elira.events.find((e) => e.type === "message" && e.message._id === sent._id), 1000);
      expect(got).toMatchObject({ type: "message", channel_id: "c1", message: { text: "live?", user: { _id: 1 } } });
      const update = await waitFor(() => elira.events.find((e) => e.type === "channel" && e.channel.id === "c1"), 1000);
      expect(update).toMatchObject({ channel: { last_msg: { _id: sent._id } } });
      await new Promise((r) => setTimeout(r, 300));
      expect(noel.events).toEqual([]);
      expect(only.events.filter((e) => "channel_id" in e && e.channel_id === "c1")).toEqual([]);
      // likes and unsend travel too
      await call(`chats/channels/c1/messages/${sent._id}/like`, { token: demo, body: {} });
      expect(await waitFor(() => elira.events.find((e) => e.type === "message_updated" && e.message._id === sent._id), 1000)).toMatchObject({ message: { likes: [1] } });
      await call(`chats/channels/c1/messages/${sent._id}`, { token: demo, method: "DELETE" });
      expect(await waitFor(() => elira.events.find((e) => e.type === "message_deleted"), 1000)).toEqual({ type: "message_deleted", channel_id: "c1", message_id: sent._id });
      expect(noel.events).toEqual([]);
    } finally {
      elira.close();
      noel.close();
      only.close();
    }
  });

  it("tells a member who leaves (channel_removed) and stops telling them", async () => {
    const demo = await login(DEMO);
    const created = await group(demo, { full_name: "Live", member_ids: [3, 5], admin_id: 1 });
    const mira = await open(MIRA);
    try {
      await call(`chats/channels/${created.id}/exit`, { token: await login(MIRA), body: {} });
      expect(await waitFor(() => mira.events.find((e) => e.type === "channel_removed"), 1000)).toEqual({ type: "channel_removed", channel_id: created.id });
      await send(demo, created.id, { text: "after" });
      await new Promise((r) => setTimeout(r, 300));
      expect(mira.events.filter((e) => e.type === "message")).toEqual([]);
    } finally {
      mira.close();
    }
  });

  it("refuses ?channel_id of a channel the user is not in (403)", async () => {
    const res = await openStream(await login(NOEL), "?channel_id=c1");
    expect(res.response.status).toBe(403);
    const unknown = await openStream(await login(NOEL), "?channel_id=c424242");
    expect(unknown.response.status).toBe(404);
  });

  it("tells the customer of an order's status change without polling (order event)", async () => {
    // Seeded orders stand still; let demo's processing order 9 follow the order clock, then move the clock a step.
    await api().db.update(orders).set({ autoAdvance: true }).where(eq(orders.id, 9));
    const demo = await open(DEMO);
    const elira = await open(ELIRA);
    try {
      api().clock.advance(61_000);
      const event = await waitFor(() => demo.events.find((e) => e.type === "order"), 8000);
      const [row] = await api().db.select({ status: orders.status }).from(orders).where(eq(orders.id, 9));
      expect(row.status).not.toBe("processing");
      expect(event).toEqual({ type: "order", order_id: 9, status: row.status });
      expect(elira.events.filter((e) => e.type === "order")).toEqual([]);
    } finally {
      demo.close();
      elira.close();
    }
  });

  it("holds at most 10 open streams per user in a process (429, translated); a closed one frees its place", async () => {
    const streams = [];
    try {
      for (let i = 0; i < 10; i += 1) streams.push(await open(GENT));
      expect(streams.every((s) => s.response.status === 200)).toBe(true);
      const eleventh = await open(GENT);
      expect(eleventh.response.status).toBe(429);
      expect(((await eleventh.response.json()) as { error: string }).error).toMatch(/chat windows/);
      streams.pop()!.close();
      expect(await waitFor(() => (api().chatSubscribers() === 9 ? true : undefined), 2000)).toBe(true);
      const again = await open(GENT);
      streams.push(again);
      expect(again.response.status).toBe(200);
    } finally {
      streams.forEach((s) => s.close());
    }
  });

  it("lets go of a closed stream's subscription", async () => {
    // The streams of the tests above close as their aborts arrive.
    expect(await waitFor(() => (api().chatSubscribers() === 0 ? true : undefined), 2000)).toBe(true);
    const s = await open(DORIAN);
    expect(api().chatSubscribers()).toBe(1);
    s.close();
    expect(await waitFor(() => (api().chatSubscribers() === 0 ? true : undefined), 2000)).toBe(true);
  });
});

async function open(email: string) {
  return openStream(await login(email));
}
