import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { addresses, users } from "./accounts";
import { checks, createdAt, oneOf, ts } from "./columns";
import { orders } from "./orders";
import { products, vendors } from "./vendors";

// Group orders (issue 28, ADR 0020): one basket at one vendor that its participants fill, each with their own lines,
// checked out once by the host; "everyone pays their part" keeps each part until the order is placed.
export const GROUP_ORDER_STATUSES = ["open", "locked", "paying", "placed", "cancelled", "expired"] as const;

export const groupOrders = pgTable("group_orders", {
  id: serial("id").primaryKey(),
  /** 18 random bytes, base64url (ADR 0020): the link's only secret. */
  code: text("code").notNull().unique(),
  hostId: integer("host_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  vendorId: integer("vendor_id").notNull().references(() => vendors.id, { onDelete: "cascade" }),
  method: text("method", { enum: ["delivery", "pickup"] }).notNull(),
  status: text("status", { enum: GROUP_ORDER_STATUSES }).notNull().default("open"),
  spendLimit: integer("spend_limit"),
  deadline: ts("deadline"),
  /** Grows with every write; live events carry it. */
  version: integer("version").notNull().default(1),
  // The checkout the host chose (null until then).
  paymentMode: text("payment_mode", { enum: ["host", "split"] }),
  checkout: jsonb("checkout").$type<GroupCheckoutRecord>(),
  addressId: integer("address_id").references(() => addresses.id, { onDelete: "set null" }),
  orderId: integer("order_id").unique().references(() => orders.id, { onDelete: "set null" }),
  createdAt: createdAt(),
  lastActivityAt: ts("last_activity_at").notNull().defaultNow(),
}, (t) => [
  oneOf("group_orders", t.method),
  oneOf("group_orders", t.status),
  checks("group_orders_spend_limit_check", "spend_limit IS NULL OR spend_limit >= 0"),
  // One active group order per host per vendor (issue 28 "Rules"), across processes.
  uniqueIndex("group_orders_one_active_idx").on(t.hostId, t.vendorId).where(sql`status IN ('open', 'locked', 'paying')`),
  index("group_orders_host_idx").on(t.hostId),
]);

/** What the host's checkout fixed (the POST checkout body the order is placed with) and the totals quoted then. */
export interface GroupCheckoutRecord {
  body: Record<string, unknown>;
  totals: { sub_total: number; discount: number; delivery_fee: number; small_order_fee: number; tip_rider: number; total: number };
}

export const groupOrderParticipants = pgTable("group_order_participants", {
  groupOrderId: integer("group_order_id").notNull().references(() => groupOrders.id, { onDelete: "cascade" }),
  userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  joinedAt: ts("joined_at").notNull().defaultNow(),
  ready: boolean("ready").notNull().default(false),
  /** Kept, so a removed person is refused rather than let back in by the link. */
  removedAt: ts("removed_at"),
}, (t) => [
  primaryKey({ columns: [t.groupOrderId, t.userId] }),
  index("group_order_participants_user_idx").on(t.userId),
]);

export const groupOrderLines = pgTable("group_order_lines", {
  id: serial("id").primaryKey(),
  groupOrderId: integer("group_order_id").notNull().references(() => groupOrders.id, { onDelete: "cascade" }),
  userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  productId: integer("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
  qty: integer("qty").notNull(),
  options: jsonb("options").$type<number[]>().notNull().default([]),
  itemInstructions: text("item_instructions"),
  createdAt: createdAt(),
}, (t) => [
  checks("group_order_lines_qty_check", "qty BETWEEN 1 AND 99"),
  index("group_order_lines_group_idx").on(t.groupOrderId, t.userId),
]);

/** "Everyone pays their part": each part's amount as the API computed it, and how it is paid once committed. */
export const groupOrderParts = pgTable("group_order_parts", {
  groupOrderId: integer("group_order_id").notNull().references(() => groupOrders.id, { onDelete: "cascade" }),
  userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  items: integer("items").notNull(),
  discount: integer("discount").notNull(),
  fees: integer("fees").notNull(),
  amount: integer("amount").notNull(),
  method: text("method", { enum: ["cash", "card"] }),
  paymentMethodId: text("payment_method_id"),
  /** Cashback this person pays with: checked at commit, spent only when the order is placed. */
  cashback: integer("cashback").notNull().default(0),
  committedAt: ts("committed_at"),
  /** The host covered this part (issue 28: "the host covers what is left"). */
  coveredBy: integer("covered_by").references(() => users.id, { onDelete: "set null" }),
}, (t) => [
  primaryKey({ columns: [t.groupOrderId, t.userId] }),
  oneOf("group_order_parts", t.method),
  checks("group_order_parts_amount_check", "amount >= 0 AND cashback >= 0 AND cashback <= amount"),
]);

/**
 * Unknown codes asked for, per user (ADR 0020 "The code"): counted in PostgreSQL so the budget holds across
 * processes; rows older than the window are deleted as new ones are written.
 */
export const groupOrderCodeMisses = pgTable("group_order_code_misses", {
  id: serial("id").primaryKey(),
  userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  createdAt: createdAt(),
}, (t) => [
  index("group_order_code_misses_user_idx").on(t.userId, t.createdAt),
]);
