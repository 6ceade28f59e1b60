import { boolean, index, integer, jsonb, pgTable, serial, smallint, text, uniqueIndex } from "drizzle-orm/pg-core";
import { addresses, users } from "./accounts";
import { checks, createdAt, dbl, oneOf, ts } from "./columns";
import { products, vendors } from "./vendors";

// Ordering: promotions, coupons, discounts, orders and their parts, reviews, wallet, FAQs and support tags
// (spec 2 §3 Order, Discount, Coupon, Promotion, FAQ, Support tag; spec 3 §3 Wallet transaction).
export const DISCOUNT_TYPES = ["fixed", "percentage", "item", "free_delivery"] as const;
// spec 2 §4 Order statuses, plus the spellings the spec mentions (pending, notified, accepted).
export const ORDER_STATUSES = [
  "new", "pending", "notified", "processing", "accepted", "picked_by_rider", "delivered",
  "ready_to_pickup", "picked_up", "reserved", "completed", "declined", "cancelled",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type OrderType = "delivery" | "pickup" | "reserve";

export const promotions = pgTable("promotions", {
  id: serial("id").primaryKey(),
  vendorId: integer("vendor_id").references(() => vendors.id, { onDelete: "cascade" }),
  productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
  title: text("title").notNull(),
  description: text("description"),
  titleEn: text("title_en"),
  descriptionEn: text("description_en"),
  discountType: text("discount_type", { enum: DISCOUNT_TYPES }).notNull(),
  value: integer("value").notNull().default(0),
  startTime: ts("start_time").notNull(),
  endTime: ts("end_time"),
  nonExpired: boolean("non_expired").notNull().default(false),
  isActive: boolean("is_active").notNull().default(true),
  createdAt: createdAt(),
}, (t) => [
  oneOf("promotions", t.discountType),
]);

export const coupons = pgTable("coupons", {
  id: serial("id").primaryKey(),
  code: text("code").notNull().unique(),
  vendorId: integer("vendor_id").references(() => vendors.id, { onDelete: "cascade" }),
  discountType: text("discount_type", { enum: ["fixed", "percentage"] }).notNull(),
  value: integer("value").notNull(),
  minSubtotal: integer("min_subtotal").notNull().default(0),
  startsAt: ts("starts_at").notNull(),
  expiresAt: ts("expires_at"),
  maxUses: integer("max_uses"),
  usedCount: integer("used_count").notNull().default(0),
  isActive: boolean("is_active").notNull().default(true),
}, (t) => [
  oneOf("coupons", t.discountType),
  checks("coupons_value_check", "value > 0"),
]);

export const discounts = pgTable("discounts", {
  id: serial("id").primaryKey(),
  vendorId: integer("vendor_id").notNull().references(() => vendors.id, { onDelete: "cascade" }),
  productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
  discountType: text("discount_type", { enum: DISCOUNT_TYPES }).notNull(),
  value: integer("value").notNull().default(0),
  minSubtotal: integer("min_subtotal").notNull().default(0),
  siblingPromotion: integer("sibling_promotion"),
  startsAt: ts("starts_at").notNull(),
  endsAt: ts("ends_at"),
  isActive: boolean("is_active").notNull().default(true),
}, (t) => [
  oneOf("discounts", t.discountType),
]);

/** Snapshot of the delivery address at order time, so later edits do not rewrite history. */
export interface OrderAddress { id: number | null; lat: number; lng: number; street: string | null; city: string | null; notes: string | null; formatted_address: string | null }

export const orders = pgTable("orders", {
  id: serial("id").primaryKey(),
  userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  vendorId: integer("vendor_id").notNull().references(() => vendors.id, { onDelete: "restrict" }),
  status: text("status", { enum: ORDER_STATUSES }).notNull().default("new"),
  orderType: text("order_type", { enum: ["delivery", "pickup", "reserve"] }).notNull(),
  orderedDate: ts("ordered_date").notNull().defaultNow(),
  statusChangedAt: ts("status_changed_at").notNull().defaultNow(),
  subTotal: integer("sub_total").notNull(),
  totalPrice: integer("total_price").notNull(),
  cashback: integer("cashback").notNull().default(0),
  cashbackEarned: integer("cashback_earned").notNull().default(0),
  couponAmount: integer("coupon_amount").notNull().default(0),
  discountAmount: integer("discount_amount").notNull().default(0),
  smallOrderFee: integer("small_order_fee").notNull().default(0),
  deliveryMinimumOrderPrice: integer("delivery_minimum_order_price").notNull().default(0),
  deliveryFee: integer("delivery_fee").notNull().default(0),
  tipRider: integer("tip_rider").notNull().default(0),
  orderNote: text("order_note"),
  deliveryInstruction: text("delivery_instruction"),
  orderForFriend: integer("order_for_friend").references(() => users.id, { onDelete: "set null" }),
  reserveFor: integer("reserve_for").references(() => users.id, { onDelete: "set null" }),
  isSchedule: boolean("is_schedule").notNull().default(false),
  scheduleTime: ts("schedule_time"),
  pickupDatetime: ts("pickup_datetime"),
  numGuests: integer("num_guests"),
  addressId: integer("address_id").references(() => addresses.id, { onDelete: "set null" }),
  address: jsonb("address").$type<OrderAddress>(),
  paymentMethodsId: smallint("payment_methods_id").notNull().default(1),
  paymentMethodRef: text("payment_method_ref"),
  couponCode: text("coupon_code"),
  promoCode: text("promo_code"),
  promotionId: integer("promotion_id").references(() => promotions.id, { onDelete: "set null" }),
  hasCutlery: boolean("has_cutlery").notNull().default(true),
  cutlery: integer("cutlery").notNull().default(1),
  contactlessDelivery: boolean("contactless_delivery").notNull().default(false),
  source: text("source").notNull().default("Web"),
  repeated: boolean("repeated").notNull().default(false),
  createdAt: createdAt(),
  // Checkout (issue 5): a repeated POST checkout with the same idempotency key answers the first order; the same key
  // with a different body (request_hash) is refused. auto_advance: orders placed through POST checkout move along
  // their flow with the order clock; seeded history stays where the seed put it.
  idempotencyKey: text("idempotency_key"),
  requestHash: text("request_hash"),
  phone: text("phone"),
  autoAdvance: boolean("auto_advance").notNull().default(false),
}, (t) => [
  oneOf("orders", t.status),
  oneOf("orders", t.orderType),
  checks("orders_payment_methods_id_check", "payment_methods_id BETWEEN 1 AND 4"),
  index("orders_user_idx").on(t.userId, t.orderedDate.desc().nullsFirst()),
  index("orders_vendor_idx").on(t.vendorId),
  uniqueIndex("orders_idempotency_idx").on(t.userId, t.idempotencyKey),
]);

/** An option as ordered; titleEn (issue 25) lets an English order summary read the English name. */
export interface OrderItemOption { id: number; title: string; titleEn?: string | null; type: "addition" | "option"; price: number }

export const orderItems = pgTable("order_items", {
  id: serial("id").primaryKey(),
  orderId: integer("order_id").notNull().references(() => orders.id, { onDelete: "cascade" }),
  productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
  title: text("title").notNull(),
  quantity: integer("quantity").notNull(),
  unitPrice: integer("unit_price").notNull(),
  options: jsonb("options").$type<OrderItemOption[]>().notNull().default([]),
  itemInstructions: text("item_instructions"),
}, (t) => [
  checks("order_items_quantity_check", "quantity > 0"),
  index("order_items_order_idx").on(t.orderId),
]);

export const orderSplits = pgTable("order_splits", {
  id: serial("id").primaryKey(),
  orderId: integer("order_id").notNull().references(() => orders.id, { onDelete: "cascade" }),
  personId: integer("person_id").references(() => users.id, { onDelete: "set null" }),
  personName: text("person_name").notNull(),
  amount: integer("amount").notNull(),
}, (t) => [index("order_splits_order_idx").on(t.orderId)]);

export const orderStatusEvents = pgTable("order_status_events", {
  id: serial("id").primaryKey(),
  orderId: integer("order_id").notNull().references(() => orders.id, { onDelete: "cascade" }),
  status: text("status").notNull(),
  createdAt: createdAt(),
}, (t) => [
  index("order_status_events_order_idx").on(t.orderId),
]);

export const orderReviews = pgTable("order_reviews", {
  id: serial("id").primaryKey(),
  orderId: integer("order_id").notNull().unique().references(() => orders.id, { onDelete: "cascade" }),
  vendorRating: dbl("vendor_rating").notNull(),
  dishRating: dbl("dish_rating").notNull(),
  riderRating: dbl("rider_rating"),
  vendorCateg: jsonb("vendor_categ").$type<string[]>().notNull().default([]),
  dishCateg: jsonb("dish_categ").$type<string[]>().notNull().default([]),
  riderCateg: jsonb("rider_categ").$type<string[]>().notNull().default([]),
  vendorComment: text("vendor_comment"),
  dishComment: text("dish_comment"),
  riderComment: text("rider_comment"),
  customerName: text("customer_name"),
  createdAt: createdAt(),
});

export const promotionUsages = pgTable("promotion_usages", {
  id: serial("id").primaryKey(),
  promotionId: integer("promotion_id").notNull().references(() => promotions.id, { onDelete: "cascade" }),
  userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
  usedAt: ts("used_at").notNull().defaultNow(),
});

// spec 3 §3 Wallet transaction categories.
export const WALLET_CATEGORIES = [
  "cashback_level_earning", "cashback_use_order", "cashback_back_from_order", "cashback_expired_revoke",
  "reservation_rewards", "blog_quiz_earning", "deposit_from_shijo", "deposit_revoke_shijo",
  "stripe_card_deposit", "transfer_deposit", "received_deposit", "referral_reward", "earn_invitation_reward",
] as const;

// amount is signed whole lek: positive credits the cashback balance, negative spends it.
export const walletTransactions = pgTable("wallet_transactions", {
  id: serial("id").primaryKey(),
  userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  type: text("type", { enum: ["cashback", "earn", "referral", "deposit"] }).notNull(),
  category: text("category", { enum: WALLET_CATEGORIES }).notNull(),
  amount: integer("amount").notNull(),
  sourceId: integer("source_id"),
  orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
  relatedUserId: integer("related_user_id").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
}, (t) => [
  oneOf("wallet_transactions", t.type),
  index("wallet_transactions_user_idx").on(t.userId, t.createdAt.desc().nullsFirst()),
]);

export const faqs = pgTable("faqs", {
  id: serial("id").primaryKey(),
  scope: text("scope", { enum: ["order", "general", "courier", "partner"] }).notNull().default("order"),
  questionEn: text("question_en").notNull(),
  answerEn: text("answer_en").notNull(),
  questionAl: text("question_al").notNull(),
  answerAl: text("answer_al").notNull(),
  clicks: integer("clicks").notNull().default(0),
  position: integer("position").notNull().default(0),
}, (t) => [
  oneOf("faqs", t.scope),
]);

export const supportTags = pgTable("support_tags", {
  id: serial("id").primaryKey(),
  titleEn: text("title_en").notNull(),
  titleSq: text("title_sq").notNull(),
  clicks: integer("clicks").notNull().default(0),
  position: integer("position").notNull().default(0),
});
