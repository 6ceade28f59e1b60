// spec 3 §3 Payment method (saved card) and §7: "The saved method's id becomes the profile's default_card_id".

interface CardLike {
  id: string;
  card: { exp_month: number; exp_year: number };
}

/** Expiry shown MM/YY, as typed in the card form (spec 3 §5). */
export function cardExpiry(card: CardLike): string {
  return `${String(card.card.exp_month).padStart(2, "0")}/${String(card.card.exp_year).slice(-2)}`;
}

/**
 * The card checkout offers first: the one already chosen while it is still saved, else the profile's default card
 * (default_card_id), else none.
 */
export function preselectedCard<C extends CardLike>(cards: readonly C[], defaultCardId: string | null | undefined, selectedId?: string | null): C | null {
  return cards.find((c) => c.id === selectedId) ?? cards.find((c) => c.id === defaultCardId) ?? null;
}
