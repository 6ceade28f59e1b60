import { and, count, desc, eq, inArray } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { orders, users, vendors, walletTransactions } from "../db/schema";
import type { AppDeps, AppEnv } from "../http/context";
import { requireUser } from "../http/middleware";
import { validQuery } from "../http/validate";
import { DONE_STATUSES } from "../orders/clock";
import { getSetting } from "../settings";

// spec 3 §7 GET wallet-transactions?page&per_page (10) → data, current_page, last_page; newest first. Beside the
// page: the balance (cashback_amount) and the loyalty level of spec 3 §9 (Silver 0.5 %, Gold 1 %, Platinum 1.5 %,
// by order frequency: finished orders against the levels' thresholds in the reward settings).
const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(50).default(10),
});

/** The level reached with this many finished orders, and how many more orders reach the next one. */
export function loyaltyLevel(levels: ReadonlyArray<{ name: string; min_orders: number; percent: number }>, finished: number) {
  const sorted = [...levels].sort((a, b) => a.min_orders - b.min_orders);
  const current = sorted.filter((l) => finished >= l.min_orders).at(-1) ?? sorted[0] ?? null;
  const next = sorted.find((l) => l.min_orders > finished) ?? null;
  return {
    name: current?.name.toLowerCase() ?? null,
    percent: current?.percent ?? 0,
    finished_orders: finished,
    next_level: next?.name.toLowerCase() ?? null,
    orders_to_next_level: next ? next.min_orders - finished : 0,
  };
}

export function walletRoutes(deps: AppDeps) {
  const { db } = deps;
  const app = new Hono<AppEnv>();

  app.get("/wallet-transactions", requireUser(deps), validQuery(pageQuery), async (c) => {
    const me = c.get("user");
    const { page, per_page } = c.req.valid("query");
    const [[{ total }], [{ finished }], [balance], rewards] = await Promise.all([
      db.select({ total: count() }).from(walletTransactions).where(eq(walletTransactions.userId, me.id)),
      db.select({ finished: count() }).from(orders).where(and(eq(orders.userId, me.id), inArray(orders.status, [...DONE_STATUSES]))),
      db.select({ amount: users.cashbackAmount }).from(users).where(eq(users.id, me.id)),
      getSetting(db, "rewards"),
    ]);
    const rows = await db
      .select({ tx: walletTransactions, orderTitle: vendors.title, fullName: users.fullName })
      .from(walletTransactions)
      .leftJoin(orders, eq(orders.id, walletTransactions.orderId))
      .leftJoin(vendors, eq(vendors.id, orders.vendorId))
      .leftJoin(users, eq(users.id, walletTransactions.relatedUserId))
      .where(eq(walletTransactions.userId, me.id))
      .orderBy(desc(walletTransactions.createdAt), desc(walletTransactions.id))
      .limit(per_page)
      .offset((page - 1) * per_page);
    return c.json({
      data: rows.map(({ tx, orderTitle, fullName }) => ({
        id: tx.id,
        type: tx.type,
        category: tx.category,
        amount: tx.amount,
        // ISO with its zone: the storefront groups by the Tirana day of this instant.
        created_at: tx.createdAt.toISOString(),
        source_id: tx.sourceId ?? tx.orderId ?? null,
        order_data: orderTitle ? { title: orderTitle } : null,
        user_data: fullName ? { full_name: fullName } : null,
      })),
      current_page: page,
      last_page: Math.max(1, Math.ceil(total / per_page)),
      per_page,
      total,
      cashback_amount: balance?.amount ?? 0,
      level: loyaltyLevel(rewards?.levels ?? [], finished),
    });
  });

  return app;
}
