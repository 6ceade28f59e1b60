import { orderItems, orderReviews, orderSplits, orderStatusEvents, orders, type OrderItemOption, type OrderStatus, type OrderType } from "../db/schema";
import type { SeededVendor } from "./catalogue";
import type { SeededProduct } from "./menu-builder";
import { insertChunked, type SeedContext } from "./context";
import { DEMO_ID } from "./data/people";
import { ago, type Rng } from "./prng";
import { unitPrice } from "../orders/pricing";

interface OrderPlan {
  vendor: string; type: OrderType; status: OrderStatus; daysAgo: number; minutesAgo?: number; userId?: number;
  payment?: 1 | 2; coupon?: [code: string, percent: number]; cashback?: number; earned?: number; tip?: number;
  guests?: number; forFriend?: number; split?: number; promoCode?: string; review?: [vendor: number, dish: number, rider: number];
}

// Demo's history (spec 2 §3 Order): several vendors, every handover method and the end states, one current order.
export const ORDER_PLANS: OrderPlan[] = [
  { vendor: "Oda", type: "delivery", status: "delivered", daysAgo: 2, review: [5, 4.5, 5] },
  { vendor: "Pizza Napoli", type: "delivery", status: "delivered", daysAgo: 6, payment: 2, coupon: ["SHIJO10", 10], tip: 100, earned: 5, split: 3, review: [4, 4, 4.5] },
  { vendor: "Burger House", type: "pickup", status: "picked_up", daysAgo: 10 },
  { vendor: "Kolonat Grill", type: "reserve", status: "completed", daysAgo: 14, guests: 4 },
  { vendor: "Sushi Tokyo Tirana", type: "delivery", status: "declined", daysAgo: 20, payment: 2 },
  { vendor: "Conad Blloku", type: "delivery", status: "cancelled", daysAgo: 25, cashback: 20 },
  { vendor: "Era", type: "delivery", status: "delivered", daysAgo: 35, cashback: 60, earned: 20 },
  { vendor: "Farmacia Tirana", type: "delivery", status: "delivered", daysAgo: 45, forFriend: 3 },
  { vendor: "Artigiano Akullore", type: "delivery", status: "processing", daysAgo: 0, minutesAgo: 12 },
  { vendor: "Oda", type: "delivery", status: "delivered", daysAgo: 60, earned: 45 },
  { vendor: "Pizza Napoli", type: "delivery", status: "delivered", daysAgo: 12, userId: 3, promoCode: "INVITE1" },
];

const FLOWS: Record<OrderType, OrderStatus[]> = {
  delivery: ["new", "processing", "picked_by_rider", "delivered"],
  pickup: ["new", "processing", "ready_to_pickup", "picked_up"],
  reserve: ["new", "reserved", "completed"],
};

/** The statuses an order went through to reach `status` (spec 2 §4 Order statuses). */
export function statusPath(type: OrderType, status: OrderStatus): OrderStatus[] {
  if (status === "declined" || status === "cancelled") return ["new", status];
  const flow = FLOWS[type];
  return flow.slice(0, flow.indexOf(status) + 1);
}

export async function seedOrders(ctx: SeedContext, vendors: SeededVendor[], inviteCode: string): Promise<void> {
  const { db, now, rng } = ctx;
  const items: Array<typeof orderItems.$inferInsert> = [];
  const events: Array<typeof orderStatusEvents.$inferInsert> = [];
  const rows = ORDER_PLANS.map((plan, i) => {
    const id = i + 1;
    const vendor = vendors.find((v) => v.spec.title === plan.vendor)!;
    const picks = rng.sample(vendor.products.filter((p) => !p.age18), rng.int(1, 3));
    let subTotal = 0;
    for (const product of picks) {
      const { item, lineTotal } = orderItem(rng, id, product, 2, 0.6);
      subTotal += lineTotal;
      items.push({ ...item, itemInstructions: rng.chance(0.3) ? "Pa qepë, ju lutem" : null });
    }
    const row = vendorFees(vendor, plan.type, subTotal);
    const couponAmount = plan.coupon ? Math.round((subTotal * plan.coupon[1]) / 100) : 0;
    const tip = plan.tip ?? 0;
    const ordered = ago(now, plan.daysAgo, plan.minutesAgo ?? 600 + i * 37);
    const path = statusPath(plan.type, plan.status);
    path.forEach((status, step) => events.push({ orderId: id, status, createdAt: new Date(ordered.getTime() + step * 9 * 60_000) }));
    return {
      id, userId: plan.userId ?? DEMO_ID, vendorId: vendor.id, status: plan.status, orderType: plan.type, orderedDate: ordered,
      statusChangedAt: new Date(ordered.getTime() + (path.length - 1) * 9 * 60_000), subTotal,
      totalPrice: subTotal - couponAmount - (plan.cashback ?? 0) + row.smallOrderFee + row.deliveryFee + tip,
      cashback: plan.cashback ?? 0, cashbackEarned: plan.earned ?? 0, couponAmount, couponCode: plan.coupon?.[0] ?? null,
      promoCode: plan.promoCode ? inviteCode : null, ...row, tipRider: tip, paymentMethodsId: plan.payment ?? 1,
      paymentMethodRef: plan.payment === 2 ? "pm_demo_visa_4242" : null, numGuests: plan.guests ?? null,
      pickupDatetime: plan.type === "delivery" ? null : new Date(ordered.getTime() + 40 * 60_000),
      orderForFriend: plan.forFriend ?? null, reserveFor: plan.type === "reserve" ? DEMO_ID : null,
      addressId: plan.type === "delivery" && !plan.userId ? 1 : null,
      address: plan.type === "delivery" ? { id: plan.userId ? 3 : 1, lat: 41.31965, lng: 19.81702, street: "Rruga Ismail Qemali", city: "Tiranë", notes: "Kati 4, zilja e dytë", formatted_address: "Rruga Ismail Qemali 27, Tiranë" } : null,
      createdAt: ordered,
    };
  });
  await db.insert(orders).values(rows);
  await insertChunked(items, (chunk) => db.insert(orderItems).values(chunk));
  await insertChunked(events, (chunk) => db.insert(orderStatusEvents).values(chunk));
  const split = ORDER_PLANS.findIndex((p) => p.split);
  const total = rows[split].totalPrice;
  await db.insert(orderSplits).values([
    { orderId: split + 1, personId: DEMO_ID, personName: "Arta Demo", amount: total - Math.floor(total / 2) },
    { orderId: split + 1, personId: ORDER_PLANS[split].split!, personName: "Elira Krasniqi", amount: Math.floor(total / 2) },
  ]);
  await db.insert(orderReviews).values(
    ORDER_PLANS.flatMap((plan, i) =>
      plan.review
        ? [{ orderId: i + 1, vendorRating: plan.review[0], dishRating: plan.review[1], riderRating: plan.review[2], vendorCateg: ["packaging"], dishCateg: ["tasty"], riderCateg: ["polite"], vendorComment: "Gjithçka shumë mirë!", customerName: "Arta Demo", createdAt: ago(now, plan.daysAgo) }]
        : [],
    ),
  );
}

/** One ordered product: 1–maxQuantity of it, each of its first option and addition taken by chance. */
export function orderItem(rng: Rng, orderId: number, product: SeededProduct, maxQuantity: number, optionChance: number) {
  const quantity = rng.int(1, maxQuantity);
  const options: OrderItemOption[] = [product.options.find((o) => o.type === "option"), product.options.find((o) => o.type === "addition")]
    .filter((o): o is SeededProduct["options"][number] => Boolean(o) && rng.chance(optionChance));
  // spec 2 §9 (orders/pricing.ts): the line is one unit with its options × quantity; the row keeps the unit alone, as
  // a placed order's does.
  const lineTotal = unitPrice(product, options) * quantity;
  return { item: { orderId, productId: product.id, title: product.title, quantity, unitPrice: unitPrice(product, []), options }, lineTotal };
}

/** Delivery fee and small-order fee as charged at the time (spec 2 §9: small order fee below the minimum). */
export function vendorFees({ fees }: Pick<SeededVendor, "fees">, type: OrderType, subTotal: number) {
  const delivery = type === "delivery";
  return {
    deliveryMinimumOrderPrice: fees.minimum,
    smallOrderFee: delivery && subTotal < fees.minimum ? fees.smallOrderFee : 0,
    deliveryFee: delivery ? fees.deliveryFee : 0,
  };
}
