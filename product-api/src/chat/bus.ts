import type { Clock } from "../clock";
import type { Database, Db } from "../db/client";
import { advanceOrders } from "../orders/clock";
import type { Lang } from "../http/i18n";
import type { ChatEvent } from "../../../contract/chat";
import type { GroupOrderEvent } from "../../../contract/group-order";
import { CHAT_NOTIFY_CHANNEL, type ChatNotice } from "./notify";
import { channelFor, isMember, messageFor, type ViewContext } from "./views";

export { notify, type ChatNotice } from "./notify";

// ADR 0013: every write others must see ends with NOTIFY shijo_chat '<json>' in the write's transaction; each
// product API process LISTENs once and fans the notice out to its own stream subscribers, rebuilding the event
// from the database for each viewer and handing it only to members of the channel at that moment.
export interface Subscriber {
  userId: number;
  /** `chats/stream?channel_id=`: only this channel's events (and its order's). */
  channelId?: string;
  baseUrl: string;
  /** `group-orders/{code}/stream` (issue 28): only this group order's events, and none of the chat's. */
  groupOrderId?: number;
  /** The stream's language: system lines are written in it, and what support and vendors said reaches each reader in theirs. */
  lang: Lang;
  send(event: ChatEvent | GroupOrderEvent): Promise<void>;
  /** Ends the stream (a participant removed from the group order). */
  end?(): void;
}

export interface ChatBus {
  subscribe(subscriber: Subscriber): () => void;
  /** Open streams in this process, all or one user's. */
  subscriberCount(userId?: number): number;
  close(): Promise<void>;
}

/** How often the order ticker advances the subscribers' orders (ms). */
export const ORDER_TICK_MS = 3000;

export async function createChatBus(database: Pick<Database, "listen">, db: Db, clock: Clock, tickMs = ORDER_TICK_MS): Promise<ChatBus> {
  const subscribers = new Set<Subscriber>();
  let queue: Promise<void> = Promise.resolve();
  let ticker: NodeJS.Timeout | undefined;
  let ticking = false;

  async function deliver(notice: ChatNotice): Promise<void> {
    if (notice.kind === "group_order") return deliverGroupOrder(notice);
    const concerned = [...subscribers].filter((s) => notice.users.includes(s.userId) && s.groupOrderId === undefined);
    for (const s of concerned) {
      const ctx: ViewContext = { db, baseUrl: s.baseUrl, viewer: s.userId, now: clock.now(), lang: s.lang };
      try {
        if (notice.kind === "request") {
          // Nothing of the group: the listener asks for its requests again.
          if (!s.channelId) await s.send({ type: "request" });
          continue;
        }
        if (notice.kind === "order") {
          if (s.channelId && s.channelId !== `order_${notice.order_id}`) continue;
          await s.send({ type: "order", order_id: notice.order_id, status: notice.status });
          continue;
        }
        if (s.channelId && s.channelId !== notice.channel_id) continue;
        if (notice.kind === "channel_removed") {
          // The removed are no longer members: the notice itself names them.
          await s.send({ type: "channel_removed", channel_id: notice.channel_id, ...(notice.deleted ? { deleted: true, by: notice.by ?? null } : {}) });
          continue;
        }
        if (!(await isMember(db, notice.channel_id, s.userId))) continue;
        const channel = await channelFor(ctx, notice.channel_id);
        if (!channel) continue;
        if (notice.kind === "message" || notice.kind === "message_updated") {
          const message = await messageFor(ctx, { id: channel.id, orderId: channel.order_id }, notice.message_id);
          if (message) await s.send({ type: notice.kind, channel_id: channel.id, message });
        } else if (notice.kind === "message_deleted") {
          await s.send({ type: "message_deleted", channel_id: channel.id, message_id: notice.message_id });
        }
        if (notice.kind !== "message_updated") await s.send({ type: "channel", channel });
      } catch (error) {
        console.error(`[product-api] chat stream: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }

  // Issue 28: a group order's stream gets an event naming the new version (the page reads the state again through
  // the BFF); whoever was removed gets `group_order_removed` and their stream ends. The notice names the
  // participants at the time of the write, in its transaction.
  async function deliverGroupOrder(notice: Extract<ChatNotice, { kind: "group_order" }>): Promise<void> {
    for (const s of [...subscribers]) {
      if (s.groupOrderId !== notice.group_order_id) continue;
      try {
        if (notice.removed?.includes(s.userId)) {
          await s.send({ type: "group_order_removed", code: notice.code });
          s.end?.();
        } else if (notice.users.includes(s.userId)) {
          await s.send({ type: "group_order", code: notice.code, status: notice.status, version: notice.version });
        }
      } catch (error) {
        console.error(`[product-api] group order stream: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }

  const stop = await database.listen(CHAT_NOTIFY_CHANNEL, (payload) => {
    let notice: ChatNotice;
    try {
      notice = JSON.parse(payload) as ChatNotice;
    } catch {
      return;
    }
    // One at a time, in the order NOTIFY delivered them.
    queue = queue.then(() => deliver(notice));
  });

  // Orders advance lazily (orders/clock.ts); while someone listens, advance their open orders every few seconds
  // so status changes reach them as `order` events without polling.
  async function tick(): Promise<void> {
    if (ticking) return;
    ticking = true;
    try {
      for (const userId of new Set([...subscribers].map((s) => s.userId))) await advanceOrders(db, clock, { userId });
    } catch (error) {
      console.error(`[product-api] order ticker: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      ticking = false;
    }
  }

  function updateTicker() {
    if (subscribers.size > 0 && !ticker) {
      ticker = setInterval(() => void tick(), tickMs);
      ticker.unref();
    } else if (subscribers.size === 0 && ticker) {
      clearInterval(ticker);
      ticker = undefined;
    }
  }

  return {
    subscribe(subscriber) {
      subscribers.add(subscriber);
      updateTicker();
      return () => {
        subscribers.delete(subscriber);
        updateTicker();
      };
    },
    subscriberCount: (userId) => (userId === undefined ? subscribers.size : [...subscribers].filter((s) => s.userId === userId).length),
    async close() {
      subscribers.clear();
      updateTicker();
      await queue;
      await stop();
    },
  };
}
