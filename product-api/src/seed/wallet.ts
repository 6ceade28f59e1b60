import { earnInvitations, walletTransactions } from "../db/schema";
import type { SeedContext } from "./context";
import { DEMO_ID, PEOPLE } from "./data/people";
import { DAY_MS, ago, stableHash } from "./prng";

/** The earn-invitation code demo sent to Elira, used on her order (orders.ts, promo_code). */
export const USED_INVITE_CODE = `SH${stableHash("invite", 1).slice(0, 6).toUpperCase()}`;

// Demo's wallet adds up to her cashback_amount of 350 L; everyone else's balance is one deposit, so the
// invariant "sum of transactions = cashback_amount" holds for every seeded user.
export async function seedWallet(ctx: SeedContext): Promise<void> {
  const { db, now } = ctx;
  const demo = [
    { type: "referral", category: "referral_reward", amount: 200, daysAgo: 120, relatedUserId: 4 },
    { type: "earn", category: "blog_quiz_earning", amount: 100, daysAgo: 90, sourceId: 9 },
    { type: "cashback", category: "cashback_level_earning", amount: 45, daysAgo: 60, orderId: 10 },
    { type: "cashback", category: "cashback_use_order", amount: -60, daysAgo: 35, orderId: 7 },
    { type: "cashback", category: "cashback_level_earning", amount: 20, daysAgo: 35, orderId: 7 },
    { type: "cashback", category: "cashback_use_order", amount: -20, daysAgo: 25, orderId: 6 },
    { type: "cashback", category: "cashback_back_from_order", amount: 20, daysAgo: 25, orderId: 6 },
    { type: "cashback", category: "cashback_expired_revoke", amount: -15, daysAgo: 28 },
    { type: "earn", category: "reservation_rewards", amount: 30, daysAgo: 14, orderId: 4 },
    { type: "deposit", category: "received_deposit", amount: 25, daysAgo: 8, relatedUserId: 3 },
    { type: "cashback", category: "cashback_level_earning", amount: 5, daysAgo: 6, orderId: 2 },
  ] as const;
  await db.insert(walletTransactions).values([
    ...demo.map(({ daysAgo, ...tx }) => ({ userId: DEMO_ID, ...tx, createdAt: ago(now, daysAgo) })),
    ...PEOPLE.flatMap((p, i) =>
      i + 1 !== DEMO_ID && p.cashback > 0
        ? [{ userId: i + 1, type: "deposit" as const, category: "deposit_from_shijo" as const, amount: p.cashback, createdAt: ago(now, 30 + i) }]
        : [],
    ),
  ]);

  const hours = (n: number) => new Date(now.getTime() - n * 3_600_000);
  const days = (n: number) => new Date(now.getTime() + n * DAY_MS);
  await db.insert(earnInvitations).values([
    { id: 1, inviteCode: USED_INVITE_CODE, senderId: DEMO_ID, receiverId: 3, inviteTime: ago(now, 13), expiresAt: ago(now, 10), isUsed: 1, usedAt: ago(now, 12), usedRewardsAmount: 18, orderId: 11 },
    { id: 2, inviteCode: `SH${stableHash("invite", 2).slice(0, 6).toUpperCase()}`, senderId: 4, receiverId: DEMO_ID, inviteTime: hours(3), expiresAt: days(3) },
    { id: 3, inviteCode: `SH${stableHash("invite", 3).slice(0, 6).toUpperCase()}`, senderId: 5, receiverId: DEMO_ID, inviteTime: ago(now, 10), expiresAt: ago(now, 7) },
    { id: 4, inviteCode: `SH${stableHash("invite", 4).slice(0, 6).toUpperCase()}`, senderId: DEMO_ID, receiverId: 6, inviteTime: hours(5), expiresAt: days(3) },
  ]);
}
