import { randomBytes } from "node:crypto";
import pg from "pg";
import { createClient } from "redis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// Issue 15 "Scale-out, tested", over real HTTP against what scripts/test-scale.mjs starts: one PostgreSQL, one Redis,
// two product API processes on that PostgreSQL, and two `next start` storefronts sharing SESSION_SECRET and
// REDIS_URL — A's BFF talks to product API 1, B's to product API 2. Nothing here runs in-process: every claim is
// what a load balancer spreading one browser's requests over A and B would see.
const A = process.env.SCALE_A_URL ?? "";
const B = process.env.SCALE_B_URL ?? "";
const DATABASE_URL = process.env.SCALE_DATABASE_URL ?? "";
const REDIS_URL = process.env.SCALE_REDIS_URL ?? "";
const REVALIDATE_SECRET = process.env.SCALE_REVALIDATE_SECRET ?? "";
/** A browser's page load: what the public page cache answers (ADR 0014). */
const PAGE_LOAD: RequestInit = { headers: { Accept: "text/html,application/xhtml+xml,*/*;q=0.8" } };
const PASSWORD = "shijo123";

type Jar = Record<string, string>;

/** The cookies a response sets, as name → value (what a browser would send back). */
function cookiesOf(response: Response, jar: Jar = {}): Jar {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(";");
    const at = pair.indexOf("=");
    jar[pair.slice(0, at).trim()] = pair.slice(at + 1).trim();
  }
  return jar;
}

const cookieHeader = (jar: Jar) =>
  Object.entries(jar)
    .map(([k, v]) => `${k}=${v}`)
    .join("; ");

/** A same-origin write to one instance, as its own pages would send it (the BFF refuses other origins). */
function post(base: string, path: string, body: unknown, jar: Jar = {}) {
  return fetch(`${base}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json", Origin: base, Cookie: cookieHeader(jar), "Accept-Language": "en" },
    body: JSON.stringify(body),
    redirect: "manual",
  });
}

function get(base: string, path: string, jar: Jar = {}, init: RequestInit = {}) {
  return fetch(`${base}${path}`, { ...init, headers: { Cookie: cookieHeader(jar), "Accept-Language": "en", ...init.headers }, redirect: "manual" });
}

async function login(base: string, email: string, password = PASSWORD) {
  const response = await post(base, "/api/auth/login", { email, password });
  return { response, json: (await response.json().catch(() => null)) as Record<string, unknown> | null, jar: cookiesOf(response) };
}

describe.skipIf(!A || !B)("two storefront instances behind one load balancer (issue 15)", () => {
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

  it("a session made on instance A works on instance B (the sealed cookie is the whole session)", async () => {
    const { response, json, jar } = await login(A, "demo@shijo.al");
    expect(response.status, JSON.stringify(json)).toBe(200);
    expect(Object.keys(jar).some((name) => name.endsWith("shijo_session")), `cookies set: ${Object.keys(jar)}`).toBe(true);

    const onB = await get(B, "/api/me", jar);
    expect(onB.status).toBe(200);
    expect((await onB.json()).user).toMatchObject({ id: 1, full_name: "Arta Demo" });
    // Without the cookie B knows nobody: it is the cookie, not anything B remembers, that carries the session.
    expect((await (await get(B, "/api/me")).json()).user).toBeNull();
    // A guarded page renders on B for A's session (a guest is redirected to the login page).
    const page = await get(B, "/en/profile", jar);
    expect(page.status, page.headers.get("location") ?? "").toBe(200);
    expect((await get(B, "/en/profile")).status).toBeGreaterThanOrEqual(300);
  });

  it("the login rate limit counts wrong passwords across both instances (5 split over A and B lock the account on both)", async () => {
    const email = "ardit@shijo.al";
    // app/api/auth/login: LIMITS.loginAccount allows 5 failed attempts per account in 15 minutes.
    const statuses: number[] = [];
    for (const base of [A, B, A, B, A]) statuses.push((await login(base, email, "wrong-password")).response.status);
    expect(statuses).toEqual([422, 422, 422, 422, 422]);
    // B has seen only two of the five: with per-instance memory it would let a sixth attempt through.
    const sixth = await login(B, email, "wrong-password");
    expect(sixth.response.status).toBe(429);
    expect(Number(sixth.response.headers.get("retry-after"))).toBeGreaterThan(0);
    // Locked on A too, even with the right password.
    expect((await login(A, email)).response.status).toBe(429);
    expect(await redis.exists(`shijo-rl-login-account:${email}`)).toBe(1);
  });

  it("a cached public page: what A cached B serves from Redis, and an invalidation through A is fresh on both", async () => {
    const marker = `scale-marker-${randomBytes(4).toString("hex")}`;
    const path = "/en/terms-conditions";
    const first = await get(A, path, {}, PAGE_LOAD);
    expect(first.status).toBe(200);
    expect(await first.text()).not.toContain(marker);
    const keys = await redis.keys("shijo:page:en:terms*");
    expect(keys.length, "A cached the terms page's product-API read in Redis").toBe(1);

    // The page changes in the product API's database after A cached it.
    await db.query("UPDATE pages SET content_en = content_en || $1 WHERE slug = 'terms'", [`<p>${marker}</p>`]);
    // B never read this page: it renders it from A's cached read in Redis (with a per-instance cache it would read
    // the product API and already show the marker), and keeps that page (ADR 0014).
    const onB = await get(B, path, {}, PAGE_LOAD);
    expect(onB.status).toBe(200);
    expect(await onB.text()).not.toContain(marker);
    expect((await get(B, path, {}, PAGE_LOAD)).headers.get("x-shijo-page-cache")).toMatch(/hit|stale/);
    expect((await get(A, path, {}, PAGE_LOAD)).headers.get("x-shijo-page-cache")).toMatch(/hit|stale/);

    // The operator's invalidation, sent to A only: A drops its pages and the shared reads, and tells B over Redis.
    const refused = await fetch(`${A}/api/cache/revalidate`, { method: "POST", headers: { Authorization: "Bearer wrong-secret-wrong-secret" } });
    expect(refused.status).toBe(401);
    const done = await fetch(`${A}/api/cache/revalidate`, {
      method: "POST",
      headers: { Authorization: `Bearer ${REVALIDATE_SECRET}`, "Content-Type": "application/json" },
      body: JSON.stringify({ paths: ["/terms-conditions"] }),
    });
    expect(done.status).toBe(200);
    expect(await done.json()).toMatchObject({ instances: "all" });
    await expect.poll(async () => (await (await get(B, path, {}, PAGE_LOAD)).text()).includes(marker), { timeout: 5000 }).toBe(true);
    const onA = await get(A, path, {}, PAGE_LOAD);
    expect(await onA.text()).toContain(marker);
  });

  it("chat: a message posted through A (product API 1) reaches a subscriber on B (product API 2) — LISTEN/NOTIFY across processes", async () => {
    const elira = await login(A, "elira@shijo.al");
    const demo = await login(B, "demo@shijo.al");
    expect([elira.response.status, demo.response.status]).toEqual([200, 200]);

    // Seeded channel c1 is demo–Elira (product-api/src/seed/social.ts).
    const abort = new AbortController();
    const stream = await get(B, "/api/chat/stream?channel_id=c1", demo.jar, { headers: { Accept: "text/event-stream" }, signal: abort.signal });
    expect(stream.status).toBe(200);
    expect(stream.headers.get("content-type")).toContain("text/event-stream");
    const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
    let received = "";
    async function until(predicate: (text: string) => boolean, ms: number) {
      const deadline = Date.now() + ms;
      while (!predicate(received)) {
        const left = deadline - Date.now();
        if (left <= 0) return false;
        const chunk = await Promise.race([reader.read(), new Promise<null>((resolve) => setTimeout(() => resolve(null), left))]);
        if (chunk === null) return false;
        if (chunk.done) return predicate(received);
        received += chunk.value;
      }
      return true;
    }
    try {
      // Product API 2 writes ": ready" once the subscription is registered.
      expect(await until((text) => text.includes(": ready"), 15_000), `stream so far: ${received}`).toBe(true);
      const text = `across instances ${randomBytes(4).toString("hex")}`;
      const sent = await post(A, "/api/chat/channels/c1/messages", { text }, elira.jar);
      expect(sent.status, await sent.clone().text()).toBe(201);
      expect(await until((t) => t.includes(text), 15_000), `stream so far: ${received}`).toBe(true);
      const event = received
        .split("\n\n")
        .find((block) => block.includes(text))!;
      expect(event).toMatch(/^event: message$/m);
      const data = JSON.parse(/^data: (.*)$/m.exec(event)![1]);
      expect(data).toMatchObject({ type: "message", message: { channel_id: "c1", text, user: { _id: 3 } } });
    } finally {
      abort.abort();
      await reader.cancel().catch(() => {});
    }
  });
});
