"use client";

import { useTranslations } from "@/lib/i18n/client";
import type { Alert } from "@/components/ui/alert-dialog";
import type { SavedCard } from "@/lib/api/schemas/checkout";
import { bffErrorMessage } from "@/lib/client/bff";
import { saveCard } from "@/lib/client/queries/checkout";

export type CardSaved = Awaited<ReturnType<typeof saveCard>>;

/** Stripe refused to tokenize the card: its own message (already in the page's language), or none. */
export class CardRefused extends Error {
  constructor(readonly shown: string | null) {
    super("card refused by the payment provider");
  }
}

/**
 * What saving a card does after the payment call, the same for the typed form and Stripe's (useBffForm's `onSent` and
 * `failed`): spec 2 §4 the card is handed on (it became the profile's default), a failed default is "something is
 * wrong"; spec 2 §8 a failed save shows the server's message or the generic one.
 */
export function useCardSaving(onSaved: (card: SavedCard) => void) {
  const t = useTranslations();
  return {
    onSent: ({ payment_method, default_error }: CardSaved): Alert | void => {
      onSaved(payment_method);
      if (default_error) return { title: t("checkout.errorTitle"), message: t("checkout.something_is_wrong") };
    },
    failed: (error: unknown): Alert => ({
      title: t("checkout.errorTitle"),
      message: error instanceof CardRefused ? (error.shown ?? t("checkout.something_is_wrong")) : bffErrorMessage(error, t("errors.generic")),
    }),
  };
}

/** The card forms' Save: spec 2 §5 disabled while a field is empty or while saving. */
export function SaveCardButton({ disabled }: { disabled: boolean }) {
  const t = useTranslations("checkout");
  return (
    <div className="flex justify-end">
      <button type="submit" className="btn btn-primary h-11 px-6" disabled={disabled}>
        {t("saveCard")}
      </button>
    </div>
  );
}
