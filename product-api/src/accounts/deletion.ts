import { and, isNotNull, lte } from "drizzle-orm";
import type { Db } from "../db/client";
import { users } from "../db/schema";

// spec 3 §4 Account deletion: "On approval the account is deactivated at once and permanently deleted after 15
// days. Logging in within 15 days restores it. Unused cashback, promotions and rewards are then removed."
export const DELETION_GRACE_DAYS = 15;
export const DELETION_GRACE_MS = DELETION_GRACE_DAYS * 24 * 60 * 60 * 1000;

export type AccountState = "active" | "restorable" | "gone";

/** Where an account stands at `now` (API clock): deactivated accounts may be restored for 15 days, then they are gone. */
export function accountState(deletedAt: Date | null | undefined, now: Date): AccountState {
  if (!deletedAt) return "active";
  return now.getTime() - deletedAt.getTime() < DELETION_GRACE_MS ? "restorable" : "gone";
}

/**
 * Permanent deletion of every account deactivated 15 days ago or more. Like the order clock, it runs when accounts
 * are looked up (login, register), so the API needs no timer and tests drive it with POST /__test/clock. What
 * belongs to the person (tokens, addresses, cards, wallet and cashback, invitations, friendships, orders) goes with
 * the account by the schema's ON DELETE rules; rows others keep lose the reference (set null).
 */
export async function purgeDeletedAccounts(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - DELETION_GRACE_MS);
  const gone = await db.delete(users).where(and(isNotNull(users.deletedAt), lte(users.deletedAt, cutoff))).returning({ id: users.id });
  return gone.length;
}
