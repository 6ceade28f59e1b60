import { and, desc, eq, gt, isNull, lte, ne, or } from "drizzle-orm";
import type { Db } from "../db/client";
import { coupons, discounts, earnInvitations } from "../db/schema";
import type { MessageKey } from "../http/i18n";
import { discountAmount } from "./pricing";

type Tx = Pick<Db, "select">;

export type CouponRow = typeof coupons.$inferSelect;
export type DiscountRow = typeof discounts.$inferSelect;

export type Checked<T> = { ok: true; value: T } | { ok: false; key: MessageKey; vars?: Record<string, string | number> };

/** GET /coupons and POST checkout: the coupon for this code, vendor and subtotal, or why it cannot be used. */
export async function checkCoupon(db: Tx, code: string, vendorId: number, subtotal: number, now: Date): Promise<Checked<CouponRow & { amount: number }>> {
  const [coupon] = await db.select().from(coupons).where(eq(coupons.code, code.trim().toUpperCase())).limit(1);
  if (!coupon || !coupon.isActive || coupon.startsAt > now) return { ok: false, key: "invalidPromotionCode" };
  if (coupon.expiresAt && coupon.expiresAt <= now) return { ok: false, key: "couponExpired" };
  if (coupon.vendorId !== null && coupon.vendorId !== vendorId) return { ok: false, key: "couponOtherVendor" };
  if (coupon.maxUses !== null && coupon.usedCount >= coupon.maxUses) return { ok: false, key: "couponUsedUp" };
  if (subtotal < coupon.minSubtotal) return { ok: false, key: "couponMinimum", vars: { n: coupon.minSubtotal } };
  return { ok: true, value: { ...coupon, amount: discountAmount(coupon.discountType, coupon.value, subtotal) } };
}

/**
 * GET discounts: the vendor's automatic discount for this subtotal (the one taking most off; free delivery when
 * nothing else applies, and only for delivery), or null.
 */
export async function bestDiscount(db: Tx, vendorId: number, subtotal: number, now: Date, delivery = true): Promise<DiscountRow | null> {
  const rows = await db
    .select()
    .from(discounts)
    .where(
      and(
        eq(discounts.vendorId, vendorId),
        eq(discounts.isActive, true),
        lte(discounts.startsAt, now),
        or(isNull(discounts.endsAt), gt(discounts.endsAt, now)),
        lte(discounts.minSubtotal, subtotal),
        // Free delivery means nothing for pickup or a table.
        delivery ? undefined : ne(discounts.discountType, "free_delivery"),
      ),
    )
    .orderBy(desc(discounts.value));
  if (rows.length === 0) return null;
  const worth = (d: DiscountRow) => (d.discountType === "free_delivery" ? 0.5 : discountAmount(d.discountType, d.value, subtotal));
  return rows.reduce((best, d) => (worth(d) > worth(best) ? d : best), rows[0]);
}

export type InvitationRow = typeof earnInvitations.$inferSelect;

/** POST /invite-earn/validate-earninvitation-code: a code received by this user, not used and not expired. */
export async function checkInvitation(db: Tx, code: string, userId: number, now: Date): Promise<Checked<InvitationRow>> {
  const [row] = await db.select().from(earnInvitations).where(eq(earnInvitations.inviteCode, code.trim().toUpperCase())).limit(1);
  if (!row || row.receiverId !== userId || row.isUsed === 1 || row.expiresAt <= now) return { ok: false, key: "invalidPromotionCode" };
  return { ok: true, value: row };
}
