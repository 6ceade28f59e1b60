import { and, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { Clock } from "../clock";
import type { Database, Db } from "../db/client";
import { blogPosts, chatChannels, chatMembers, chatMessages, chatPresence, earnInvitations, orders, promotions, pushDeliveries, pushSubscriptions, users, vendors } from "../db/schema";
import { inLang, langFrom } from "../http/i18n";
import { advanceOrders, FINAL_STATUSES } from "../orders/clock";
import { blogMessage, chatMessage, earnMessage, friendMessage, orderMessage, orderPushKind, promotionMessage, type PushMessage } from "./messages";
import { rowsOf } from "../db/rows";
import { PUSH_NOTIFY_CHANNEL, type PushEvent, type PushTopic } from "./outbox";
import type { PushSender, SendOutcome } from "./port";

// ADR 0021: the sender. Every instance runs one; a NOTIFY after a committed enqueue wakes them all and a poll catches
// what a crash or a retry left. A delivery is claimed with FOR UPDATE SKIP LOCKED and a lease, so exactly one
// instance sends it; the account's switch is read again at send time; nothing lives only in this process's memory.

/** Waits before the 2nd, 3rd and 4th attempts; after the 4th a delivery is given up. */
export const RETRY_DELAYS_SECONDS = [2, 10, 60] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_SECONDS.length + 1;
const LEASE_SECONDS = 60;
const BATCH = 20;
const KEEP_DAYS = 7;

export interface PushWorker {
  /** Sends what is due now (tests call it; the NOTIFY and the poll call it otherwise). Returns how many were handled. */
  runOnce(): Promise<number>;
  /** Wakes the sender soon, without waiting for it. */
  kick(): void;
  close(): Promise<void>;
}

export interface PushWorkerOptions {
  db: Db;
  clock: Clock;
  senders: Partial<Record<PushSender["kind"], PushSender>>;
  /** LISTEN for the wake-up NOTIFY (omit in tests that drive runOnce themselves). */
  database?: Pick<Database, "listen">;
  pollMs?: number;
  log?: (line: string) => void;
}

interface Claimed {
  id: number;
  subscription_id: number;
  user_id: number;
  topic: PushTopic;
  event: PushEvent;
  attempts: number;
}

export async function createPushWorker(options: PushWorkerOptions): Promise<PushWorker> {
  const { db, clock, senders, pollMs = 5_000, log = () => undefined } = options;
  let running: Promise<number> | null = null;
  let again = false;
  let closed = false;
  let polls = 0;

  async function claim(): Promise<Claimed[]> {
    const result = await db.execute<Record<string, unknown>>(sql`
      UPDATE push_deliveries d
      SET claimed_until = now() + make_interval(secs => ${LEASE_SECONDS}), attempts = d.attempts + 1
      WHERE d.id IN (
        SELECT id FROM push_deliveries
        WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= now() AND (claimed_until IS NULL OR claimed_until < now())
        ORDER BY id LIMIT ${BATCH}
        FOR UPDATE SKIP LOCKED)
      RETURNING d.id, d.subscription_id, d.user_id, d.topic, d.event, d.attempts`);
    return rowsOf<Claimed>(result).map((r) => ({ ...r, event: (typeof r.event === "string" ? JSON.parse(r.event) : r.event) as PushEvent }));
  }

  async function render(event: PushEvent, lang: "sq" | "en", userId: number): Promise<PushMessage | null> {
    if (event.type === "order") {
      const kind = orderPushKind(event.status);
      if (!kind) return null;
      const [order] = await db
        .select({ id: orders.id, vendor: vendors.title })
        .from(orders)
        .innerJoin(vendors, eq(vendors.id, orders.vendorId))
        .where(eq(orders.id, event.order_id))
        .limit(1);
      return order ? orderMessage(kind, lang, order) : null;
    }
    if (event.type === "chat") {
      // Not while the chat is on one of the person's screens, not when they muted it or left (ADR 0021).
      const [member] = await db
        .select({ muted: chatMembers.muted, leftAt: chatMembers.leftAt })
        .from(chatMembers)
        .where(and(eq(chatMembers.channelId, event.channel_id), eq(chatMembers.userId, userId)))
        .limit(1);
      if (!member || member.muted || member.leftAt) return null;
      const [open] = await db
        .select({ id: chatPresence.id })
        .from(chatPresence)
        .where(and(eq(chatPresence.userId, userId), eq(chatPresence.channelId, event.channel_id), sql`${chatPresence.expiresAt} > now()`))
        .limit(1);
      if (open) return null;
      const [row] = await db
        .select({
          text: chatMessages.text, images: chatMessages.images, audio: chatMessages.audio, map: chatMessages.map, emoji: chatMessages.emoji,
          system: chatMessages.system, sender: users.fullName, channelType: chatChannels.channelType, group: chatChannels.fullName,
        })
        .from(chatMessages)
        .innerJoin(chatChannels, eq(chatChannels.id, chatMessages.channelId))
        .leftJoin(users, eq(users.id, chatMessages.userId))
        .where(eq(chatMessages.id, event.message_id))
        .limit(1);
      // Unsent meanwhile, or a system line: nothing to tell.
      if (!row || row.system) return null;
      return chatMessage(lang, {
        channelId: event.channel_id,
        group: row.channelType === "group" ? (row.group ?? "") : null,
        sender: row.sender ?? "Shijo",
        text: row.text,
        images: row.images.length,
        audio: row.audio !== null,
        map: row.map !== null,
        emoji: row.emoji.length,
      });
    }
    if (event.type === "earn") {
      const [row] = await db
        .select({ id: earnInvitations.id, code: earnInvitations.inviteCode, from: users.fullName, isUsed: earnInvitations.isUsed })
        .from(earnInvitations)
        .innerJoin(users, eq(users.id, earnInvitations.senderId))
        .where(eq(earnInvitations.id, event.invitation_id))
        .limit(1);
      return row && row.isUsed === 0 ? earnMessage(lang, row) : null;
    }
    if (event.type === "blog") {
      // Unpublished or deleted meanwhile: nothing to tell.
      const [post] = await db.select().from(blogPosts).where(and(eq(blogPosts.id, event.blog_id), eq(blogPosts.isPublished, true))).limit(1);
      if (!post) return null;
      // The English post where it has one (issue 25: title, body and slug together), as GET blogs/{id} answers.
      const english = lang === "en" && Boolean(post.titleEn && post.contentEn && post.slugEn);
      return blogMessage(lang, {
        id: post.id,
        hash: post.hashId,
        title: english ? post.titleEn! : post.title,
        author: english ? inLang(lang, post.author, post.authorEn) : post.author,
        slug: english ? post.slugEn! : post.slug,
      });
    }
    if (event.type === "promotion") {
      // Only while it runs: switched off or ended before the device was reached, it is not told.
      const now = clock.now();
      const [promotion] = await db.select().from(promotions).where(eq(promotions.id, event.promotion_id)).limit(1);
      const running = promotion && promotion.isActive && promotion.startTime <= now && (promotion.nonExpired || !promotion.endTime || promotion.endTime > now);
      if (!running) return null;
      return promotionMessage(lang, {
        id: promotion.id,
        title: inLang(lang, promotion.title, promotion.titleEn),
        description: inLang(lang, promotion.description ?? "", promotion.descriptionEn),
      });
    }
    if (event.type === "friend") {
      const [from] = await db.select({ id: users.id, name: users.fullName, deletedAt: users.deletedAt }).from(users).where(eq(users.id, event.from)).limit(1);
      return from && !from.deletedAt ? friendMessage(event.status, lang, from) : null;
    }
    return null;
  }

  async function settle(id: number, subscriptionId: number, attempts: number, outcome: SendOutcome): Promise<void> {
    if (outcome.ok) {
      await db.update(pushDeliveries).set({ sentAt: sql`now()`, claimedUntil: null, lastError: null }).where(eq(pushDeliveries.id, id));
      return;
    }
    if (outcome.gone) {
      // 404/410: the push service forgot the device; its deliveries go with it (ON DELETE CASCADE).
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, subscriptionId));
      log(`push: subscription ${subscriptionId} is gone (${outcome.error}); deleted`);
      return;
    }
    if (outcome.retry && attempts < MAX_ATTEMPTS) {
      const wait = RETRY_DELAYS_SECONDS[attempts - 1];
      await db
        .update(pushDeliveries)
        .set({ nextAttemptAt: sql`now() + make_interval(secs => ${wait})`, claimedUntil: null, lastError: outcome.error })
        .where(eq(pushDeliveries.id, id));
      return;
    }
    await db.update(pushDeliveries).set({ failedAt: sql`now()`, claimedUntil: null, lastError: outcome.error }).where(eq(pushDeliveries.id, id));
    log(`push: delivery ${id} given up after ${attempts} attempt(s): ${outcome.error}`);
  }

  async function deliver(item: Claimed): Promise<void> {
    const [target] = await db
      .select({
        kind: pushSubscriptions.kind, endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth,
        lang: pushSubscriptions.lang, pushNotis: users.pushNotis, promoNotis: users.promoNotis, blogNotifications: users.blogNotifications,
      })
      .from(pushSubscriptions)
      .innerJoin(users, eq(users.id, pushSubscriptions.userId))
      .where(eq(pushSubscriptions.id, item.subscription_id))
      .limit(1);
    if (!target) return; // deleted meanwhile (its deliveries with it)
    const allowed = { push_notis: target.pushNotis, promo_notis: target.promoNotis, blog_notifications: target.blogNotifications }[item.topic];
    // "Switching push_notis off stops them at once": what was queued before is dropped, not sent.
    const message = allowed ? await render(item.event, langFrom(target.lang), item.user_id) : null;
    const sender = senders[target.kind];
    if (!message || !sender) {
      const reason = !allowed ? `${item.topic} is off` : !message ? "nothing to say" : `no ${target.kind} sender`;
      await db.update(pushDeliveries).set({ failedAt: sql`now()`, claimedUntil: null, lastError: reason }).where(eq(pushDeliveries.id, item.id));
      return;
    }
    let outcome: SendOutcome;
    try {
      outcome = await sender.send(target, message);
    } catch (error) {
      outcome = { ok: false, gone: false, retry: true, status: 0, error: error instanceof Error ? error.message : String(error) };
    }
    await settle(item.id, item.subscription_id, item.attempts, outcome);
  }

  /** Orders advance when read (orders/clock.ts); a customer with a device to tell must hear of it with the tab closed. */
  async function advanceForDevices(): Promise<void> {
    const rows = await db
      .selectDistinct({ userId: orders.userId })
      .from(orders)
      .innerJoin(pushSubscriptions, eq(pushSubscriptions.userId, orders.userId))
      .where(and(eq(orders.autoAdvance, true), notInArray(orders.status, [...FINAL_STATUSES])));
    for (const { userId } of rows) await advanceOrders(db, clock, { userId });
  }

  async function cleanUp(): Promise<void> {
    await db
      .delete(pushDeliveries)
      .where(sql`(${pushDeliveries.sentAt} IS NOT NULL OR ${pushDeliveries.failedAt} IS NOT NULL) AND ${pushDeliveries.createdAt} < now() - make_interval(days => ${KEEP_DAYS})`);
  }

  async function drain(): Promise<number> {
    let handled = 0;
    for (;;) {
      const batch = await claim();
      // One device at a time per batch is enough here; different deliveries go in parallel.
      await Promise.all(batch.map((item) => deliver(item)));
      handled += batch.length;
      if (batch.length < BATCH || closed) return handled;
    }
  }

  function runOnce(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let total = 0;
      try {
        do {
          again = false;
          total += await drain();
        } while (again && !closed);
      } catch (error) {
        log(`push: sender failed: ${error instanceof Error ? error.message : String(error)}`);
      } finally {
        running = null;
      }
      return total;
    })();
    return running;
  }

  const kick = () => {
    if (!closed) setImmediate(() => void runOnce());
  };
  const stopListening = options.database ? await options.database.listen(PUSH_NOTIFY_CHANNEL, kick) : async () => undefined;
  const timer = setInterval(() => {
    polls += 1;
    void (async () => {
      try {
        await advanceForDevices();
        if (polls % 720 === 0) await cleanUp();
      } catch (error) {
        log(`push: poll failed: ${error instanceof Error ? error.message : String(error)}`);
      }
      await runOnce();
    })();
  }, pollMs);
  timer.unref();

  return {
    runOnce,
    kick,
    async close() {
      closed = true;
      clearInterval(timer);
      await stopListening();
      await running;
    },
  };
}

/** The deliveries of one user (tests and the test endpoint). */
export async function deliveriesOf(db: Db, userId: number) {
  return db.select().from(pushDeliveries).where(inArray(pushDeliveries.userId, [userId]));
}
