import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTimeSlots } from "@/lib/checkout/time-slots";
import { earnInvitations, orders, paymentMethods, productOptions, products, users, vendorHours, vendors, walletTransactions } from "@/product-api/src/db/schema";
import { startProductApi, type RunningApi } from "@/product-api/src/server";
import { testStorage } from "./support/database";

// Issue 5 "Local product API": POST checkout checks every rule and computes every amount itself; the order clock,
// orders, reorder, review, addresses, cards, coupons, discounts and promotions over real HTTP.
const APP_KEY = "shijo-local-app-key";
const DEMO = { email: "demo@shijo.al", password: "shijo123" };
const ELIRA = { email: "elira@shijo.al", password: "shijo123" };
const DORIAN = { email: "dorian@shijo.al", password: "shijo123" };
const HOME = { lat: 41.31965, lng: 19.81702 }; // demo's favourite address (id 1)

let api: RunningApi;

beforeAll(async () => {
  api = await startProductApi({ port: 0, ...(await testStorage()), seed: true, log: false, testEndpoints: true });
});
afterAll(async () => {
  await api?.close();
});

type Init = { method?: string; body?: unknown; token?: string; lang?: "sq" | "en"; headers?: Record<string, string> };

async function call(path: string, init: Init = {}) {
  const headers: Record<string, string> = { "App-Key": APP_KEY, platform: "Web", language: init.lang ?? "en", ...init.headers };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  const body = init.body === undefined ? undefined : JSON.stringify(init.body);
  if (body) headers["Content-Type"] = "application/json";
  const response = await fetch(`${api.url}${path}`, { method: init.method ?? (body ? "POST" : "GET"), headers, body });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : null };
}

const tokens = new Map<string, string>();
async function login(who = DEMO): Promise<string> {
  if (!tokens.has(who.email)) {
    const res = await call("login", { body: { ...who, device: { token: "web" } } });
    expect(res.status).toBe(200);
    tokens.set(who.email, res.json.token);
  }
  return tokens.get(who.email)!;
}

async function vendorByTitle(title: string) {
  const [v] = await api.db.select().from(vendors).where(eq(vendors.title, title));
  return v;
}

/** A product of the vendor, optionally age-restricted, with its options. */
async function productOf(vendorId: number, opts: { age18?: boolean; withOptions?: boolean } = {}) {
  const rows = await api.db.select().from(products).where(and(eq(products.vendorId, vendorId), eq(products.isAvailable, true), eq(products.age18, opts.age18 ?? false)));
  for (const p of rows) {
    const options = await api.db.select().from(productOptions).where(eq(productOptions.productId, p.id));
    if (!opts.withOptions || (options.some((o) => o.type === "option") && options.some((o) => o.type === "addition"))) return { ...p, options };
  }
  throw new Error(`no product at vendor ${vendorId} for ${JSON.stringify(opts)}`);
}

const unit = (p: { price: number; discountPrice: number }) => Math.max(0, p.price - p.discountPrice);

async function cashback(email: string): Promise<number> {
  const [u] = await api.db.select({ c: users.cashbackAmount }).from(users).where(eq(users.email, email));
  return u.c;
}

async function napoliOrder(extra: Record<string, unknown> = {}) {
  const napoli = await vendorByTitle("Pizza Napoli");
  const product = await productOf(napoli.id);
  return {
    napoli,
    product,
    body: { vendor_id: napoli.id, products: [{ id: product.id, qty: 2, options: [] }], handover_method: "Delivery", address_id: 1, payment_method: "cash", cutlery: 1, ...extra },
  };
}

describe("GET checkout/delivery-fee", () => {
  it("answers the fee, minimum and small-order fee inside the zone, and outOfDeliveryArea far away", async () => {
    const napoli = await vendorByTitle("Pizza Napoli");
    const near = await call(`checkout/delivery-fee?vendor_id=${napoli.id}&lat=${HOME.lat}&lng=${HOME.lng}`);
    expect(near.status).toBe(200);
    expect(near.json).toMatchObject({ outOfDeliveryArea: 0, minimumOrder: napoli.deliveryMinimumOrderPrice, small_order_fee: napoli.smallOrderFee });
    expect(near.json.deliveryFee).toBeGreaterThanOrEqual(napoli.deliveryFee);
    const far = await call(`checkout/delivery-fee?vendor_id=${napoli.id}&lat=42.0660&lng=19.5100`);
    expect(far.json).toMatchObject({ outOfDeliveryArea: 1, deliveryFee: 0 });
  });
});

describe("POST checkout", () => {
  it("creates the order with amounts computed from the menu, whatever prices the client adds", async () => {
    const token = await login();
    const { napoli, product, body } = await napoliOrder();
    const fee = (await call(`checkout/delivery-fee?vendor_id=${napoli.id}&lat=${HOME.lat}&lng=${HOME.lng}`)).json.deliveryFee as number;
    const subtotal = unit(product) * 2;
    const small = subtotal < napoli.deliveryMinimumOrderPrice ? napoli.smallOrderFee : 0;
    // Pizza Napoli's automatic discount: 20 % from 1500 L (seed).
    const discount = subtotal >= 1500 ? Math.floor(subtotal / 5) : 0;
    const tampered = { ...body, products: [{ id: product.id, qty: 2, options: [], price: 1, unit_price: 1 }], total_price: 1, sub_total: 1 };
    const res = await call("checkout", { token, body: tampered });
    expect(res.status).toBe(201);
    const order = (await call(`orders/${res.json.order_id}`, { token })).json.order;
    expect(order).toMatchObject({ status: "new", order_type: "delivery", sub_total: subtotal, delivery_fee: fee, small_order_fee: small, discount_amount: discount, total_price: subtotal - discount + fee + small });
    expect(order.products[0]).toMatchObject({ product_id: product.id, quantity: 2, unit_price: unit(product) });
  });

  it("refuses a total the server does not agree with (tampered prices), saying what the total is", async () => {
    const token = await login();
    const { body } = await napoliOrder();
    const res = await call("checkout", { token, body: { ...body, order_total: 1 } });
    expect(res.status).toBe(409);
    expect(res.json.error).toMatch(/The prices have changed: the total is now \d+ L/);
  });

  it("refuses a product of another vendor", async () => {
    const token = await login();
    const spar = await vendorByTitle("Spar Tirana e Re");
    const foreign = await productOf(spar.id);
    const { body } = await napoliOrder();
    const res = await call("checkout", { token, body: { ...body, products: [...body.products, { id: foreign.id, qty: 1 }] } });
    expect(res).toMatchObject({ status: 422, json: { error: "A product in your cart is not on this vendor's menu." } });
  });

  it("refuses options that are not the product's, and two options of one type", async () => {
    const token = await login();
    const napoli = await vendorByTitle("Pizza Napoli");
    const product = await productOf(napoli.id, { withOptions: true });
    const [first, second] = product.options.filter((o) => o.type === "option");
    const { body } = await napoliOrder();
    const twice = await call("checkout", { token, body: { ...body, products: [{ id: product.id, qty: 1, options: [first.id, second.id] }] } });
    expect(twice.status).toBe(422);
    expect(twice.json.error).toContain(product.title);
    const other = await call("checkout", { token, body: { ...body, products: [{ id: product.id, qty: 1, options: [999_999] }] } });
    expect(other.status).toBe(422);
  });

  it("refuses an address outside the delivery zone, in the customer's language", async () => {
    const token = await login();
    const saved = await call("addresses", { token, body: { address_type: "Shkodër", lat: 42.066, lng: 19.51, city: "Shkodër", country: "Albania", favourite: 0 } });
    expect(saved.status).toBe(201);
    const { body } = await napoliOrder({ address_id: saved.json.address.id });
    const en = await call("checkout", { token, body });
    expect(en).toMatchObject({ status: 422, json: { error: "Specified location is not in vendor supported zone" } });
    const sq = await call("checkout", { token, body, lang: "sq" });
    expect(sq.json.error).toBe("Vendndodhja e zgjedhur nuk është në zonën që mbulon lokali");
  });

  it("refuses an address of another user and delivery without an address", async () => {
    const token = await login();
    const { body } = await napoliOrder();
    expect((await call("checkout", { token, body: { ...body, address_id: 3 } })).status).toBe(404);
    const none = await call("checkout", { token, body: { ...body, address_id: null } });
    expect(none).toMatchObject({ status: 422, json: { error: "Please select an address." } });
  });

  it("refuses an expired coupon and applies a valid one, computing its amount", async () => {
    const token = await login();
    const { product, body } = await napoliOrder();
    const old = await call("checkout", { token, body: { ...body, coupon_code: "OLD5" } });
    expect(old).toMatchObject({ status: 422, json: { error: "This coupon has expired." } });
    const lookup = await call(`coupons?code=OLD5&subtotal=5000&vendor_id=${body.vendor_id}`, { token });
    expect(lookup).toMatchObject({ status: 422, json: { error: "This coupon has expired." } });
    const subtotal = unit(product) * 2;
    const valid = await call(`coupons?code=shijo10&subtotal=${subtotal}&vendor_id=${body.vendor_id}`, { token });
    expect(valid.json.coupon).toMatchObject({ code: "SHIJO10", type: "percentage", value: 10, amount: Math.floor(subtotal / 10) });
    const placed = await call("checkout", { token, body: { ...body, coupon_code: "SHIJO10" } });
    expect(placed.status).toBe(201);
    const order = (await call(`orders/${placed.json.order_id}`, { token })).json.order;
    expect(order).toMatchObject({ coupon_code: "SHIJO10", coupon_amount: Math.floor(subtotal / 10), discount_amount: 0 });
  });

  it("refuses cashback above the balance and leaves the balance alone", async () => {
    const token = await login(ELIRA);
    const before = await cashback(ELIRA.email);
    const { body } = await napoliOrder({ handover_method: "Pickup", address_id: null });
    const res = await call("checkout", { token, body: { ...body, cashback: before + 1 } });
    expect(res).toMatchObject({ status: 422, json: { error: `You can use at most ${before} L of cashback.` } });
    expect(await cashback(ELIRA.email)).toBe(before);
  });

  it("refuses two promotions in one order", async () => {
    const token = await login();
    const { body } = await napoliOrder();
    const res = await call("checkout", { token, body: { ...body, coupon_code: "SHIJO10", cashback: 10 } });
    expect(res).toMatchObject({ status: 422, json: { error: "You can not use more than one promotion in the same order." } });
    const sq = await call("checkout", { token, lang: "sq", body: { ...body, promo_code: "SHABC123", cashback: 10 } });
    expect(sq.json.error).toBe("Nuk mund të përdorni më shumë se një promocion në të njëjtën porosi.");
  });

  it("spends cashback once, with a wallet transaction, even when the same submission arrives twice", async () => {
    const token = await login(ELIRA);
    const before = await cashback(ELIRA.email);
    const { body } = await napoliOrder({ handover_method: "Pickup", address_id: null, cashback: 20 });
    const key = `test-${Date.now()}-dup`;
    const [first, second] = await Promise.all([
      call("checkout", { token, body, headers: { "Idempotency-Key": key } }),
      call("checkout", { token, body, headers: { "Idempotency-Key": key } }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    expect(first.json.order_id).toBe(second.json.order_id);
    const third = await call("checkout", { token, body, headers: { "Idempotency-Key": key } });
    expect(third).toMatchObject({ status: 200, json: { order_id: first.json.order_id, replayed: true } });
    expect(await cashback(ELIRA.email)).toBe(before - 20);
    const spent = await api.db.select().from(walletTransactions).where(and(eq(walletTransactions.orderId, first.json.order_id), eq(walletTransactions.category, "cashback_use_order")));
    expect(spent.map((t) => t.amount)).toEqual([-20]);
    const rows = await api.db.select({ id: orders.id }).from(orders).where(eq(orders.idempotencyKey, key));
    expect(rows).toHaveLength(1);
    const changed = await call("checkout", { token, body: { ...body, cashback: 10 }, headers: { "Idempotency-Key": key } });
    expect(changed).toMatchObject({ status: 409, json: { error: "This order was already sent with different details. Please review your order." } });
  });

  it("refuses a closed vendor", async () => {
    const token = await login();
    const closed = await vendorByTitle("Kasollja e Gjyshit");
    const product = await productOf(closed.id);
    const res = await call("checkout", { token, body: { vendor_id: closed.id, products: [{ id: product.id, qty: 1 }], handover_method: "Pickup", payment_method: "cash" } });
    expect(res).toMatchObject({ status: 422, json: { error: "Restaurant is closed for the moment!" } });
  });

  it("asks for the legal-age confirmation when an item is 18+", async () => {
    const token = await login();
    const napoli = await vendorByTitle("Pizza Napoli");
    const beer = await productOf(napoli.id, { age18: true });
    const { body } = await napoliOrder();
    const withBeer = { ...body, products: [...body.products, { id: beer.id, qty: 1 }] };
    expect(await call("checkout", { token, body: withBeer })).toMatchObject({ status: 422, json: { error: "You must be at legal age to order" } });
    expect((await call("checkout", { token, body: { ...withBeer, confirm_legal_age: 1 } })).status).toBe(201);
  });

  it("takes a pickup slot within opening hours and refuses one in the past", async () => {
    const token = await login();
    const napoli = await vendorByTitle("Pizza Napoli");
    const hours = await api.db.select().from(vendorHours).where(and(eq(vendorHours.vendorId, napoli.id), eq(vendorHours.kind, "opening")));
    const slots = buildTimeSlots(hours.map((h) => ({ week_day: h.weekDay, time_open: h.timeOpen, time_close: h.timeClose })), api.clock.now());
    const slot = { date: slots[1].date, time: slots[1].times[2] };
    const { body } = await napoliOrder({ handover_method: "Pickup at store", address_id: null, pickup_date: slot.date, pickup_time: slot.time });
    const placed = await call("checkout", { token, body });
    expect(placed.status).toBe(201);
    const order = (await call(`orders/${placed.json.order_id}`, { token })).json.order;
    expect(order).toMatchObject({ order_type: "pickup", pickup_datetime: `${slot.date} ${slot.time}:00`, delivery_fee: 0, small_order_fee: 0 });
    const past = await call("checkout", { token, body: { ...body, pickup_date: "2020-01-01", pickup_time: "12:00" } });
    expect(past).toMatchObject({ status: 422, json: { error: "The chosen time is not available. Please choose another time." } });
  });

  it("takes a reservation within reservation hours, for the customer, guests 0 counted as 1", async () => {
    const token = await login();
    const davinci = await vendorByTitle("Pizzeria Da Vinci");
    // Open all day, so the test does not depend on the hour it runs at.
    await api.db.delete(vendorHours).where(and(eq(vendorHours.vendorId, davinci.id), eq(vendorHours.kind, "opening")));
    await api.db.insert(vendorHours).values([0, 1, 2, 3, 4, 5, 6].map((weekDay) => ({ vendorId: davinci.id, kind: "opening" as const, weekDay, timeOpen: "00:00", timeClose: "23:59" })));
    const reservation = await api.db.select().from(vendorHours).where(and(eq(vendorHours.vendorId, davinci.id), eq(vendorHours.kind, "reservation")));
    const slots = buildTimeSlots(reservation.map((h) => ({ week_day: h.weekDay, time_open: h.timeOpen, time_close: h.timeClose })), api.clock.now());
    const product = await productOf(davinci.id);
    const base = { vendor_id: davinci.id, products: [{ id: product.id, qty: 1 }], handover_method: "Reserve", payment_method: "cash", num_guests: 0 };
    expect(await call("checkout", { token, body: base })).toMatchObject({ status: 422, json: { error: "Please choose a date and a time." } });
    const placed = await call("checkout", { token, body: { ...base, pickup_date: slots[1].date, pickup_time: slots[1].times[0], reserve_for: 5 } });
    expect(placed.status).toBe(201);
    const order = (await call(`orders/${placed.json.order_id}`, { token })).json.order;
    expect(order).toMatchObject({ order_type: "reserve", num_guests: 1, reserve_for: 1 });
    const outside = await call("checkout", { token, body: { ...base, pickup_date: slots[1].date, pickup_time: "03:00" } });
    expect(outside.status).toBe(422);
  });

  it("pays with a saved card only when one is chosen, and adds the rider tip only to card delivery", async () => {
    const token = await login();
    const { body } = await napoliOrder({ tip_rider: 100 });
    expect(await call("checkout", { token, body: { ...body, payment_method: "stripe" } })).toMatchObject({ status: 422, json: { error: "Please select a card" } });
    const cash = (await call("checkout", { token, body })).json.order_id;
    expect((await call(`orders/${cash}`, { token })).json.order).toMatchObject({ tip_rider: 0, payment: { payment_methods_id: 1 } });
    const card = (await call("checkout", { token, body: { ...body, payment_method: "stripe", payment_method_id: "pm_demo_visa_4242" } })).json.order_id;
    expect((await call(`orders/${card}`, { token })).json.order).toMatchObject({ tip_rider: 100, payment: { payment_methods_id: 2, card: { last4: "4242" } } });
    const foreign = await call("checkout", { token: await login(ELIRA), body: { ...body, address_id: 3, payment_method: "stripe", payment_method_id: "pm_demo_visa_4242" } });
    expect(foreign.json.error).toBe("The card was not found.");
  });

  it("orders for a friend only, and splits only with friends", async () => {
    const token = await login();
    const { body } = await napoliOrder();
    expect((await call("checkout", { token, body: { ...body, order_for: 10 } })).json.error).toBe("You can only order for or split with your friends.");
    const placed = await call("checkout", { token, body: { ...body, order_for: 3, splits: [{ person_id: 4, amount: 100, person_name: "x" }] } });
    expect(placed.status).toBe(201);
    const order = (await call(`orders/${placed.json.order_id}`, { token })).json.order;
    expect(order.order_for_friend).toMatchObject({ id: 3, full_name: "Elira Krasniqi" });
    expect(order.splits).toEqual([{ person_id: 4, person_name: "Dorian Leka", amount: 100 }]);
  });

  it("fails the next checkout when a test asks for it", async () => {
    const token = await login(DORIAN);
    const armed = await call("__test/checkout/fail-next", { body: { email: DORIAN.email, status: 422, message: "Bank said no" } });
    expect(armed.status).toBe(200);
    const { body } = await napoliOrder({ handover_method: "Pickup", address_id: null });
    expect(await call("checkout", { token, body })).toMatchObject({ status: 422, json: { error: "Bank said no" } });
    expect((await call("checkout", { token, body })).status).toBe(201);
  });
});

describe("the order clock, review and reorder", () => {
  it("moves a delivery order to delivered step by step, pays level cashback, then takes one review", async () => {
    const token = await login(DORIAN);
    const napoli = await vendorByTitle("Pizza Napoli");
    const saved = await call("addresses", { token, body: { address_type: "home", lat: HOME.lat, lng: HOME.lng, city: "Tiranë", street: "Rruga Ismail Qemali" } });
    const product = await productOf(napoli.id, { withOptions: true });
    const option = product.options.find((o) => o.type === "option")!;
    const placed = await call("checkout", {
      token,
      body: { vendor_id: napoli.id, products: [{ id: product.id, qty: 3, options: [option.id], item_instructions: "Pa qepë" }], handover_method: "Delivery", address_id: saved.json.address.id, payment_method: "cash" },
    });
    expect(placed.status).toBe(201);
    const id = placed.json.order_id;
    const before = await cashback(DORIAN.email);
    const status = async () => (await call(`orders/${id}`, { token })).json.order;
    expect((await status()).status).toBe("new");
    const early = await call(`orders/${id}/review`, { token, body: { vendor_rating: 4, dish_rating: 4, rider_rating: 5 } });
    expect(early).toMatchObject({ status: 422, json: { error: "This order can be reviewed once it is completed." } });
    api.clock.advance(61_000);
    expect((await status()).status).toBe("processing");
    const current = await call("orders?status=current", { token });
    expect(current.json.orders.data.map((o: { id: number }) => o.id)).toContain(id);
    api.clock.advance(200_000);
    const done = await status();
    expect(done.status).toBe("delivered");
    expect(done.status_history.map((s: { status: string }) => s.status)).toEqual(["new", "processing", "picked_by_rider", "delivered"]);
    expect(done.cashback_earned).toBe(Math.floor(done.total_price * 0.005));
    expect(await cashback(DORIAN.email)).toBe(before + done.cashback_earned);
    const past = await call("orders?status=past&searchTerm=napoli", { token });
    expect(past.json.orders.data.map((o: { id: number }) => o.id)).toContain(id);

    expect((await call(`orders/${id}/review`, { token, body: { vendor_rating: 4.3, dish_rating: 4, rider_rating: 5 } })).status).toBe(422);
    const review = { vendor_rating: 4.5, dish_rating: 4, rider_rating: 5, vendor_categ: ["packaging"], dish_comment: "Shumë e mirë" };
    expect((await call(`orders/${id}/review`, { token, body: review })).status).toBe(201);
    expect((await call(`orders/${id}/review`, { token, body: review })).status).toBe(409);
    expect((await status()).order_review).toMatchObject({ vendor_review: { rating: 4.5 }, product_review: { rating: 4, comment: "Shumë e mirë" }, rider_review: { rating: 5 } });

    const reorder = await call(`orders/${id}/reorder`, { token });
    expect(reorder.json).toMatchObject({ order_type: "delivery", vendor: { id: napoli.id, active: 1, is_open: 1 } });
    expect(reorder.json.products).toEqual([expect.objectContaining({ id: product.id, quantity: 3, item_instructions: "Pa qepë", options: [expect.objectContaining({ id: option.id })] })]);
  });

  it("keeps other users' orders private", async () => {
    expect((await call("orders/1", { token: await login(ELIRA) })).status).toBe(404);
    expect((await call("orders/1/reorder", { token: await login(ELIRA) })).status).toBe(404);
  });

  it("filters the list by vendor and toggles, 15 a page", async () => {
    const token = await login();
    const napoli = await vendorByTitle("Pizza Napoli");
    const all = await call(`orders?vendor_id=${napoli.id}&per_page=15`, { token });
    expect(all.json.orders.data.length).toBeGreaterThan(1);
    expect(all.json.orders.data.every((o: { vendor: { id: number } }) => o.vendor.id === napoli.id)).toBe(true);
    const split = await call("orders?status=past&split=1", { token });
    expect(split.json.orders.data.every((o: { splits: unknown[] }) => o.splits.length > 0)).toBe(true);
    const cb = await call("orders?status=past&cashback=1", { token });
    expect(cb.json.orders.data.length).toBeGreaterThan(0);
    expect(cb.json.orders.data.every((o: { cashback: number; cashback_earned: number }) => o.cashback > 0 || o.cashback_earned > 0)).toBe(true);
  });
});

describe("discounts, invitation codes, promotions, support tags", () => {
  it("gives the automatic discount for the subtotal", async () => {
    const napoli = await vendorByTitle("Pizza Napoli");
    expect((await call(`discounts?vendor_id=${napoli.id}&subtotal=500`)).json.discount).toBeNull();
    expect((await call(`discounts?vendor_id=${napoli.id}&subtotal=2000&order_by=Delivery`)).json.discount).toMatchObject({ type: "percentage", value: 20 });
  });

  it("validates an invitation code only for its receiver", async () => {
    const [row] = await api.db.select().from(earnInvitations).where(eq(earnInvitations.id, 2));
    expect((await call("invite-earn/validate-earninvitation-code", { token: await login(), body: { promo_code: row.inviteCode } })).json.is_valid).toBe(1);
    expect((await call("invite-earn/validate-earninvitation-code", { token: await login(ELIRA), body: { promo_code: row.inviteCode } })).json.is_valid).toBe(0);
  });

  it("lists active promotions with their end and the used or ended ones", async () => {
    const token = await login();
    const active = await call("promotions/active", { token });
    expect(active.json.promotions.length).toBeGreaterThan(0);
    expect(active.json.promotions.some((p: { non_expired: number }) => p.non_expired === 1)).toBe(true);
    const used = await call("promotions/used", { token });
    expect(used.json.data.map((p: { title: string }) => p.title)).toEqual(expect.arrayContaining(["15% off at Oda", "Ice cream 1+1"]));
  });

  it("counts support-tag clicks", async () => {
    const tags = (await call("orders/get-support-tags")).json.tags;
    expect(tags[0]).toMatchObject({ id: expect.any(Number), title_en: expect.any(String), title_sq: expect.any(String) });
    expect((await call("orders/increase-clicks-tags", { body: { tag_id: tags[0].id } })).json).toMatchObject({ success: true, clicks: 1 });
  });
});

describe("addresses and cards", () => {
  it("saves a new address as the primary one and never deletes the primary", async () => {
    const token = await login(ELIRA);
    const saved = await call("addresses", { token, body: { address_type: "work", lat: 41.33, lng: 19.82, city: "Tiranë", street: "Rruga e Kavajës" } });
    expect(saved.status).toBe(201);
    const list = saved.json.addresses as Array<{ id: number; favourite: number }>;
    expect(list.filter((a) => a.favourite === 1).map((a) => a.id)).toEqual([saved.json.address.id]);
    const refused = await call(`addresses/${saved.json.address.id}`, { token, method: "DELETE" });
    expect(refused).toMatchObject({ status: 422, json: { error: "You can not delete a favorite address" } });
    const other = list.find((a) => a.favourite === 0)!;
    const made = await call(`addresses/${other.id}`, { token, method: "PUT", body: { address_type: "home", lat: 41.32302, lng: 19.81201, favourite: 1 } });
    expect(made.json.addresses.find((a: { id: number }) => a.id === other.id).favourite).toBe(1);
    const removed = await call(`addresses/${saved.json.address.id}`, { token, method: "DELETE" });
    expect(removed.status).toBe(200);
    expect((await call(`addresses/${other.id}`, { token: await login(), method: "DELETE" })).status).toBe(404);
  });

  it("keeps only brand, last4 and expiry of a new card, and refuses bad numbers and past expiries", async () => {
    const token = await login(ELIRA);
    const number = "5555555555554444";
    const created = await call("stripe/payment-methods/create", { token, body: { name: "Elira K", number: "5555 5555 5555 4444", cvc: "123", exp_month: 11, exp_year: 39 } });
    expect(created.status).toBe(201);
    expect(created.json.payment_method).toMatchObject({ metadata: { name: "Elira K" }, card: { brand: "mastercard", last4: "4444", exp_month: 11, exp_year: 2039 } });
    expect(JSON.stringify(created.json)).not.toContain(number);
    const [row] = await api.db.select().from(paymentMethods).where(eq(paymentMethods.id, created.json.payment_method.id));
    expect(JSON.stringify(row)).not.toContain(number);
    expect(JSON.stringify(row)).not.toContain("123\"");
    expect((await call("stripe/payment-methods/create", { token, body: { name: "E", number: "4242424242424241", cvc: "123", exp_month: 11, exp_year: 39 } })).json.error).toBe("Your card number is incorrect.");
    expect((await call("stripe/payment-methods/create", { token, body: { name: "E", number: "4242424242424242", cvc: "123", exp_month: 1, exp_year: 20 } })).json.error).toBe("Your card has expired.");
    const list = await call("stripe/payment-methods", { token });
    expect(list.json.data.map((c: { card: { last4: string } }) => c.card.last4)).toContain("4444");
    expect((await call(`stripe/payment-methods/${created.json.payment_method.id}`, { token, method: "DELETE" })).json).toEqual({ success: 1 });
    expect((await call("stripe/payment-methods", { token })).json.data.map((c: { card: { last4: string } }) => c.card.last4)).not.toContain("4444");
  });
});

describe("PUT addresses/{id} changes only what is sent", () => {
  it("makes an address primary from favourite 1 alone, keeping its fields", async () => {
    const token = await login(DORIAN);
    const a = (await call("addresses", { token, body: { address_type: "work", lat: 41.33, lng: 19.82, street: "Rruga A", notes: "Kati 2", favourite: 0 } })).json.address;
    const b = (await call("addresses", { token, body: { address_type: "home", lat: 41.32, lng: 19.81, street: "Rruga B" } })).json.address;
    expect(b.favourite).toBe(1);
    const res = await call(`addresses/${a.id}`, { token, method: "PUT", body: { favourite: 1 } });
    expect(res.status).toBe(200);
    const list = res.json.addresses as Array<{ id: number; favourite: number; street: string; notes: string }>;
    expect(list.find((x) => x.id === a.id)).toMatchObject({ favourite: 1, street: "Rruga A", notes: "Kati 2" });
    expect(list.find((x) => x.id === b.id)?.favourite).toBe(0);
  });
});

describe("the friend chooser and the invitation-code setting checkout reads", () => {
  it("lists the accepted friends only, by name", async () => {
    const token = await login();
    const all = await call("users/friends", { token, body: { status: "accepted" } });
    expect(all.json.friends.map((f: { id: number }) => f.id).sort((a: number, b: number) => a - b)).toEqual([3, 4, 5, 6, 7]);
    const named = await call("users/friends", { token, body: { status: "accepted", name: "elira" } });
    expect(named.json.friends).toEqual([expect.objectContaining({ id: 3, full_name: "Elira Krasniqi" })]);
  });

  it("answers show_earn_invitation_module from the referral settings", async () => {
    const res = await call("invite-earn/get-referrals-setting", { token: await login() });
    expect(res.json.settings).toMatchObject({ show_earn_invitation_module: 1 });
  });
});
