import { orderItems, orderReviews, orderStatusEvents, orders, type OrderStatus, type OrderType } from "../../db/schema";
import type { SeedContext } from "../context";
import { DEMO_ID } from "../data/people";
import { orderItem, statusPath, vendorFees } from "../orders";
import { ago } from "../prng";
import { bulkInsert, maxId } from "./bulk";
import type { LargeSeededVendor } from "./catalogue";
import type { CustomerId } from "./people";
import { largeCustomer, streamFor, type LargeSizes } from "./plan";

// Issue 26: order history at production shape — tens of thousands of past orders over a year and a half, each
// customer ordering from vendors of their own city, every handover method and end state, a review on about a quarter.

const DONE: Record<OrderType, OrderStatus> = { delivery: "delivered", pickup: "picked_up", reserve: "completed" };
const COMMENTS = ["Gjithçka shumë mirë!", "Ushqimi erdhi i ngrohtë.", "Porcione bujare.", "Pak vonesë, por shumë i shijshëm.", "Do porosis përsëri.", null, null];
const STEP_MS = 9 * 60_000;

export async function seedLargeOrders(ctx: SeedContext, sizes: LargeSizes, vendors: LargeSeededVendor[], idOf: CustomerId): Promise<number> {
  const { db, now } = ctx;
  const base = await maxId(db, orders);
  const byCity = new Map<string, LargeSeededVendor[]>();
  for (const v of vendors) {
    if (!v.products.length) continue;
    const list = byCity.get(v.spec.city) ?? [];
    list.push(v);
    byCity.set(v.spec.city, list);
  }
  const tirana = byCity.get("Tiranë") ?? vendors;

  const rows: Array<typeof orders.$inferInsert> = [];
  const items: Array<typeof orderItems.$inferInsert> = [];
  const events: Array<typeof orderStatusEvents.$inferInsert> = [];
  const reviews: Array<typeof orderReviews.$inferInsert> = [];
  const total = sizes.orders + sizes.demoOrders;
  for (let k = 0; k < total; k++) {
    const rng = streamFor("order", k);
    const id = base + k + 1;
    const forDemo = k >= sizes.orders;
    const n = rng.int(0, sizes.customers - 1);
    const customer = forDemo ? null : largeCustomer(n);
    const userId = forDemo ? DEMO_ID : idOf(n);
    const vendor = rng.pick(customer ? byCity.get(customer.city) ?? tirana : tirana);
    const type = rng.pick(vendor.spec.methods.split("-")) as OrderType;
    const roll = rng.next();
    const status: OrderStatus = roll < 0.06 ? "declined" : roll < 0.15 ? "cancelled" : DONE[type];
    const ordered = ago(now, rng.int(1, 540), rng.int(0, 1439));

    const pool = vendor.products.filter((p) => !p.age18);
    const picks = rng.sample(pool.length ? pool : vendor.products, rng.int(1, 4));
    let subTotal = 0;
    for (const product of picks) {
      const { item, lineTotal } = orderItem(rng, id, product, 3, 0.5);
      subTotal += lineTotal;
      items.push(item);
    }
    const fees = vendorFees(vendor, type, subTotal);
    const tip = type === "delivery" && rng.chance(0.2) ? rng.pick([50, 100, 200]) : 0;
    const path = statusPath(type, status);
    path.forEach((s, step) => events.push({ orderId: id, status: s, createdAt: new Date(ordered.getTime() + step * STEP_MS) }));
    const place = customer ?? { lat: 41.31965, lng: 19.81702, city: "Tiranë" };
    rows.push({
      id, userId, vendorId: vendor.id, status, orderType: type, orderedDate: ordered, statusChangedAt: new Date(ordered.getTime() + (path.length - 1) * STEP_MS),
      subTotal, totalPrice: subTotal + fees.smallOrderFee + fees.deliveryFee + tip, ...fees, tipRider: tip,
      paymentMethodsId: 1, numGuests: type === "reserve" ? rng.int(2, 8) : null,
      pickupDatetime: type === "delivery" ? null : new Date(ordered.getTime() + 40 * 60_000), reserveFor: type === "reserve" ? userId : null,
      address: type === "delivery" ? { id: null, lat: place.lat, lng: place.lng, street: null, city: place.city, notes: null, formatted_address: `${place.city}` } : null,
      createdAt: ordered,
    });
    if (status === DONE[type] && rng.chance(0.25)) {
      const stars = () => rng.pick([3, 3.5, 4, 4, 4.5, 4.5, 5, 5, 5]);
      reviews.push({
        orderId: id, vendorRating: stars(), dishRating: stars(), riderRating: type === "delivery" ? stars() : null,
        vendorCateg: [rng.pick(["packaging", "fast", "friendly"])], dishCateg: [rng.pick(["tasty", "portion", "fresh"])], riderCateg: type === "delivery" ? ["polite"] : [],
        vendorComment: rng.pick(COMMENTS), customerName: customer?.fullName ?? "Arta Demo", createdAt: new Date(ordered.getTime() + 2 * 3_600_000),
      });
    }
  }
  await bulkInsert(db, orders, rows);
  await bulkInsert(db, orderItems, items);
  await bulkInsert(db, orderStatusEvents, events);
  await bulkInsert(db, orderReviews, reviews);
  return rows.length;
}
