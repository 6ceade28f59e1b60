// Issue 10: bffRoute itself, run as a route handler with NextRequest objects and a fake handler. bff-access.test.ts
// covers the access rule as a function, bff-body.test.ts the body reader and rate-limit-burst.test.ts the budget
// arithmetic; this file checks that the wrapper really applies them, each defence by a case that would pass the
// request through if the defence were removed. Only Next's request scope is faked (cookies(), translations).
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { sealData } from "iron-session";
import { NextRequest, NextResponse } from "next/server";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import en from "@/messages/en.json";

const jar = vi.hoisted(() => {
  process.env.SESSION_SECRET ??= "bff-route-test-secret-0123456789abcdefghijklmnop";
  return {
    /** The request whose cookies `cookies()` reads (set by `call`). */
    request: null as { cookies: { get(name: string): { name: string; value: string } | undefined } } | null,
    /** Every cookie the route set, as iron-session sets them through `cookies()`. */
    set: [] as Array<{ name: string; value: string; options?: { maxAge?: number } }>,
  };
});

// Next's request-scoped cookies(): reads the test request's cookies, records what the route sets.
vi.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) => jar.request?.cookies.get(name),
    set: (name: string, value: string, options?: { maxAge?: number }) => void jar.set.push({ name, value, options }),
  }),
}));

// next-intl's request config is not loaded outside Next: the real English messages, with {placeholders} filled.
vi.mock("next-intl/server", () => ({
  getTranslations: async ({ namespace }: { namespace: "errors" }) => {
    const messages = en[namespace] as Record<string, string>;
    return (key: string, values: Record<string, unknown> = {}) => messages[key].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));
  },
}));

const { bffRoute } = await import("@/lib/bff/handler");
const { apiFetch } = await import("@/lib/api/client");
const { sessionOptions, sessionCookieName } = await import("@/lib/session/config");
const { currentRequestId } = await import("@/lib/log");
const { PEER_HEADER, peerHeaderWrittenForTests } = await import("@/lib/bff/client-ip");
// These requests come from server.ts, as in production: the TCP peer is in PEER_HEADER (lib/bff/client-ip.ts).
peerHeaderWrittenForTests();

const ORIGIN = "http://localhost:3000";
const E = en.errors;

/** Runs a route as Next would: one request, its cookies readable through cookies(). */
async function call(route: (req: NextRequest) => Promise<NextResponse>, request: NextRequest) {
  jar.request = request;
  const response = await route(request);
  const body = response.headers.get("content-type")?.includes("json") ? ((await response.json()) as Record<string, unknown>) : null;
  return { status: response.status, body, headers: response.headers };
}

function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return new NextRequest(`${ORIGIN}${path}`, {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "content-type": "application/json", origin: ORIGIN, "sec-fetch-site": "same-origin", "x-shijo-locale": "en", ...headers },
  });
}

function get(path: string, headers: Record<string, string> = {}) {
  return new NextRequest(`${ORIGIN}${path}`, { headers: { "x-shijo-locale": "en", ...headers } });
}

async function sessionCookie(data: { token?: string; user?: { id: number; full_name: string; photo: null; verified: boolean } }) {
  const options = sessionOptions();
  const sealed = await sealData(data, { password: options.password, ttl: options.ttl });
  return { cookie: `${sessionCookieName()}=${sealed}` };
}
const user = (verified: boolean) => ({ token: `tok-${verified ? "v" : "u"}-123`, user: { id: 7, full_name: "Test", photo: null, verified } });

/** A handler that counts its calls; the wrapper's refusals must never reach it. */
function fake(respond: () => NextResponse | Promise<NextResponse> = () => NextResponse.json({ ok: true })) {
  const calls = { n: 0 };
  return { calls, handler: async () => (calls.n++, respond()) };
}

beforeEach(() => {
  jar.set = [];
  jar.request = null;
});

describe("bffRoute: same-origin writes", () => {
  const { calls, handler } = fake();
  const route = bffRoute({ access: "guest" }, handler);

  it("refuses a cross-site write with 403 before the handler runs", async () => {
    const cases = [
      post("/api/x", {}, { origin: "https://evil.example" }),
      post("/api/x", {}, { origin: "null" }),
      post("/api/x", {}, { "sec-fetch-site": "cross-site", origin: ORIGIN }),
      post("/api/x", {}, { origin: "", referer: "https://evil.example/page", "sec-fetch-site": "" }),
    ];
    // The last one: no Origin, a foreign Referer.
    cases[3].headers.delete("origin");
    for (const request of cases) {
      const res = await call(route, request);
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: E.forbiddenOrigin });
      expect(res.headers.get("cache-control")).toBe("private, no-store");
    }
    expect(calls.n).toBe(0);
  });

  it("lets the same write through from our own origin, and reads from anywhere", async () => {
    expect((await call(route, post("/api/x", {}))).status).toBe(200);
    expect((await call(route, get("/api/x", { "sec-fetch-site": "cross-site" }))).status).toBe(200);
    expect(calls.n).toBe(2);
  });
});

describe("bffRoute: input validation", () => {
  const input = z.object({ email: z.email(), quantity: z.number().int().min(1), note: z.string().optional() });
  const seen: unknown[] = [];
  const route = bffRoute({ access: "guest", input }, async ({ input }) => (seen.push(input), NextResponse.json({ ok: true })));

  it("answers bad input with 400 and translated field errors, without calling the handler", async () => {
    const res = await call(route, post("/api/order", { email: "not-an-email" }));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: E.badInput, fields: { email: [E.fieldInvalid], quantity: [E.fieldRequired] } });
    const pollution = await call(route, post("/api/order", JSON.parse('{"email":"a@b.al","quantity":1,"__proto__":{"admin":true}}')));
    expect(pollution.status).toBe(400);
    expect(Object.entries(pollution.body?.fields as object)).toEqual([["__proto__", [E.fieldInvalid]]]);
    const control = await call(route, post("/api/order", { email: "a@b.al", quantity: 1, note: "ring\u0000bell" }));
    expect(control.status).toBe(400);
    expect(control.body?.fields).toEqual({ note: [E.fieldInvalid] });
    expect(seen).toEqual([]);
  });

  it("hands the handler the parsed input when it is valid", async () => {
    const res = await call(route, post("/api/order", { email: "a@b.al", quantity: 2 }));
    expect(res.status).toBe(200);
    expect(seen).toEqual([{ email: "a@b.al", quantity: 2 }]);
  });
});

describe("bffRoute: rate limits under a parallel burst", () => {
  it("lets exactly the budget through when 12 requests arrive at once; the rest get 429 with Retry-After", async () => {
    const { calls, handler } = fake(async () => {
      await new Promise((r) => setTimeout(r, 20));
      return NextResponse.json({ ok: true });
    });
    const rule = { name: `bff-route-burst-${process.pid}`, points: 4, duration: 60 };
    const route = bffRoute({ access: "guest", rateLimit: [{ ...rule, key: (_input, ip) => ip }] }, handler);
    const burst = Array.from({ length: 12 }, () => post("/api/contact", {}, { [PEER_HEADER]: "203.0.113.9" }));
    const results = await Promise.all(burst.map((request) => route(request)));
    expect(calls.n).toBe(4);
    const refused = results.filter((r) => r.status === 429);
    expect(refused).toHaveLength(8);
    for (const res of refused) {
      const wait = Number(res.headers.get("retry-after"));
      expect(wait).toBeGreaterThan(0);
      expect(await res.json()).toEqual({ error: E.rateLimited.replace("{seconds}", String(wait)), retryAfter: wait });
    }
    // Another address has its own budget.
    expect((await route(post("/api/contact", {}, { [PEER_HEADER]: "203.0.113.10" }))).status).toBe(200);
  });

  it("failures-only budgets: a parallel burst of failures stops at the budget, successes give their point back", async () => {
    let succeed = false;
    const { calls, handler } = fake(() => (succeed ? NextResponse.json({ ok: true }) : NextResponse.json({ error: "wrong password" }, { status: 422 })));
    const rule = { name: `bff-route-failures-${process.pid}`, points: 3, duration: 60, count: "failures" as const };
    const route = bffRoute({ access: "guest", rateLimit: [{ ...rule, key: (_input, ip) => ip }] }, handler);
    const burst = await Promise.all(Array.from({ length: 9 }, () => route(post("/api/login", {}, { [PEER_HEADER]: "198.51.100.1" }))));
    expect(calls.n).toBe(3);
    expect(burst.filter((r) => r.status === 429)).toHaveLength(6);
    // One after another, each failure keeps its point: the fourth is refused.
    const sequential = [];
    for (let i = 0; i < 4; i++) sequential.push((await route(post("/api/login", {}, { [PEER_HEADER]: "198.51.100.3" }))).status);
    expect(sequential).toEqual([422, 422, 422, 429]);
    succeed = true;
    calls.n = 0;
    for (let i = 0; i < 5; i++) expect((await route(post("/api/login", {}, { [PEER_HEADER]: "198.51.100.2" }))).status).toBe(200);
    expect(calls.n).toBe(5);
  });
});

describe("bffRoute: access levels", () => {
  const { calls, handler } = fake();
  const routes = {
    guest: bffRoute({ access: "guest" }, handler),
    user: bffRoute({ access: "user" }, handler),
    verified: bffRoute({ access: "verified" }, handler),
  };

  it("a signed-in route refuses a guest (and a forged cookie) with 401; a verified route an unverified phone with 403", async () => {
    expect((await call(routes.user, get("/api/me"))).body).toEqual({ error: E.unauthenticated });
    expect((await call(routes.user, get("/api/me"))).status).toBe(401);
    expect((await call(routes.user, get("/api/me", { cookie: `${sessionCookieName()}=Fe26.2**forged` }))).status).toBe(401);
    expect((await call(routes.verified, get("/api/orders"))).status).toBe(401);
    const unverified = await call(routes.verified, get("/api/orders", await sessionCookie(user(false))));
    expect(unverified.status).toBe(403);
    expect(unverified.body).toEqual({ error: E.unverified });
    expect(calls.n).toBe(0);
  });

  it("lets each level in where it should", async () => {
    expect((await call(routes.guest, get("/api/x"))).status).toBe(200);
    expect((await call(routes.user, get("/api/me", await sessionCookie(user(false))))).status).toBe(200);
    expect((await call(routes.verified, get("/api/orders", await sessionCookie(user(true))))).status).toBe(200);
    expect(calls.n).toBe(3);
  });
});

describe("bffRoute: upstream answers", () => {
  let server: Server;
  let base: string;
  let status = 200;
  const received: IncomingHttpHeaders[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      received.push(req.headers);
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(status === 401 ? { message: "Unauthenticated." } : status >= 400 ? { error: "boom" } : { ok: true }));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const route = bffRoute({ access: "user" }, async ({ api, fail }) => {
    const result = await apiFetch("me", { ctx: api, schema: z.object({ ok: z.boolean() }), baseUrl: base });
    return result.ok ? NextResponse.json(result.data) : fail(result.error);
  });
  const cleared = () => jar.set.filter((c) => c.name === sessionCookieName() && c.value === "" && c.options?.maxAge === 0);

  it("an upstream 401 clears the session cookie and answers 401", async () => {
    status = 401;
    const res = await call(route, get("/api/me", await sessionCookie(user(true))));
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: "Unauthenticated." });
    expect(received.at(-1)?.authorization).toBe("Bearer tok-v-123");
    expect(cleared()).toHaveLength(1);
  });

  it("other upstream answers keep the session: 200 passes through, 500 becomes 502", async () => {
    status = 200;
    expect((await call(route, get("/api/me", await sessionCookie(user(true))))).status).toBe(200);
    status = 500;
    const down = await call(route, get("/api/me", await sessionCookie(user(true))));
    expect(down.status).toBe(502);
    expect(down.body).toEqual({ error: E.upstreamDown });
    expect(cleared()).toHaveLength(0);
  });
});

describe("bffRoute: request ids and failures", () => {
  it("runs the handler under the request id the proxy set, or a fresh one when it is missing or malformed", async () => {
    const ids: Array<string | undefined> = [];
    const route = bffRoute({ access: "guest" }, async () => (ids.push(currentRequestId()), NextResponse.json({ ok: true })));
    await call(route, get("/api/x", { "x-request-id": "proxy-set-id-0001" }));
    await call(route, get("/api/x", { "x-request-id": 'bad id {"json":1}' }));
    await call(route, get("/api/x", { "x-request-id": "x".repeat(500) }));
    await call(route, get("/api/x"));
    expect(ids[0]).toBe("proxy-set-id-0001");
    for (const id of ids.slice(1)) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(4);
  });

  it("a handler that throws gives a generic 500, never the error's text", async () => {
    const route = bffRoute({ access: "guest" }, async () => {
      throw new Error("db password=hunter2 leaked");
    });
    const res = await call(route, get("/api/x"));
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ error: E.generic });
  });
});
