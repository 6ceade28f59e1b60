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
 * The card checkout chooses by itself when paying by card: none while a card is already chosen (the customer's
 * choice, or a card just added, stands even before the list is reloaded), else the profile's default card
 * (default_card_id) when it is among the saved ones, else none.
 */
export function cardToPreselect<C extends CardLike>(cards: readonly C[], defaultCardId: string | null | undefined, selectedId?: string | null): C | null {
  if (selectedId) return null;
  return cards.find((c) => c.id === defaultCardId) ?? null;
}
