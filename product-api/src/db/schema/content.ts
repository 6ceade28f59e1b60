import { sql } from "drizzle-orm";
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { createdAt, oneOf, ts } from "./columns";

// Public content and forms (spec 1 §3): blog with quizzes, feedback, contact, applications, newsletter.
// blog_posts.hash_id is the base-36 form of the id (spec 1 §2), the scheme of lib/blog/blog-id.ts.
export const blogCategories = pgTable("blog_categories", {
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  sqTitle: text("sq_title").notNull(),
});

export const blogPosts = pgTable("blog_posts", {
  id: serial("id").primaryKey(),
  hashId: text("hash_id").notNull().unique(),
  slug: text("slug").notNull(),
  title: text("title").notNull(),
  author: text("author").notNull(),
  content: text("content").notNull(),
  /** The English post (issue 25): its own slug, title, byline and body; null where the post has only Albanian. */
  slugEn: text("slug_en"),
  titleEn: text("title_en"),
  authorEn: text("author_en"),
  contentEn: text("content_en"),
  imageCover: text("image_cover"),
  timeRead: integer("time_read").notNull().default(3),
  canShowQuiz: boolean("can_show_quiz").notNull().default(true),
  creditsPerCorrectAnswer: integer("credits_per_correct_answer").notNull().default(10),
  maxEarn: integer("max_earn").notNull().default(100),
  isPublished: boolean("is_published").notNull().default(true),
  createdAt: createdAt(),
});

export const blogPostCategories = pgTable(
  "blog_post_categories",
  {
    blogId: integer("blog_id").notNull().references(() => blogPosts.id, { onDelete: "cascade" }),
    categoryId: integer("category_id").notNull().references(() => blogCategories.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.blogId, t.categoryId] })],
);

export const quizzes = pgTable("quizzes", {
  id: serial("id").primaryKey(),
  blogId: integer("blog_id").notNull().unique().references(() => blogPosts.id, { onDelete: "cascade" }),
});

export const quizQuestions = pgTable("quiz_questions", {
  id: serial("id").primaryKey(),
  quizId: integer("quiz_id").notNull().references(() => quizzes.id, { onDelete: "cascade" }),
  questionText: text("question_text").notNull(),
  questionTextEn: text("question_text_en"),
  position: integer("position").notNull().default(0),
});

export const quizAnswers = pgTable("quiz_answers", {
  id: serial("id").primaryKey(),
  questionId: integer("question_id").notNull().references(() => quizQuestions.id, { onDelete: "cascade" }),
  answerText: text("answer_text").notNull(),
  answerTextEn: text("answer_text_en"),
  isCorrect: boolean("is_correct").notNull().default(false),
  position: integer("position").notNull().default(0),
});

export interface QuizResponse { quiz_id: number; question_id: number; answer_id: number }

// A guest answers with a session_id only; the reward is credited when that session registers (spec 1 §4 Blog quiz).
// A user answers (and is credited for) a post's quiz once.
export const quizResults = pgTable("quiz_results", {
  id: serial("id").primaryKey(),
  quizId: integer("quiz_id").notNull().references(() => quizzes.id, { onDelete: "cascade" }),
  userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
  sessionId: text("session_id"),
  responses: jsonb("responses").$type<QuizResponse[]>().notNull().default([]),
  correctCount: integer("correct_count").notNull(),
  earned: integer("earned").notNull().default(0),
  creditedAt: ts("credited_at"),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex("quiz_results_user_quiz").on(t.userId, t.quizId).where(sql`user_id IS NOT NULL`),
  index("quiz_results_session").on(t.sessionId).where(sql`user_id IS NULL`),
]);

export const feedbackTags = pgTable("feedback_tags", {
  id: serial("id").primaryKey(),
  tagEn: text("tag_en").notNull(),
  tagSq: text("tag_sq").notNull(),
  position: integer("position").notNull().default(0),
});

export const feedback = pgTable("feedback", {
  id: serial("id").primaryKey(),
  userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
  tagId: integer("tag_id").notNull().references(() => feedbackTags.id, { onDelete: "cascade" }),
  comment: text("comment"),
  createdAt: createdAt(),
});

export const contactMessages = pgTable("contact_messages", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  subject: text("subject").notNull(),
  message: text("message").notNull(),
  subscribe: boolean("subscribe").notNull().default(false),
  createdAt: createdAt(),
});

export const courierApplications = pgTable("courier_applications", {
  id: serial("id").primaryKey(),
  vehicleType: text("vehicle_type", { enum: ["Bike", "Motorbike", "Car"] }).notNull(),
  fullName: text("full_name").notNull(),
  gender: text("gender").notNull(),
  phone: text("phone").notNull(),
  email: text("email").notNull(),
  passwordHash: text("password_hash").notNull(),
  birthdate: date("birthdate", { mode: "string" }).notNull(),
  createdAt: createdAt(),
}, (t) => [
  oneOf("courier_applications", t.vehicleType),
]);

export const partnerApplications = pgTable("partner_applications", {
  id: serial("id").primaryKey(),
  storeName: text("store_name").notNull(),
  vendorType: text("vendor_type", { enum: ["restaurant", "grocery", "pharmacy", "other"] }).notNull(),
  country: text("country").notNull(),
  city: text("city").notNull(),
  state: text("state").notNull(),
  fullName: text("full_name").notNull(),
  phone: text("phone").notNull(),
  email: text("email").notNull(),
  createdAt: createdAt(),
}, (t) => [
  oneOf("partner_applications", t.vendorType),
]);

export const newsletterSubscribers = pgTable("newsletter_subscribers", {
  id: serial("id").primaryKey(),
  email: text("email").notNull().unique(),
  source: text("source"),
  createdAt: createdAt(),
});
