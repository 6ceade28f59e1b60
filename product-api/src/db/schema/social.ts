import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgSequence, pgTable, primaryKey, serial, smallint, text, uniqueIndex } from "drizzle-orm/pg-core";
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
  // ADR 0024: everyone's links (user_id = me or friend_id = me), read by every social answer, without a scan.
  index("friendships_user_idx").on(t.userId),
  index("friendships_friend_idx").on(t.friendId),
]);

export const mapVisibilityFriends = pgTable(
  "map_visibility_friends",
  {
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    friendId: integer("friend_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  },
  // friend_id: "has this person chosen the viewer" (mayShowLocationTo, for every map, directory and suggestions
  // read) looks the viewer up by friend; the primary key only serves a look-up by owner.
  (t) => [primaryKey({ columns: [t.userId, t.friendId] }), index("map_visibility_friends_friend_idx").on(t.friendId)],
);

// spec 3 §3 Channel. "c<n>" for single and group channels, "order_<orderId>" for order support. last_msg is the id
// of the newest message (reset to the previous one on unsend); updated_at orders the channel list.
/** Numbers for "c<n>" channel ids; the seed's channels use small numbers below the start. */
export const chatChannelNumbers = pgSequence("chat_channel_numbers", { startWith: 1000 });

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
  lastMsgId: text("last_msg_id"),
  createdAt: createdAt(),
  updatedAt: ts("updated_at").notNull().defaultNow(),
}, (t) => [
  oneOf("chat_channels", t.channelType),
  index("chat_channels_updated_idx").on(t.updatedAt.desc(), t.id),
  // One single channel per pair, whoever started it (spec 3 §4 Single chat creation: opens the existing channel).
  uniqueIndex("chat_channels_single_pair_idx").on(sql`LEAST(creator_id, partner_id)`, sql`GREATEST(creator_id, partner_id)`).where(sql`channel_type = 'single'`),
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
  // A member who left keeps the row (left_at set) so the channel can say "no longer a member" (spec 3 §2).
  (t) => [primaryKey({ columns: [t.channelId, t.userId] }), index("chat_members_user_idx").on(t.userId).where(sql`left_at IS NULL`)],
);

// Issue 24 Consent: someone who is not a friend of the person adding them to a group gets a request (like a
// messenger's message request); they join only by accepting it and see nothing of the group before. One per
// channel and person; accepting or declining deletes it.
export const chatMemberRequests = pgTable(
  "chat_member_requests",
  {
    channelId: text("channel_id").notNull().references(() => chatChannels.id, { onDelete: "cascade" }),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    inviterId: integer("inviter_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.userId] }), index("chat_member_requests_user_idx").on(t.userId)],
);

export interface ChatAudio { url: string; duration: number; fileSize: number }
export interface ChatMap { coords: { latitude: number; longitude: number }; type: "current" | "pin" }
/** The quoted message as it was when replied to (spec 3 §2: reply on text messages). */
export interface ChatReplySnapshot { _id: string; text: string; user: { _id: number; username: string | null; full_name: string } }
/**
 * What a system line records (issue 24): who joined a group (and who added them), who left it, who became its admin.
 * Names are read when the line is shown, so a line never carries a name the person has since changed.
 */
export interface ChatSystemEvent { type: "joined" | "left" | "admin"; user_id: number; by_id: number | null }

export const chatMessages = pgTable("chat_messages", {
  id: text("id").primaryKey(),
  channelId: text("channel_id").notNull().references(() => chatChannels.id, { onDelete: "cascade" }),
  userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
  senderRole: text("sender_role", { enum: ["customer", "support", "vendor", "system"] }).notNull().default("customer"),
  text: text("text"),
  /** What support and a vendor say also in English (issue 25: read in the reader's language); null for people. */
  textEn: text("text_en"),
  images: jsonb("images").$type<string[]>().notNull().default([]),
  audio: jsonb("audio").$type<ChatAudio>(),
  map: jsonb("map").$type<ChatMap>(),
  emoji: jsonb("emoji").$type<string[]>().notNull().default([]),
  reply: jsonb("reply").$type<ChatReplySnapshot>(),
  system: boolean("system").notNull().default(false),
  /** System lines of a group's membership (issue 24); null on every other message. */
  event: jsonb("event").$type<ChatSystemEvent>(),
  invitationCode: text("invitation_code"),
  createdAt: createdAt(),
}, (t) => [
  oneOf("chat_messages", t.senderRole),
  index("chat_messages_channel_time_idx").on(t.channelId, t.createdAt.desc(), t.id.desc()),
  // spec 3 §5 per-user send rate: recent messages by sender.
  index("chat_messages_user_time_idx").on(t.userId, t.createdAt),
]);

// spec 3 §4 Group membership: likes toggle per user; liking own messages is allowed.
export const chatLikes = pgTable(
  "chat_likes",
  {
    messageId: text("message_id").notNull().references(() => chatMessages.id, { onDelete: "cascade" }),
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.messageId, t.userId] })],
);

// spec 3 §7 chats/send-chat-notification and chats/send-groupchat-invite: recorded, nothing is pushed locally.
export const chatNotifications = pgTable("chat_notifications", {
  id: serial("id").primaryKey(),
  kind: text("kind", { enum: ["message", "group_invite"] }).notNull(),
  senderId: integer("sender_id").references(() => users.id, { onDelete: "set null" }),
  channelId: text("channel_id"),
  payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
  createdAt: createdAt(),
}, (t) => [
  oneOf("chat_notifications", t.kind),
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
