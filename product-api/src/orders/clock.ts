import { and, eq, inArray, isNull, notInArray, sql } from "drizzle-orm";
import type { Clock } from "../clock";
import type { Db } from "../db/client";
import { earnInvitations, groupOrderParticipants, groupOrders, orderStatusEvents, orders, users, walletTransactions, type OrderStatus, type OrderType } from "../db/schema";
import { getSetting } from "../settings";
import { notify } from "../chat/notify";
import { enqueueOrderPush } from "../push/outbox";

// The order clock (ARCHITECTURE "an order clock advances statuses along the spec's flows"): an order placed
// through POST checkout moves one step of its flow (spec 2 §4 Order statuses) every ORDER_CLOCK_SECONDS_PER_STEP
// seconds of API-clock time; the last step never comes before the scheduled / pickup / reservation time. Statuses
// are brought up to date when orders are read, so the API needs no timer and tests drive it with POST /__test/clock.
export const FLOWS: Record<OrderType, readonly OrderStatus[]> = {
  delivery: ["new", "processing", "picked_by_rider", "delivered"],
  pickup: ["new", "processing", "ready_to_pickup", "picked_up"],
  reserve: ["new", "reserved", "completed"],
};
export const FINAL_STATUSES: readonly OrderStatus[] = ["delivered", "picked_up", "completed", "declined", "cancelled"];
export const DONE_STATUSES: readonly OrderStatus[] = ["delivered", "picked_up", "completed"];

export const DEFAULT_SECONDS_PER_STEP = 60;

/** ORDER_CLOCK_SECONDS_PER_STEP (default 60; at least 1). */
export function secondsPerStep(env: Record<string, string | undefined> = process.env): number {
  const value = Number(env.ORDER_CLOCK_SECONDS_PER_STEP);
  return Number.isFinite(value) && value >= 1 ? value : DEFAULT_SECONDS_PER_STEP;
}

export interface Progress {
  status: OrderStatus;
  at: Date;
  steps: Array<{ status: OrderStatus; at: Date }>;
}

/** Where an order stands at `now`: pure, so the flows and timings are unit-testable. */
export function progress(
  order: { orderType: OrderType; status: OrderStatus; statusChangedAt: Date; target: Date | null },
  now: Date,
  stepMs: number,
): Progress {
  const flow = FLOWS[order.orderType];
  let index = flow.indexOf(order.status);
  let at = order.statusChangedAt;
  const steps: Progress["steps"] = [];
  if (index < 0) return { status: order.status, at, steps };
  while (index < flow.length - 1) {
    const next = flow[index + 1];
    let due = at.getTime() + stepMs;
    if (index + 1 === flow.length - 1 && order.target) due = Math.max(due, order.target.getTime());
    if (due > now.getTime()) break;
    index += 1;
    at = new Date(due);
    steps.push({ status: next, at });
  }
  return { status: flow[index], at, steps };
}

/** spec 3 §9 cashback levels: the level reached by the number of finished orders before this one. */
export function levelPercent(levels: ReadonlyArray<{ min_orders: number; percent: number }>, finishedOrders: number): number {
  return [...levels].sort((a, b) => a.min_orders - b.min_orders).filter((l) => finishedOrders >= l.min_orders).at(-1)?.percent ?? 0;
}

/** Brings the clock-driven orders of a user (or one order) up to date; rewards the ones that finished. */
export async function advanceOrders(db: Db, clock: Clock, where: { userId: number; orderId?: number }, stepSeconds = secondsPerStep()): Promise<void> {
  const now = clock.now();
  const rows = await db
    .select({
      id: orders.id, userId: orders.userId, orderType: orders.orderType, status: orders.status, statusChangedAt: orders.statusChangedAt,
      scheduleTime: orders.scheduleTime, pickupDatetime: orders.pickupDatetime, totalPrice: orders.totalPrice,
    })
    .from(orders)
    .where(
      and(
        eq(orders.userId, where.userId),
        eq(orders.autoAdvance, true),
        notInArray(orders.status, [...FINAL_STATUSES]),
        where.orderId ? eq(orders.id, where.orderId) : undefined,
      ),
    );
  for (const row of rows) {
    const moved = progress({ ...row, target: row.scheduleTime ?? row.pickupDatetime }, now, stepSeconds * 1000);
    if (moved.steps.length === 0) continue;
    await db.transaction(async (tx) => {
      // Only the reader that moves the row from the status it saw records the steps (no double rewards).
      const updated = await tx
        .update(orders)
        .set({ status: moved.status, statusChangedAt: moved.at })
        .where(and(eq(orders.id, row.id), eq(orders.status, row.status)))
        .returning({ id: orders.id });
      if (updated.length === 0) return;
      await tx.insert(orderStatusEvents).values(moved.steps.map((s) => ({ orderId: row.id, status: s.status, createdAt: s.at })));
      if (DONE_STATUSES.includes(moved.status)) await rewardFinishedOrder(tx, row, moved.at);
      // ADR 0013: the customer's open streams learn the new status (an `order` event).
      // Issue 28: a group order's participants follow it too.
      const sharing = await tx
        .select({ userId: groupOrderParticipants.userId })
        .from(groupOrders)
        .innerJoin(groupOrderParticipants, eq(groupOrderParticipants.groupOrderId, groupOrders.id))
        .where(and(eq(groupOrders.orderId, row.id), isNull(groupOrderParticipants.removedAt)));
      await notify(tx, { kind: "order", order_id: row.id, status: moved.status, users: [...new Set([row.userId, ...sharing.map((s) => s.userId)])] });
      // Issue 29: and the customer's devices, once, after the commit (ADR 0021). Several steps at once tell only the last.
      await enqueueOrderPush(tx, { id: row.id, userId: row.userId, status: moved.status });
    });
  }
}

/**
 * The vendor declines an order (spec 2 §4 Order statuses: new → declined): sets the status, records it, tells the
 * customer's streams and devices (issue 29) — in one transaction, only from a status that is not final. Returns false
 * when the order was already final or does not exist.
 */
export async function declineOrder(db: Db, clock: Clock, orderId: number): Promise<boolean> {
  const status = "declined" as const;
  return db.transaction(async (tx) => {
    const at = clock.now();
    const [row] = await tx
      .update(orders)
      .set({ status, statusChangedAt: at, autoAdvance: false })
      .where(and(eq(orders.id, orderId), notInArray(orders.status, [...FINAL_STATUSES])))
      .returning({ id: orders.id, userId: orders.userId });
    if (!row) return false;
    await tx.insert(orderStatusEvents).values({ orderId, status, createdAt: at });
    await notify(tx, { kind: "order", order_id: orderId, status, users: [row.userId] });
    await enqueueOrderPush(tx, { id: orderId, userId: row.userId, status });
    return true;
  });
}

/** Cashback per loyalty level on a finished order, and the inviter's share when an invitation code was used. */
async function rewardFinishedOrder(db: Db, order: { id: number; userId: number; totalPrice: number }, at: Date): Promise<void> {
  const rewards = await getSetting(db, "rewards");
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.userId, order.userId), inArray(orders.status, [...DONE_STATUSES]), sql`${orders.id} <> ${order.id}`));
  const earned = Math.floor((Math.max(0, order.totalPrice) * levelPercent(rewards?.levels ?? [], n)) / 100);
  if (earned > 0) {
    await db.update(orders).set({ cashbackEarned: earned }).where(eq(orders.id, order.id));
    await db.insert(walletTransactions).values({ userId: order.userId, type: "cashback", category: "cashback_level_earning", amount: earned, orderId: order.id, createdAt: at });
    await db.update(users).set({ cashbackAmount: sql`${users.cashbackAmount} + ${earned}` }).where(eq(users.id, order.userId));
  }
  const [invitation] = await db.select().from(earnInvitations).where(eq(earnInvitations.orderId, order.id)).limit(1);
  if (invitation && invitation.usedRewardsAmount === 0) {
    const rate = inviteRate(rewards?.rates ?? [], at);
    const share = Math.floor((Math.max(0, order.totalPrice) * rate) / 100);
    if (share > 0) {
      await db.update(earnInvitations).set({ usedRewardsAmount: share }).where(eq(earnInvitations.id, invitation.id));
      await db.insert(walletTransactions).values({ userId: invitation.senderId, type: "earn", category: "earn_invitation_reward", amount: share, orderId: order.id, relatedUserId: order.userId, createdAt: at });
      await db.update(users).set({ cashbackAmount: sql`${users.cashbackAmount} + ${share}` }).where(eq(users.id, invitation.senderId));
    }
  }
}

const minutesFmt = new Intl.DateTimeFormat("en-US", { timeZone: "Europe/Tirane", hourCycle: "h23", hour: "numeric", minute: "numeric" });

/** Reward rate of an invitation by the Tirana time of the order (first matching band wins). */
function inviteRate(rates: ReadonlyArray<{ from: number; to: number; rewards_rate: number }>, at: Date): number {
  const p: Record<string, string> = {};
  for (const part of minutesFmt.formatToParts(at)) p[part.type] = part.value;
  const minutes = (Number(p.hour) % 24) * 60 + Number(p.minute);
  return rates.find((r) => minutes >= r.from && minutes < r.to)?.rewards_rate ?? 0;
}
