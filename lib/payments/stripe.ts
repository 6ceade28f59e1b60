import type { Stripe, StripeCardElement } from "@stripe/stripe-js";
import type { TokenizedCard } from "./index";

// The Stripe adapter: @stripe/stripe-js is imported only here, and this module only by a dynamic import on the
// checkout page, so no other page loads Stripe.
let stripePromise: Promise<Stripe | null> | null = null;

function stripe(publishableKey: string): Promise<Stripe | null> {
  stripePromise ??= import("@stripe/stripe-js").then(({ loadStripe }) => loadStripe(publishableKey));
  return stripePromise;
}

export interface MountedCard {
  /** Creates the payment method in the browser; only its id and public details come back. */
  tokenize(name: string): Promise<{ ok: true; card: TokenizedCard } | { ok: false; message: string | null }>;
  destroy(): void;
}

/** Mounts Stripe's card element into `host`. */
export async function mountStripeCard(publishableKey: string, host: HTMLElement, locale: "sq" | "en"): Promise<MountedCard | null> {
  const client = await stripe(publishableKey);
  if (!client) return null;
  // Stripe Elements has no Albanian; English is the closest it offers.
  const elements = client.elements({ locale: locale === "sq" ? "auto" : "en" });
  const card: StripeCardElement = elements.create("card", { hidePostalCode: true });
  card.mount(host);
  return {
    async tokenize(name) {
      const result = await client.createPaymentMethod({ type: "card", card, billing_details: { name } });
      if (result.error || !result.paymentMethod?.card) return { ok: false, message: result.error?.message ?? null };
      const c = result.paymentMethod.card;
      return { ok: true, card: { payment_method_id: result.paymentMethod.id, name, brand: c.brand, last4: c.last4, exp_month: c.exp_month, exp_year: c.exp_year } };
    },
    destroy() {
      card.destroy();
    },
  };
}
