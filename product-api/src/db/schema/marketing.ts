import { boolean, index, integer, jsonb, pgTable, serial, text } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { vendors } from "./vendors";

// Featured blocks (spec 2 §3), search suggestions and landing pages (spec 1 §3 Landing page data); landing events
// are spec 1 §7 POST /api/landing-page/track (PAGE_VIEW, APP_LINK_CLICK, GOOGLE_REVIEW_CLICK, REGISTRATION_START).
export const featureBlocks = pgTable("feature_blocks", {
  id: serial("id").primaryKey(),
  key: text("key", { enum: ["suggested", "new", "exclusive", "is_grocery", "free_delivery"] }).notNull().unique(),
  titleSq: text("title_sq").notNull(),
  titleEn: text("title_en").notNull(),
  isActive: boolean("is_active").notNull().default(true),
  position: integer("position").notNull().default(0),
});

export const searchKeywords = pgTable("search_keywords", {
  id: serial("id").primaryKey(),
  keyword: text("keyword").notNull().unique(),
  /** The same search in English (issue 25: suggestions in the request's language); null: Albanian only. */
  keywordEn: text("keyword_en"),
  searchCount: integer("search_count").notNull().default(0),
});

// spec 1 §3 Landing page data: list-shaped parts live in JSON columns.
export interface LandingEnglish {
  title: string;
  subtitle: string | null;
  description: string | null;
  reviews: Array<{ title: string; content: string }>;
  testimonials: Array<{ content: string }>;
  stats: Array<{ title: string }>;
  faqs: Array<{ question: string; answer: string }>;
}

export interface LandingPopularItem { id: number; title: string; price: number; description: string; imagePath: string }
export interface LandingReview { id: number; name: string; title: string; content: string; rating: number }

export const landingPages = pgTable("landing_pages", {
  id: serial("id").primaryKey(),
  vendorId: integer("vendor_id").notNull().unique().references(() => vendors.id, { onDelete: "cascade" }),
  title: text("title").notNull(),
  subtitle: text("subtitle"),
  description: text("description"),
  backgroundImage: text("background_image"),
  deliveryTimeMinutes: integer("delivery_time_minutes").notNull().default(30),
  preparationTime: integer("preparation_time").notNull().default(20),
  wifiCode: text("wifi_code"),
  appDeepLink: text("app_deep_link"),
  googleReviewLink: text("google_review_link"),
  popularItems: jsonb("popular_items").$type<LandingPopularItem[]>().notNull().default([]),
  reviews: jsonb("reviews").$type<LandingReview[]>().notNull().default([]),
  testimonials: jsonb("testimonials").$type<Array<{ content: string }>>().notNull().default([]),
  stats: jsonb("stats").$type<Array<{ title: string; value: string }>>().notNull().default([]),
  faqs: jsonb("faqs").$type<Array<{ question: string; answer: string }>>().notNull().default([]),
  /** The English texts (issue 9 #24); null: the page has only Albanian. */
  english: jsonb("english").$type<LandingEnglish | null>(),
  isActive: boolean("is_active").notNull().default(true),
  createdAt: createdAt(),
});

export const landingEvents = pgTable("landing_events", {
  id: serial("id").primaryKey(),
  hashId: text("hash_id").notNull(),
  vendorId: integer("vendor_id").references(() => vendors.id, { onDelete: "set null" }),
  actionType: text("action_type").notNull(),
  referrer: text("referrer"),
  deviceId: text("device_id"),
  createdAt: createdAt(),
}, (t) => [index("landing_events_hash_action").on(t.hashId, t.actionType)]);
