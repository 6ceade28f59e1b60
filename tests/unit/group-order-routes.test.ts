// Issue 28, ADR 0020: the group-order BFF routes — each enforces its own access level, refuses a malformed code before
// anything reaches an upstream path, checks the origin of writes, forwards no amount the browser sends, and answers
// the product API's state (201 when a group order was opened or an order placed).
import { sealData } from "iron-session";
import { NextRequest } from "next/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { productApiStub } from "../stubs/product-api-stub";
import en from "@/messages/en.json";

const jar = vi.hoisted(() => {
  process.env.SESSION_SECRET ??= "group-order-routes-secret-0123456789abcdefghijklmnop";
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

const open = await import("@/app/api/group-orders/route");
const one = await import("@/app/api/group-orders/[code]/route");
const pay = await import("@/app/api/group-orders/[code]/parts/pay/route");
const lines = await import("@/app/api/group-orders/[code]/lines/route");
const line = await import("@/app/api/group-orders/[code]/lines/[line_id]/route");
const remove = await import("@/app/api/group-orders/[code]/participants/[user_id]/remove/route");
const { sessionOptions, sessionCookieName } = await import("@/lib/session/config");

const ORIGIN = "http://localhost:3000";
const CODE = "AbCdEfGhIjKlMnOpQrSt_-12";
const state = {
  code: CODE, url: `/group/${CODE}`, status: "open", method: "delivery",
  vendor: { id: 5, hash_id: "0123456789ab", slug: "pizza-napoli", title: "Pizza Napoli", logo_thumbnail_path: null, order_method: "delivery-pickup" },
  host: { id: 7, full_name: "Arta Demo", photo: null }, me: 7, is_host: true, is_participant: true, spend_limit: null, deadline: null, locked: false,
  participants: [{ user: { id: 7, full_name: "Arta Demo", photo: null }, is_host: true, ready: false, lines: [], subtotal: 0, over_limit: false }],
  subtotal: 0, checkout: null, order_id: null, expires_at: "2026-11-27T12:00:00.000Z", version: 3,
};

async function request(path: string, init: { method?: string; body?: unknown; signedIn?: boolean; origin?: string | null } = {}) {
  const headers: Record<string, string> = { "content-type": "application/json", "x-shijo-locale": "en" };
  if (init.signedIn !== false) {
    const options = sessionOptions();
    const sealed = await sealData({ token: "tok", user: { id: 7, full_name: "Arta Demo", photo: null, verified: true } }, { password: options.password, ttl: options.ttl });
    headers.cookie = `${sessionCookieName()}=${sealed}`;
  }
  if (init.origin !== null) headers.origin = init.origin ?? ORIGIN;
  const req = new NextRequest(`${ORIGIN}${path}`, { method: init.method ?? (init.body === undefined ? "GET" : "POST"), body: init.body === undefined ? undefined : JSON.stringify(init.body), headers });
  jar.request = req;
  return req;
}

const params = (p: Record<string, string>) => ({ params: Promise.resolve(p) });
const calls: Array<{ path: string; method: string; body: unknown; auth: string | null }> = [];

const upstream = productApiStub();
beforeEach(() => {
  calls.length = 0;
  upstream.answer(async (url: URL, init: RequestInit) => {
    const path = new URL(url).pathname.replace(/^\/+/, "");
    const headers = new Headers(init.headers);
    calls.push({ path, method: init.method ?? "GET", body: init.body ? JSON.parse(String(init.body)) : null, auth: headers.get("authorization") });
    const json = (data: unknown, status = 200) => new Response(JSON.stringify(data), { status, headers: { "content-type": "application/json" } });
    if (path === "group-orders") return json({ code: CODE, url: `/group/${CODE}`, group_order: state }, 201);
    if (path === `group-orders/${CODE}/parts/pay`) return json({ group_order: { ...state, status: "placed", order_id: 42 }, order_id: 42 }, 201);
    if (path.startsWith(`group-orders/${CODE}`)) return json({ group_order: state });
    return json({ error: "unexpected" }, 500);
  });
});
afterEach(() => vi.unstubAllGlobals());

describe("issue 28: the group-order BFF routes", () => {
  it("POST /api/group-orders answers 201 { code, url } with the page's language in the link", async () => {
    const res = await open.POST(await request("/api/group-orders", { body: { vendor_id: 5, method: "delivery" } }));
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ code: CODE, url: `/en/group/${CODE}` });
    expect(calls).toEqual([{ path: "group-orders", method: "POST", body: { vendor_id: 5, method: "delivery" }, auth: "Bearer tok" }]);
  });

  it("answers 401 without a session and never calls the product API", async () => {
    expect((await one.GET(await request(`/api/group-orders/${CODE}`, { signedIn: false }), params({ code: CODE }))).status).toBe(401);
    expect((await open.POST(await request("/api/group-orders", { body: { vendor_id: 5, method: "delivery" }, signedIn: false }))).status).toBe(401);
    expect(calls).toEqual([]);
  });

  it("refuses a malformed code, dot segments and encoded slashes with 404 before any upstream call", async () => {
    for (const code of ["short", "..", "%2e%2e", `${CODE.slice(0, 23)}/`, `${CODE}x`, "a%2Fb%2Fc%2Fd%2Fe%2Ff%2Fg%2Fh"]) {
      expect((await one.GET(await request(`/api/group-orders/x`), params({ code }))).status, code).toBe(404);
    }
    expect((await line.DELETE(await request(`/api/group-orders/${CODE}/lines/x`, { method: "DELETE" }), params({ code: CODE, line_id: "../1" }))).status).toBe(404);
    expect((await remove.POST(await request(`/api/group-orders/${CODE}/participants/x/remove`, { body: {} }), params({ code: CODE, user_id: "0" }))).status).toBe(404);
    expect(calls).toEqual([]);
  });

  it("refuses a write from another origin or with no origin at all (403)", async () => {
    expect((await lines.POST(await request(`/api/group-orders/${CODE}/lines`, { body: { product_id: 1, qty: 1 }, origin: "https://evil.example" }), params({ code: CODE }))).status).toBe(403);
    expect((await lines.POST(await request(`/api/group-orders/${CODE}/lines`, { body: { product_id: 1, qty: 1 }, origin: null }), params({ code: CODE }))).status).toBe(403);
    expect(calls).toEqual([]);
  });

  it("forwards no amount from the browser: a part's payment carries only the method, the card and the cashback", async () => {
    const res = await pay.POST(await request(`/api/group-orders/${CODE}/parts/pay`, { body: { method: "cash", amount: 1, total: 1, cashback: 0 } }), params({ code: CODE }));
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ order_id: 42, group_order: { status: "placed" } });
    expect(calls).toEqual([{ path: `group-orders/${CODE}/parts/pay`, method: "POST", body: { method: "cash", cashback: 0 }, auth: "Bearer tok" }]);
  });

  it("a line's price fields are not forwarded either, and a bad quantity is a translated 400", async () => {
    await lines.POST(await request(`/api/group-orders/${CODE}/lines`, { body: { product_id: 3, qty: 2, price: 1, unit_price: 1 } }), params({ code: CODE }));
    expect(calls[0].body).toEqual({ product_id: 3, qty: 2, options: [] });
    const bad = await lines.POST(await request(`/api/group-orders/${CODE}/lines`, { body: { product_id: 3, qty: 100 } }), params({ code: CODE }));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: en.errors.badInput, fields: { qty: [en.errors.fieldInvalid] } });
  });

  it("GET answers the state, private and uncached", async () => {
    const res = await one.GET(await request(`/api/group-orders/${CODE}`), params({ code: CODE }));
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(await res.json()).toMatchObject({ group_order: { code: CODE, host: { full_name: "Arta Demo" } } });
    expect(JSON.stringify(await (await one.GET(await request(`/api/group-orders/${CODE}`), params({ code: CODE }))).json())).not.toContain("tok");
  });
});
