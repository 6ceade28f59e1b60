import { hashPassword } from "../../auth/passwords";
import { friendships, mapVisibilityFriends, users, walletTransactions, WALLET_CATEGORIES } from "../../db/schema";
import type { SeedContext } from "../context";
import { DEMO_ID, SEED_PASSWORD } from "../data/people";
import { CITY_COUNTRY } from "../data/vendors";
import { ago } from "../prng";
import { bulkInsert, maxId } from "./bulk";
import { friendsAskedBy, largeCustomer, streamFor, type LargeSizes } from "./plan";

type WalletCategory = (typeof WALLET_CATEGORIES)[number];
type WalletType = "cashback" | "earn" | "referral" | "deposit";

export interface WalletLine { type: WalletType; category: WalletCategory; amount: number; daysAgo: number }

const CREDITS: Array<[WalletType, WalletCategory, number, number]> = [
  ["cashback", "cashback_level_earning", 5, 80], ["earn", "blog_quiz_earning", 10, 100], ["referral", "referral_reward", 100, 200],
  ["deposit", "deposit_from_shijo", 50, 300], ["earn", "reservation_rewards", 20, 50], ["referral", "earn_invitation_reward", 10, 30],
];

/**
 * Customer n's wallet history (spec 3 §3 Wallet transaction), oldest first: credits, and spends that never take the
 * balance below zero, so the sum of the lines is the customer's cashback_amount (the small seed's invariant too).
 */
export function walletOf(n: number): WalletLine[] {
  const rng = streamFor("wallet", n);
  const count = rng.chance(0.3) ? 0 : rng.int(1, 8);
  let balance = 0;
  let daysAgo = rng.int(200, 500);
  const lines: WalletLine[] = [];
  for (let i = 0; i < count; i++) {
    daysAgo = Math.max(0, daysAgo - rng.int(1, 60));
    if (balance > 40 && rng.chance(0.35)) {
      const amount = -rng.int(10, Math.min(balance, 300));
      lines.push({ type: "cashback", category: rng.chance(0.8) ? "cashback_use_order" : "cashback_expired_revoke", amount, daysAgo });
      balance += amount;
    } else {
      const [type, category, min, max] = rng.pick(CREDITS);
      const amount = rng.int(min, max);
      lines.push({ type, category, amount, daysAgo });
      balance += amount;
    }
  }
  return lines;
}

/** The id of customer n (0-based) in the users table. */
export type CustomerId = (n: number) => number;

export async function seedLargePeople(ctx: SeedContext, sizes: LargeSizes): Promise<CustomerId> {
  const { db, now } = ctx;
  const base = await maxId(db, users);
  const idOf: CustomerId = (n) => base + n + 1;
  // scrypt for 20,000 accounts would take minutes: a few salts are shared, every password is still shijo123.
  const hashes = await Promise.all(Array.from({ length: 8 }, () => hashPassword(SEED_PASSWORD)));

  const userRows: Array<typeof users.$inferInsert> = [];
  const walletRows: Array<typeof walletTransactions.$inferInsert> = [];
  for (let n = 0; n < sizes.customers; n++) {
    const c = largeCustomer(n);
    const id = idOf(n);
    const wallet = walletOf(n);
    const rng = streamFor("customer-times", n);
    userRows.push({
      id, fullName: c.fullName, username: c.username, email: c.email, phone: c.phone, passwordHash: hashes[n % hashes.length],
      photo: c.photo ? `images/users/${id}.svg` : null, sex: c.sex, birthdate: c.birthdate, latitude: c.lat, longitude: c.lng,
      country: CITY_COUNTRY[c.city],
      city: c.city, cashbackAmount: wallet.reduce((sum, line) => sum + line.amount, 0), verifiedByMobile: c.verified,
      referralCode: c.referralCode, smsConsent: n % 3 !== 0, mapVisible: c.mapVisible, hideAsShijoer: c.hideAsShijoer,
      mapVisibleType: c.mapVisibleType, blogNotifications: n % 2 === 0, lastActiveAt: ago(now, 0, rng.int(1, 60 * 24 * 30)),
      createdAt: ago(now, rng.int(30, 900)),
    });
    walletRows.push(...wallet.map((line) => ({ userId: id, type: line.type, category: line.category, amount: line.amount, createdAt: ago(now, line.daysAgo, n % 1440) })));
  }
  await bulkInsert(db, users, userRows);
  await bulkInsert(db, walletTransactions, walletRows);

  // About 30 friends each (spec 3 §4 Friendship): each customer asks 15 of the next 300, and is asked as often;
  // one in 25 requests is still open. Demo gets friends here too, so signed-in pages carry a real friend list.
  const friendRows: Array<typeof friendships.$inferInsert> = [];
  const chosen: Array<typeof mapVisibilityFriends.$inferInsert> = [];
  for (let n = 0; n < sizes.customers; n++) {
    const rng = streamFor("friend-rows", n);
    const asked = friendsAskedBy(n, sizes);
    for (const m of asked) {
      const accepted = !rng.chance(0.04);
      friendRows.push({ userId: idOf(n), friendId: idOf(m), status: accepted ? "accepted" : "invited", seen: accepted, createdAt: ago(now, rng.int(1, 700)) });
    }
    // spec 3 §4 Map visibility: "except" and "only" name some of their friends.
    if (largeCustomer(n).mapVisibleType !== "all_friend") chosen.push(...asked.slice(0, 3).map((m) => ({ userId: idOf(n), friendId: idOf(m) })));
  }
  for (let n = 0; n < Math.min(sizes.demoFriends, sizes.customers); n++) {
    friendRows.push({ userId: idOf(n), friendId: DEMO_ID, status: "accepted", seen: true, createdAt: ago(now, 100 + n) });
  }
  await bulkInsert(db, friendships, friendRows);
  await bulkInsert(db, mapVisibilityFriends, chosen);
  return idOf;
}
