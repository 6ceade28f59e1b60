import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import type { GroupOrderStatus } from "../../../contract/group-order";

// The NOTIFY half of the chat bus (ADR 0013), apart from bus.ts so the order clock can notify without importing
// the fan-out.
export const CHAT_NOTIFY_CHANNEL = "shijo_chat";

/** What travels through NOTIFY: ids only (never the message, NOTIFY payloads stop at 8 KB). */
export type ChatNotice =
  | { kind: "message" | "message_updated" | "message_deleted"; channel_id: string; message_id: string; users: number[] }
  /** The channel changed for these users (unread, members, admin, mute, a new channel). */
  | { kind: "channel"; channel_id: string; users: number[] }
  /** These users left the channel, or (`deleted`) it was deleted by `by` (issue 24: it closes for whoever reads it). */
  | { kind: "channel_removed"; channel_id: string; users: number[]; deleted?: true; by?: number }
  | { kind: "order"; order_id: number; status: string; users: number[] }
  /** These users' group requests changed (issue 24): the event carries nothing of the group. */
  | { kind: "request"; users: number[] }
  /** A group order changed (issue 28, ADR 0020): its participants read it again; `removed` lost access. */
  | { kind: "group_order"; group_order_id: number; code: string; status: GroupOrderStatus; version: number; users: number[]; removed?: number[] };

/** NOTIFY within the caller's transaction (delivered on commit, dropped on rollback). */
export async function notify(db: Db, notice: ChatNotice): Promise<void> {
  if (notice.users.length === 0) return;
  await db.execute(sql`select pg_notify(${CHAT_NOTIFY_CHANNEL}, ${JSON.stringify(notice)})`);
}
