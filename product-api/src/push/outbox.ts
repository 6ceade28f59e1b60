import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import type { OrderStatus } from "../db/schema";
import { rowsOf } from "../db/rows";
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
  | { type: "earn"; invitation_id: number }
  | { type: "blog"; blog_id: number }
  | { type: "promotion"; promotion_id: number };

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

/**
 * Issue 29: something published for everyone who wants it (a blog post, a promotion) — one delivery per device of
 * every verified, not deleted account whose `topic` is on, written by one INSERT … SELECT however many accounts
 * there are, in the caller's transaction. `key` names the post or promotion, so the same publication queued twice
 * (a repeated call, a second instance) is one delivery per device. `delaySeconds` holds it back (a promotion that
 * starts later is told when it starts). Returns how many were queued.
 */
export async function enqueueBroadcastPush(
  db: Db,
  push: { key: string; topic: Exclude<PushTopic, "push_notis">; event: PushEvent; delaySeconds?: number },
): Promise<number> {
  const allowed = sql.raw(`u.${push.topic}`);
  const delay = Math.max(0, Math.ceil(push.delaySeconds ?? 0));
  const rows = await db.execute<{ queued: number | string }>(sql`
    WITH queued AS (
      INSERT INTO push_deliveries (subscription_id, user_id, event_key, topic, event, next_attempt_at)
      SELECT s.id, s.user_id, ${push.key}, ${push.topic}, ${JSON.stringify(push.event)}::jsonb, now() + make_interval(secs => ${delay})
      FROM push_subscriptions s JOIN users u ON u.id = s.user_id
      WHERE ${allowed} AND u.verified_by_mobile AND u.deleted_at IS NULL
      ON CONFLICT (subscription_id, event_key) DO NOTHING
      RETURNING 1)
    SELECT count(*)::int AS queued FROM queued`);
  const queued = Number(rowsOf<{ queued: number | string }>(rows)[0]?.queued ?? 0);
  if (queued > 0 && delay === 0) await db.execute(sql`select pg_notify(${PUSH_NOTIFY_CHANNEL}, '')`);
  return queued;
}

/** A new blog post, for every device whose account has blog_notifications on. */
export function enqueueBlogPush(db: Db, blogId: number): Promise<number> {
  return enqueueBroadcastPush(db, { key: `blog:${blogId}`, topic: "blog_notifications", event: { type: "blog", blog_id: blogId } });
}

/** A new promotion, for every device whose account has promo_notis on, sent when it starts. */
export function enqueuePromotionPush(db: Db, promotionId: number, delaySeconds = 0): Promise<number> {
  return enqueueBroadcastPush(db, { key: `promotion:${promotionId}`, topic: "promo_notis", event: { type: "promotion", promotion_id: promotionId }, delaySeconds });
}
