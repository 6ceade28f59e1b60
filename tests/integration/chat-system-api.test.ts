import { describe, expect, it } from "vitest";
import type { ChatChannel, ChatMessage } from "@/lib/chat/types";
import { chatMessageSchema } from "@/lib/api/schemas/chat";
import { seededApi } from "./support/seeded-api";
import { chatStreams, waitFor } from "./support/chat-stream";

// Issue 24 "The chat as a messenger", the product API's side (ADR 0013's contract, extended): a group's membership
// changes are system messages — who was added and by whom, who left, who became admin — written with the change,
// in every reader's language, live to the members; a deleted group tells those who have it open that it was deleted,
// and by whom; and a channel list of many channels costs a fixed number of queries, not some per channel.
// The push sender's poll (issue 29) is kept out of the way: this file counts the statements an answer costs.
const { api, call, login } = seededApi({ pushPollMs: 3_600_000 });
const { openStream } = chatStreams(api);

// Seeded people (product-api/src/seed/data/people.ts): 1 Arta Demo, 3 Elira Krasniqi, 4 Dorian Leka, 5 Mira Shehu,
// 6 Gent Basha — demo's friends 3–7.
const DEMO = "demo@shijo.al";
const ELIRA = "elira@shijo.al";
const DORIAN = "dorian@shijo.al";
const MIRA = "mira@shijo.al";
const NOEL = "noel@shijo.al"; // 10, no friend of demo's

async function group(token: string, body: Record<string, unknown>): Promise<ChatChannel> {
  const res = await call("chats/channels", { token, body: { channel_type: "group", permitted: false, ...body } });
  expect(res.status).toBe(201);
  return res.json.channel;
}

async function messages(token: string, id: string, lang: "sq" | "en" = "en"): Promise<ChatMessage[]> {
  const res = await call(`chats/channels/${id}/messages?limit=50`, { token, lang });
  expect(res.status).toBe(200);
  return res.json.data;
}

const systemLines = (list: ChatMessage[]) => list.filter((m) => m.system).reverse();

describe("issue 24: a group's membership changes are system messages", () => {
  it("records who was added and by whom, who left and who became admin — in the reader's language, not unread", async () => {
    const demo = await login(DEMO);
    const elira = await login(ELIRA);
    const created = await group(demo, { full_name: "Rreshtat", member_ids: [3], admin_id: 1 });
    // Nothing but the group itself at first: creating it is no membership change.
    expect(systemLines(await messages(elira, created.id))).toEqual([]);

    const added = await call(`chats/channels/${created.id}/members`, { token: demo, body: { member_ids: [4, 3, 5, 4] } });
    expect(added.status).toBe(200);
    await call(`chats/channels/${created.id}/exit`, { token: await login(MIRA), body: {} });
    await call(`chats/channels/${created.id}/exit`, { token: demo, body: {} });

    const lines = systemLines(await messages(elira, created.id));
    expect(lines.map((m) => m.event)).toEqual([
      { type: "joined", user: { id: 4, full_name: "Dorian Leka" }, by: { id: 1, full_name: "Arta Demo" } },
      { type: "joined", user: { id: 5, full_name: "Mira Shehu" }, by: { id: 1, full_name: "Arta Demo" } },
      { type: "left", user: { id: 5, full_name: "Mira Shehu" }, by: null },
      { type: "left", user: { id: 1, full_name: "Arta Demo" }, by: null },
      { type: "admin", user: { id: 3, full_name: "Elira Krasniqi" }, by: null },
    ]);
    expect(lines.map((m) => m.text)).toEqual([
      "Arta Demo added Dorian Leka to the group",
      "Arta Demo added Mira Shehu to the group",
      "Mira Shehu left the group",
      "Arta Demo left the group",
      "Elira Krasniqi is now the group admin",
    ]);
    // A system line speaks for nobody, cannot be unsent, and the storefront's schema reads it.
    for (const line of lines) {
      expect(line.user).toMatchObject({ _id: 0, full_name: "", role: "system" });
      expect(chatMessageSchema.parse(line)).toEqual(line);
    }
    expect((await call(`chats/channels/${created.id}/messages/${lines[0]._id}`, { token: demo, method: "DELETE" })).status).toBe(403);
    // In Albanian for an Albanian reader.
    expect(systemLines(await messages(elira, created.id, "sq")).map((m) => m.text)).toEqual([
      "Arta Demo shtoi Dorian Leka në grup",
      "Arta Demo shtoi Mira Shehu në grup",
      "Mira Shehu doli nga grupi",
      "Arta Demo doli nga grupi",
      "Elira Krasniqi është tani administratori i grupit",
    ]);
    // The newest line is the channel's last message; it is no one's unread message and counts in no one's send rate.
    const channel = (await call(`chats/channels/${created.id}`, { token: elira })).json.channel as ChatChannel;
    expect(channel.last_msg).toMatchObject({ system: true, event: { type: "admin", user: { id: 3 } } });
    expect(channel.unread_cnt).toEqual({ "3": 0, "4": 0 });
  });

  it("adding someone already in the group writes no line; an exit that deletes the group writes none", async () => {
    const demo = await login(DEMO);
    const created = await group(demo, { full_name: "Pa rreshta", member_ids: [3], admin_id: 1 });
    await call(`chats/channels/${created.id}/members`, { token: demo, body: { member_ids: [3] } });
    expect(systemLines(await messages(demo, created.id))).toEqual([]);
    const exit = await call(`chats/channels/${created.id}/exit`, { token: await login(ELIRA), body: {} });
    expect(exit.json).toEqual({ deleted: true, channel: null });
  });

  it("a stranger asked to join (ADR 0015) gets their line when they accept, added by whoever asked", async () => {
    const demo = await login(DEMO);
    const created = await group(demo, { full_name: "Me kërkesë", member_ids: [3, 10], admin_id: 1 });
    expect(created.users).toEqual([1, 3]);
    expect(systemLines(await messages(demo, created.id))).toEqual([]);
    expect((await call(`chats/requests/${created.id}/accept`, { token: await login(NOEL), body: {} })).status).toBe(200);
    expect(systemLines(await messages(demo, created.id)).map((m) => m.text)).toEqual(["Arta Demo added Noel Marku to the group"]);
  });

  it("reaches the members live as messages, in each stream's language", async () => {
    const demo = await login(DEMO);
    const created = await group(demo, { full_name: "Drejtpërdrejt", member_ids: [3, 4], admin_id: 1 });
    const elira = await openStream(await login(ELIRA), "", "sq");
    const dorianInGroup = await openStream(await login(DORIAN), `?channel_id=${created.id}`, "en");
    try {
      // Gent is demo's friend: he joins at once (a stranger would be asked first, ADR 0015).
      await call(`chats/channels/${created.id}/members`, { token: demo, body: { member_ids: [6] } });
      const seen = await waitFor(() => elira.events.find((e) => e.type === "message" && e.channel_id === created.id));
      expect(seen).toMatchObject({ type: "message", message: { system: true, text: "Arta Demo shtoi Gent Basha në grup", event: { type: "joined", user: { id: 6 } } } });
      const inEnglish = await waitFor(() => dorianInGroup.events.find((e) => e.type === "message"));
      expect(inEnglish).toMatchObject({ message: { text: "Arta Demo added Gent Basha to the group" } });
    } finally {
      elira.close();
      dorianInGroup.close();
    }
  });
});

describe("issue 24: a group deleted while someone has it open closes for them", () => {
  it("tells every member's stream, the one watching that channel included, that it was deleted and by whom", async () => {
    const demo = await login(DEMO);
    const created = await group(demo, { full_name: "Fshihet", member_ids: [3, 5], admin_id: 1 });
    const reading = await openStream(await login(ELIRA), `?channel_id=${created.id}`);
    const listing = await openStream(await login(MIRA));
    try {
      expect((await call(`chats/channels/${created.id}`, { token: demo, method: "DELETE" })).status).toBe(200);
      const expected = { type: "channel_removed", channel_id: created.id, deleted: true, by: 1 };
      expect(await waitFor(() => reading.events.find((e) => e.type === "channel_removed"))).toEqual(expected);
      expect(await waitFor(() => listing.events.find((e) => e.type === "channel_removed"))).toEqual(expected);
      expect((await call(`chats/channels/${created.id}`, { token: await login(ELIRA) })).status).toBe(404);
    } finally {
      reading.close();
      listing.close();
    }
  });

  it("someone asked to join hears the request go when the group is deleted (ADR 0015), and has none left to answer", async () => {
    const demo = await login(DEMO);
    const created = await group(demo, { full_name: "Pa kërkesë", member_ids: [3, 10], admin_id: 1 });
    const noel = await login(NOEL);
    expect((await call("chats/requests", { token: noel })).json.data.map((r: { channel_id: string }) => r.channel_id)).toContain(created.id);
    const asked = await openStream(noel);
    try {
      expect((await call(`chats/channels/${created.id}`, { token: demo, method: "DELETE" })).status).toBe(200);
      expect(await waitFor(() => asked.events.find((e) => e.type === "request"))).toEqual({ type: "request" });
      expect((await call("chats/requests", { token: noel })).json.data.map((r: { channel_id: string }) => r.channel_id)).not.toContain(created.id);
    } finally {
      asked.close();
    }
  });

  it("also when the last but one leaves (deleted by that exit); a plain exit is no deletion", async () => {
    const demo = await login(DEMO);
    const created = await group(demo, { full_name: "Dy veta", member_ids: [3, 4], admin_id: 1 });
    const elira = await openStream(await login(ELIRA));
    try {
      await call(`chats/channels/${created.id}/exit`, { token: await login(DORIAN), body: {} });
      await call(`chats/channels/${created.id}/exit`, { token: demo, body: {} });
      expect(await waitFor(() => elira.events.find((e) => e.type === "channel_removed"))).toEqual({ type: "channel_removed", channel_id: created.id, deleted: true, by: 1 });
    } finally {
      elira.close();
    }
    const other = await group(demo, { full_name: "Tre veta", member_ids: [3, 4], admin_id: 1 });
    const leaver = await openStream(await login(ELIRA));
    try {
      await call(`chats/channels/${other.id}/exit`, { token: await login(ELIRA), body: {} });
      expect(await waitFor(() => leaver.events.find((e) => e.type === "channel_removed"))).toEqual({ type: "channel_removed", channel_id: other.id });
    } finally {
      leaver.close();
    }
  });
});

describe("issue 24 (speed): the channel list costs a fixed number of queries however many channels", () => {
  it("answers a list of 25 channels, each with its last message, with as many queries as a list of 5", async () => {
    const arta = await login(DEMO);
    // The last messages come from three people (each well inside the send rate), all demo's friends (who join a
    // group at once; strangers are asked first, ADR 0015).
    const senders = [arta, await login(ELIRA), await login(DORIAN)];
    const queries = async () => {
      const before = api().queryCount();
      const res = await call("chats/channels", { token: arta });
      expect(res.status).toBe(200);
      return { n: api().queryCount() - before, channels: res.json.data as ChatChannel[] };
    };
    const more = async (from: number, to: number) => {
      for (let i = from; i < to; i++) {
        const created = await group(arta, { full_name: `Arta ${i}`, member_ids: [3, 4], admin_id: 1 });
        expect((await call(`chats/channels/${created.id}/messages`, { token: senders[i % 3], body: { text: `mesazhi ${i}` } })).status).toBe(201);
      }
    };
    await more(0, 5);
    const few = await queries();
    await more(5, 25);
    const many = await queries();
    expect(many.channels.length - few.channels.length).toBe(20);
    expect(many.channels.filter((c) => c.last_msg?.text?.startsWith("mesazhi"))).toHaveLength(25);
    expect(many.n).toBe(few.n);
    // Issue 26 §5: the session's token and the list in one statement — members, last messages, their likes and
    // senders, vendors and requests included (it was eight statements, most of the list's CPU on PostgreSQL).
    expect(many.n).toBe(2);
  });

  it("reads a page of messages — senders, likes and all — in one statement after the membership check", async () => {
    const arta = await login(DEMO);
    const elira = await login(ELIRA);
    const created = await group(arta, { full_name: "Faqja", member_ids: [3], admin_id: 1 });
    const sent: string[] = [];
    for (const [i, who] of [arta, elira, arta, elira].entries()) {
      const res = await call(`chats/channels/${created.id}/messages`, { token: who, body: { text: `faqe ${i}` } });
      expect(res.status).toBe(201);
      sent.push((res.json.message as { _id: string })._id);
    }
    expect((await call(`chats/channels/${created.id}/messages/${sent[0]}/like`, { token: elira, body: {} })).status).toBe(200);
    const before = api().queryCount();
    const page = await call(`chats/channels/${created.id}/messages?limit=3`, { token: arta });
    const statements = api().queryCount() - before;
    expect(page.status).toBe(200);
    const data = page.json.data as Array<{ _id: string; text: string; likes: number[]; user: { _id: number } }>;
    expect(data.map((m) => m.text)).toEqual(["faqe 3", "faqe 2", "faqe 1"]);
    expect(data.map((m) => m.user._id)).toEqual([3, 1, 3]);
    const older = await call(`chats/channels/${created.id}/messages?limit=3&before=${page.json.next_cursor}`, { token: arta });
    expect((older.json.data as typeof data).map((m) => [m.text, m.likes])).toEqual([["faqe 0", [3]]]);
    // The session's, the channel with the reader's membership, and the page (it took five: the senders and the
    // likes each had their own).
    expect(statements).toBe(3);
  });
});
