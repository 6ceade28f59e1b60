// spec 3 §7: after a message is sent the BFF calls chats/send-chat-notification, and after a group is made
// chats/send-groupchat-invite — "failures ignored": the sender's answer never waits for them or fails with them.
import { sealData } from "iron-session";
import { NextRequest } from "next/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { productApiStub } from "../stubs/product-api-stub";
import en from "@/messages/en.json";

const jar = vi.hoisted(() => {
  process.env.SESSION_SECRET ??= "chat-notify-test-secret-0123456789abcdefghijklmnop";
  return { request: null as { cookies: { get(name: string): { name: string; value: string } | undefined } } | null };
});

vi.mock("next/headers", () => ({
  cookies: async () => ({ get: (name: string) => jar.request?.cookies.get(name), set: () => {} }),
}));
vi.mock("next-intl/server", () => ({
  getTranslations: async ({ namespace }: { namespace: "errors" }) => {
    const messages = en[namespace] as Record<string, string>;
    return (key: string) => messages[key];
  },
}));

const send = await import("@/app/api/chat/channels/[channel_id]/messages/route");
const channels = await import("@/app/api/chat/channels/route");
const { sessionOptions, sessionCookieName } = await import("@/lib/session/config");

const ORIGIN = "http://localhost:3000";
const person = (id: number) => ({ id, username: null, full_name: `P${id}`, photo: null, phone: null, email: null, role: "customer" });
const channel = (id: string, type: "single" | "group", users: number[]) => ({
  id, active: true, channel_type: type, withRider: false, creator: null, partner: null, users, members: users.map(person),
  admin: type === "group" ? 7 : null, full_name: type === "group" ? "Drekë" : null, photo: null, permitted: false, last_msg: null,
  unread_cnt: {}, muted: false, order_id: null, updated_at: "2026-11-25T10:00:00.000Z",
});
const message = { _id: "m1", channel_id: "c9", user: { _id: 7, username: null, full_name: "P7", photo: null, phone: null, email: null, role: "customer" }, text: "Mirëdita", images: [], audio: null, map: null, emoji: [], reply: null, likes: [], system: false, invitation_code: null, invitation: null, created_time: 1, createdAt: "2026-11-25T10:00:00.000Z" };

async function post(path: string, body: unknown) {
  const options = sessionOptions();
  const sealed = await sealData({ token: "tok", user: { id: 7, full_name: "P7", photo: null, verified: true } }, { password: options.password, ttl: options.ttl });
  const req = new NextRequest(`${ORIGIN}${path}`, { method: "POST", body: JSON.stringify(body), headers: { cookie: `${sessionCookieName()}=${sealed}`, origin: ORIGIN, "content-type": "application/json", "x-shijo-locale": "en" } });
  jar.request = req;
  return req;
}

const calls: Array<{ path: string; body: unknown }> = [];
let notificationStatus = 200;

const upstream = productApiStub();
beforeEach(() => {
  calls.length = 0;
  notificationStatus = 200;
  upstream.answer(async (url: URL, init: RequestInit) => {
    const path = new URL(url).pathname.replace(/^\/+/, "");
    calls.push({ path, body: init.body ? JSON.parse(String(init.body)) : null });
    const json = (data: unknown, status = 200) => new Response(JSON.stringify(data), { status, headers: { "content-type": "application/json" } });
    if (path === "chats/channels/c9/messages") return json({ message }, 201);
    if (path === "chats/channels/c9") return json({ channel: channel("c9", "single", [7, 8]) });
    if (path === "chats/channels") return json({ channel: channel("c10", "group", [7, 8, 9]), created: true }, 201);
    if (path.startsWith("chats/send-")) return json(notificationStatus === 200 ? { success: 1 } : { error: "down" }, notificationStatus);
    return json({ error: "unexpected" }, 500);
  });
});
afterEach(() => vi.unstubAllGlobals());

const settle = () => new Promise((r) => setTimeout(r, 20));

describe("chat notifications (spec 3 §7, failures ignored)", () => {
  it("a sent message notifies the other members", async () => {
    const res = await send.POST(await post("/api/chat/channels/c9/messages", { text: "Mirëdita" }), { params: Promise.resolve({ channel_id: "c9" }) });
    expect(res.status).toBe(201);
    await settle();
    expect(calls.find((c) => c.path === "chats/send-chat-notification")?.body).toEqual({
      conversation_id: "c9", channel_type: "single", group_name: null, sender_id: 7, member_ids: [8], member_riders: [], message: "Mirëdita",
    });
  });

  it("a failing notification changes nothing for the sender", async () => {
    notificationStatus = 500;
    const res = await send.POST(await post("/api/chat/channels/c9/messages", { text: "Mirëdita" }), { params: Promise.resolve({ channel_id: "c9" }) });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ message: { _id: "m1" } });
    await settle();
    expect(calls.map((c) => c.path)).toContain("chats/send-chat-notification");
  });

  it("a new group invites its members, not its creator", async () => {
    notificationStatus = 503;
    const res = await channels.POST(await post("/api/chat/channels", { channel_type: "group", full_name: "Drekë", member_ids: [8, 9], admin_id: 7, permitted: false }), { params: Promise.resolve({}) });
    expect(res.status).toBe(201);
    await settle();
    expect(calls.find((c) => c.path === "chats/send-groupchat-invite")?.body).toEqual({ conversation_id: "c10", group_name: "Drekë", member_ids: [8, 9] });
  });
});
