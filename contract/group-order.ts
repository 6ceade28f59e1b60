// Group orders (issue 28, ADR 0020): what the storefront and the product API share — the split rule, the limits and
// the state's shape. The product API computes every amount with splitGroupTotal; the storefront only shows them.
// Pure: no clock, no I/O.

/** 18 random bytes, base64url: 24 characters, 144 bits (the issue asks for ≥ 128). */
export const GROUP_CODE = /^[A-Za-z0-9_-]{24}$/;
export const GROUP_CODE_BYTES = 18;
/** A group order with no write for this long is expired (issue 28: "left idle for 3 hours"). */
export const GROUP_IDLE_MS = 3 * 60 * 60 * 1000;
export const GROUP_MAX_PARTICIPANTS = 20;
export const GROUP_MAX_LINES_PER_PERSON = 30;
export const GROUP_MAX_SPEND_LIMIT = 1_000_000;

export type GroupOrderStatus = "open" | "locked" | "paying" | "placed" | "cancelled" | "expired";
export type GroupOrderMethod = "delivery" | "pickup";
export const ACTIVE_GROUP_STATUSES: readonly GroupOrderStatus[] = ["open", "locked", "paying"];

export interface SplitPerson {
  userId: number;
  /** The sum of this person's own lines (spec 2 §9 line prices), whole lek ≥ 0. */
  items: number;
}

export interface SplitInput {
  /** In split order: the host first, then the order of joining. */
  people: readonly SplitPerson[];
  /** Coupon or automatic discount of the whole basket, whole lek, 0 ≤ discount ≤ the items' sum. */
  discount: number;
  /** Delivery fee + small order ("service") fee + rider tip of the basket, whole lek ≥ 0. */
  fees: number;
}

export interface SplitPart {
  userId: number;
  items: number;
  discount: number;
  fees: number;
  /** items − discount + fees. */
  amount: number;
}

export class SplitInputError extends Error {}

/**
 * Issue 28: "each part is that person's items plus an equal share of the delivery and service fees, with discounts
 * shared in proportion to items; every part is whole lek, the parts add up exactly to the total".
 * Rounding (ADR 0020): the discount by largest remainder — ⌊D·items/subtotal⌋ each, the lek left over one each to
 * the largest remainders, ties to the earlier person; the fees ⌊F/n⌋ each, the F mod n lek left over one each to the
 * host first, then in the order of joining. Only people with items share; someone with none pays nothing.
 */
export function splitGroupTotal(input: SplitInput): SplitPart[] {
  const { discount, fees } = input;
  for (const n of [discount, fees, ...input.people.map((p) => p.items)]) {
    if (!Number.isSafeInteger(n) || n < 0) throw new SplitInputError(`not whole lek ≥ 0: ${n}`);
  }
  const sharing = input.people.filter((p) => p.items > 0);
  const subtotal = sharing.reduce((sum, p) => sum + p.items, 0);
  if (discount > subtotal) throw new SplitInputError(`discount ${discount} above the items ${subtotal}`);
  if (sharing.length === 0) {
    if (fees > 0) throw new SplitInputError("fees without anyone to share them");
    return [];
  }

  // Discount in proportion to items, by largest remainder (exact integer arithmetic: remainders are compared as
  // numerators over the same subtotal).
  const shares = sharing.map((p, index) => {
    const product = discount * p.items;
    return { index, base: Math.floor(product / subtotal), remainder: product % subtotal };
  });
  let left = discount - shares.reduce((sum, s) => sum + s.base, 0);
  const byRemainder = [...shares].sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const share of byRemainder) {
    if (left === 0) break;
    share.base += 1;
    left -= 1;
  }

  // Fees equally; the odd lek to the host first, then in joining order.
  const each = Math.floor(fees / sharing.length);
  const odd = fees % sharing.length;

  return sharing.map((p, index) => {
    const d = shares[index].base;
    const f = each + (index < odd ? 1 : 0);
    return { userId: p.userId, items: p.items, discount: d, fees: f, amount: p.items - d + f };
  });
}

// The state as GET group-orders/{code} answers it (ADR 0020 "The state").
export interface GroupPerson {
  id: number;
  full_name: string;
  photo: string | null;
}

export interface GroupLineOption {
  id: number;
  title: string;
  type: "addition" | "option";
  price: number;
}

export interface GroupLine {
  id: number;
  product_id: number;
  title: string;
  qty: number;
  unit_price: number;
  options: GroupLineOption[];
  item_instructions: string | null;
  line_total: number;
  /** False once the product went off the menu: flagged to its owner, and checkout waits until it is removed. */
  available: boolean;
}

export interface GroupParticipant {
  user: GroupPerson;
  is_host: boolean;
  ready: boolean;
  lines: GroupLine[];
  subtotal: number;
  over_limit: boolean;
}

export interface GroupCheckoutPart extends SplitPart {
  committed: boolean;
  method: "cash" | "card" | null;
  cashback: number;
}

export interface GroupCheckout {
  payment_mode: "host" | "split";
  totals: { sub_total: number; discount: number; delivery_fee: number; small_order_fee: number; tip_rider: number; total: number };
  parts: GroupCheckoutPart[];
}

export interface GroupOrderState {
  code: string;
  url: string;
  status: GroupOrderStatus;
  method: GroupOrderMethod;
  vendor: { id: number; hash_id: string; slug: string; title: string; logo_thumbnail_path: string | null; order_method: string };
  host: GroupPerson;
  me: number;
  is_host: boolean;
  is_participant: boolean;
  spend_limit: number | null;
  deadline: string | null;
  locked: boolean;
  participants: GroupParticipant[];
  subtotal: number;
  checkout: GroupCheckout | null;
  order_id: number | null;
  expires_at: string;
  /** Grows with every write: a live event names it, so a reader knows whether it already has that state. */
  version: number;
}

/** What the live stream says (ADR 0020 "Live"): read the state again, or you were removed. */
export type GroupOrderEvent =
  | { type: "group_order"; code: string; status: GroupOrderStatus; version: number }
  | { type: "group_order_removed"; code: string };
