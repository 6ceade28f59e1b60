import { FOLD_FROM, FOLD_TO } from "../db/fold";
import { likePattern } from "../db/like";
import { and, asc, desc, eq, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { vendors, type VendorType } from "../db/schema";
import { EARTH_RADIUS_M } from "./geo";
import { tiraneNow } from "./tirane-time";

// spec 2 §7 GET vendors: the filters, sorts and paging, as SQL over the vendors table (no per-row work in JS).

/** Vendors farther than this from the requested point are not "near" it (Durrës is not in a Tirana list). */
export const NEARBY_RADIUS_M = 20_000;

export type OrderMethod = "delivery" | "pickup" | "reserve";
export type FeaturedFlag = "suggested" | "new" | "exclusive" | "free_delivery";

export const ORDERING_ATTRIBUTES = [
  "title",
  "maximum_delivery_time",
  "rating_interval",
  "distance",
  "delivery_minimum_order_price",
  "total_ratings",
] as const;
export type OrderingAttribute = (typeof ORDERING_ATTRIBUTES)[number];

export interface VendorListFilter {
  point: { lat: number; lng: number } | null;
  vendorTypes: VendorType[] | null;
  orderMethod: OrderMethod | null;
  foodCategoryIds: number[];
  isMeal: boolean;
  isDietary: boolean;
  promotions: boolean;
  openNow: boolean;
  onlinePayment: boolean;
  deliveryByShijo: boolean;
  lowFee: number | null;
  highFee: number | null;
  name: string | null;
  featured?: FeaturedFlag | null;
}

export interface VendorListOrder {
  attribute: OrderingAttribute | null;
  /** 1 ascending (default), -1 descending. */
  order: 1 | -1;
}

// Accent-folding for the name search (db/fold.ts): "embelsire" finds "Ëmbëlsira", "pica" finds "PICA".
const fold = (column: SQLWrapper) => sql`lower(translate(${column}, ${FOLD_FROM}, ${FOLD_TO}))`;

export function foldText(value: string): string {
  return value.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase();
}


/** Metres from the point, the same haversine as geo.ts, in SQL. */
export function distanceSql(point: { lat: number; lng: number }): SQL<number> {
  const lat = sql`${point.lat}::double precision`;
  const lng = sql`${point.lng}::double precision`;
  return sql<number>`(2 * ${EARTH_RADIUS_M}::double precision * asin(least(1, sqrt(
    power(sin(radians(${vendors.latitude} - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(${vendors.latitude})) * power(sin(radians(${vendors.longitude} - ${lng}) / 2), 2)))))`;
}

/**
 * A box of latitudes and longitudes that holds the whole NEARBY_RADIUS_M circle around the point (1 % wider): the
 * circle still decides who is near, the box lets PostgreSQL compare two numbers (or use vendors_location_idx) before
 * it works out a haversine — on the large seed 2,195 vendors are measured for every list, block and count otherwise.
 * A great-circle distance d is at least R·|Δlatitude|, and at least 2R·asin(cos φ · sin(Δlongitude / 2)) with φ the
 * farther latitude, so nobody in the circle is outside the box.
 */
export function nearBoxSql(point: { lat: number; lng: number }, radiusM = NEARBY_RADIUS_M): SQL {
  const dLat = ((radiusM / EARTH_RADIUS_M) * 180) / Math.PI * 1.01;
  const lat = sql`${vendors.latitude} BETWEEN ${point.lat - dLat} AND ${point.lat + dLat}`;
  const far = Math.abs(point.lat) + dLat;
  if (far >= 89) return lat;
  const dLng = dLat / Math.cos((far * Math.PI) / 180);
  if (Math.abs(point.lng) + dLng >= 180) return lat;
  return sql`${lat} AND ${vendors.longitude} BETWEEN ${point.lng - dLng} AND ${point.lng + dLng}`;
}

/** spec 2 §7 open_now: the rule of open-state.ts isOpenAt, for the Tirana weekday and time of `now`. */
export function openNowSql(now: Date): SQL<boolean> {
  const { weekday, time } = tiraneNow(now);
  const yesterday = (weekday + 6) % 7;
  return sql<boolean>`EXISTS (SELECT 1 FROM vendor_hours h WHERE h.vendor_id = ${vendors.id} AND h.kind = 'opening' AND (
    (h.week_day = ${weekday} AND h.time_open <= ${time}
      AND (h.time_close <= h.time_open OR h.time_close = '23:59' OR ${time} < h.time_close))
    OR (h.week_day = ${yesterday} AND h.time_close <= h.time_open AND ${time} < h.time_close)))`;
}

/** spec 2 §7 promotions=1 ("ongoing offer"): a running promotion or automatic discount at the vendor. */
function ongoingOfferSql(now: Date): SQL {
  const at = now.toISOString();
  return sql`(EXISTS (SELECT 1 FROM promotions p WHERE p.vendor_id = ${vendors.id} AND p.is_active
      AND p.start_time <= ${at}::timestamptz AND (p.non_expired OR p.end_time IS NULL OR p.end_time > ${at}::timestamptz))
    OR EXISTS (SELECT 1 FROM discounts d WHERE d.vendor_id = ${vendors.id} AND d.is_active
      AND d.starts_at <= ${at}::timestamptz AND (d.ends_at IS NULL OR d.ends_at > ${at}::timestamptz)))`;
}

const offers = (method: OrderMethod) => sql`('-' || ${vendors.orderMethod} || '-') LIKE ${`%-${method}-%`}`;

/**
 * spec 2 §7 name: every word must be in the title, the tags (either language), a product's title or English
 * description (an English search such as "beer" finds "Birrë Korça", issue 25) or a food category. Products are
 * matched on their stored folded text (products.search_text, migration 0010; ADR 0028), not folded per request.
 */
function nameSql(name: string): SQL | undefined {
  const words = foldText(name).split(/\s+/).filter(Boolean).slice(0, 6);
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) => {
      const p = likePattern(word);
      return sql`(${fold(vendors.title)} LIKE ${p} OR ${fold(vendors.tags)} LIKE ${p} OR ${fold(vendors.tagsEn)} LIKE ${p}
        OR EXISTS (SELECT 1 FROM products pr WHERE pr.vendor_id = ${vendors.id} AND pr.is_available AND pr.search_text LIKE ${p})
        OR EXISTS (SELECT 1 FROM vendor_food_categories vfc JOIN food_categories fc ON fc.id = vfc.food_category_id
          WHERE vfc.vendor_id = ${vendors.id} AND (${fold(sql`fc.title_sq`)} LIKE ${p} OR ${fold(sql`fc.title_en`)} LIKE ${p})))`;
    }),
  );
}

const FEATURED_COLUMN = {
  suggested: vendors.isSuggested,
  new: vendors.isNew,
  exclusive: vendors.isExclusive,
  free_delivery: vendors.freeDelivery,
} as const;

export function vendorWhere(f: VendorListFilter, now: Date): SQL | undefined {
  const conditions: Array<SQL | undefined> = [eq(vendors.isActive, true)];
  if (f.point) conditions.push(nearBoxSql(f.point), sql`${distanceSql(f.point)} <= ${NEARBY_RADIUS_M}`);
  if (f.vendorTypes?.length) conditions.push(sql`${vendors.vendorType} IN (${sql.join(f.vendorTypes.map((t) => sql`${t}`), sql`, `)})`);
  if (f.orderMethod) conditions.push(offers(f.orderMethod));
  if (f.foodCategoryIds.length) {
    conditions.push(sql`EXISTS (SELECT 1 FROM vendor_food_categories vfc WHERE vfc.vendor_id = ${vendors.id}
      AND vfc.food_category_id IN (${sql.join(f.foodCategoryIds.map((id) => sql`${id}`), sql`, `)}))`);
  }
  if (f.isMeal) conditions.push(eq(vendors.isMeal, true));
  if (f.isDietary) conditions.push(eq(vendors.isDietary, true));
  if (f.promotions) conditions.push(ongoingOfferSql(now));
  if (f.openNow) conditions.push(openNowSql(now));
  if (f.onlinePayment) conditions.push(eq(vendors.onlinePayment, true));
  // Delivered by Shijo's riders: the vendor delivers, and not with its own staff.
  if (f.deliveryByShijo) conditions.push(and(eq(vendors.deliveryType, "shijo"), offers("delivery")));
  if (f.lowFee !== null) conditions.push(sql`${vendors.deliveryFee} >= ${f.lowFee}`);
  if (f.highFee !== null) conditions.push(sql`${vendors.deliveryFee} <= ${f.highFee}`);
  if (f.name) conditions.push(nameSql(f.name));
  if (f.featured) conditions.push(eq(FEATURED_COLUMN[f.featured], true));
  return and(...conditions);
}

/**
 * spec 2 §7 ordering_attribute + ordering_order. Without one: open vendors first, then nearest. Ties always break
 * on distance and id, so pages never overlap or skip a vendor.
 */
export function vendorOrderBy(f: VendorListFilter, o: VendorListOrder, now: Date): SQL[] {
  const distance = f.point ? distanceSql(f.point) : null;
  const dir = (column: SQL | Parameters<typeof asc>[0]) => (o.order === -1 ? desc(column) : asc(column));
  const column: Record<OrderingAttribute, SQL | Parameters<typeof asc>[0]> = {
    title: sql`lower(${vendors.title})`,
    maximum_delivery_time: vendors.maxDeliveryTime,
    rating_interval: vendors.ratingInterval,
    distance: distance ?? vendors.id,
    delivery_minimum_order_price: vendors.deliveryMinimumOrderPrice,
    total_ratings: vendors.totalRatings,
  };
  const out: SQL[] = o.attribute ? [dir(column[o.attribute])] : [desc(openNowSql(now))];
  if (distance) out.push(asc(distance));
  out.push(asc(vendors.id));
  return out;
}
