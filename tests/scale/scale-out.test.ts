import { randomBytes } from "node:crypto";
import pg from "pg";
import { createClient } from "redis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventReader, get, login, post, requestFrom, scrape, total } from "./support/http";

// Issues 15 and 30, over real HTTP against what scripts/test-scale.mjs starts: one PostgreSQL, one Redis, two product
// API processes on that PostgreSQL, two storefronts sharing SESSION_SECRET and REDIS_URL — A's BFF talks to product
// API 1, B's to product API 2 — and nginx in front of them (deploy/nginx.conf). Browsers' requests go through nginx,
// as in production; which instance answered is read from each instance's own request metrics (/api/metrics), so a
// claim "works across A and B" is checked, not assumed from the round robin.
const LB = process.env.SCALE_LB_URL ?? "";
const A = process.env.SCALE_A_URL ?? "";
const B = process.env.SCALE_B_URL ?? "";
const DATABASE_URL = process.env.SCALE_DATABASE_URL ?? "";
const REDIS_URL = process.env.SCALE_REDIS_URL ?? "";
const REVALIDATE_SECRET = process.env.SCALE_REVALIDATE_SECRET ?? "";
const METRICS_TOKEN = process.env.SCALE_METRICS_TOKEN ?? "";
/** A browser's page load: what the public page cache answers (ADR 0014). */
const PAGE_LOAD: RequestInit = { headers: { Accept: "text/html,application/xhtml+xml,*/*;q=0.8" } };

/** Requests each instance has answered on `route` (its request counter, by route template). */
async function served(route: string) {
  const [a, b] = await Promise.all([scrape(A, METRICS_TOKEN), scrape(B, METRICS_TOKEN)]);
  return { A: total(a, "shijo_http_requests_total", { route }), B: total(b, "shijo_http_requests_total", { route }) };
}

describe.skipIf(!LB || !A || !B)("two storefront instances behind nginx (issues 15 and 30)", () => {
  let db: pg.Client;
  let redis: ReturnType<typeof createClient>;

  beforeAll(async () => {
    db = new pg.Client({ connectionString: DATABASE_URL });
    await db.connect();
    redis = createClient({ url: REDIS_URL });
    await redis.connect();
  });
  afterAll(async () => {
    await db?.end();
    await redis?.quit();
  });

  it("a session made through the load balancer works on both instances behind it (the sealed cookie is the whole session)", async () => {
    const { response, json, jar } = await login(LB, "demo@shijo.al");
    expect(response.status, JSON.stringify(json)).toBe(200);
    expect(Object.keys(jar).some((name) => name.endsWith("shijo_session")), `cookies set: ${Object.keys(jar)}`).toBe(true);

    const before = await served("/api/me");
    for (let i = 0; i < 4; i++) {
      const me = await get(LB, "/api/me", jar);
      expect(me.status).toBe(200);
      expect((await me.json()).user).toMatchObject({ id: 1, full_name: "Arta Demo" });
    }
    const after = await served("/api/me");
    expect(after.A - before.A, "requests A answered").toBeGreaterThanOrEqual(1);
    expect(after.B - before.B, "requests B answered").toBeGreaterThanOrEqual(1);
    // Without the cookie nobody is known: it is the cookie, not anything an instance remembers, that carries the session.
    expect((await (await get(LB, "/api/me")).json()).user).toBeNull();
    // A guarded page renders for the session on each instance (a guest is redirected to the login page).
    for (const base of [A, B]) {
      const page = await get(base, "/en/profile", jar);
      expect(page.status, page.headers.get("location") ?? "").toBe(200);
      expect((await get(base, "/en/profile")).status).toBeGreaterThanOrEqual(300);
    }
  });

  it("the login rate limit counts wrong passwords across both instances (5 through the load balancer lock the account on both)", async () => {
    const email = "ardit@shijo.al";
    // app/api/auth/login: LIMITS.loginAccount allows 5 failed attempts per account in 15 minutes.
    const before = await served("/api/auth/login");
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await login(LB, email, "wrong-password")).response.status);
    expect(statuses).toEqual([422, 422, 422, 422, 422]);
    const after = await served("/api/auth/login");
    // Each instance saw fewer than five: with per-instance memory neither would refuse the sixth.
    expect(after.A - before.A).toBeGreaterThanOrEqual(1);
    expect(after.B - before.B).toBeGreaterThanOrEqual(1);
    const sixth = await login(LB, email, "wrong-password");
    expect(sixth.response.status).toBe(429);
    expect(Number(sixth.response.headers.get("retry-after"))).toBeGreaterThan(0);
    // Locked on each instance, even with the right password.
    expect((await login(A, email)).response.status).toBe(429);
    expect((await login(B, email)).response.status).toBe(429);
    expect(await redis.exists(`shijo-rl-login-account:${email}`)).toBe(1);
  });

  it("X-Forwarded-For: nginx sets it, and a storefront believes it only because TRUSTED_PROXIES names nginx's address", async () => {
    const wrongLogin = (from: string, base: string, forwarded: string) =>
      requestFrom(from, `${base}/api/auth/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: base, "X-Forwarded-For": forwarded },
        body: JSON.stringify({ email: `nobody-${randomBytes(4).toString("hex")}@shijo.al`, password: "wrong-password" }),
      });
    const counted = async (ip: string) => (await redis.exists(`shijo-rl-login-ip:${ip}`)) === 1;
    // A client at 127.0.0.3 through nginx, claiming to be 203.0.113.7: nginx appends the address it saw, the storefront
    // trusts nginx (127.0.0.1) and counts the right-most address nginx did not make up — the client's own.
    expect((await wrongLogin("127.0.0.3", LB, "203.0.113.7")).status).toBe(422);
    expect(await counted("127.0.0.3")).toBe(true);
    expect(await counted("203.0.113.7")).toBe(false);
    // The same client straight to an instance: its header is ignored, the TCP peer counts.
    expect((await wrongLogin("127.0.0.4", A, "203.0.113.8")).status).toBe(422);
    expect(await counted("127.0.0.4")).toBe(true);
    expect(await counted("203.0.113.8")).toBe(false);
    // From nginx's own address the header is believed: trust in TRUSTED_PROXIES is what makes it count.
    expect((await wrongLogin("127.0.0.1", A, "203.0.113.9")).status).toBe(422);
    expect(await counted("203.0.113.9")).toBe(true);
  });

  it("a cached public page: one instance's product-API read in Redis serves the other, and an invalidation is fresh on both", async () => {
    const marker = `scale-marker-${randomBytes(4).toString("hex")}`;
    const path = "/en/terms-conditions";
    const route = "/[locale]/terms-conditions";
    const before = await served(route);
    const first = await get(LB, path, {}, PAGE_LOAD);
    expect(first.status).toBe(200);
    expect(await first.text()).not.toContain(marker);
    const keys = await redis.keys("shijo:page:en:terms*");
    expect(keys.length, "the first instance cached the terms page's product-API read in Redis").toBe(1);

    // The page changes in the product API's database after it was cached.
    await db.query("UPDATE pages SET content_en = content_en || $1 WHERE slug = 'terms'", [`<p>${marker}</p>`]);
    // Both instances answer it now without the change: the one that never read it renders it from the read in Redis
    // (with a per-instance cache it would ask the product API and show the marker), and keeps that page (ADR 0014).
    for (let i = 0; i < 4; i++) {
      const page = await get(LB, path, {}, PAGE_LOAD);
      expect(page.status).toBe(200);
      expect(await page.text()).not.toContain(marker);
    }
    const after = await served(route);
    expect(after.A - before.A, "page loads A answered").toBeGreaterThanOrEqual(1);
    expect(after.B - before.B, "page loads B answered").toBeGreaterThanOrEqual(1);
    expect((await get(A, path, {}, PAGE_LOAD)).headers.get("x-shijo-page-cache")).toMatch(/hit|stale/);
    expect((await get(B, path, {}, PAGE_LOAD)).headers.get("x-shijo-page-cache")).toMatch(/hit|stale/);

    // The operator's invalidation, through the load balancer (one instance gets it): it drops its pages and the
    // shared reads, and tells the other over Redis.
    const refused = await fetch(`${LB}/api/cache/revalidate`, { method: "POST", headers: { Authorization: "Bearer wrong-secret-wrong-secret" } });
    expect(refused.status).toBe(401);
    const done = await fetch(`${LB}/api/cache/revalidate`, {
      method: "POST",
      headers: { Authorization: `Bearer ${REVALIDATE_SECRET}`, "Content-Type": "application/json" },
      body: JSON.stringify({ paths: ["/terms-conditions"] }),
    });
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ instances: "all" });
    for (const base of [A, B]) await expect.poll(async () => (await (await get(base, path, {}, PAGE_LOAD)).text()).includes(marker), { timeout: 5000 }).toBe(true);
    for (let i = 0; i < 4; i++) expect(await (await get(LB, path, {}, PAGE_LOAD)).text()).toContain(marker);
  });

  it("chat: a message posted through A (product API 1) reaches a subscriber on B (product API 2) — LISTEN/NOTIFY across processes", async () => {
    // Straight to the instances: this is about the two product API processes behind A and B, not the load balancer.
    const elira = await login(A, "elira@shijo.al");
    const demo = await login(B, "demo@shijo.al");
    expect([elira.response.status, demo.response.status]).toEqual([200, 200]);

    // Seeded channel c1 is demo–Elira (product-api/src/seed/social.ts).
    const abort = new AbortController();
    const response = await get(B, "/api/chat/stream?channel_id=c1", demo.jar, { headers: { Accept: "text/event-stream" }, signal: abort.signal });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const stream = eventReader(response);
    try {
      // Product API 2 writes ": ready" once the subscription is registered.
      expect(await stream.until((text) => text.includes(": ready"), 15_000), `stream so far: ${stream.received}`).toBe(true);
      const text = `across instances ${randomBytes(4).toString("hex")}`;
      const sent = await post(A, "/api/chat/channels/c1/messages", { text }, elira.jar);
      expect(sent.status, await sent.clone().text()).toBe(201);
      expect(await stream.until((t) => t.includes(text), 15_000), `stream so far: ${stream.received}`).toBe(true);
      const event = stream.received.split("\n\n").find((block) => block.includes(text))!;
      expect(event).toMatch(/^event: message$/m);
      const data = JSON.parse(/^data: (.*)$/m.exec(event)![1]);
      expect(data).toMatchObject({ type: "message", message: { channel_id: "c1", text, user: { _id: 3 } } });
    } finally {
      abort.abort();
      await stream.cancel();
    }
  });

  it("group order (issue 28): the host on A, a friend on B — the friend's stream on B hears the host's line added through A", async () => {
    // Two people whose accounts no other scale check locks (ardit and sara are locked by the login-limit checks).
    const host = await login(A, "dorian@shijo.al");
    const friend = await login(B, "gent@shijo.al");
    expect([host.response.status, friend.response.status]).toEqual([200, 200]);
    // Pizza Napoli (seed: open around the clock, delivery and pickup).
    const [{ id: vendorId }] = (await db.query<{ id: number }>("select id from vendors where title = 'Pizza Napoli'")).rows;
    const [{ id: productId }] = (await db.query<{ id: number }>("select id from products where vendor_id = $1 and is_available and not age_18 order by id limit 1", [vendorId])).rows;
    const opened = await post(A, "/api/group-orders", { vendor_id: vendorId, method: "pickup" }, host.jar);
    expect([200, 201]).toContain(opened.status);
    const { code } = (await opened.json()) as { code: string };
    expect((await post(B, `/api/group-orders/${code}/join`, {}, friend.jar)).status).toBe(200);

    const abort = new AbortController();
    const response = await get(B, `/api/group-orders/${code}/stream`, friend.jar, { headers: { Accept: "text/event-stream" }, signal: abort.signal });
    expect(response.status).toBe(200);
    const stream = eventReader(response);
    try {
      expect(await stream.until((text) => text.includes(": ready"), 15_000), `stream so far: ${stream.received}`).toBe(true);
      const added = await post(A, `/api/group-orders/${code}/lines`, { product_id: productId, qty: 1 }, host.jar);
      expect(added.status, await added.clone().text()).toBe(201);
      const version = ((await added.json()) as { group_order: { version: number } }).group_order.version;
      expect(await stream.until((t) => t.includes(`"version":${version}`), 15_000), `stream so far: ${stream.received}`).toBe(true);
      const event = stream.received.split("\n\n").find((block) => block.includes(`"version":${version}`))!;
      expect(event).toMatch(/^event: group_order$/m);
      // The friend reads the new state through B (product API 2): the host's line under the host's name.
      const state = (await (await get(B, `/api/group-orders/${code}`, friend.jar)).json()) as { group_order: { participants: Array<{ is_host: boolean; lines: Array<{ product_id: number }> }> } };
      expect(state.group_order.participants.find((p) => p.is_host)?.lines.map((l) => l.product_id)).toContain(productId);
    } finally {
      abort.abort();
      await stream.cancel();
      await post(A, `/api/group-orders/${code}/cancel`, {}, host.jar);
    }
  });
});
