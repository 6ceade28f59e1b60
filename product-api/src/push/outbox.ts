import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import type { OrderStatus } from "../db/schema";
import { orderPushKind } from "./messages";

// ADR 0021: a push is written in the same transaction as the change it tells of — one delivery per subscription of
// the user whose switch allows it, `event_key` unique per subscription, so two instances that both see a change
// write it once — and a NOTIFY wakes the senders of every instance when (and only if) the transaction commits.
export const PUSH_NOTIFY_CHANNEL = "shijo_push";

export type PushTopic = "push_notis" | "promo_notis" | "blog_notifications";
export type PushEvent =
  | { type: "order"; order_id: number; status: OrderStatus }
  | { type: "friend"; status: "invited" | "accepted"; from: number }
  | { type: "chat"; channel_id: string; message_id: string }
  | { type: "earn"; invitation_id: number };

/** Queues `event` for every device of `userId` whose account has `topic` on. Returns how many were queued. */
export async function enqueuePush(db: Db, push: { userId: number; key: string; topic: PushTopic; event: PushEvent }): Promise<number> {
  // The topic names a column of users (a closed set, checked by the type and the table's CHECK).
  const allowed = sql.raw(`u.${push.topic}`);
  const rows = await db.execute<{ id: number }>(sql`
    INSERT INTO push_deliveries (subscription_id, user_id, event_key, topic, event)
    SELECT s.id, s.user_id, ${push.key}, ${push.topic}, ${JSON.stringify(push.event)}::jsonb
    FROM push_subscriptions s JOIN users u ON u.id = s.user_id
    WHERE s.user_id = ${push.userId} AND ${allowed} AND u.deleted_at IS NULL
    ON CONFLICT (subscription_id, event_key) DO NOTHING
    RETURNING id`);
  const queued = rowsOf(rows).length;
  if (queued > 0) await db.execute(sql`select pg_notify(${PUSH_NOTIFY_CHANNEL}, '')`);
  return queued;
}

/** spec 2 §4 → issue 29: an order's new status, told to its customer when it is one they hear of. */
export async function enqueueOrderPush(db: Db, order: { id: number; userId: number; status: OrderStatus }): Promise<number> {
  if (!orderPushKind(order.status)) return 0;
  return enqueuePush(db, {
    userId: order.userId,
    key: `order:${order.id}:${order.status}`,
    topic: "push_notis",
    event: { type: "order", order_id: order.id, status: order.status },
  });
}

/** db.execute answers rows (PGlite) or a result with rows (node-postgres). */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/** spec 3 §4 → issue 29: a friend request reached `to`, or `to`'s request was accepted. */
export async function enqueueFriendPush(db: Db, push: { linkId: number; to: number; from: number; status: "invited" | "accepted"; at: Date }): Promise<number> {
  // One request is one event (it happens in one transaction of one instance); the time tells a new request on the same
  // link (after a decline) from the old one.
  return enqueuePush(db, {
    userId: push.to,
    key: `friend:${push.linkId}:${push.status}:${push.at.getTime()}`,
    topic: "push_notis",
    event: { type: "friend", status: push.status, from: push.from },
  });
}

/** spec 3 §4 → issue 29: a chat message for one member (whether it is sent is decided at send time). */
export async function enqueueChatPush(db: Db, push: { userId: number; channelId: string; messageId: string }): Promise<number> {
  return enqueuePush(db, {
    userId: push.userId,
    key: `chat:${push.messageId}`,
    topic: "push_notis",
    event: { type: "chat", channel_id: push.channelId, message_id: push.messageId },
  });
}

/** spec 3 §9 → issue 29: an invite-and-earn code reached `to`. */
export async function enqueueEarnPush(db: Db, push: { invitationId: number; to: number }): Promise<number> {
  return enqueuePush(db, { userId: push.to, key: `earn:${push.invitationId}`, topic: "push_notis", event: { type: "earn", invitation_id: push.invitationId } });
}
