import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { checks, createdAt, oneOf, ts } from "./columns";
import { orders } from "./orders";

// Social layer (spec 3 §3): friendships and invitations, map privacy, chat, earn invitations, chat uploads.
// One friendship row per pair and direction of asking: user_id asked friend_id (spec 3 §4 Friendship); at most one
// live relation per pair, whoever asked (friendships_pair_idx).
export const friendships = pgTable("friendships", {
  id: serial("id").primaryKey(),
  userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  friendId: integer("friend_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  status: text("status", { enum: ["invited", "accepted", "canceled"] }).notNull(),
  seen: boolean("seen").notNull().default(false),
  createdAt: createdAt(),
  updatedAt: ts("updated_at").notNull().defaultNow(),
}, (t) => [
  oneOf("friendships", t.status),
  checks("friendships_check", "user_id <> friend_id"),
  uniqueIndex("friendships_pair_idx").on(sql`LEAST(user_id, friend_id)`, sql`GREATEST(user_id, friend_id)`).where(sql`status <> 'canceled'`),
]);

export const mapVisibilityFriends = pgTable(
  "map_visibility_friends",
  {
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    friendId: integer("friend_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.friendId] })],
);

/** Denormalised preview of the newest message, as the spec's channel document carries it (spec 3 §3 Channel). */
export interface LastMessage { _id: string; text: string | null; user_id: number | null; created_time: string; kind: string }

export const chatChannels = pgTable("chat_channels", {
  id: text("id").primaryKey(),
  channelType: text("channel_type", { enum: ["single", "group", "order_support"] }).notNull(),
  active: boolean("active").notNull().default(true),
  creatorId: integer("creator_id").references(() => users.id, { onDelete: "set null" }),
  partnerId: integer("partner_id").references(() => users.id, { onDelete: "set null" }),
  adminId: integer("admin_id").references(() => users.id, { onDelete: "set null" }),
  fullName: text("full_name"),
  photo: text("photo"),
  permitted: boolean("permitted").notNull().default(false),
  withRider: boolean("with_rider").notNull().default(false),
  orderId: integer("order_id").unique().references(() => orders.id, { onDelete: "cascade" }),
  lastMsg: jsonb("last_msg").$type<LastMessage>(),
  lastMsgAt: ts("last_msg_at"),
  createdAt: createdAt(),
}, (t) => [
  oneOf("chat_channels", t.channelType),
]);

export const chatMembers = pgTable(
  "chat_members",
  {
    channelId: text("channel_id").notNull().references(() => chatChannels.id, { onDelete: "cascade" }),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    joinedAt: ts("joined_at").notNull().defaultNow(),
    leftAt: ts("left_at"),
    unreadCnt: integer("unread_cnt").notNull().default(0),
    muted: boolean("muted").notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.userId] }), index("chat_members_user_idx").on(t.userId)],
);

export interface ChatAudio { url: string; duration: number; fileSize: number }
export interface ChatMap { coords: { latitude: number; longitude: number }; type: string }

export const chatMessages = pgTable("chat_messages", {
  id: text("id").primaryKey(),
  channelId: text("channel_id").notNull().references(() => chatChannels.id, { onDelete: "cascade" }),
  userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
  senderRole: text("sender_role", { enum: ["customer", "support", "vendor", "system"] }).notNull().default("customer"),
  text: text("text"),
  images: jsonb("images").$type<string[]>().notNull().default([]),
  audio: jsonb("audio").$type<ChatAudio>(),
  map: jsonb("map").$type<ChatMap>(),
  emoji: jsonb("emoji").$type<string[]>().notNull().default([]),
  replyToId: text("reply_to_id"),
  likes: jsonb("likes").$type<number[]>().notNull().default([]),
  system: boolean("system").notNull().default(false),
  invitationCode: text("invitation_code"),
  createdAt: createdAt(),
}, (t) => [
  oneOf("chat_messages", t.senderRole),
  index("chat_messages_channel_idx").on(t.channelId, t.createdAt.desc().nullsFirst()),
]);

// spec 3 §3 Earn invitation: is_used 0 unused, 1 used, 2 using.
export const earnInvitations = pgTable("earn_invitations", {
  id: serial("id").primaryKey(),
  inviteCode: text("invite_code").notNull().unique(),
  senderId: integer("sender_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  receiverId: integer("receiver_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  inviteTime: ts("invite_time").notNull().defaultNow(),
  expiresAt: ts("expires_at").notNull(),
  isUsed: smallint("is_used").notNull().default(0),
  usedAt: ts("used_at"),
  usedRewardsAmount: integer("used_rewards_amount").notNull().default(0),
  orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
}, () => [
  checks("earn_invitations_is_used_check", "is_used IN (0, 1, 2)"),
]);

export const uploads = pgTable("uploads", {
  id: text("id").primaryKey(),
  userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
  kind: text("kind", { enum: ["image", "audio"] }).notNull(),
  mime: text("mime").notNull(),
  dataBase64: text("data_base64").notNull(),
  createdAt: createdAt(),
}, (t) => [
  oneOf("uploads", t.kind),
]);
