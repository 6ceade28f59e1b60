import { tiraneDate } from "@/contract/tirane-time";

// Spec 3 §3 Wallet transaction (the fields the list needs).
export interface WalletTransaction {
  id: number;
  amount: number;
  created_at: string | Date;
  type?: string;
  category?: string;
}

export interface WalletGroup<T extends WalletTransaction> {
  date: string; // YYYY-MM-DD, Tirana
  isToday: boolean; // header reads the wallet.today label
  label: string; // DD/MM/YYYY (used when not today)
  items: T[];
}

export const WALLET_PAGE_SIZE = 10;
// spec 3 §3 Wallet transaction categories (with the local API's referral and earn-invitation rewards), each with its
// label in messages (wallet.cat_*); an unknown category falls back to its type's label (wallet.type_*).
export const WALLET_CATEGORIES = [
  "cashback_level_earning", "cashback_use_order", "cashback_back_from_order", "cashback_expired_revoke",
  "reservation_rewards", "blog_quiz_earning", "deposit_from_shijo", "deposit_revoke_shijo",
  "stripe_card_deposit", "transfer_deposit", "received_deposit", "referral_reward", "earn_invitation_reward",
] as const;
export type WalletCategory = (typeof WALLET_CATEGORIES)[number];
export const WALLET_TYPES = ["cashback", "earn", "referral", "deposit"] as const;
type CategoryKey = `wallet.cat_${WalletCategory}`;
type TypeKey = `wallet.type_${(typeof WALLET_TYPES)[number]}`;

export const WALLET_KEYS = [
  "wallet.today",
  ...WALLET_CATEGORIES.map((c): CategoryKey => `wallet.cat_${c}`),
  ...WALLET_TYPES.map((t): TypeKey => `wallet.type_${t}`),
  "wallet.type_other",
] as const;

/**
 * What the wallet's history (components/wallet/wallet-history.tsx) says on the client: its day headers, labels, the
 * vendor of an order and its paging. The balance and the level are drawn on the server, and their words stay there.
 */
export const WALLET_HISTORY_MESSAGES = [...WALLET_KEYS, "wallet.orderAt", "wallet.pageOf", "wallet.previousPage", "wallet.loading", "wallet.loadMore"] as const;

/** The label key of a transaction: its category's, else its type's, else "other". */
export function walletLabelKey(t: { category?: string | null; type?: string | null }): CategoryKey | TypeKey | "wallet.type_other" {
  if ((WALLET_CATEGORIES as readonly string[]).includes(t.category ?? "")) return `wallet.cat_${t.category as WalletCategory}`;
  if ((WALLET_TYPES as readonly string[]).includes(t.type ?? "")) return `wallet.type_${t.type as (typeof WALLET_TYPES)[number]}`;
  return "wallet.type_other";
}

/** Server times with a zone are taken as given; "YYYY-MM-DD HH:mm:ss" without one is read as UTC. */
export function parseServerTime(value: string | Date): Date {
  if (value instanceof Date) return value;
  const v = value.trim().replace(" ", "T");
  return new Date(/(Z|[+-]\d{2}:?\d{2})$/i.test(v) ? v : `${v}Z`);
}

/** Spec 3 §4 Wallet: more pages load on scroll; entries are de-duplicated by id (first copy kept). */
export function mergeTransactions<T extends WalletTransaction>(current: readonly T[], incoming: readonly T[]): T[] {
  const seen = new Set(current.map((t) => t.id));
  const out = [...current];
  for (const t of incoming) {
    if (seen.has(t.id)) continue;
    seen.add(t.id);
    out.push(t);
  }
  return out;
}

/** Spec 3 §4 Wallet: history grouped under date headers (Tirana days, newest first, Today label for today). */
export function groupTransactions<T extends WalletTransaction>(items: readonly T[], now: Date): WalletGroup<T>[] {
  const today = tiraneDate(now);
  const sorted = [...items].sort((a, b) => parseServerTime(b.created_at).getTime() - parseServerTime(a.created_at).getTime());
  const groups: WalletGroup<T>[] = [];
  for (const t of sorted) {
    const date = tiraneDate(parseServerTime(t.created_at));
    let group = groups.find((g) => g.date === date);
    if (!group) {
      const [y, m, d] = date.split("-");
      group = { date, isToday: date === today, label: `${d}/${m}/${y}`, items: [] };
      groups.push(group);
    }
    group.items.push(t);
  }
  return groups;
}
