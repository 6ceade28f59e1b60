// The cards port (ARCHITECTURE "Ports and adapters"): the spec's card form sent to the product API by default;
// Stripe Elements when NEXT_PUBLIC_STRIPE_KEY is set, so the card number never touches our server.
export type CardProvider = "offline" | "stripe";

/** Inlined at build time (NEXT_PUBLIC_); empty or unset is the offline default. */
export function cardProvider(key: string | undefined = process.env.NEXT_PUBLIC_STRIPE_KEY): CardProvider {
  return key && key.trim() ? "stripe" : "offline";
}

/** What leaves the browser for a Stripe card: the payment-method id and its public details, never the number. */
export interface TokenizedCard {
  payment_method_id: string;
  name: string;
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}
