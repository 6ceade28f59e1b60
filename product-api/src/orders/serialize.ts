import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import {
  orderItems, orderReviews, orderSplits, orderStatusEvents, orders, paymentMethods, products, users, vendors,
} from "../db/schema";
import { inLang, type Lang } from "../http/i18n";
import { absoluteUrl } from "../http/urls";
import { wallString } from "./slots";

export type OrderRow = typeof orders.$inferSelect;

const flag = (value: boolean) => (value ? 1 : 0);
const wallOrNull = (at: Date | null) => (at ? wallString(at) : null);

/** spec 2 §3 Order, for a list of order rows, with the related rows fetched in one query per table. */
export async function ordersJson(db: Db, rows: readonly OrderRow[], baseUrl: string, lang: Lang) {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const vendorIds = [...new Set(rows.map((r) => r.vendorId))];
  const friendIds = [...new Set(rows.flatMap((r) => (r.orderForFriend ? [r.orderForFriend] : [])))];
  const cardIds = [...new Set(rows.flatMap((r) => (r.paymentMethodRef ? [r.paymentMethodRef] : [])))];
  const [items, vendorRows, reviews, splits, events, friends, cards] = await Promise.all([
    db
      .select({ item: orderItems, thumb: products.imageThumbnailPath })
      .from(orderItems)
      .leftJoin(products, eq(products.id, orderItems.productId))
      .where(inArray(orderItems.orderId, ids))
      .orderBy(asc(orderItems.id)),
    // Only the vendor columns an order shows (ADR 0024: a vendors row has 41, each decoded by the driver).
    db
      .select({
        id: vendors.id, title: vendors.title, hashId: vendors.hashId, slug: vendors.slug, logoPath: vendors.logoPath, isActive: vendors.isActive,
        deliveryType: vendors.deliveryType, orderMethod: vendors.orderMethod, vendorType: vendors.vendorType,
      })
      .from(vendors)
      .where(inArray(vendors.id, vendorIds)),
    db.select().from(orderReviews).where(inArray(orderReviews.orderId, ids)),
    db.select().from(orderSplits).where(inArray(orderSplits.orderId, ids)).orderBy(asc(orderSplits.id)),
    db.select().from(orderStatusEvents).where(inArray(orderStatusEvents.orderId, ids)).orderBy(asc(orderStatusEvents.createdAt), asc(orderStatusEvents.id)),
    friendIds.length
      ? db.select({ id: users.id, fullName: users.fullName, username: users.username, photo: users.photo }).from(users).where(inArray(users.id, friendIds))
      : Promise.resolve([]),
    cardIds.length ? db.select({ id: paymentMethods.id, brand: paymentMethods.brand, last4: paymentMethods.last4 }).from(paymentMethods).where(inArray(paymentMethods.id, cardIds)) : Promise.resolve([]),
  ]);
  return rows.map((order) => {
    const vendor = vendorRows.find((v) => v.id === order.vendorId)!;
    const review = reviews.find((r) => r.orderId === order.id);
    const friend = friends.find((f) => f.id === order.orderForFriend);
    const card = cards.find((c) => c.id === order.paymentMethodRef);
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
      products: items
        .filter(({ item }) => item.orderId === order.id)
        .map(({ item, thumb }) => ({
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
      splits: splits.filter((s) => s.orderId === order.id).map((s) => ({ person_id: s.personId, person_name: s.personName, amount: s.amount })),
      status_history: events.filter((e) => e.orderId === order.id).map((e) => ({ status: e.status, created_at: e.createdAt.toISOString() })),
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
