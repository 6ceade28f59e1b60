import { randomBytes } from "node:crypto";
import { and, count, eq, gt, inArray, isNull, lte, sql } from "drizzle-orm";
import { Hono, type Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "zod";
import {
  ACTIVE_GROUP_STATUSES, GROUP_CODE, GROUP_CODE_BYTES, GROUP_MAX_LINES_PER_PERSON, GROUP_MAX_PARTICIPANTS, GROUP_MAX_SPEND_LIMIT,
  splitGroupTotal,
} from "../../../contract/group-order";
import type { Db } from "../db/client";
import {
  groupOrderCodeMisses, groupOrderLines, groupOrderParticipants, groupOrderParts, groupOrders, orderSplits, orders, paymentMethods, productOptions,
  productColumns, products, users, vendors, walletTransactions,
} from "../db/schema";
import type { AppDeps, AppEnv } from "../http/context";
import { t, type MessageKey } from "../http/i18n";
import { requireUser } from "../http/middleware";
import { validJson } from "../http/validate";
import { CheckoutError, checkoutBody, isUniqueViolation, quoteOrder, requestHash, writeOrder, type CheckoutBody, type OrderQuote } from "../orders/place";
import { announce, expire, pricedLines, roleOf, stateFor, type GroupRow } from "../group-orders/state";
import { basketClosed, canSee, deadlineInRange, isActive, isIdle, optionsAllowed, type Role } from "../group-orders/rules";
import { MAX_STREAMS_PER_USER } from "./chats";
import { streamSubscription } from "../chat/stream";

// Group orders (issue 28, ADR 0020): a basket at one vendor that its participants fill, checked out once by the host.
// Every write takes the group row FOR UPDATE, checks the caller's role against it, bumps `version` and NOTIFYs the
// participants in the same transaction (the chat's live path, ADR 0013).

const id = z.coerce.number().int().positive().max(2_147_483_647);
const text = (max: number) => z.string().max(max).nullish().transform((v) => v?.trim() || null);

const openBody = z.object({ vendor_id: id, method: z.enum(["delivery", "pickup"]) });
const lineBody = z.object({
  product_id: id,
  qty: z.coerce.number().int().min(1).max(99),
  options: z.array(id).max(2).nullish().transform((v) => [...new Set(v ?? [])]),
  item_instructions: text(500),
});
const lineEditBody = z.object({
  qty: z.coerce.number().int().min(1).max(99),
  options: z.array(id).max(2).nullish().transform((v) => (v ? [...new Set(v)] : null)),
  item_instructions: text(500),
});
const readyBody = z.object({ ready: z.boolean() });
const settingsBody = z.object({
  spend_limit: z.number().int().min(0).max(GROUP_MAX_SPEND_LIMIT).nullish(),
  deadline: z.iso.datetime({ offset: true }).nullish(),
  locked: z.boolean().optional(),
});
// The host's checkout: POST checkout's own fields (spec 2 §7) for the address, slot, promotion and payment; the
// basket, the vendor and the handover come from the group order. No amounts but the total the host saw.
const groupCheckoutBody = checkoutBody
  .omit({ vendor_id: true, products: true, splits: true, order_for: true, promo_code: true, reserve_for: true, num_guests: true, idempotency_key: true, handover_method: true, source: true, repeated: true, paypal_nonce: true, payment_method: true })
  .extend({ payment_mode: z.enum(["host", "split"]), payment_method: z.enum(["cash", "stripe"]).default("cash") });
const payBody = z.object({
  method: z.enum(["cash", "card"]),
  payment_method_id: z.string().max(100).nullish(),
  cashback: z.coerce.number().int().min(0).max(1_000_000).nullish().transform((v) => v ?? 0),
});
const coverBody = payBody.omit({ cashback: true });
/** The body a checkout stored, read back: a group basket may hold more lines than one customer's cart. */
const storedBody = checkoutBody.extend({
  products: z.array(checkoutBody.shape.products.element).min(1).max(GROUP_MAX_PARTICIPANTS * GROUP_MAX_LINES_PER_PERSON),
});

const MISS_LOCK = 7_274_460;
/** ADR 0020: unknown codes per user in 10 minutes; opened group orders per host in an hour. */
const MISS_BUDGET = 20;
const MISS_WINDOW_MS = 10 * 60_000;
const OPEN_BUDGET = 10;
const OPEN_WINDOW_MS = 60 * 60_000;

class Refusal extends Error {
  constructor(
    readonly key: MessageKey,
    readonly status: ContentfulStatusCode,
    readonly vars: Record<string, string | number> = {},
  ) {
    super(key);
  }
}
const refuse = (key: MessageKey, status: ContentfulStatusCode, vars: Record<string, string | number> = {}): never => {
  throw new Refusal(key, status, vars);
};

const newCode = () => randomBytes(GROUP_CODE_BYTES).toString("base64url");
const offers = (orderMethod: string, method: string) => orderMethod.toLowerCase().split("-").map((m) => m.trim()).includes(method);

export function groupOrderRoutes(deps: AppDeps) {
  const { db, clock } = deps;
  const app = new Hono<AppEnv>();
  const auth = requireUser(deps);

  /** Answers a refusal (ours or checkout's) in the request's language. */
  async function answer(c: Context<AppEnv>, run: () => Promise<Response>): Promise<Response> {
    try {
      return await run();
    } catch (error) {
      const lang = c.get("lang");
      if (error instanceof Refusal) return c.json({ error: t(lang, error.key, error.vars) }, error.status);
      if (error instanceof CheckoutError) return c.json({ error: t(lang, error.key, error.vars) }, error.status);
      throw error;
    }
  }

  const state = async (c: Context<AppEnv>, group: GroupRow, role: Role) => stateFor(db, group, c.get("user").id, role, c.get("lang"), c.get("baseUrl"));

  /**
   * The group order of `code` and the caller's role (ADR 0020 "The code"): a malformed code is 404 without a read;
   * a caller who is not in the group order spends a point of their unknown-code budget on each code that does not
   * exist, counted under a lock on the caller, so a parallel burst of guesses is counted one by one; over the budget,
   * every code they are not in is 429. A removed person is 403; a placed, cancelled or expired one is 404 to anyone
   * who was never in it.
   */
  async function resolve(c: Context<AppEnv>): Promise<{ group: GroupRow; role: Role }> {
    const code = c.req.param("code") ?? "";
    if (!GROUP_CODE.test(code)) return refuse("groupNotFound", 404);
    const me = c.get("user").id;
    const now = clock.now();
    const found = await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${MISS_LOCK}, ${me})`);
      const [row] = await tx.select().from(groupOrders).where(eq(groupOrders.code, code)).limit(1);
      const role = row ? await roleOf(tx, row, me) : "none";
      if (role === "host" || role === "participant" || role === "removed") return { row: row!, role };
      const since = new Date(now.getTime() - MISS_WINDOW_MS);
      const [{ n }] = await tx.select({ n: count() }).from(groupOrderCodeMisses).where(and(eq(groupOrderCodeMisses.userId, me), gt(groupOrderCodeMisses.createdAt, since)));
      if (n >= MISS_BUDGET) return "limited" as const;
      if (!row) {
        await tx.delete(groupOrderCodeMisses).where(and(eq(groupOrderCodeMisses.userId, me), lte(groupOrderCodeMisses.createdAt, since)));
        await tx.insert(groupOrderCodeMisses).values({ userId: me, createdAt: now });
        return null;
      }
      return { row, role };
    });
    if (found === "limited") return refuse("groupCodeRate", 429);
    if (!found) return refuse("groupNotFound", 404);
    const group = isIdle(found.row, now) ? await expire(db, found.row) : found.row;
    if (found.role === "removed") return refuse("groupRemoved", 403);
    if (!canSee(found.role, group.status)) return refuse("groupNotFound", 404);
    return { group, role: found.role };
  }

  const member = (role: Role) => {
    if (role !== "host" && role !== "participant") refuse("groupNotParticipant", 403);
  };
  const hostOnly = (role: Role) => {
    if (role !== "host") refuse("groupOnlyHost", 403);
  };

  /**
   * One write: the row FOR UPDATE (so writes of several processes to one group order queue up), `fn` with the row
   * as it is now, then a new version, the activity time and a NOTIFY to the participants (and the removed).
   */
  async function write(group: GroupRow, fn: (tx: Db, g: GroupRow, now: Date) => Promise<{ set?: Partial<typeof groupOrders.$inferInsert>; removed?: number[] } | void>): Promise<GroupRow> {
    const now = clock.now();
    return db.transaction(async (tx) => {
      const [g] = await tx.select().from(groupOrders).where(eq(groupOrders.id, group.id)).for("update");
      const out = (await fn(tx, g, now)) ?? {};
      const [updated] = await tx
        .update(groupOrders)
        .set({ ...out.set, version: g.version + 1, lastActivityAt: now })
        .where(eq(groupOrders.id, g.id))
        .returning();
      await announce(tx, updated, out.removed ?? []);
      return updated;
    });
  }

  /** A product of the group's vendor as a line may hold it (spec 2 §4: on the menu, available, ≤ 1 addition + 1 option). */
  async function checkLine(tx: Db, g: GroupRow, productId: number, optionIds: number[]): Promise<void> {
    const [product] = await tx.select(productColumns).from(products).where(and(eq(products.id, productId), eq(products.vendorId, g.vendorId))).limit(1);
    if (!product) return refuse("productNotOnMenu", 422);
    if (!product.isAvailable) refuse("productUnavailable", 422, { title: product.title });
    const options = optionIds.length ? await tx.select().from(productOptions).where(and(eq(productOptions.productId, product.id), inArray(productOptions.id, optionIds))) : [];
    if (options.length !== optionIds.length || !optionsAllowed(options.map((o) => o.type))) refuse("invalidOption", 422, { title: product.title });
  }

  /** Issue 28: "a spending limit per person" — the caller's own items, as they would be after the change. */
  async function checkLimit(tx: Db, g: GroupRow, userId: number, lang: "sq" | "en"): Promise<void> {
    if (g.spendLimit === null) return;
    const own = (await pricedLines(tx, g, lang)).filter((l) => l.row.userId === userId && l.line.available);
    const subtotal = own.reduce((sum, l) => sum + l.line.line_total, 0);
    if (subtotal > g.spendLimit) refuse("groupOverLimit", 422, { n: g.spendLimit });
  }

  // POST group-orders { vendor_id, method } → 201 { code, url, group_order }; 200 with the host's active one there.
  app.post("/group-orders", auth, validJson(openBody), (c) =>
    answer(c, async () => {
      const body = c.req.valid("json");
      const me = c.get("user").id;
      const now = clock.now();
      const [vendor] = await db.select().from(vendors).where(eq(vendors.id, body.vendor_id)).limit(1);
      if (!vendor || !vendor.isActive) return refuse("vendorUnavailable", 404);
      if (!offers(vendor.orderMethod, body.method)) return refuse("methodNotOffered", 422);
      const active = async () => {
        const [row] = await db
          .select()
          .from(groupOrders)
          .where(and(eq(groupOrders.hostId, me), eq(groupOrders.vendorId, vendor.id), inArray(groupOrders.status, [...ACTIVE_GROUP_STATUSES])))
          .limit(1);
        if (row && isIdle(row, now)) {
          await expire(db, row);
          return null;
        }
        return row ?? null;
      };
      const existing = await active();
      const opened = (row: GroupRow, status: 200 | 201) => state(c, row, "host").then((s) => c.json({ code: row.code, url: s.url, group_order: s }, status));
      if (existing) return opened(existing, 200);
      const [{ n }] = await db.select({ n: count() }).from(groupOrders).where(and(eq(groupOrders.hostId, me), gt(groupOrders.createdAt, new Date(now.getTime() - OPEN_WINDOW_MS))));
      if (n >= OPEN_BUDGET) return refuse("groupOpenRate", 429);
      try {
        const row = await db.transaction(async (tx) => {
          const [row] = await tx.insert(groupOrders).values({ code: newCode(), hostId: me, vendorId: vendor.id, method: body.method, createdAt: now, lastActivityAt: now }).returning();
          await tx.insert(groupOrderParticipants).values({ groupOrderId: row.id, userId: me, joinedAt: now });
          await announce(tx, row);
          return row;
        });
        return await opened(row, 201);
      } catch (error) {
        // Two taps at once: the one-active index lets one in; the other answers it.
        if (!isUniqueViolation(error)) throw error;
        const row = await active();
        if (!row) throw error;
        return opened(row, 200);
      }
    }),
  );

  // GET group-orders/{code} → { group_order }
  app.get("/group-orders/:code", auth, (c) =>
    answer(c, async () => {
      const { group, role } = await resolve(c);
      return c.json({ group_order: await state(c, group, role) });
    }),
  );

  // POST group-orders/{code}/join → { group_order }: the caller becomes a participant (200 when already one).
  app.post("/group-orders/:code/join", auth, (c) =>
    answer(c, async () => {
      const { group, role } = await resolve(c);
      if (role === "host" || role === "participant") return c.json({ group_order: await state(c, group, role) });
      const me = c.get("user").id;
      const updated = await write(group, async (tx, g, now) => {
        const closed = basketClosed(g, now);
        if (closed) refuse(closed, 409);
        const [{ n }] = await tx
          .select({ n: count() })
          .from(groupOrderParticipants)
          .where(and(eq(groupOrderParticipants.groupOrderId, g.id), isNull(groupOrderParticipants.removedAt)));
        if (n >= GROUP_MAX_PARTICIPANTS) refuse("groupFull", 422, { n: GROUP_MAX_PARTICIPANTS });
        // A removed person's row stays (their role above was "removed": refused before this point).
        await tx.insert(groupOrderParticipants).values({ groupOrderId: g.id, userId: me, joinedAt: now }).onConflictDoNothing();
      });
      return c.json({ group_order: await state(c, updated, "participant") });
    }),
  );

  // PUT group-orders/{code} { spend_limit?, deadline?, locked? } (host)
  app.put("/group-orders/:code", auth, validJson(settingsBody), (c) =>
    answer(c, async () => {
      const { group, role } = await resolve(c);
      hostOnly(role);
      const body = c.req.valid("json");
      const updated = await write(group, async (_tx, g, now) => {
        if (g.status !== "open" && g.status !== "locked") refuse("groupClosed", 409);
        const set: Partial<typeof groupOrders.$inferInsert> = {};
        if (body.spend_limit !== undefined) set.spendLimit = body.spend_limit;
        if (body.deadline !== undefined) {
          const deadline = body.deadline === null ? null : new Date(body.deadline);
          if (deadline && !deadlineInRange(deadline, now)) refuse("groupDeadlineRange", 422);
          set.deadline = deadline;
        }
        if (body.locked !== undefined) set.status = body.locked ? "locked" : "open";
        return { set };
      });
      return c.json({ group_order: await state(c, updated, role) });
    }),
  );

  /** The caller's own line of this group order, or the refusal (someone else's line: 403). */
  async function ownLine(tx: Db, g: GroupRow, lineId: number, me: number) {
    const [line] = await tx.select().from(groupOrderLines).where(and(eq(groupOrderLines.id, lineId), eq(groupOrderLines.groupOrderId, g.id))).limit(1);
    if (!line) return refuse("groupLineNotFound", 404);
    if (line.userId !== me) refuse("groupNotYourLine", 403);
    return line;
  }

  /**
   * A change to the caller's own lines: a participant, the basket open (not locked, before the deadline); the change
   * undoes their "I'm done". Answers the new state.
   */
  async function changeOwnLines(c: Context<AppEnv>, change: (tx: Db, g: GroupRow, now: Date, me: number) => Promise<void>) {
    const { group, role } = await resolve(c);
    member(role);
    const me = c.get("user").id;
    const updated = await write(group, async (tx, g, now) => {
      const closed = basketClosed(g, now);
      if (closed) refuse(closed, 409);
      await change(tx, g, now, me);
      await tx.update(groupOrderParticipants).set({ ready: false }).where(and(eq(groupOrderParticipants.groupOrderId, g.id), eq(groupOrderParticipants.userId, me)));
    });
    return state(c, updated, role);
  }

  // POST group-orders/{code}/lines { product_id, qty, options, item_instructions } → 201 { group_order }
  app.post("/group-orders/:code/lines", auth, validJson(lineBody), (c) =>
    answer(c, async () => {
      const body = c.req.valid("json");
      const next = await changeOwnLines(c, async (tx, g, now, me) => {
        await checkLine(tx, g, body.product_id, body.options);
        const [{ n }] = await tx.select({ n: count() }).from(groupOrderLines).where(and(eq(groupOrderLines.groupOrderId, g.id), eq(groupOrderLines.userId, me)));
        if (n >= GROUP_MAX_LINES_PER_PERSON) refuse("groupTooManyLines", 422, { n: GROUP_MAX_LINES_PER_PERSON });
        await tx.insert(groupOrderLines).values({ groupOrderId: g.id, userId: me, productId: body.product_id, qty: body.qty, options: body.options, itemInstructions: body.item_instructions, createdAt: now });
        await checkLimit(tx, g, me, c.get("lang"));
      });
      return c.json({ group_order: next }, 201);
    }),
  );

  // PUT group-orders/{code}/lines/{id} { qty, options?, item_instructions? } (the line's owner)
  app.put("/group-orders/:code/lines/:line{[0-9]{1,10}}", auth, validJson(lineEditBody), (c) =>
    answer(c, async () => {
      const body = c.req.valid("json");
      const next = await changeOwnLines(c, async (tx, g, _now, me) => {
        const line = await ownLine(tx, g, Number(c.req.param("line")), me);
        const options = body.options ?? line.options;
        await checkLine(tx, g, line.productId, options);
        await tx
          .update(groupOrderLines)
          .set({ qty: body.qty, options, ...(body.item_instructions !== undefined ? { itemInstructions: body.item_instructions } : {}) })
          .where(eq(groupOrderLines.id, line.id));
        await checkLimit(tx, g, me, c.get("lang"));
      });
      return c.json({ group_order: next });
    }),
  );

  // DELETE group-orders/{code}/lines/{id} (the line's owner)
  app.delete("/group-orders/:code/lines/:line{[0-9]{1,10}}", auth, (c) =>
    answer(c, async () => {
      const next = await changeOwnLines(c, async (tx, g, _now, me) => {
        const line = await ownLine(tx, g, Number(c.req.param("line")), me);
        await tx.delete(groupOrderLines).where(eq(groupOrderLines.id, line.id));
      });
      return c.json({ group_order: next });
    }),
  );

  // POST group-orders/{code}/ready { ready } — "I'm done"
  app.post("/group-orders/:code/ready", auth, validJson(readyBody), (c) =>
    answer(c, async () => {
      const { group, role } = await resolve(c);
      member(role);
      const me = c.get("user").id;
      const updated = await write(group, async (tx, g) => {
        if (g.status !== "open" && g.status !== "locked") refuse("groupClosed", 409);
        await tx.update(groupOrderParticipants).set({ ready: c.req.valid("json").ready }).where(and(eq(groupOrderParticipants.groupOrderId, g.id), eq(groupOrderParticipants.userId, me)));
      });
      return c.json({ group_order: await state(c, updated, role) });
    }),
  );

  // POST group-orders/{code}/participants/{user_id}/remove (host): their lines go, their access and stream end.
  app.post("/group-orders/:code/participants/:user{[0-9]{1,10}}/remove", auth, (c) =>
    answer(c, async () => {
      const { group, role } = await resolve(c);
      hostOnly(role);
      const target = Number(c.req.param("user"));
      if (target === group.hostId) return refuse("groupHostStays", 422);
      const updated = await write(group, async (tx, g, now) => {
        if (g.status !== "open" && g.status !== "locked") refuse("groupClosed", 409);
        const removed = await tx
          .update(groupOrderParticipants)
          .set({ removedAt: now, ready: false })
          .where(and(eq(groupOrderParticipants.groupOrderId, g.id), eq(groupOrderParticipants.userId, target), isNull(groupOrderParticipants.removedAt)))
          .returning({ userId: groupOrderParticipants.userId });
        if (removed.length === 0) refuse("notFound", 404);
        await tx.delete(groupOrderLines).where(and(eq(groupOrderLines.groupOrderId, g.id), eq(groupOrderLines.userId, target)));
        return { removed: [target] };
      });
      return c.json({ group_order: await state(c, updated, role) });
    }),
  );

  // POST group-orders/{code}/cancel (host): committed parts are released; nobody was charged.
  app.post("/group-orders/:code/cancel", auth, (c) =>
    answer(c, async () => {
      const { group, role } = await resolve(c);
      hostOnly(role);
      const updated = await write(group, async (_tx, g) => {
        if (!isActive(g.status)) refuse("groupClosed", 409);
        return { set: { status: "cancelled" } };
      });
      return c.json({ group_order: await state(c, updated, role) });
    }),
  );

  /** The basket as POST checkout's body: every available line; an off-menu line blocks it (flagged to its owner). */
  async function basketBody(tx: Db, g: GroupRow, input: z.output<typeof groupCheckoutBody>, lang: "sq" | "en"): Promise<CheckoutBody> {
    const lines = await pricedLines(tx, g, lang);
    const active = new Set((await tx.select({ userId: groupOrderParticipants.userId }).from(groupOrderParticipants).where(and(eq(groupOrderParticipants.groupOrderId, g.id), isNull(groupOrderParticipants.removedAt)))).map((r) => r.userId));
    const mine = lines.filter((l) => active.has(l.row.userId));
    if (mine.length === 0) return refuse("groupEmpty", 422);
    const off = mine.find((l) => !l.line.available);
    if (off) refuse("groupOffMenu", 422, { title: off.line.title || "?" });
    const split = input.payment_mode === "split";
    const { payment_mode: _mode, ...rest } = input;
    return {
      ...rest,
      vendor_id: g.vendorId,
      products: mine.map((l) => ({ id: l.row.productId, qty: l.row.qty, options: l.row.options, item_instructions: l.row.itemInstructions ?? "" })),
      handover_method: g.method === "pickup" ? "Pickup" : "Delivery",
      splits: [],
      order_for: null,
      promo_code: "",
      reserve_for: null,
      num_guests: null,
      idempotency_key: null,
      source: "Web",
      repeated: false,
      paypal_nonce: null,
      // Everyone pays their part: each person's cashback pays their own part, and the payment is each part's.
      payment_method: split ? "cash" : input.payment_method,
      payment_method_id: split ? null : input.payment_method_id,
      cashback: split ? 0 : input.cashback,
      tip_rider: split ? 0 : input.tip_rider,
    };
  }

  const totalsOf = (q: OrderQuote) => ({
    sub_total: q.totals.subTotal, discount: q.totals.discount, delivery_fee: q.totals.deliveryFee,
    small_order_fee: q.totals.smallOrderFee, tip_rider: q.totals.tipRider, total: q.totals.totalPrice,
  });

  /**
   * Places the group order, once, in the caller's transaction with the row held FOR UPDATE (ADR 0020 "Placing
   * once"): the order under the host with the idempotency key `group:{code}`; in "everyone pays their part" each
   * part becomes an order_splits row and each part's cashback is spent now, with its wallet line.
   */
  async function place(tx: Db, g: GroupRow, body: CheckoutBody, now: Date): Promise<{ set: Partial<typeof groupOrders.$inferInsert>; quote: OrderQuote }> {
    const [host] = await tx.select().from(users).where(eq(users.id, g.hostId)).limit(1);
    if (!host) return refuse("groupNotFound", 404);
    const quote = await quoteOrder(tx, clock, host, body);
    if (g.checkout && g.paymentMode === "split" && quote.totals.totalPrice !== g.checkout.totals.total) refuse("pricesChanged", 409, { n: quote.totals.totalPrice });
    const orderId = await writeOrder(tx, host, body, quote, `group:${g.code}`, requestHash(body));
    if (g.paymentMode === "split") {
      const parts = await tx.select({ part: groupOrderParts, name: users.fullName }).from(groupOrderParts).innerJoin(users, eq(users.id, groupOrderParts.userId)).where(eq(groupOrderParts.groupOrderId, g.id));
      await tx.insert(orderSplits).values(parts.map(({ part, name }) => ({ orderId, personId: part.userId, personName: name, amount: part.amount })));
      let cashback = 0;
      for (const { part } of parts.filter((p) => p.part.cashback > 0)) {
        const spent = await tx
          .update(users)
          .set({ cashbackAmount: sql`${users.cashbackAmount} - ${part.cashback}` })
          .where(and(eq(users.id, part.userId), sql`${users.cashbackAmount} >= ${part.cashback}`))
          .returning({ id: users.id });
        if (spent.length === 0) {
          const [{ balance }] = await tx.select({ balance: users.cashbackAmount }).from(users).where(eq(users.id, part.userId));
          refuse("cashbackOverBalance", 422, { n: balance });
        }
        await tx.insert(walletTransactions).values({ userId: part.userId, type: "cashback", category: "cashback_use_order", amount: -part.cashback, orderId, createdAt: now });
        cashback += part.cashback;
      }
      const byCard = parts.every(({ part }) => part.method === "card");
      await tx.update(orders).set({ cashback, totalPrice: quote.totals.totalPrice - cashback, paymentMethodsId: byCard ? 2 : 1 }).where(eq(orders.id, orderId));
    }
    return { set: { status: "placed", orderId }, quote };
  }

  // POST group-orders/{code}/checkout (host): "host" places the order now; "split" computes the parts and waits.
  app.post("/group-orders/:code/checkout", auth, validJson(groupCheckoutBody), (c) =>
    answer(c, async () => {
      const { group, role } = await resolve(c);
      hostOnly(role);
      const input = c.req.valid("json");
      const lang = c.get("lang");
      let replayed = false;
      let updated: GroupRow;
      try {
        updated = await write(group, async (tx, g, now) => {
          if (g.status === "placed" && input.payment_mode === "host") {
            // A second tap or tab: the order is already placed; nothing is written twice.
            replayed = true;
            return refuse("groupClosed", 409);
          }
          if (!isActive(g.status)) refuse("groupClosed", 409);
          const body = await basketBody(tx, g, input, lang);
          if (input.payment_mode === "host") {
            const placed = await place(tx, { ...g, paymentMode: "host", checkout: null }, body, now);
            return { set: { ...placed.set, paymentMode: "host", checkout: { body, totals: totalsOf(placed.quote) } } };
          }
          const quote = await quoteOrder(tx, clock, c.get("user"), body);
          const people = await tx
            .select({ userId: groupOrderParticipants.userId })
            .from(groupOrderParticipants)
            .where(and(eq(groupOrderParticipants.groupOrderId, g.id), isNull(groupOrderParticipants.removedAt)))
            .orderBy(groupOrderParticipants.joinedAt, groupOrderParticipants.userId);
          const lines = await pricedLines(tx, g, lang);
          const parts = splitGroupTotal({
            people: people.map((p) => ({ userId: p.userId, items: lines.filter((l) => l.row.userId === p.userId).reduce((sum, l) => sum + l.line.line_total, 0) })),
            discount: quote.totals.discount,
            fees: quote.totals.deliveryFee + quote.totals.smallOrderFee + quote.totals.tipRider,
          });
          // A new checkout (the basket or the prices changed) starts the parts again.
          await tx.delete(groupOrderParts).where(eq(groupOrderParts.groupOrderId, g.id));
          await tx.insert(groupOrderParts).values(parts.map((p) => ({ groupOrderId: g.id, userId: p.userId, items: p.items, discount: p.discount, fees: p.fees, amount: p.amount })));
          return { set: { status: "paying", paymentMode: "split", checkout: { body, totals: totalsOf(quote) } } };
        });
      } catch (error) {
        const again = replayed || (error instanceof Error && isUniqueViolation(error));
        if (!again) throw error;
        const [current] = await db.select().from(groupOrders).where(eq(groupOrders.id, group.id));
        if (current.status !== "placed") throw error;
        return c.json({ group_order: await state(c, current, role), order_id: current.orderId, replayed: true });
      }
      return c.json({ group_order: await state(c, updated, role), order_id: updated.orderId }, updated.status === "placed" ? 201 : 200);
    }),
  );

  /** Commits `people`'s parts with one payment choice, and places the order when every part is committed. */
  async function commitParts(c: Context<AppEnv>, group: GroupRow, people: "mine" | "open", pay: z.output<typeof coverBody> & { cashback: number }) {
    const me = c.get("user");
    return write(group, async (tx, g, now) => {
      if (g.status === "placed") refuse("groupPartPaid", 409);
      if (g.status !== "paying" || !g.checkout) refuse("groupNotPaying", 409);
      const parts = await tx.select().from(groupOrderParts).where(eq(groupOrderParts.groupOrderId, g.id));
      const targets = people === "mine" ? parts.filter((p) => p.userId === me.id) : parts.filter((p) => p.committedAt === null);
      if (people === "mine" && targets.length === 0) refuse("groupNoPart", 422);
      if (people === "mine" && targets[0].committedAt !== null) refuse("groupPartPaid", 409);
      let cardId: string | null = null;
      if (pay.method === "card") {
        const [vendor] = await tx.select({ onlinePayment: vendors.onlinePayment }).from(vendors).where(eq(vendors.id, g.vendorId));
        if (!vendor.onlinePayment) refuse("noOnlinePayment", 422);
        if (!pay.payment_method_id) return refuse("selectCard", 422);
        const [card] = await tx
          .select({ id: paymentMethods.id })
          .from(paymentMethods)
          .where(and(eq(paymentMethods.id, pay.payment_method_id), eq(paymentMethods.userId, me.id), isNull(paymentMethods.deletedAt)))
          .limit(1);
        if (!card) return refuse("cardNotFound", 422);
        cardId = card.id;
      }
      if (pay.cashback > 0) {
        if (pay.cashback > targets[0].amount) refuse("groupCashbackOverPart", 422);
        const [{ balance }] = await tx.select({ balance: users.cashbackAmount }).from(users).where(eq(users.id, me.id));
        if (pay.cashback > balance) refuse("cashbackOverBalance", 422, { n: balance });
      }
      for (const part of targets) {
        await tx
          .update(groupOrderParts)
          .set({ method: pay.method, paymentMethodId: cardId, cashback: people === "mine" ? pay.cashback : 0, committedAt: now, coveredBy: part.userId === me.id ? null : me.id })
          .where(and(eq(groupOrderParts.groupOrderId, g.id), eq(groupOrderParts.userId, part.userId)));
      }
      const open = await tx.select({ n: count() }).from(groupOrderParts).where(and(eq(groupOrderParts.groupOrderId, g.id), isNull(groupOrderParts.committedAt)));
      if (open[0].n > 0) return;
      // The last part: the order is placed in this transaction (nobody is charged for an order not placed).
      return { set: (await place(tx, g, storedBody.parse(g.checkout!.body), now)).set };
    });
  }

  // POST group-orders/{code}/parts/pay { method, payment_method_id?, cashback? }: the caller's own part.
  app.post("/group-orders/:code/parts/pay", auth, validJson(payBody), (c) =>
    answer(c, async () => {
      const { group, role } = await resolve(c);
      member(role);
      const updated = await commitParts(c, group, "mine", c.req.valid("json"));
      return c.json({ group_order: await state(c, updated, role), order_id: updated.orderId }, updated.status === "placed" ? 201 : 200);
    }),
  );

  // POST group-orders/{code}/cover { method, payment_method_id? } (host): the parts still open, then the order.
  app.post("/group-orders/:code/cover", auth, validJson(coverBody), (c) =>
    answer(c, async () => {
      const { group, role } = await resolve(c);
      hostOnly(role);
      const updated = await commitParts(c, group, "open", { ...c.req.valid("json"), cashback: 0 });
      return c.json({ group_order: await state(c, updated, role), order_id: updated.orderId }, updated.status === "placed" ? 201 : 200);
    }),
  );

  // GET group-orders/{code}/stream → text/event-stream of GroupOrderEvent (ADR 0020 "Live"), participants only.
  app.get("/group-orders/:code/stream", auth, (c) =>
    answer(c, async () => {
      const bus = deps.chat;
      if (!bus) return refuse("chatUnavailable", 503);
      const { group, role } = await resolve(c);
      member(role);
      const me = c.get("user").id;
      if (bus.subscriberCount(me) >= MAX_STREAMS_PER_USER) return refuse("tooManyStreams", 429);
      const baseUrl = c.get("baseUrl");
      return streamSubscription(c, bus, { userId: me, groupOrderId: group.id, baseUrl, lang: c.get("lang") });
    }),
  );

  return app;
}
