import { and, eq, lt } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { blogPosts, orders, products, promotions, pushDeliveries, pushSubscriptions, users, vendors } from "@/product-api/src/db/schema";
import { enqueueBlogPush, enqueueOrderPush, enqueuePromotionPush } from "@/product-api/src/push/outbox";
import { createPushWorker } from "@/product-api/src/push/worker";
import { webPushSender } from "@/product-api/src/push/web-push";
import { vapidKeys } from "@/product-api/src/push/vapid";
import { startProductApi, type RunningApi } from "@/product-api/src/server";
import { testStorage } from "./support/database";
import { startPushService, type PushService } from "./support/push-service";

// Issue 29 / ADR 0021 over real HTTP: a device subscribes through the product API, an order's status changes, and a
// local push service on loopback (the test-only switch) receives an RFC 8291 message that decrypts to the title in
// that device's language — once, after the answer, honouring push_notis; 410 deletes the device, 500 is retried,
// logout removes the device.
const APP_KEY = "shijo-local-app-key";
const DEMO = { email: "demo@shijo.al", password: "shijo123" };
const NEW = { email: "new@shijo.al", password: "shijo123" };

let api: RunningApi;
let service: PushService;

beforeAll(async () => {
  service = await startPushService();
  // The poll is slowed down: the tests run the sender themselves (runOnce), besides the NOTIFY that wakes it.
  api = await startProductApi({ port: 0, ...(await testStorage()), seed: true, log: false, testEndpoints: true, pushAllowLoopback: true, pushPollMs: 600_000 });
});
afterAll(async () => {
  await api?.close();
  await service?.close();
});
// Each test hears only of its own changes: earlier orders stop moving and earlier devices are gone.
beforeEach(async () => {
  await api.push.runOnce();
  await api.db.update(orders).set({ autoAdvance: false });
  await api.db.delete(pushSubscriptions);
});

type Init = { method?: string; body?: unknown; token?: string; lang?: "sq" | "en" };
async function call(path: string, init: Init = {}) {
  const headers: Record<string, string> = { "App-Key": APP_KEY, platform: "Web", language: init.lang ?? "sq" };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  const body = init.body === undefined ? undefined : JSON.stringify(init.body);
  if (body) headers["Content-Type"] = "application/json";
  const response = await fetch(`${api.url}${path}`, { method: init.method ?? (body ? "POST" : "GET"), headers, body });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : null };
}

async function login(who = DEMO): Promise<string> {
  const res = await call("login", { body: { ...who, device: { token: "web" } } });
  expect(res.status).toBe(200);
  return res.json.token;
}

async function subscribe(token: string, lang: "sq" | "en") {
  const device = service.subscription();
  const res = await call("push/subscriptions", { token, lang, body: device });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return device;
}

/** A delivery order at Pizza Napoli for the token's account; returns its id. */
async function placeOrder(token: string): Promise<number> {
  const [napoli] = await api.db.select().from(vendors).where(eq(vendors.title, "Pizza Napoli"));
  await call("__test/vendors/open-all-day", { body: { vendor_id: napoli.id } });
  const [product] = await api.db.select().from(products).where(and(eq(products.vendorId, napoli.id), eq(products.isAvailable, true), eq(products.age18, false))).limit(1);
  const placed = await call("checkout", {
    token,
    body: { vendor_id: napoli.id, products: [{ id: product.id, qty: 1, options: [] }], handover_method: "Delivery", address_id: 1, payment_method: "cash", cutlery: 1 },
  });
  expect(placed.status, JSON.stringify(placed.json)).toBe(201);
  return placed.json.order_id;
}

/** Moves the order clock one step and lets a reader see it (the order clock advances orders when they are read). */
async function nextStep(token: string, orderId: number) {
  await call("__test/clock", { body: { advance_seconds: 61 } });
  const read = await call(`orders/${orderId}`, { token });
  expect(read.status).toBe(200);
}

describe("subscribing", () => {
  it("needs a signed-in customer whose phone is verified", async () => {
    const device = service.subscription();
    expect((await call("push/subscriptions", { body: device })).status).toBe(401);
    const unverified = await login(NEW);
    expect((await call("push/subscriptions", { token: unverified, body: device })).status).toBe(403);
  });

  it("refuses an endpoint on a private, loopback or link-local address (the switch allows loopback only)", async () => {
    const token = await login();
    const { keys } = service.subscription();
    for (const endpoint of ["https://10.0.0.1/push/x", "https://169.254.169.254/x", "https://[fe80::1]/x", "http://10.0.0.1:8080/x", "https://localhost/x"]) {
      const res = await call("push/subscriptions", { token, lang: "en", body: { endpoint, keys } });
      expect(res.status, endpoint).toBe(422);
      expect(res.json.errors.endpoint).toEqual(["This notification address is not accepted: it must be https on a public server."]);
    }
    expect(await api.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, "https://10.0.0.1/push/x"))).toEqual([]);
  });

  it("gives browsers the VAPID public key the sender signs with", async () => {
    const config = await call("push/config");
    expect(config.json).toEqual({ vapid_public_key: (await vapidKeys(api.db)).publicKey, kinds: ["webpush"] });
    expect(config.json.vapid_public_key).toMatch(/^[A-Za-z0-9_-]{87}$/);
  });
});

describe("an order's status changes reach the customer's devices", () => {
  it("encrypted, in each device's language, opening the order, signed with the VAPID key", async () => {
    const token = await login();
    const albanian = await subscribe(token, "sq");
    const english = await subscribe(token, "en");
    const orderId = await placeOrder(token);
    await nextStep(token, orderId); // new → processing: "accepted"
    await api.push.runOnce();
    expect(service.errors).toEqual([]);
    expect(service.received(albanian.endpoint).map((r) => r.message)).toEqual([
      { title: "Porosia juaj u pranua", body: "Pizza Napoli po e përgatit porosinë tuaj.", url: `/order/${orderId}`, tag: `order-${orderId}`, lang: "sq" },
    ]);
    expect(service.received(english.endpoint).map((r) => r.message)).toEqual([
      { title: "Your order was accepted", body: "Pizza Napoli is preparing your order.", url: `/en/order/${orderId}`, tag: `order-${orderId}`, lang: "en" },
    ]);
    const [first] = service.received(albanian.endpoint);
    expect(first.vapid).toMatchObject({ aud: service.url, publicKey: (await vapidKeys(api.db)).publicKey });

    await nextStep(token, orderId); // processing → picked_by_rider: "on the way"
    await api.push.runOnce();
    expect(service.received(albanian.endpoint).map((r) => r.message.title)).toEqual(["Porosia juaj u pranua", "Porosia juaj është në rrugë"]);
    await api.db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, (await userId(DEMO.email))));
  });

  it("after the answer: the change's request is answered while its push still waits on the push service", async () => {
    const token = await login();
    const device = await subscribe(token, "sq");
    const orderId = await placeOrder(token);
    const release = service.hold(device.endpoint);
    try {
      await nextStep(token, orderId); // answered…
      await expect.poll(() => service.pending(), { timeout: 10_000 }).toBe(1); // …while the push is still unanswered
      expect(service.received(device.endpoint)).toEqual([]);
    } finally {
      release();
    }
    await api.push.runOnce();
    await expect.poll(() => service.received(device.endpoint).length).toBe(1);
    await api.db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, await userId(DEMO.email)));
  });

  it("a declined order is told too, and a final order cannot be declined again", async () => {
    const token = await login();
    const device = await subscribe(token, "en");
    const orderId = await placeOrder(token);
    expect((await call("__test/orders/decline", { body: { order_id: orderId } })).status).toBe(200);
    expect((await call("__test/orders/decline", { body: { order_id: orderId } })).status).toBe(404);
    await api.push.runOnce();
    expect(service.received(device.endpoint).map((r) => r.message)).toEqual([
      { title: "Your order was declined", body: "Pizza Napoli cannot take your order this time.", url: `/en/order/${orderId}`, tag: `order-${orderId}`, lang: "en" },
    ]);
    await api.db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, await userId(DEMO.email)));
  });

  it("once, however many instances hear of the same change", async () => {
    const token = await login();
    const device = await subscribe(token, "sq");
    const orderId = await placeOrder(token);
    const uid = await userId(DEMO.email);
    // The same change queued twice (two instances that both saw it) is one delivery per device…
    expect(await enqueueOrderPush(api.db, { id: orderId, userId: uid, status: "delivered" })).toBe(1);
    expect(await enqueueOrderPush(api.db, { id: orderId, userId: uid, status: "delivered" })).toBe(0);
    // …and two senders racing for it send it once.
    const keys = await vapidKeys(api.db);
    const second = await createPushWorker({ db: api.db, clock: api.clock, senders: { webpush: webPushSender(keys, { allowLoopback: true }) }, pollMs: 600_000 });
    await Promise.all([api.push.runOnce(), second.runOnce(), api.push.runOnce(), second.runOnce()]);
    await second.close();
    expect(service.received(device.endpoint).map((r) => r.message.title)).toEqual(["Porosia juaj u dorëzua"]);
    await api.db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, uid));
  });

  it("nothing when push_notis is 0, and switching it off drops what was queued", async () => {
    const token = await login();
    const device = await subscribe(token, "en");
    const orderId = await placeOrder(token);
    const uid = await userId(DEMO.email);
    // Queued while on (written here without the NOTIFY that would wake the sender at once), switched off before it
    // was sent: dropped.
    const [sub] = await api.db.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.endpoint));
    await api.db.insert(pushDeliveries).values({ subscriptionId: sub.id, userId: uid, eventKey: `order:${orderId}:processing`, topic: "push_notis", event: { type: "order", order_id: orderId, status: "processing" } });
    expect((await call("users", { method: "PUT", token, body: { push_notis: 0 } })).status).toBe(200);
    await api.push.runOnce();
    // Off: a new change queues nothing at all.
    await nextStep(token, orderId);
    await nextStep(token, orderId);
    await api.push.runOnce();
    expect(service.received(device.endpoint)).toEqual([]);
    const rows = await api.db.select().from(pushDeliveries).where(eq(pushDeliveries.userId, uid));
    expect(rows.map((r) => [r.eventKey, r.sentAt, r.lastError])).toEqual([[`order:${orderId}:processing`, null, "push_notis is off"]]);
    expect((await call("users", { method: "PUT", token, body: { push_notis: 1 } })).status).toBe(200);
    await api.db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, uid));
  });
});

describe("friends", () => {
  it("a friend request and its acceptance reach the other person's device, once each", async () => {
    const demo = await login();
    const elira = await login({ email: "elira@shijo.al", password: "shijo123" });
    const eliraId = await userId("elira@shijo.al");
    const demoId = await userId(DEMO.email);
    // Start from no link between them (the seed may have made them friends).
    await call("users/friends/remove", { token: demo, body: { friend_id: eliraId } });
    const eliraPhone = await subscribe(elira, "sq");
    const demoPhone = await subscribe(demo, "en");
    expect((await call("users/friends/update", { token: demo, body: { friend_id: eliraId, status: "invited" } })).status).toBe(200);
    await api.push.runOnce();
    expect(service.received(eliraPhone.endpoint).map((r) => [r.message.title, r.message.url])).toEqual([["Kërkesë e re për miqësi", "/social/invitations"]]);
    expect((await call("users/friends/update", { token: elira, body: { friend_id: demoId, status: "accepted" } })).status).toBe(200);
    await api.push.runOnce();
    expect(service.received(demoPhone.endpoint).map((r) => [r.message.title, r.message.url])).toEqual([["Friend request accepted", `/en/social/friends/${eliraId}`]]);
    expect(service.received(eliraPhone.endpoint)).toHaveLength(1);
    await api.db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, demoId));
    await api.db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, eliraId));
  });
});

describe("invite and earn", () => {
  it("a code received reaches the receiver's device, naming the sender and the code", async () => {
    const demo = await login();
    const elira = await login({ email: "elira@shijo.al", password: "shijo123" });
    const eliraId = await userId("elira@shijo.al");
    const device = await subscribe(elira, "sq");
    const sent = await call("invite-earn/send-earninvitation", { token: demo, body: { receiver_id: eliraId } });
    expect(sent.status, JSON.stringify(sent.json)).toBe(200);
    await api.push.runOnce();
    const [demoRow] = await api.db.select({ name: users.fullName }).from(users).where(eq(users.email, DEMO.email));
    expect(service.received(device.endpoint).map((r) => r.message)).toEqual([
      {
        title: "Keni një ftesë Fto dhe fito",
        body: `${demoRow.name} ju dërgoi kodin ${sent.json.invitation_code}. Përdoreni në porosinë tuaj të radhës.`,
        url: `/profile/earn-invitations/${sent.json.invitation.id}`,
        tag: `earn-${sent.json.invitation.id}`,
        lang: "sq",
      },
    ]);
    await api.db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, eliraId));
  });
});

describe("chat", () => {
  it("a message reaches the other member's device unless the chat is on their screen or muted", async () => {
    const demo = await login();
    const elira = await login({ email: "elira@shijo.al", password: "shijo123" });
    const eliraId = await userId("elira@shijo.al");
    const opened = await call("chats/channels", { token: demo, body: { channel_type: "single", partner_id: eliraId } });
    expect([200, 201]).toContain(opened.status);
    const channelId: string = opened.json.channel.id;
    const device = await subscribe(elira, "en");
    const send = async (text: string) => {
      expect((await call(`chats/channels/${channelId}/messages`, { token: demo, body: { text } })).status).toBe(201);
      await api.push.runOnce();
    };

    await send("Darkë sonte?");
    const [demoRow] = await api.db.select({ name: users.fullName }).from(users).where(eq(users.email, DEMO.email));
    expect(service.received(device.endpoint).map((r) => r.message)).toEqual([
      { title: demoRow.name, body: "Darkë sonte?", url: `/en/social/chat/${channelId}`, tag: `chat-${channelId}`, lang: "en" },
    ]);

    // On Elira's screen (another view of hers): nothing; closed again: pushed again.
    const view = "view0123456789ab";
    expect((await call(`chats/channels/${channelId}/presence`, { token: elira, body: { view_id: view, open: true } })).status).toBe(200);
    await send("A je aty?");
    expect((await call(`chats/channels/${channelId}/presence`, { token: elira, body: { view_id: view, open: false } })).status).toBe(200);
    await send("Po të pres te Oda");
    expect(service.received(device.endpoint).map((r) => r.message.body)).toEqual(["Darkë sonte?", "Po të pres te Oda"]);

    // Muted: nothing.
    expect((await call(`chats/channels/${channelId}/mute`, { token: elira, body: { muted: true } })).status).toBe(200);
    await send("Hej?");
    expect(service.received(device.endpoint)).toHaveLength(2);
    await call(`chats/channels/${channelId}/mute`, { token: elira, body: { muted: false } });

    // A stranger cannot mark someone else's chat as open.
    const outsider = await login({ email: "dorian@shijo.al", password: "shijo123" });
    expect((await call(`chats/channels/${channelId}/presence`, { token: outsider, body: { view_id: view, open: true } })).status).toBe(403);
    await api.db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, eliraId));
  });
});

describe("what the push service answers", () => {
  it("410: the device is deleted; 500: retried after a pause, then delivered", async () => {
    const token = await login();
    const gone = await subscribe(token, "sq");
    const busy = await subscribe(token, "sq");
    service.answer(gone.endpoint, 410);
    service.answer(busy.endpoint, 500);
    const orderId = await placeOrder(token);
    await nextStep(token, orderId);
    await api.push.runOnce();
    const left = await api.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, await userId(DEMO.email)));
    expect(left.map((r) => r.endpoint)).toEqual([busy.endpoint]);
    expect(service.received(busy.endpoint)).toEqual([]);
    const [waiting] = await api.db.select().from(pushDeliveries).innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushDeliveries.subscriptionId)).where(eq(pushSubscriptions.endpoint, busy.endpoint));
    expect(waiting.push_deliveries).toMatchObject({ attempts: 1, sentAt: null, failedAt: null, lastError: "HTTP 500" });
    await new Promise((resolve) => setTimeout(resolve, 2_200)); // the first retry waits 2 s
    await api.push.runOnce();
    expect(service.received(busy.endpoint).map((r) => r.message.title)).toEqual(["Porosia juaj u pranua"]);
    await api.db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, await userId(DEMO.email)));
  });
});

describe("logout", () => {
  it("removes the device it was called from, not the account's other devices", async () => {
    const phone = await login();
    const laptop = await login();
    const onPhone = await subscribe(phone, "sq");
    const onLaptop = await subscribe(laptop, "en");
    expect((await call("logout", { token: phone })).status).toBe(200);
    const left = await api.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, await userId(DEMO.email)));
    expect(left.map((r) => r.endpoint)).toEqual([onLaptop.endpoint]);
    expect(left.map((r) => r.endpoint)).not.toContain(onPhone.endpoint);
  });
});

async function userId(email: string): Promise<number> {
  const [row] = await api.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row.id;
}

// Issue 29: "promotions only with promo_notis, blog posts only with blog_notifications". An operator publishes them
// (POST operator/blogs|promotions behind OPERATOR_TOKEN); every device of each verified account whose switch is on
// is told, in the device's language, opening the post or the Promotions page.
const OPERATOR_TOKEN = "operator-test-token-0123456789";

async function operator(path: string, body: unknown, authorization: string | null = `Bearer ${OPERATOR_TOKEN}`, lang: "sq" | "en" = "en") {
  // No App-Key: the bearer is this door's key.
  const headers: Record<string, string> = { "Content-Type": "application/json", language: lang };
  if (authorization) headers.Authorization = authorization;
  const response = await fetch(`${api.url}${path}`, { method: "POST", headers, body: JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, headers: response.headers, json: text ? JSON.parse(text) : null };
}

const POST = {
  title: "Tavë kosi si në Elbasan",
  title_en: "Tavë kosi the Elbasan way",
  author: "Ana Hoxha",
  content: "<p>Kosi, mishi i qengjit dhe orizi: receta e plotë.</p>",
  content_en: "<p>Yoghurt, lamb and rice: the whole recipe.</p>",
};
const PROMOTION = {
  title: "30% zbritje për sushin",
  title_en: "30% off sushi",
  description: "Çdo porosi me sushi, 30% më lirë deri të dielën.",
  description_en: "Every sushi order 30% cheaper until Sunday.",
  discount_type: "percentage",
  value: 30,
};

async function setSwitches(token: string, switches: { blog_notifications?: 0 | 1; promo_notis?: 0 | 1 }) {
  expect((await call("users", { method: "PUT", token, body: switches })).status).toBe(200);
}

describe("what an operator publishes", () => {
  beforeEach(() => {
    api.config.operatorToken = OPERATOR_TOKEN;
  });
  afterAll(() => {
    api.config.operatorToken = undefined;
  });

  it("the routes do not exist without OPERATOR_TOKEN, and refuse a missing or wrong bearer; nothing is published", async () => {
    const counts = async () => [await api.db.$count(blogPosts), await api.db.$count(promotions)];
    const before = await counts();
    for (const path of ["operator/blogs", "operator/promotions"]) {
      const body = path === "operator/blogs" ? POST : PROMOTION;
      api.config.operatorToken = undefined;
      expect((await operator(path, body)).status, `${path} unset`).toBe(404);
      api.config.operatorToken = "too-short"; // shorter than 16 characters counts as unset
      expect((await operator(path, body, "Bearer too-short")).status, `${path} short`).toBe(404);
      api.config.operatorToken = OPERATOR_TOKEN;
      const missing = await operator(path, body, null);
      expect(missing.status, `${path} missing`).toBe(401);
      expect(missing.headers.get("www-authenticate")).toBe("Bearer");
      expect((await operator(path, body, `Bearer ${OPERATOR_TOKEN}x`)).status, `${path} wrong`).toBe(401);
      expect((await operator(path, body, OPERATOR_TOKEN)).status, `${path} not a bearer`).toBe(401);
      // The App-Key is not a way in either.
      expect((await operator(path, body, `Bearer ${APP_KEY}`)).status, `${path} app key`).toBe(401);
    }
    expect(await counts()).toEqual(before);
  });

  it("a blog post needs both languages; a promotion's end comes after its start", async () => {
    const { title_en: _en, ...albanianOnly } = POST;
    const post = await operator("operator/blogs", albanianOnly);
    expect(post.status).toBe(422);
    expect(post.json.errors).toEqual({ title_en: ["This field is required."] });
    const promotion = await operator("operator/promotions", { ...PROMOTION, start_time: "2030-05-10T10:00:00Z", end_time: "2030-05-09T10:00:00Z" }, undefined, "sq");
    expect(promotion.status).toBe(422);
    expect(promotion.json.errors).toEqual({ end_time: ["Mbarimi duhet të jetë pas fillimit."] });
    expect((await operator("operator/promotions", { ...PROMOTION, value: 130 })).json.errors).toEqual({ value: ["Must be at most 100."] });
  });

  it("a blog post reaches the devices of accounts with blog_notifications on, in each device's language, opening the post", async () => {
    const demo = await login();
    const elira = await login({ email: "elira@shijo.al", password: "shijo123" });
    await setSwitches(demo, { blog_notifications: 1 });
    await setSwitches(elira, { blog_notifications: 0 });
    try {
      const albanian = await subscribe(demo, "sq");
      const english = await subscribe(demo, "en");
      const eliraPhone = await subscribe(elira, "sq");
      // An unverified account cannot subscribe (above); a device of one that is there anyway hears nothing, its
      // switch on or not.
      const [newcomer] = await api.db.select({ id: users.id }).from(users).where(eq(users.email, NEW.email));
      await api.db.update(users).set({ blogNotifications: true }).where(eq(users.id, newcomer.id));
      const stray = service.subscription();
      await api.db.insert(pushSubscriptions).values({ userId: newcomer.id, kind: "webpush", endpoint: stray.endpoint, p256dh: stray.keys.p256dh, auth: stray.keys.auth, lang: "sq" });

      const published = await operator("operator/blogs", POST);
      expect(published.status, JSON.stringify(published.json)).toBe(201);
      const { id, hash_id: hash } = published.json.blog;
      expect(hash).toBe(id.toString(36));
      expect(published.json.pushes_queued).toBe(2);
      await api.push.runOnce();
      expect(service.errors).toEqual([]);
      expect(service.received(albanian.endpoint).map((r) => r.message)).toEqual([
        { title: "Tavë kosi si në Elbasan", body: "Artikull i ri në blogun e Shijo, nga Ana Hoxha.", url: `/blog/${hash}/tave-kosi-si-ne-elbasan`, tag: `blog-${id}`, lang: "sq" },
      ]);
      expect(service.received(english.endpoint).map((r) => r.message)).toEqual([
        { title: "Tavë kosi the Elbasan way", body: "New on the Shijo blog, by Ana Hoxha.", url: `/en/blog/${hash}/tave-kosi-the-elbasan-way`, tag: `blog-${id}`, lang: "en" },
      ]);
      expect(service.received(eliraPhone.endpoint)).toEqual([]);
      expect(service.received(stray.endpoint)).toEqual([]);
      // The post is there for readers, in both languages, at the address the notification opens.
      const read = await call(`blogs/${id}`, { lang: "en" });
      expect(read.json.blog).toMatchObject({ title: "Tavë kosi the Elbasan way", slugs: { sq: "tave-kosi-si-ne-elbasan", en: "tave-kosi-the-elbasan-way" }, content: POST.content_en });
      // The same post queued again (a repeated call, a second instance) is no second delivery.
      expect(await enqueueBlogPush(api.db, id)).toBe(0);
      await api.push.runOnce();
      expect(service.received(albanian.endpoint)).toHaveLength(1);
    } finally {
      await setSwitches(elira, { blog_notifications: 1 });
    }
  });

  it("switching blog_notifications off drops a post's push that was queued but not sent yet", async () => {
    const demo = await login();
    const device = await subscribe(demo, "en");
    const uid = await userId(DEMO.email);
    const [post] = await api.db.select({ id: blogPosts.id }).from(blogPosts).limit(1);
    // Queued while on (written here without the NOTIFY that would wake the sender at once), switched off before it was sent.
    const [sub] = await api.db.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.endpoint));
    await api.db.insert(pushDeliveries).values({ subscriptionId: sub.id, userId: uid, eventKey: `blog:${post.id}`, topic: "blog_notifications", event: { type: "blog", blog_id: post.id } });
    await setSwitches(demo, { blog_notifications: 0 });
    try {
      await api.push.runOnce();
      expect(service.received(device.endpoint)).toEqual([]);
      const rows = await api.db.select().from(pushDeliveries).where(eq(pushDeliveries.subscriptionId, sub.id));
      expect(rows.map((r) => [r.eventKey, r.sentAt, r.lastError])).toEqual([[`blog:${post.id}`, null, "blog_notifications is off"]]);
    } finally {
      await setSwitches(demo, { blog_notifications: 1 });
    }
  });

  it("a promotion reaches the devices of accounts with promo_notis on, in each device's language, opening Promotions", async () => {
    const demo = await login();
    const elira = await login({ email: "elira@shijo.al", password: "shijo123" });
    await setSwitches(demo, { promo_notis: 0 });
    await setSwitches(elira, { promo_notis: 1 });
    try {
      const demoPhone = await subscribe(demo, "sq");
      const eliraPhone = await subscribe(elira, "en");
      const eliraLaptop = await subscribe(elira, "sq");
      const published = await operator("operator/promotions", PROMOTION);
      expect(published.status, JSON.stringify(published.json)).toBe(201);
      const { id } = published.json.promotion;
      expect(published.json.pushes_queued).toBe(2);
      await api.push.runOnce();
      expect(service.errors).toEqual([]);
      expect(service.received(eliraPhone.endpoint).map((r) => r.message)).toEqual([
        { title: "30% off sushi", body: "Every sushi order 30% cheaper until Sunday.", url: "/en/promotions", tag: `promotion-${id}`, lang: "en" },
      ]);
      expect(service.received(eliraLaptop.endpoint).map((r) => r.message)).toEqual([
        { title: "30% zbritje për sushin", body: "Çdo porosi me sushi, 30% më lirë deri të dielën.", url: "/promotions", tag: `promotion-${id}`, lang: "sq" },
      ]);
      expect(service.received(demoPhone.endpoint)).toEqual([]);
      // It is listed where the notification leads.
      const active = await call("promotions/active", { token: elira, lang: "en" });
      expect(active.json.promotions.map((p: { id: number; title: string }) => [p.id, p.title])).toContainEqual([id, "30% off sushi"]);
      expect(await enqueuePromotionPush(api.db, id)).toBe(0);
    } finally {
      await setSwitches(demo, { promo_notis: 1 });
    }
  });

  it("a promotion that ended before its push went out is not told", async () => {
    const elira = await login({ email: "elira@shijo.al", password: "shijo123" });
    const device = await subscribe(elira, "en");
    const [ended] = await api.db.select({ id: promotions.id }).from(promotions).where(and(eq(promotions.nonExpired, false), lt(promotions.endTime, api.clock.now()))).limit(1);
    const [sub] = await api.db.select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId }).from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.endpoint));
    // Queued when it was running (written here without the NOTIFY), sent after its end.
    await api.db.insert(pushDeliveries).values({ subscriptionId: sub.id, userId: sub.userId, eventKey: `promotion:${ended.id}`, topic: "promo_notis", event: { type: "promotion", promotion_id: ended.id } });
    await api.push.runOnce();
    expect(service.received(device.endpoint)).toEqual([]);
    const [row] = await api.db.select().from(pushDeliveries).where(eq(pushDeliveries.subscriptionId, sub.id));
    expect([row.sentAt, row.lastError]).toEqual([null, "nothing to say"]);
  });

  it("a promotion that starts later is told when it starts, and not to an account that turned promo_notis off by then", async () => {
    const elira = await login({ email: "elira@shijo.al", password: "shijo123" });
    const demo = await login();
    const eliraPhone = await subscribe(elira, "sq");
    const demoPhone = await subscribe(demo, "en");
    const start = new Date(api.clock.now().getTime() + 3_600_000);
    const published = await operator("operator/promotions", { ...PROMOTION, start_time: start.toISOString() });
    expect(published.status, JSON.stringify(published.json)).toBe(201);
    expect(published.json.pushes_queued).toBe(2);
    await api.push.runOnce();
    expect(service.received(eliraPhone.endpoint)).toEqual([]);
    const waiting = await api.db.select().from(pushDeliveries).where(eq(pushDeliveries.eventKey, `promotion:${published.json.promotion.id}`));
    expect(waiting.map((r) => [r.sentAt, r.failedAt, r.attempts])).toEqual([[null, null, 0], [null, null, 0]]);
    for (const row of waiting) expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 3_500_000);
    // Demo turns promotions off meanwhile; the hour passes.
    await setSwitches(demo, { promo_notis: 0 });
    try {
      expect((await call("__test/clock", { body: { advance_seconds: 3_601 } })).status).toBe(200);
      await api.db.update(pushDeliveries).set({ nextAttemptAt: new Date() }).where(eq(pushDeliveries.eventKey, `promotion:${published.json.promotion.id}`));
      await api.push.runOnce();
      expect(service.received(eliraPhone.endpoint).map((r) => r.message.title)).toEqual(["30% zbritje për sushin"]);
      expect(service.received(demoPhone.endpoint)).toEqual([]);
      const [dropped] = await api.db.select().from(pushDeliveries).innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushDeliveries.subscriptionId)).where(eq(pushSubscriptions.endpoint, demoPhone.endpoint));
      expect([dropped.push_deliveries.sentAt, dropped.push_deliveries.lastError]).toEqual([null, "promo_notis is off"]);
    } finally {
      await setSwitches(demo, { promo_notis: 1 });
    }
  });
});
