// Issue 29: "Subscriptions are saved per account and device through the BFF (POST /api/push/subscription, DELETE to
// remove): only signed-in, verified customers; an endpoint must be https on a public host — a subscription naming a
// private, loopback or link-local address is refused". The route handler over a stubbed product API.
import { sealData } from "iron-session";
import { NextRequest } from "next/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { productApiStub } from "../stubs/product-api-stub";
import en from "@/messages/en.json";

const jar = vi.hoisted(() => {
  process.env.SESSION_SECRET ??= "push-route-test-secret-0123456789abcdefghijklmnop";
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

const route = await import("@/app/api/push/subscription/route");
const { sessionOptions, sessionCookieName } = await import("@/lib/session/config");

const ORIGIN = "http://localhost:3000";
const KEYS = { p256dh: "B" + "A".repeat(86), auth: "c".repeat(22) };

async function request(method: "GET" | "POST" | "DELETE", body?: unknown, who: "guest" | "unverified" | "verified" = "verified") {
  const headers: Record<string, string> = { origin: ORIGIN, "content-type": "application/json", "x-shijo-locale": "en" };
  if (who !== "guest") {
    const options = sessionOptions();
    const sealed = await sealData({ token: "tok", user: { id: 7, full_name: "P7", photo: null, verified: who === "verified" } }, { password: options.password, ttl: options.ttl });
    headers.cookie = `${sessionCookieName()}=${sealed}`;
  }
  const req = new NextRequest(`${ORIGIN}/api/push/subscription`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  jar.request = req;
  return req;
}

const calls: Array<{ method: string; path: string; body: unknown; language: string | null }> = [];
const upstream = productApiStub();
beforeEach(() => {
  calls.length = 0;
  upstream.answer(async (url: URL, init: RequestInit) => {
    const path = new URL(url).pathname.replace(/^\/+/, "");
    calls.push({ method: init.method ?? "GET", path, body: init.body ? JSON.parse(String(init.body)) : null, language: new Headers(init.headers).get("language") });
    const json = (data: unknown, status = 200) => new Response(JSON.stringify(data), { status, headers: { "content-type": "application/json" } });
    if (path === "push/config") return json({ vapid_public_key: "BPublicKey", kinds: ["webpush"] });
    if (path === "push/subscriptions" && init.method === "POST") return json({ subscription: { id: 3, kind: "webpush", lang: "en" } });
    if (path === "push/subscriptions" && init.method === "DELETE") return json({ success: 1 });
    return json({ error: "unexpected" }, 500);
  });
});
afterEach(() => vi.unstubAllGlobals());

describe("POST /api/push/subscription", () => {
  it("a guest gets 401 and nothing reaches the product API", async () => {
    const res = await route.POST(await request("POST", { endpoint: "https://142.250.180.10/fcm/send/x", keys: KEYS }, "guest"));
    expect(res.status).toBe(401);
    expect(calls).toEqual([]);
  });

  it("a customer whose phone is not verified gets 403", async () => {
    const res = await route.POST(await request("POST", { endpoint: "https://142.250.180.10/fcm/send/x", keys: KEYS }, "unverified"));
    expect(res.status).toBe(403);
    expect(calls).toEqual([]);
  });

  it("a verified customer's device on a public push service is saved, in the page's language", async () => {
    const res = await route.POST(await request("POST", { endpoint: "https://142.250.180.10/fcm/send/x", keys: KEYS, expirationTime: null }));
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ subscription: { id: 3, kind: "webpush", lang: "en" } });
    expect(calls).toEqual([{ method: "POST", path: "push/subscriptions", body: { kind: "webpush", endpoint: "https://142.250.180.10/fcm/send/x", keys: KEYS }, language: "en" }]);
  });

  it.each([
    ["http", "http://142.250.180.10/fcm/send/x"],
    ["loopback", "https://127.0.0.1/push/x"],
    ["loopback by name", "https://localhost/push/x"],
    ["IPv6 loopback", "https://[::1]/push/x"],
    ["link-local (cloud metadata)", "https://169.254.169.254/latest/meta-data"],
    ["private", "https://10.0.0.7/push/x"],
    ["private IPv4-mapped", "https://[::ffff:192.168.1.1]/push/x"],
    ["a local push service without the test switch", "http://127.0.0.1:43111/push/x"],
  ])("refuses %s with a translated message", async (_name, endpoint) => {
    const res = await route.POST(await request("POST", { endpoint, keys: KEYS }));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: en.errors.pushEndpointRefused, fields: { endpoint: [en.errors.pushEndpointRefused] } });
    expect(calls).toEqual([]);
  });

  it("refuses keys that are not a browser's", async () => {
    const res = await route.POST(await request("POST", { endpoint: "https://142.250.180.10/fcm/send/x", keys: { p256dh: "short", auth: "x" } }));
    expect(res.status).toBe(400);
    expect(calls).toEqual([]);
  });
});

describe("GET and DELETE", () => {
  it("GET gives the VAPID public key to a verified customer, 401 to a guest", async () => {
    expect((await route.GET(await request("GET", undefined, "guest"))).status).toBe(401);
    const res = await route.GET(await request("GET"));
    expect(await res.json()).toEqual({ vapid_public_key: "BPublicKey", kinds: ["webpush"] });
  });

  it("DELETE removes this device for a signed-in person; a guest gets 401", async () => {
    expect((await route.DELETE(await request("DELETE", { endpoint: "https://142.250.180.10/fcm/send/x" }, "guest"))).status).toBe(401);
    const res = await route.DELETE(await request("DELETE", { endpoint: "https://142.250.180.10/fcm/send/x" }, "unverified"));
    expect(res.status).toBe(200);
    expect(calls).toEqual([{ method: "DELETE", path: "push/subscriptions", body: { endpoint: "https://142.250.180.10/fcm/send/x" }, language: "en" }]);
  });
});
