// The chat upload routes (ADR 0013 chats/upload-image and chats/upload-audio) run as Next would run them, against a
// fake product API: what reaches upstream, what is refused before it, and how upstream refusals come back.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { sealData } from "iron-session";
import { NextRequest, type NextResponse } from "next/server";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import en from "@/messages/en.json";

const jar = vi.hoisted(() => {
  process.env.SESSION_SECRET ??= "chat-upload-test-secret-0123456789abcdefghijklmnop";
  return { request: null as { cookies: { get(name: string): { name: string; value: string } | undefined } } | null };
});
vi.mock("next/headers", () => ({
  cookies: async () => ({ get: (name: string) => jar.request?.cookies.get(name), set: () => undefined }),
}));
vi.mock("next-intl/server", () => ({
  getTranslations: async ({ namespace }: { namespace: "errors" | "chatTools" }) => {
    const messages = en[namespace] as Record<string, string>;
    return (key: string, values: Record<string, unknown> = {}) => messages[key].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
  },
}));

// The fake product API: records each upload and answers what the test sets.
const seen: Array<{ path: string; body: Record<string, unknown>; auth: string | undefined }> = [];
let answer: { status: number; body: unknown } = { status: 200, body: { success: true, url: "http://img.test/chat/1.jpg" } };
const server: Server = createServer((req, res) => {
  let text = "";
  req.on("data", (c: Buffer) => (text += c.toString()));
  req.on("end", () => {
    seen.push({ path: req.url ?? "", body: JSON.parse(text || "{}") as Record<string, unknown>, auth: req.headers.authorization });
    res.writeHead(answer.status, { "content-type": "application/json" });
    res.end(JSON.stringify(answer.body));
  });
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
process.env.PRODUCT_API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const image = await import("@/app/api/chat/upload-image/route");
const audio = await import("@/app/api/chat/upload-audio/route");
const { sessionOptions, sessionCookieName } = await import("@/lib/session/config");

const ORIGIN = "http://localhost:3000";
const T = en.chatTools;
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1]).toString("base64");
const MP4 = Buffer.from([0, 0, 0, 0x1c, ...Buffer.from("ftypM4A "), 0, 0]).toString("base64");
const OGG = Buffer.from([...Buffer.from("OggS"), 0, 2, 0, 0]).toString("base64");

let userId = 100;
async function post(route: (r: NextRequest) => Promise<NextResponse>, body: unknown, verified = true) {
  const sealed = await sealData({ token: "tok-chat", user: { id: userId, full_name: "T", photo: null, verified } }, { password: sessionOptions().password, ttl: sessionOptions().ttl });
  const request = new NextRequest(`${ORIGIN}/api/chat/x`, {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "content-type": "application/json", origin: ORIGIN, "sec-fetch-site": "same-origin", "x-shijo-locale": "en", cookie: `${sessionCookieName()}=${sealed}` },
  });
  jar.request = request;
  const response = await route(request);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

beforeEach(() => {
  seen.length = 0;
  userId += 1; // a fresh per-account budget for each case
  answer = { status: 200, body: { success: true, url: "http://img.test/chat/1.jpg" } };
});

describe("POST /api/chat/upload-image (spec 3 §2: jpeg and png photos)", () => {
  it("forwards the bare base64 with the session's token and answers only the URL", async () => {
    const res = await post(image.POST, { image: `data:image/jpeg;base64,${JPEG}` });
    expect(res).toEqual({ status: 200, body: { url: "http://img.test/chat/1.jpg" } });
    expect(seen).toEqual([{ path: "/chats/upload-image", body: { image: JPEG }, auth: "Bearer tok-chat" }]);
  });

  it("refuses a file that is not a jpeg or png by its bytes (415, translated) before the product API", async () => {
    const res = await post(image.POST, { image: `data:image/jpeg;base64,${Buffer.from("GIF89a-not-a-jpeg").toString("base64")}` });
    expect(res).toEqual({ status: 415, body: { error: T.imageType } });
    expect((await post(image.POST, { image: "%%%" })).status).toBe(400);
    expect(seen).toEqual([]);
  });

  it("is for verified users only", async () => {
    expect((await post(image.POST, { image: JPEG }, false)).status).toBe(403);
    expect(seen).toEqual([]);
  });

  it("upstream 415 and 413 reach the user in their language: the product API's text, else ours", async () => {
    answer = { status: 415, body: {} };
    expect(await post(image.POST, { image: JPEG })).toEqual({ status: 415, body: { error: T.imageType } });
    answer = { status: 413, body: {} };
    expect(await post(image.POST, { image: JPEG })).toEqual({ status: 413, body: { error: T.imageSize.replace("{mb}", "5") } });
    answer = { status: 415, body: { message: "Lloji i skedarit nuk pranohet." } };
    expect((await post(image.POST, { image: JPEG })).body).toEqual({ error: "Lloji i skedarit nuk pranohet." });
  });

  it("an answer without a URL is not a success", async () => {
    answer = { status: 200, body: { success: true } };
    expect((await post(image.POST, { image: JPEG })).status).toBe(502);
  });

  it("limits each account: the 61st photo in five minutes waits", async () => {
    let last = 0;
    for (let i = 0; i < 61; i++) last = (await post(image.POST, { image: JPEG })).status;
    expect(last).toBe(429);
    expect(seen).toHaveLength(60);
  });
});

describe('POST /api/chat/upload-audio (spec 3 §9 "Audio file type is mp4 or ogg")', () => {
  it("forwards mp4 and ogg with their type", async () => {
    answer = { status: 200, body: { success: 1, url: "http://img.test/chat/v.m4a" } };
    expect(await post(audio.POST, { audio: MP4, type: "mp4" })).toEqual({ status: 200, body: { url: "http://img.test/chat/v.m4a" } });
    expect((await post(audio.POST, { audio: `data:audio/ogg;codecs=opus;base64,${OGG}`, type: "ogg" })).status).toBe(200);
    expect(seen.map((s) => s.body)).toEqual([{ audio: MP4, type: "mp4" }, { audio: OGG, type: "ogg" }]);
  });

  it("refuses another type, or bytes that are not what the type says", async () => {
    expect((await post(audio.POST, { audio: MP4, type: "webm" })).status).toBe(400);
    expect(await post(audio.POST, { audio: OGG, type: "mp4" })).toEqual({ status: 415, body: { error: T.audioType } });
    expect(seen).toEqual([]);
  });
});
