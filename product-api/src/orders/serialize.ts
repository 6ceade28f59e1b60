import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { fromJson } from "../db/json";
import {
  orderItems, orderReviews, orderSplits, orderStatusEvents, orders, paymentMethods, products, users, vendors, type OrderItemOption,
} from "../db/schema";
import { inLang, type Lang } from "../http/i18n";
import { absoluteUrl } from "../http/urls";
import { wallString } from "./slots";

export type OrderRow = typeof orders.$inferSelect;

const flag = (value: boolean) => (value ? 1 : 0);
const wallOrNull = (at: Date | null) => (at ? wallString(at) : null);

type Item = { id: number; productId: number | null; title: string; quantity: number; unitPrice: number; options: OrderItemOption[]; itemInstructions: string | null; thumb: string | null };
type Review = {
  vendorRating: number; vendorCateg: string[]; vendorComment: string | null;
  dishRating: number; dishCateg: string[]; dishComment: string | null;
  riderRating: number | null; riderCateg: string[]; riderComment: string | null;
};
type Split = { personId: number | null; personName: string; amount: number };
type StatusEvent = { status: string; createdAt: string };
type Friend = { id: number; fullName: string; username: string | null; photo: string | null };
type Card = { brand: string; last4: string };

/**
 * What an order shows besides its own row and vendor — its items, review, splits, status history, the friend it is
 * for and the card — as JSON columns of ONE statement with the vendor (issue 26 §5: seven statements cost more than
 * their rows).
 */
const related = {
  items: sql<unknown>`coalesce((
    select json_agg(json_build_object('id', ${orderItems.id}, 'productId', ${orderItems.productId}, 'title', ${orderItems.title}, 'quantity', ${orderItems.quantity},
      'unitPrice', ${orderItems.unitPrice}, 'options', ${orderItems.options}, 'itemInstructions', ${orderItems.itemInstructions}, 'thumb', ${products.imageThumbnailPath}) order by ${orderItems.id})
    from ${orderItems} left join ${products} on ${products.id} = ${orderItems.productId} where ${orderItems.orderId} = ${orders.id}), '[]'::json)`,
  review: sql<unknown>`(
    select json_build_object('vendorRating', ${orderReviews.vendorRating}, 'vendorCateg', ${orderReviews.vendorCateg}, 'vendorComment', ${orderReviews.vendorComment},
      'dishRating', ${orderReviews.dishRating}, 'dishCateg', ${orderReviews.dishCateg}, 'dishComment', ${orderReviews.dishComment},
      'riderRating', ${orderReviews.riderRating}, 'riderCateg', ${orderReviews.riderCateg}, 'riderComment', ${orderReviews.riderComment})
    from ${orderReviews} where ${orderReviews.orderId} = ${orders.id})`,
  splits: sql<unknown>`coalesce((
    select json_agg(json_build_object('personId', ${orderSplits.personId}, 'personName', ${orderSplits.personName}, 'amount', ${orderSplits.amount}) order by ${orderSplits.id})
    from ${orderSplits} where ${orderSplits.orderId} = ${orders.id}), '[]'::json)`,
  events: sql<unknown>`coalesce((
    select json_agg(json_build_object('status', ${orderStatusEvents.status}, 'createdAt', ${orderStatusEvents.createdAt}) order by ${orderStatusEvents.createdAt}, ${orderStatusEvents.id})
    from ${orderStatusEvents} where ${orderStatusEvents.orderId} = ${orders.id}), '[]'::json)`,
  friend: sql<unknown>`(
    select json_build_object('id', ${users.id}, 'fullName', ${users.fullName}, 'username', ${users.username}, 'photo', ${users.photo})
    from ${users} where ${users.id} = ${orders.orderForFriend})`,
  card: sql<unknown>`(
    select json_build_object('brand', ${paymentMethods.brand}, 'last4', ${paymentMethods.last4})
    from ${paymentMethods} where ${paymentMethods.id} = ${orders.paymentMethodRef})`,
};

/** spec 2 §3 Order, for a list of order rows, with everything related read in one statement. */
export async function ordersJson(db: Db, rows: readonly OrderRow[], baseUrl: string, lang: Lang) {
  if (rows.length === 0) return [];
  // The vendor is joined (only the columns an order shows: a vendors row has 41, ADR 0024). A join also makes the
  // query builder name every column with its table, which the subqueries need (`id` alone would be ambiguous).
  const read = await db
    .select({
      id: orders.id,
      vendor: {
        id: vendors.id, title: vendors.title, hashId: vendors.hashId, slug: vendors.slug, logoPath: vendors.logoPath, isActive: vendors.isActive,
        deliveryType: vendors.deliveryType, orderMethod: vendors.orderMethod, vendorType: vendors.vendorType,
      },
      ...related,
    })
    .from(orders)
    .leftJoin(vendors, eq(vendors.id, orders.vendorId))
    .where(inArray(orders.id, rows.map((r) => r.id)));
  const relatedOf = new Map(read.map((r) => [r.id, r]));
  return rows.map((order) => {
    const r = relatedOf.get(order.id)!;
    const vendor = r.vendor!;
    const review = fromJson<Review | null>(r.review);
    const friend = fromJson<Friend | null>(r.friend);
    const card = fromJson<Card | null>(r.card);
    return {
      id: order.id,
      status: order.status,
      order_type: order.orderType,
      ordered_date: order.orderedDate.toISOString(),
      total_price: order.totalPrice,
      sub_total: order.subTotal,
      cashback: order.cashback,
      cashback_earned: order.cashbackEarned,
      coupon_amount: order.couponAmount,
      coupon_code: order.couponCode,
      promo_code: order.promoCode,
      discount_amount: order.discountAmount,
      promotion_id: order.promotionId,
      small_order_fee: order.smallOrderFee,
      delivery_minimum_order_price: order.deliveryMinimumOrderPrice,
      delivery_fee: order.deliveryFee,
      tip_rider: order.tipRider,
      order_note: order.orderNote,
      delivery_instruction: order.deliveryInstruction,
      contactless_delivery: flag(order.contactlessDelivery),
      has_cutlery: flag(order.hasCutlery),
      cutlery: order.cutlery,
      phone: order.phone,
      order_for_friend: friend ? { id: friend.id, full_name: friend.fullName, username: friend.username, photo: absoluteUrl(baseUrl, friend.photo) } : null,
      reserve_for: order.reserveFor,
      is_schedule: flag(order.isSchedule),
      schedule_time: wallOrNull(order.scheduleTime),
      pickup_datetime: wallOrNull(order.pickupDatetime),
      num_guests: order.numGuests,
      address: order.address,
      repeated: flag(order.repeated),
      products: fromJson<Item[]>(r.items).map(({ thumb, ...item }) => ({
          id: item.id,
          product_id: item.productId,
          title: item.title,
          quantity: item.quantity,
          unit_price: item.unitPrice,
          price: (item.unitPrice + item.options.reduce((sum, o) => sum + o.price, 0)) * item.quantity,
          options: item.options.map(({ titleEn, ...o }) => ({ ...o, title: inLang(lang, o.title, titleEn) })),
          item_instructions: item.itemInstructions,
          image_thumbnail_path: absoluteUrl(baseUrl, thumb),
        })),
      vendor: {
        id: vendor.id,
        title: vendor.title,
        hash_id: vendor.hashId,
        slug: vendor.slug,
        logo_thumbnail_path: absoluteUrl(baseUrl, vendor.logoPath),
        active: flag(vendor.isActive),
        delivery_type: vendor.deliveryType,
        order_method: vendor.orderMethod,
        vendor_type: vendor.vendorType,
      },
      payment: { payment_methods_id: order.paymentMethodsId, card: card ? { brand: card.brand, last4: card.last4 } : null },
      splits: fromJson<Split[]>(r.splits).map((s) => ({ person_id: s.personId, person_name: s.personName, amount: s.amount })),
      status_history: fromJson<StatusEvent[]>(r.events).map((e) => ({ status: e.status, created_at: new Date(e.createdAt).toISOString() })),
      order_review: review
        ? {
            vendor_review: { rating: review.vendorRating, categ: review.vendorCateg, comment: review.vendorComment },
            product_review: { rating: review.dishRating, categ: review.dishCateg, comment: review.dishComment },
            rider_review: review.riderRating === null ? null : { rating: review.riderRating, categ: review.riderCateg, comment: review.riderComment },
          }
        : null,
    };
  });
}
