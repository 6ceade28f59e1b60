// ADR 0013: GET /api/chat/stream opens the product API's chats/stream with the session's token and pipes the events
// through; the token stays on the server, a refusal keeps its status, and closing the tab closes the upstream.
import { sealData } from "iron-session";
import { NextRequest } from "next/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import en from "@/messages/en.json";

const jar = vi.hoisted(() => {
  process.env.SESSION_SECRET ??= "chat-stream-test-secret-0123456789abcdefghijklmnop";
  return {
    request: null as { cookies: { get(name: string): { name: string; value: string } | undefined } } | null,
    set: [] as Array<{ name: string; value: string; options?: { maxAge?: number } }>,
  };
});

vi.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) => jar.request?.cookies.get(name),
    set: (name: string, value: string, options?: { maxAge?: number }) => void jar.set.push({ name, value, options }),
  }),
}));
vi.mock("next-intl/server", () => ({
  getTranslations: async ({ namespace }: { namespace: "errors" }) => {
    const messages = en[namespace] as Record<string, string>;
    return (key: string) => messages[key];
  },
}));

const { GET } = await import("@/app/api/chat/stream/route");
const { sessionOptions, sessionCookieName } = await import("@/lib/session/config");

const TOKEN = "secret-bearer-token-42";
const ORIGIN = "http://localhost:3000";

async function request(query = "", controller = new AbortController()) {
  const options = sessionOptions();
  const sealed = await sealData({ token: TOKEN, user: { id: 7, full_name: "Test", photo: null, verified: true } }, { password: options.password, ttl: options.ttl });
  const req = new NextRequest(`${ORIGIN}/api/chat/stream${query}`, { headers: { cookie: `${sessionCookieName()}=${sealed}`, "x-shijo-locale": "en" }, signal: controller.signal });
  jar.request = req;
  return req;
}

const upstream = vi.fn<(url: URL, init: RequestInit) => Promise<Response>>();

beforeEach(() => {
  jar.set = [];
  upstream.mockReset();
  vi.stubGlobal("fetch", (url: URL, init: RequestInit) => upstream(url, init));
});
afterEach(() => vi.unstubAllGlobals());

describe("GET /api/chat/stream", () => {
  it("pipes the upstream events as text/event-stream, with the bearer token only on the upstream request", async () => {
    const events = ": ready\n\nevent: message\ndata: {\"type\":\"message\",\"channel_id\":\"c1\"}\n\n";
    upstream.mockResolvedValue(new Response(events, { headers: { "content-type": "text/event-stream" } }));
    const res = await GET(await request("?channel_id=c1"));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    expect(res.headers.get("cache-control")).toContain("no-store");
    expect(res.headers.get("x-accel-buffering")).toBe("no");
    const body = await res.text();
    expect(body).toBe(events);
    const [url, init] = upstream.mock.calls[0];
    expect(String(url)).toMatch(/chats\/stream\?channel_id=c1$/);
    expect(new Headers(init.headers).get("authorization")).toBe(`Bearer ${TOKEN}`);
    expect(body + JSON.stringify([...res.headers])).not.toContain(TOKEN);
  });

  it("keeps the upstream's 403 for a non-member as a JSON error", async () => {
    upstream.mockResolvedValue(Response.json({ message: "You are not a member of this conversation." }, { status: 403 }));
    const res = await GET(await request("?channel_id=c9"));
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: "You are not a member of this conversation." });
  });

  it("on an upstream 401 answers 401 and clears the session", async () => {
    upstream.mockResolvedValue(Response.json({ message: "Unauthenticated." }, { status: 401 }));
    const res = await GET(await request());
    expect(res.status).toBe(401);
    expect(jar.set.some((c) => c.name === sessionCookieName() && c.options?.maxAge === 0)).toBe(true);
  });

  it("refuses a channel id of the wrong form before any upstream call", async () => {
    const res = await GET(await request("?channel_id=../users"));
    expect(res.status).toBe(400);
    expect(upstream).not.toHaveBeenCalled();
  });

  it("aborts the upstream request when the browser goes away", async () => {
    let upstreamSignal: AbortSignal | undefined;
    upstream.mockImplementation(async (_url, init) => {
      upstreamSignal = init.signal ?? undefined;
      return new Response(new ReadableStream({ start() {} }), { headers: { "content-type": "text/event-stream" } });
    });
    const browser = new AbortController();
    const res = await GET(await request("", browser));
    expect(res.status).toBe(200);
    expect(upstreamSignal?.aborted).toBe(false);
    browser.abort();
    expect(upstreamSignal?.aborted).toBe(true);
  });
});
