import { sql } from "drizzle-orm";
import { type AnyPgColumn, boolean, date, index, integer, jsonb, pgTable, serial, smallint, text } from "drizzle-orm/pg-core";
import { checks, createdAt, dbl, oneOf, ts } from "./columns";

// Accounts (spec 1 §3 User, spec 3 §3 User/Address/Payment method), auth, the SMS/e-mail sink, settings, pages.
// Booleans are stored as booleans; the API layer turns them into the 0/1 the spec's clients expect.
export const users = pgTable("users", {
  id: serial("id").primaryKey(),
  fullName: text("full_name").notNull(),
  username: text("username").unique(),
  email: text("email").notNull().unique(),
  phone: text("phone"),
  passwordHash: text("password_hash"),
  photo: text("photo"),
  sex: text("sex", { enum: ["male", "female", "none"] }).notNull().default("none"),
  birthdate: date("birthdate", { mode: "string" }),
  pushNotis: boolean("push_notis").notNull().default(true),
  emailNotis: boolean("email_notis").notNull().default(true),
  promoNotis: boolean("promo_notis").notNull().default(true),
  blogNotifications: boolean("blog_notifications").notNull().default(true),
  latitude: dbl("latitude"),
  longitude: dbl("longitude"),
  country: text("country"),
  city: text("city"),
  defaultCardId: text("default_card_id"),
  cashbackAmount: integer("cashback_amount").notNull().default(0),
  verifiedByMobile: boolean("verified_by_mobile").notNull().default(false),
  role: text("role", { enum: ["admin", "finance", "vendor", "delivery", "customer", "support"] })
    .notNull()
    .default("customer"),
  mapVisible: boolean("map_visible").notNull().default(true),
  hideAsShijoer: boolean("hide_as_shijoer").notNull().default(false),
  mapVisibleType: text("map_visible_type", { enum: ["all_friend", "except_friend", "only_friend"] })
    .notNull()
    .default("all_friend"),
  referralCode: text("referral_code").notNull().unique(),
  referredBy: integer("referred_by").references((): AnyPgColumn => users.id, { onDelete: "set null" }),
  smsConsent: boolean("sms_consent").notNull().default(false),
  lastActiveAt: ts("last_active_at"),
  createdAt: createdAt(),
  updatedAt: ts("updated_at").notNull().defaultNow(),
  deletedAt: ts("deleted_at"),
  /**
   * The name and username as the directory searches them (ADR 0033): lower-cased once when written, not for each of
   * ~20,000 people on every search, and joined by chr(1), so a match of a text without it never spans the
   * two (social/graph.ts nameContains, which finds nobody for a text holding it).
   */
  searchName: text("search_name").generatedAlwaysAs(sql.raw(`lower("full_name") || chr(1) || lower(coalesce("username", ''))`)),
}, (t) => [
  oneOf("users", t.sex),
  oneOf("users", t.role),
  oneOf("users", t.mapVisibleType),
  checks("users_cashback_amount_check", "cashback_amount >= 0"),
  index("users_phone_idx").on(t.phone),
  // ADR 0024: the friends map's box (latitude between … and longitude between …) and the directory's order by name.
  index("users_location_idx").on(t.latitude, t.longitude),
  index("users_name_idx").on(sql`lower(full_name)`, t.id),
]);

/**
 * The directory's search rows (ADR 0048): one per user, kept by a trigger on users (migrations/0013), so that
 * GET users/shijoers counts and pages its matches over ~60 bytes a person and not over the users row (~410 bytes, with
 * search_name its last column, which PostgreSQL reaches by walking every column before it). On the large seed's
 * 20,000 people the count of "a" went from 15.4 to 5.4 ms on PGlite. Written only by the trigger; read only by
 * GET users/shijoers.
 * `listed` is social/graph.ts `listedUser` (not deleted, phone verified, a customer), held equal to it by
 * tests/integration/directory-total.test.ts.
 */
export const peopleSearch = pgTable("people_search", {
  id: integer("id").primaryKey().references(() => users.id, { onDelete: "cascade" }),
  searchName: text("search_name").notNull(),
  sortName: text("sort_name").notNull(),
  listed: boolean("listed").notNull(),
  hideAsShijoer: boolean("hide_as_shijoer").notNull(),
}, (t) => [
  index("people_search_sort_idx").on(t.sortName, t.id),
  // A text of three letters or more is looked up by its trigrams (pg_trgm), not matched against every person
  // (social/graph.ts nameContains).
  index("people_search_trgm_idx").using("gin", t.searchName.op("gin_trgm_ops")),
]);

// Opaque bearer tokens: only their sha256 is kept, so a database leak does not leak sessions.
export const authTokens = pgTable("auth_tokens", {
  id: serial("id").primaryKey(),
  userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(),
  deviceToken: text("device_token"),
  deviceId: text("device_id"),
  platform: text("platform"),
  createdAt: createdAt(),
  lastUsedAt: ts("last_used_at"),
  revokedAt: ts("revoked_at"),
}, (t) => [
  index("auth_tokens_user_idx").on(t.userId),
]);

export const verificationCodes = pgTable("verification_codes", {
  id: serial("id").primaryKey(),
  userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  phone: text("phone").notNull(),
  codeHash: text("code_hash").notNull(),
  expiresAt: ts("expires_at").notNull(),
  attempts: integer("attempts").notNull().default(0),
  consumedAt: ts("consumed_at"),
  createdAt: createdAt(),
}, (t) => [
  index("verification_codes_user_idx").on(t.userId, t.createdAt.desc().nullsFirst()),
  index("verification_codes_live_idx").on(t.userId).where(sql`consumed_at IS NULL`),
]);

export const passwordResets = pgTable("password_resets", {
  id: serial("id").primaryKey(),
  userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(),
  expiresAt: ts("expires_at").notNull(),
  usedAt: ts("used_at"),
  createdAt: createdAt(),
}, (t) => [
  index("password_resets_user_idx").on(t.userId),
]);

// ARCHITECTURE: the SMS/e-mail sink. Codes are stored as "delivered" so the test endpoint can read them.
export const outbox = pgTable("outbox", {
  id: serial("id").primaryKey(),
  channel: text("channel", { enum: ["sms", "email"] }).notNull(),
  recipient: text("recipient").notNull(),
  kind: text("kind").notNull(),
  subject: text("subject"),
  body: text("body").notNull(),
  code: text("code"),
  createdAt: createdAt(),
}, (t) => [
  oneOf("outbox", t.channel),
  index("outbox_recipient_idx").on(t.recipient, t.id.desc().nullsFirst()),
]);

export const addresses = pgTable("addresses", {
  id: serial("id").primaryKey(),
  userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  addressType: text("address_type").notNull().default("home"),
  notes: text("notes"),
  lat: dbl("lat").notNull(),
  lng: dbl("lng").notNull(),
  country: text("country"),
  city: text("city"),
  street: text("street"),
  building: text("building"),
  floor: text("floor"),
  apartment: text("apartment"),
  formattedAddress: text("formatted_address"),
  favourite: boolean("favourite").notNull().default(false),
  createdAt: createdAt(),
  updatedAt: ts("updated_at").notNull().defaultNow(),
}, (t) => [
  index("addresses_user_idx").on(t.userId),
]);

// Only brand/last4/expiry are ever stored (ARCHITECTURE: cards port).
export const paymentMethods = pgTable("payment_methods", {
  id: text("id").primaryKey(),
  userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  brand: text("brand").notNull(),
  last4: text("last4").notNull(),
  expMonth: smallint("exp_month").notNull(),
  expYear: smallint("exp_year").notNull(),
  createdAt: createdAt(),
  deletedAt: ts("deleted_at"),
}, (t) => [
  checks("payment_methods_last4_check", "last4 ~ '^[0-9]{4}$'"),
  checks("payment_methods_exp_month_check", "exp_month BETWEEN 1 AND 12"),
  index("payment_methods_user_idx").on(t.userId),
]);

// Referral/reward settings and other server-provided values (spec 3 §3), one JSON value per key.
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

export const pages = pgTable("pages", {
  slug: text("slug").primaryKey(),
  titleSq: text("title_sq").notNull(),
  titleEn: text("title_en").notNull(),
  contentSq: text("content_sq").notNull(),
  contentEn: text("content_en").notNull(),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});
