import { and, eq, like, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GroupOrderEvent, GroupOrderState } from "@/contract/group-order";
import { groupOrders, orderSplits, orders, productOptions, products, users, vendors, walletTransactions } from "@/product-api/src/db/schema";
import { startProductApi, type RunningApi } from "@/product-api/src/server";
import { apiClient } from "./support/api-client";
import { testStorage } from "./support/database";
import { openEventStream, waitFor } from "./support/chat-stream";

// Issue 28, ADR 0020: group orders over real HTTP against a real product API process — opening (one active per host
// per vendor), joining by the link, own lines priced by the API, the spending limit, lock, removal, the live stream,
// "everyone pays their part" placed once, and the attacker's checks (guessing codes, a removed participant, a forged
// amount, a double place).
let api: RunningApi;
const { call, login } = apiClient(() => api);

beforeAll(async () => {
  api = await startProductApi({ port: 0, ...(await testStorage()), seed: true, log: false, testEndpoints: true });
});
afterAll(async () => {
  await api?.close();
});

// Seeded people: 1 demo (Arta Demo, a Visa), 3 Elira, 4 Dorian, 5 Mira, 6 Gent, 7 Klea, 9 Sara, 10 Noel, 11 Luana.
const DEMO = "demo@shijo.al";
const ELIRA = "elira@shijo.al";
const DORIAN = "dorian@shijo.al";
const MIRA = "mira@shijo.al";
const GENT = "gent@shijo.al";
const KLEA = "klea@shijo.al";
const SARA = "sara@shijo.al";
const NOEL = "noel@shijo.al";
const LUANA = "luana@shijo.al";

async function vendorByTitle(title: string) {
  const [v] = await api.db.select().from(vendors).where(eq(vendors.title, title));
  return v;
}

/** Available products of a vendor without options (their price is the line's unit price). */
async function plainProducts(vendorId: number) {
  const rows = await api.db.select().from(products).where(and(eq(products.vendorId, vendorId), eq(products.isAvailable, true), eq(products.age18, false)));
  const out = [];
  for (const p of rows) {
    const options = await api.db.select().from(productOptions).where(eq(productOptions.productId, p.id));
    out.push({ ...p, options, unit: Math.max(0, p.price - p.discountPrice) });
  }
  return out;
}

async function open(token: string, vendorId: number, method: "delivery" | "pickup" = "delivery") {
  return call("group-orders", { token, body: { vendor_id: vendorId, method } });
}

const state = (res: { json: { group_order: GroupOrderState } }) => res.json.group_order;
const person = (s: GroupOrderState, id: number) => s.participants.find((p) => p.user.id === id);

/** An open group-orders/{code}/stream: events as they arrive. */
const openStream = (token: string, code: string) => openEventStream<GroupOrderEvent>(`${api.url}group-orders/${code}/stream`, token);

describe("opening (POST group-orders)", () => {
  it("answers 201 with an unguessable code and its link; the host is the first participant", async () => {
    const napoli = await vendorByTitle("Pizza Napoli");
    const res = await open(await login(KLEA), napoli.id);
    expect(res.status).toBe(201);
    expect(res.json.code).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(Buffer.from(res.json.code, "base64url")).toHaveLength(18);
    expect(res.json.url).toBe(`/group/${res.json.code}`);
    const s = state(res);
    expect(s).toMatchObject({ status: "open", method: "delivery", is_host: true, host: { id: 7 }, vendor: { id: napoli.id, title: "Pizza Napoli" } });
    expect(s.participants.map((p) => p.user.id)).toEqual([7]);
  });

  it("keeps one active group order per host per vendor, also for a parallel burst", async () => {
    const napoli = await vendorByTitle("Pizza Napoli");
    const token = await login(GENT);
    const burst = await Promise.all([1, 2, 3, 4].map(() => open(token, napoli.id)));
    expect(burst.every((r) => r.status === 200 || r.status === 201)).toBe(true);
    expect(burst.filter((r) => r.status === 201)).toHaveLength(1);
    expect(new Set(burst.map((r) => r.json.code)).size).toBe(1);
    const active = await api.db.select().from(groupOrders).where(and(eq(groupOrders.hostId, 6), eq(groupOrders.vendorId, napoli.id), eq(groupOrders.status, "open")));
    expect(active).toHaveLength(1);
  });

  it("refuses a method the vendor does not offer, an unknown vendor, and a caller without a token", async () => {
    const [deliveryOnly] = await api.db.select().from(vendors).where(eq(vendors.orderMethod, "delivery")).limit(1);
    const token = await login(SARA);
    if (deliveryOnly) expect((await open(token, deliveryOnly.id, "pickup")).status).toBe(422);
    expect((await open(token, 999_999)).status).toBe(404);
    expect((await call("group-orders", { body: { vendor_id: 1, method: "delivery" } })).status).toBe(401);
    expect((await call("group-orders", { token, body: { vendor_id: 1, method: "reserve" } })).status).toBe(422);
  });
});

describe("a group order filled together", () => {
  let code = "";
  let napoliId = 0;
  let menu: Awaited<ReturnType<typeof plainProducts>> = [];

  beforeAll(async () => {
    const napoli = await vendorByTitle("Pizza Napoli");
    napoliId = napoli.id;
    menu = (await plainProducts(napoli.id)).filter((p) => p.options.length === 0);
    expect(menu.length).toBeGreaterThan(1);
    const res = await open(await login(DEMO), napoli.id);
    code = res.json.code;
  });

  it("GET needs a session, answers 404 for an unknown or malformed code, and shows the host to someone with the link", async () => {
    expect((await call(`group-orders/${code}`)).status).toBe(401);
    const elira = await login(ELIRA);
    expect((await call(`group-orders/${"A".repeat(24)}`, { token: elira })).status).toBe(404);
    expect((await call("group-orders/short", { token: elira })).status).toBe(404);
    const seen = await call(`group-orders/${code}`, { token: elira });
    expect(seen.status).toBe(200);
    expect(state(seen)).toMatchObject({ is_participant: false, host: { id: 1, full_name: "Arta Demo" } });
  });

  it("join makes the caller a participant, once", async () => {
    const elira = await login(ELIRA);
    const joined = await call(`group-orders/${code}/join`, { token: elira, body: {} });
    expect(joined.status).toBe(200);
    expect(state(joined).participants.map((p) => p.user.id)).toEqual([1, 3]);
    const again = await call(`group-orders/${code}/join`, { token: elira, body: {} });
    expect(state(again).participants.map((p) => p.user.id)).toEqual([1, 3]);
    await call(`group-orders/${code}/join`, { token: await login(DORIAN), body: {} });
    // Nobody's phone or e-mail is in the state (a phone as a number of its own: the API's random port may hold "069").
    expect(JSON.stringify(state(again))).not.toMatch(/@shijo\.al|\+355|\b06[6-9]\d{7}\b/);
  });

  it("prices each line from the menu, not from the body, under its person with their subtotal", async () => {
    const [a, b] = menu;
    const demo = await login(DEMO);
    const elira = await login(ELIRA);
    await call(`group-orders/${code}/lines`, { token: demo, body: { product_id: a.id, qty: 2, options: [], price: 1, unit_price: 1 } });
    const res = await call(`group-orders/${code}/lines`, { token: elira, body: { product_id: b.id, qty: 1, options: [], item_instructions: "pa qepë", line_total: 1 } });
    expect(res.status).toBe(201);
    const s = state(res);
    expect(person(s, 1)).toMatchObject({ subtotal: a.unit * 2, lines: [{ product_id: a.id, qty: 2, unit_price: a.unit, line_total: a.unit * 2, available: true }] });
    expect(person(s, 3)).toMatchObject({ subtotal: b.unit, lines: [{ product_id: b.id, item_instructions: "pa qepë" }] });
    expect(s.subtotal).toBe(a.unit * 2 + b.unit);
  });

  it("refuses a product of another vendor", async () => {
    const [other] = await api.db.select().from(products).where(ne(products.vendorId, napoliId)).limit(1);
    const res = await call(`group-orders/${code}/lines`, { token: await login(ELIRA), body: { product_id: other.id, qty: 1 } });
    expect(res.status).toBe(422);
  });

  it("lets each person edit only their own lines", async () => {
    const s = state(await call(`group-orders/${code}`, { token: await login(DEMO) }));
    const demoLine = person(s, 1)!.lines[0];
    const elira = await login(ELIRA);
    expect((await call(`group-orders/${code}/lines/${demoLine.id}`, { token: elira, method: "PUT", body: { qty: 5 } })).status).toBe(403);
    expect((await call(`group-orders/${code}/lines/${demoLine.id}`, { token: elira, method: "DELETE" })).status).toBe(403);
    const mine = await call(`group-orders/${code}/lines/${demoLine.id}`, { token: await login(DEMO), method: "PUT", body: { qty: 3 } });
    expect(mine.status).toBe(200);
    expect(person(state(mine), 1)!.lines[0].qty).toBe(3);
  });

  it("only the host sets a spending limit; a line over it is refused in the caller's language", async () => {
    const elira = await login(ELIRA);
    expect((await call(`group-orders/${code}`, { token: elira, method: "PUT", body: { spend_limit: 1 } })).status).toBe(403);
    const limit = menu[1].unit + 1;
    const set = await call(`group-orders/${code}`, { token: await login(DEMO), method: "PUT", body: { spend_limit: limit } });
    expect(state(set).spend_limit).toBe(limit);
    // Demo's own items are already above it: flagged, not deleted.
    expect(person(state(set), 1)!.over_limit).toBe(menu[0].unit * 3 > limit);
    const over = await call(`group-orders/${code}/lines`, { token: elira, lang: "sq", body: { product_id: menu[1].id, qty: 1 } });
    expect(over.status).toBe(422);
    expect(over.json.error).toBe(`Kufiri i shpenzimeve është ${limit} L për person.`);
    await call(`group-orders/${code}`, { token: await login(DEMO), method: "PUT", body: { spend_limit: null } });
  });

  it("tells every participant's stream of each change, and marks 'I'm done'", async () => {
    const stream = await openStream(await login(ELIRA), code);
    try {
      const before = state(await call(`group-orders/${code}`, { token: await login(ELIRA) })).version;
      await call(`group-orders/${code}/lines`, { token: await login(DORIAN), body: { product_id: menu[0].id, qty: 1 } });
      const event = await waitFor(() => stream.events.find((e) => e.type === "group_order" && e.version > before), 1500);
      expect(event).toMatchObject({ type: "group_order", code, status: "open" });
      const ready = await call(`group-orders/${code}/ready`, { token: await login(ELIRA), body: { ready: true } });
      expect(person(state(ready), 3)!.ready).toBe(true);
    } finally {
      stream.close();
    }
    // A stranger with the link cannot listen before joining.
    expect((await openStream(await login(NOEL), code)).response.status).toBe(403);
  });

  it("lock stops joins and line changes; unlock opens them again", async () => {
    const demo = await login(DEMO);
    await call(`group-orders/${code}`, { token: demo, method: "PUT", body: { locked: true } });
    const mira = await login(MIRA);
    expect((await call(`group-orders/${code}/join`, { token: mira, body: {} })).status).toBe(409);
    expect((await call(`group-orders/${code}/lines`, { token: await login(ELIRA), body: { product_id: menu[0].id, qty: 1 } })).status).toBe(409);
    await call(`group-orders/${code}`, { token: demo, method: "PUT", body: { locked: false } });
    expect((await call(`group-orders/${code}/join`, { token: mira, body: {} })).status).toBe(200);
  });

  it("a removed participant loses their lines and their access at once, the link included, and their stream ends", async () => {
    const dorian = await login(DORIAN);
    const stream = await openStream(dorian, code);
    expect((await call(`group-orders/${code}/participants/4/remove`, { token: await login(ELIRA), body: {} })).status).toBe(403);
    const removed = await call(`group-orders/${code}/participants/4/remove`, { token: await login(DEMO), body: {} });
    expect(removed.status).toBe(200);
    expect(person(state(removed), 4)).toBeUndefined();
    expect(await waitFor(() => stream.events.find((e) => e.type === "group_order_removed"), 1500)).toEqual({ type: "group_order_removed", code });
    expect(await waitFor(() => (stream.ended() ? true : undefined), 1500)).toBe(true);
    expect((await call(`group-orders/${code}`, { token: dorian })).status).toBe(403);
    expect((await call(`group-orders/${code}/join`, { token: dorian, body: {} })).status).toBe(403);
    expect((await call(`group-orders/${code}/lines`, { token: dorian, body: { product_id: menu[0].id, qty: 1 } })).status).toBe(403);
    expect((await openStream(dorian, code)).response.status).toBe(403);
    expect((await call(`group-orders/${code}/participants/1/remove`, { token: await login(DEMO), body: {} })).status).toBe(422);
  });

  it("everyone pays their part: parts add up to the API's total; a forged amount is not read; one card part and one cash part place the order once", async () => {
    const demo = await login(DEMO);
    const elira = await login(ELIRA);
    const mira = await login(MIRA);
    // Mira has nothing in the basket: she has no part.
    const forgedTotal = await call(`group-orders/${code}/checkout`, { token: demo, body: { payment_mode: "split", address_id: 1, order_total: 1 } });
    expect(forgedTotal.status).toBe(409);
    expect((await call(`group-orders/${code}/checkout`, { token: elira, body: { payment_mode: "split", address_id: 1 } })).status).toBe(403);
    const checkout = await call(`group-orders/${code}/checkout`, { token: demo, body: { payment_mode: "split", address_id: 1 } });
    expect(checkout.status).toBe(200);
    const s = state(checkout);
    expect(s.status).toBe("paying");
    const { totals, parts } = s.checkout!;
    expect(parts.map((p) => p.userId)).toEqual([1, 3]);
    expect(parts.reduce((sum, p) => sum + p.amount, 0)).toBe(totals.total);
    expect(totals.total).toBe(totals.sub_total - totals.discount + totals.delivery_fee + totals.small_order_fee + totals.tip_rider);
    for (const p of parts) expect(p.amount).toBe(p.items - p.discount + p.fees);
    // Lines are frozen while paying.
    expect((await call(`group-orders/${code}/lines`, { token: elira, body: { product_id: menu[0].id, qty: 1 } })).status).toBe(409);
    expect((await call(`group-orders/${code}/parts/pay`, { token: mira, body: { method: "cash" } })).status).toBe(422);

    const card = await call("stripe/payment-methods/create", { token: elira, body: { name: "Elira Krasniqi", number: "4242424242424242", cvc: "123", exp_month: 12, exp_year: 2031 } });
    expect(card.status).toBeLessThan(300);
    const cardId = card.json.payment_method?.id ?? card.json.id;
    const eliraPart = parts.find((p) => p.userId === 3)!;
    // A forged amount in the body is not read: the part stays the API's.
    const paid = await call(`group-orders/${code}/parts/pay`, { token: elira, body: { method: "card", payment_method_id: cardId, amount: 1 } });
    expect(paid.status).toBe(200);
    expect(state(paid).checkout!.parts.find((p) => p.userId === 3)).toMatchObject({ committed: true, method: "card", amount: eliraPart.amount });
    expect((await call(`group-orders/${code}/parts/pay`, { token: elira, body: { method: "cash" } })).status).toBe(409);
    // Someone else's card is not a card of the payer.
    expect((await call(`group-orders/${code}/parts/pay`, { token: demo, body: { method: "card", payment_method_id: cardId } })).status).toBe(422);

    const orderCount = async () => (await api.db.select().from(orders).where(like(orders.idempotencyKey, `group:${code}`))).length;
    expect(await orderCount()).toBe(0);
    // The last part, twice at once: one order.
    const last = await Promise.all([1, 2].map(() => call(`group-orders/${code}/parts/pay`, { token: demo, body: { method: "cash" } })));
    expect(last.map((r) => r.status).sort()).toEqual([201, 409]);
    const placed = last.find((r) => r.status === 201)!;
    expect(state(placed).status).toBe("placed");
    const orderId = placed.json.order_id as number;
    expect(await orderCount()).toBe(1);
    const [order] = await api.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ userId: 1, vendorId: napoliId, totalPrice: totals.total, subTotal: totals.sub_total });
    const splits = await api.db.select().from(orderSplits).where(eq(orderSplits.orderId, orderId));
    expect(splits.map((x) => [x.personId, x.amount]).sort()).toEqual(parts.map((p) => [p.userId, p.amount]).sort());

    // Tracked by every participant; not by the removed one.
    expect((await call(`orders/${orderId}`, { token: elira })).status).toBe(200);
    expect((await call(`orders/${orderId}`, { token: mira })).status).toBe(200);
    expect((await call(`orders/${orderId}`, { token: await login(DORIAN) })).status).toBe(404);
    // The link stops working for anyone who was not in it; the participants still read it.
    expect((await call(`group-orders/${code}`, { token: await login(LUANA) })).status).toBe(404);
    expect((await call(`group-orders/${code}/join`, { token: await login(LUANA), body: {} })).status).toBe(404);
    expect(state(await call(`group-orders/${code}`, { token: elira })).order_id).toBe(orderId);
  });
});

describe("I pay for everyone", () => {
  it("two taps at once place one order", async () => {
    const napoli = await vendorByTitle("Pizza Napoli");
    const [product] = (await plainProducts(napoli.id)).filter((p) => p.options.length === 0);
    const sara = await login(SARA);
    const { json } = await open(sara, napoli.id, "pickup");
    await call(`group-orders/${json.code}/lines`, { token: sara, body: { product_id: product.id, qty: 1 } });
    const both = await Promise.all([1, 2].map(() => call(`group-orders/${json.code}/checkout`, { token: sara, body: { payment_mode: "host", payment_method: "cash" } })));
    expect(both.every((r) => r.status === 200 || r.status === 201)).toBe(true);
    expect(new Set(both.map((r) => r.json.order_id)).size).toBe(1);
    expect((await api.db.select().from(orders).where(eq(orders.idempotencyKey, `group:${json.code}`))).length).toBe(1);
  });
});

describe("nobody is charged for an order that was not placed", () => {
  it("a committed part's cashback is spent only at placing; a cancel leaves it", async () => {
    const napoli = await vendorByTitle("Pizza Napoli");
    const [product] = (await plainProducts(napoli.id)).filter((p) => p.options.length === 0);
    const luana = await login(LUANA);
    const klea = await login(KLEA);
    await api.db.update(users).set({ cashbackAmount: 500 }).where(eq(users.id, 7));
    const { json } = await open(luana, napoli.id, "pickup");
    await call(`group-orders/${json.code}/join`, { token: klea, body: {} });
    await call(`group-orders/${json.code}/lines`, { token: luana, body: { product_id: product.id, qty: 1 } });
    await call(`group-orders/${json.code}/lines`, { token: klea, body: { product_id: product.id, qty: 2 } });
    const checkout = await call(`group-orders/${json.code}/checkout`, { token: luana, body: { payment_mode: "split" } });
    expect(checkout.status).toBe(200);
    const part = state(checkout).checkout!.parts.find((p) => p.userId === 7)!;
    const use = Math.min(part.amount, 500);
    expect((await call(`group-orders/${json.code}/parts/pay`, { token: klea, body: { method: "cash", cashback: part.amount + 1 } })).status).toBe(422);
    expect((await call(`group-orders/${json.code}/parts/pay`, { token: klea, body: { method: "cash", cashback: use } })).status).toBe(200);
    const balance = async () => (await api.db.select({ n: users.cashbackAmount }).from(users).where(eq(users.id, 7)))[0].n;
    expect(await balance()).toBe(500);
    expect((await call(`group-orders/${json.code}/cancel`, { token: klea, body: {} })).status).toBe(403);
    const cancelled = await call(`group-orders/${json.code}/cancel`, { token: luana, body: {} });
    expect(state(cancelled).status).toBe("cancelled");
    expect(await balance()).toBe(500);
    expect(await api.db.select().from(walletTransactions).where(and(eq(walletTransactions.userId, 7), eq(walletTransactions.category, "cashback_use_order")))).toEqual([]);
    expect((await call(`group-orders/${json.code}/parts/pay`, { token: luana, body: { method: "cash" } })).status).toBe(409);
  });

  it("when the host covers what is left, the order is placed and each cashback is spent with its wallet line", async () => {
    const napoli = await vendorByTitle("Pizza Napoli");
    const [product] = (await plainProducts(napoli.id)).filter((p) => p.options.length === 0);
    const luana = await login(LUANA);
    const klea = await login(KLEA);
    const gent = await login(GENT);
    await api.db.update(users).set({ cashbackAmount: 500 }).where(eq(users.id, 7));
    const { json } = await open(luana, napoli.id, "pickup");
    expect(json.code).toBeTruthy();
    for (const token of [klea, gent]) await call(`group-orders/${json.code}/join`, { token, body: {} });
    for (const token of [luana, klea, gent]) await call(`group-orders/${json.code}/lines`, { token, body: { product_id: product.id, qty: 1 } });
    const parts = state(await call(`group-orders/${json.code}/checkout`, { token: luana, body: { payment_mode: "split" } })).checkout!.parts;
    expect(parts).toHaveLength(3);
    const kleaPart = parts.find((p) => p.userId === 7)!;
    const use = Math.min(kleaPart.amount, 500);
    await call(`group-orders/${json.code}/parts/pay`, { token: klea, body: { method: "cash", cashback: use } });
    expect((await call(`group-orders/${json.code}/cover`, { token: gent, body: { method: "cash" } })).status).toBe(403);
    const covered = await call(`group-orders/${json.code}/cover`, { token: luana, body: { method: "cash" } });
    expect(covered.status).toBe(201);
    const orderId = covered.json.order_id as number;
    const [order] = await api.db.select().from(orders).where(eq(orders.id, orderId));
    const total = parts.reduce((sum, p) => sum + p.amount, 0);
    expect(order).toMatchObject({ cashback: use, totalPrice: total - use });
    expect((await api.db.select({ n: users.cashbackAmount }).from(users).where(eq(users.id, 7)))[0].n).toBe(500 - use);
    expect(await api.db.select({ amount: walletTransactions.amount }).from(walletTransactions).where(and(eq(walletTransactions.userId, 7), eq(walletTransactions.orderId, orderId)))).toEqual([{ amount: -use }]);
  });
});

describe("an attacker", () => {
  it("guessing codes: after 20 unknown codes in 10 minutes every code the guesser is not in answers 429, even a real one", async () => {
    const napoli = await vendorByTitle("Pizza Napoli");
    const real = (await open(await login(DEMO), napoli.id, "pickup")).json.code as string;
    const noel = await login(NOEL);
    const guesses = Array.from({ length: 20 }, (_, i) => `${String(i).padStart(2, "0")}${"x".repeat(22)}`);
    const answers = await Promise.all(guesses.map((g) => call(`group-orders/${g}`, { token: noel })));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(404));
    expect((await call(`group-orders/${"y".repeat(24)}/join`, { token: noel, body: {} })).status).toBe(429);
    expect((await call(`group-orders/${real}`, { token: noel })).status).toBe(429);
    // The host of that one is not slowed by someone else's guesses.
    expect((await call(`group-orders/${real}`, { token: await login(DEMO) })).status).toBe(200);
  });

  it("an idle group order expires after 3 hours of API-clock time, and its link stops working", async () => {
    const napoli = await vendorByTitle("Pizza Napoli");
    const mira = await login(MIRA);
    const { json } = await open(mira, napoli.id, "pickup");
    await call("__test/clock", { body: { advance_seconds: 3 * 60 * 60 + 5 } });
    const seen = await call(`group-orders/${json.code}`, { token: mira });
    expect(state(seen).status).toBe("expired");
    expect((await call(`group-orders/${json.code}/join`, { token: await login(GENT), body: {} })).status).toBe(404);
    expect((await call(`group-orders/${json.code}/lines`, { token: mira, body: { product_id: 1, qty: 1 } })).status).toBe(409);
    // And the host may open a new one at that vendor.
    expect((await open(mira, napoli.id, "pickup")).status).toBe(201);
  });
});
