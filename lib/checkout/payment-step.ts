import type { PaymentMethod, Split } from "@/lib/cart/types";

export const STEP1_KEYS = ["cart.select_card"] as const;
export type Step1Key = (typeof STEP1_KEYS)[number];

/** Spec 2 §5 step 1: method stripe with no card selected → cart.select_card. */
export function validateStep1(method: PaymentMethod, selectedCardId: string | null | undefined): Step1Key | null {
  return method === "stripe" && !selectedCardId ? "cart.select_card" : null;
}

export interface SplitPayload {
  person_id: number;
  amount: number;
  person_name: string;
}

const hasPrice = (s: Split) => typeof s.price === "number" && Number.isFinite(s.price) && s.price > 0;

/** Spec 2 §5: split payments are sent only if every split has a price; otherwise none are sent. */
export function splitsToSend(splits: readonly Split[]): SplitPayload[] {
  if (splits.length === 0 || !splits.every(hasPrice)) return [];
  return splits.map((s) => ({ person_id: s.id, amount: s.price as number, person_name: s.username || s.full_name || "" }));
}
