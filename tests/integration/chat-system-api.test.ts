import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startProductApi, type RunningApi } from "@/product-api/src/server";
import type { ChatChannel, ChatEvent, ChatMessage } from "@/lib/chat/types";
import { chatMessageSchema } from "@/lib/api/schemas/chat";
import { APP_KEY, apiClient } from "./support/api-client";
import { testStorage } from "./support/database";

// Issue 24 "The chat as a messenger", the product API's side (ADR 0013's contract, extended): a group's membership
// changes are system messages — who was added and by whom, who left, who became admin — written with the change,
// in every reader's language, live to the members; a deleted group tells those who have it open that it was deleted,
// and by whom; and a channel list of many channels costs a fixed number of queries, not some per channel.
let api: RunningApi;
const { call, login } = apiClient(() => api);

beforeAll(async () => {
  // The push sender's poll (issue 29) is kept out of the way: this file counts the statements an answer costs.
  api = await startProductApi({ port: 0, ...(await testStorage()), seed: true, log: false, testEndpoints: false, pushPollMs: 3_600_000 });
});
afterAll(async () => {
  await api?.close();
});

// Seeded people (product-api/src/seed/data/people.ts): 1 Arta Demo, 3 Elira Krasniqi, 4 Dorian Leka, 5 Mira Shehu,
// 10 Noel Marku, 11 Luana Çela.
const DEMO = "demo@shijo.al";
const ELIRA = "elira@shijo.al";
const DORIAN = "dorian@shijo.al";
const MIRA = "mira@shijo.al";
const NOEL = "noel@shijo.al";

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

/** An open chats/stream: events as they arrive. */
async function openStream(token: string, query = "", lang: "sq" | "en" = "en") {
  const controller = new AbortController();
  const response = await fetch(`${api.url}chats/stream${query}`, {
    headers: { "App-Key": APP_KEY, platform: "Web", "device-id": "test-device", language: lang, Authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  const events: ChatEvent[] = [];
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  let ready!: () => void;
  const readyPromise = new Promise<void>((resolve) => (ready = resolve));
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          if (block.startsWith(": ready")) ready();
          const data = block.split("\n").find((l) => l.startsWith("data: "));
          if (data) events.push(JSON.parse(data.slice(6)) as ChatEvent);
        }
      }
    } catch {
      // aborted
    }
  })();
  await readyPromise;
  return { events, close: () => controller.abort() };
}

async function waitFor<T>(find: () => T | undefined, ms = 2000): Promise<T | undefined> {
  const until = Date.now() + ms;
  for (;;) {
    const found = find();
    if (found !== undefined || Date.now() > until) return found;
    await new Promise((r) => setTimeout(r, 20));
  }
}

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

  it("reaches the members live as messages, in each stream's language", async () => {
    const demo = await login(DEMO);
    const created = await group(demo, { full_name: "Drejtpërdrejt", member_ids: [3, 4], admin_id: 1 });
    const elira = await openStream(await login(ELIRA), "", "sq");
    const dorianInGroup = await openStream(await login(DORIAN), `?channel_id=${created.id}`, "en");
    try {
      await call(`chats/channels/${created.id}/members`, { token: demo, body: { member_ids: [10] } });
      const seen = await waitFor(() => elira.events.find((e) => e.type === "message" && e.channel_id === created.id));
      expect(seen).toMatchObject({ type: "message", message: { system: true, text: "Arta Demo shtoi Noel Marku në grup", event: { type: "joined", user: { id: 10 } } } });
      const inEnglish = await waitFor(() => dorianInGroup.events.find((e) => e.type === "message"));
      expect(inEnglish).toMatchObject({ message: { text: "Arta Demo added Noel Marku to the group" } });
    } finally {
      elira.close();
      dorianInGroup.close();
    }
  });
});

describe("issue 24: a group deleted while someone has it open closes for them", () => {
  it("tells every member's stream, the one watching that channel included, that it was deleted and by whom", async () => {
    const demo = await login(DEMO);
    const created = await group(demo, { full_name: "Fshihet", member_ids: [3, 10], admin_id: 1 });
    const reading = await openStream(await login(ELIRA), `?channel_id=${created.id}`);
    const listing = await openStream(await login(NOEL));
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
    const noel = await login(NOEL);
    // The last messages come from three people (each well inside the send rate).
    const senders = [noel, await login(ELIRA), await login("luana@shijo.al")];
    const queries = async () => {
      const before = api.queryCount();
      const res = await call("chats/channels", { token: noel });
      expect(res.status).toBe(200);
      return { n: api.queryCount() - before, channels: res.json.data as ChatChannel[] };
    };
    const more = async (from: number, to: number) => {
      for (let i = from; i < to; i++) {
        const created = await group(noel, { full_name: `Noel ${i}`, member_ids: [3, 11], admin_id: 10 });
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
  });
});
