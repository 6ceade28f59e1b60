import { sql } from "drizzle-orm";
import { index, integer, jsonb, pgTable, serial, smallint, text, uniqueIndex } from "drizzle-orm/pg-core";
import { authTokens, users } from "./accounts";
import { chatChannels } from "./social";
import { checks, createdAt, oneOf, ts } from "./columns";

// Issue 29 / ADR 0021: web push. A subscription is one device of one account (made with one token: logout deletes
// it); a delivery is one notification to one subscription, written in the same transaction as the change it tells
// of and sent after the answer by whichever instance claims it first.
export const pushSubscriptions = pgTable("push_subscriptions", {
  id: serial("id").primaryKey(),
  userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  tokenId: integer("token_id").references(() => authTokens.id, { onDelete: "cascade" }),
  kind: text("kind", { enum: ["webpush", "fcm"] }).notNull(),
  /** Web Push: the push service URL; FCM: `fcm:` + the registration token. Unique: a device belongs to one account. */
  endpoint: text("endpoint").notNull(),
  p256dh: text("p256dh"),
  auth: text("auth"),
  /** The language of the page that subscribed: the language of this device's notifications. */
  lang: text("lang", { enum: ["sq", "en"] }).notNull().default("sq"),
  createdAt: createdAt(),
  updatedAt: ts("updated_at").notNull().defaultNow(),
}, (t) => [
  oneOf("push_subscriptions", t.kind),
  oneOf("push_subscriptions", t.lang),
  uniqueIndex("push_subscriptions_endpoint_idx").on(t.endpoint),
  index("push_subscriptions_user_idx").on(t.userId),
  index("push_subscriptions_token_idx").on(t.tokenId),
]);

export const pushDeliveries = pgTable("push_deliveries", {
  id: serial("id").primaryKey(),
  subscriptionId: integer("subscription_id").notNull().references(() => pushSubscriptions.id, { onDelete: "cascade" }),
  userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  /** What happened, once: `order:41:picked_by_rider`. Two instances that both see it insert it once. */
  eventKey: text("event_key").notNull(),
  /** Which switch of the account allows it (spec 3: push_notis, promo_notis, blog_notifications), read again at send time. */
  topic: text("topic", { enum: ["push_notis", "promo_notis", "blog_notifications"] }).notNull(),
  /** The event's facts (ids, status); the text is written at send time in the subscription's language. */
  event: jsonb("event").notNull(),
  attempts: smallint("attempts").notNull().default(0),
  nextAttemptAt: ts("next_attempt_at").notNull().defaultNow(),
  claimedUntil: ts("claimed_until"),
  sentAt: ts("sent_at"),
  failedAt: ts("failed_at"),
  lastError: text("last_error"),
  createdAt: createdAt(),
}, (t) => [
  oneOf("push_deliveries", t.topic),
  checks("push_deliveries_attempts_check", "attempts >= 0"),
  uniqueIndex("push_deliveries_once_idx").on(t.subscriptionId, t.eventKey),
  index("push_deliveries_due_idx").on(t.nextAttemptAt).where(sql`sent_at IS NULL AND failed_at IS NULL`),
]);

// Issue 29: "a chat message when that chat is not open on any of the person's devices". A conversation on screen keeps
// a row here (one per view: a tab, a phone), refreshed while it stays open and expiring by itself when a tab dies
// without saying goodbye; the sender reads it at send time, from whichever instance.
export const chatPresence = pgTable("chat_presence", {
  id: serial("id").primaryKey(),
  userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  channelId: text("channel_id").notNull().references(() => chatChannels.id, { onDelete: "cascade" }),
  viewId: text("view_id").notNull(),
  expiresAt: ts("expires_at").notNull(),
}, (t) => [
  uniqueIndex("chat_presence_view_idx").on(t.userId, t.viewId),
  index("chat_presence_channel_idx").on(t.channelId, t.userId),
]);
