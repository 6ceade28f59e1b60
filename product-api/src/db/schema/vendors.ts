import { getTableColumns, sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text } from "drizzle-orm/pg-core";
import { foldExpression } from "../fold";
import { users } from "./accounts";
import { checks, createdAt, dbl, oneOf } from "./columns";

// Vendors, menus and what hangs off them (spec 2 §3 Vendor, Product, Food category).
export const VENDOR_TYPES = ["restaurant", "grocery", "pharmacy", "other"] as const;
export type VendorType = (typeof VENDOR_TYPES)[number];

export const foodCategories = pgTable("food_categories", {
  id: serial("id").primaryKey(),
  titleEn: text("title_en").notNull(),
  titleSq: text("title_sq").notNull(),
  icon: text("icon").notNull(),
  image: text("image"),
  searchCount: integer("search_count").notNull().default(0),
  position: integer("position").notNull().default(0),
});

export const vendors = pgTable("vendors", {
  id: serial("id").primaryKey(),
  hashId: text("hash_id").notNull().unique(),
  slug: text("slug").notNull(),
  title: text("title").notNull(),
  customText: text("custom_text"),
  /** English versions of the vendor's own texts (issue 25); null: the vendor wrote only Albanian. */
  customTextEn: text("custom_text_en"),
  vendorType: text("vendor_type", { enum: VENDOR_TYPES }).notNull(),
  orderMethod: text("order_method").notNull().default("delivery"),
  deliveryType: text("delivery_type", { enum: ["shijo", "own"] }).notNull().default("shijo"),
  ratingInterval: dbl("rating_interval").notNull().default(0),
  totalRatings: integer("total_ratings").notNull().default(0),
  minDeliveryTime: integer("min_delivery_time").notNull().default(20),
  maxDeliveryTime: integer("max_delivery_time").notNull().default(40),
  maxPickupTime: integer("max_pickup_time").notNull().default(20),
  deliveryMinimumOrderPrice: integer("delivery_minimum_order_price").notNull().default(0),
  smallOrderFee: integer("small_order_fee").notNull().default(0),
  deliveryFee: integer("delivery_fee").notNull().default(0),
  deliveryFeePerKm: integer("delivery_fee_per_km").notNull().default(0),
  canSchedule: boolean("can_schedule").notNull().default(true),
  onlinePayment: boolean("online_payment").notNull().default(true),
  customClosedInfo: text("custom_closed_info"),
  customClosedInfoEn: text("custom_closed_info_en"),
  tags: text("tags").notNull().default(""),
  tagsEn: text("tags_en").notNull().default(""),
  address: text("address").notNull(),
  city: text("city").notNull(),
  country: text("country").notNull(),
  latitude: dbl("latitude").notNull(),
  longitude: dbl("longitude").notNull(),
  phone: text("phone"),
  logoPath: text("logo_path"),
  profilePath: text("profile_path"),
  cashbackPercent: dbl("cashback_percent").notNull().default(0),
  isMeal: boolean("is_meal").notNull().default(false),
  isDietary: boolean("is_dietary").notNull().default(false),
  isActive: boolean("is_active").notNull().default(true),
  isNew: boolean("is_new").notNull().default(false),
  isExclusive: boolean("is_exclusive").notNull().default(false),
  isSuggested: boolean("is_suggested").notNull().default(false),
  freeDelivery: boolean("free_delivery").notNull().default(false),
  createdAt: createdAt(),
}, (t) => [
  oneOf("vendors", t.vendorType),
  checks("vendors_order_method_check", "order_method ~ '^(delivery|pickup|reserve)(-(delivery|pickup|reserve))*$'"),
  oneOf("vendors", t.deliveryType),
  checks("vendors_rating_interval_check", "rating_interval BETWEEN 0 AND 10"),
  index("vendors_location_idx").on(t.latitude, t.longitude),
]);

export const vendorFoodCategories = pgTable(
  "vendor_food_categories",
  {
    vendorId: integer("vendor_id").notNull().references(() => vendors.id, { onDelete: "cascade" }),
    foodCategoryId: integer("food_category_id").notNull().references(() => foodCategories.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.vendorId, t.foodCategoryId] })],
);

// Hours are wall-clock times in Europe/Tirane (ARCHITECTURE: Time); week_day 0 = Sunday as the spec's strings.
export const vendorHours = pgTable("vendor_hours", {
  id: serial("id").primaryKey(),
  vendorId: integer("vendor_id").notNull().references(() => vendors.id, { onDelete: "cascade" }),
  kind: text("kind", { enum: ["opening", "reservation"] }).notNull(),
  weekDay: smallint("week_day").notNull(),
  timeOpen: text("time_open").notNull(),
  timeClose: text("time_close").notNull(),
}, (t) => [
  oneOf("vendor_hours", t.kind),
  checks("vendor_hours_week_day_check", "week_day BETWEEN 0 AND 6"),
  checks("vendor_hours_time_open_check", "time_open ~ '^[0-2][0-9]:[0-5][0-9]$'"),
  checks("vendor_hours_time_close_check", "time_close ~ '^[0-2][0-9]:[0-5][0-9]$'"),
  index("vendor_hours_vendor_idx").on(t.vendorId, t.kind),
]);

// A delivery zone is a radius around the vendor or a polygon of [lat, lng] points.
export const zones = pgTable("zones", {
  id: serial("id").primaryKey(),
  vendorId: integer("vendor_id").notNull().references(() => vendors.id, { onDelete: "cascade" }),
  name: text("name").notNull().default("default"),
  radiusM: integer("radius_m"),
  polygon: jsonb("polygon").$type<Array<[number, number]>>(),
  deliveryFee: integer("delivery_fee"),
}, () => [
  checks("zones_check", "radius_m IS NOT NULL OR polygon IS NOT NULL"),
]);

export const menuCategories = pgTable("menu_categories", {
  id: serial("id").primaryKey(),
  vendorId: integer("vendor_id").notNull().references(() => vendors.id, { onDelete: "cascade" }),
  title: text("title").notNull(),
  titleEn: text("title_en"),
  position: integer("position").notNull().default(0),
}, (t) => [
  index("menu_categories_vendor_idx").on(t.vendorId),
]);

// discount_price is the amount taken off price (spec 2 §9: price minus discount_price, floored at 0).
export const products = pgTable("products", {
  id: serial("id").primaryKey(),
  vendorId: integer("vendor_id").notNull().references(() => vendors.id, { onDelete: "cascade" }),
  categoryId: integer("category_id").notNull().references(() => menuCategories.id, { onDelete: "cascade" }),
  title: text("title").notNull(),
  /** Albanian (the spec's field); descriptionEn null: no English text, the Albanian is shown (issue 9 #24). */
  description: text("description"),
  descriptionEn: text("description_en"),
  price: integer("price").notNull(),
  discount: integer("discount").notNull().default(0),
  discountPrice: integer("discount_price").notNull().default(0),
  age18: boolean("age_18").notNull().default(false),
  imagePath: text("image_path"),
  imageThumbnailPath: text("image_thumbnail_path"),
  isAvailable: boolean("is_available").notNull().default(true),
  isMeal: boolean("is_meal").notNull().default(false),
  isDietary: boolean("is_dietary").notNull().default(false),
  position: integer("position").notNull().default(0),
  createdAt: createdAt(),
  /**
   * The title and English description folded as the vendor search folds a word (db/fold.ts), kept by PostgreSQL
   * (migration 0010): the search matches it instead of folding every product of every nearby vendor on each request
   * (ADR 0028: 'pica' around Tirana folded ~24,000 products twice, ~0.9 s). A space joins the two, and a searched word
   * has none, so a word matches here exactly when it matches the title or the description. Not for answers:
   * `productColumns` leaves it out.
   */
  searchText: text("search_text").generatedAlwaysAs(sql.raw(foldExpression(`"title" || ' ' || coalesce("description_en", '')`))),
}, (t) => [
  checks("products_price_check", "price >= 0"),
  index("products_vendor_idx").on(t.vendorId),
  index("products_category_idx").on(t.categoryId),
]);

/** Every column of products but the search text (no answer shows it): what whole-product reads select. */
export const productColumns = (({ searchText: _searchText, ...rest }) => rest)(getTableColumns(products));

export const productOptions = pgTable("product_options", {
  id: serial("id").primaryKey(),
  productId: integer("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
  title: text("title").notNull(),
  titleEn: text("title_en"),
  type: text("type", { enum: ["addition", "option"] }).notNull(),
  price: integer("price").notNull().default(0),
  position: integer("position").notNull().default(0),
}, (t) => [
  oneOf("product_options", t.type),
  checks("product_options_price_check", "price >= 0"),
  index("product_options_product_idx").on(t.productId),
]);

export const vendorFavourites = pgTable(
  "vendor_favourites",
  {
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    vendorId: integer("vendor_id").notNull().references(() => vendors.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.vendorId] })],
);

export const productFavourites = pgTable(
  "product_favourites",
  {
    userId: integer("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    productId: integer("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);
