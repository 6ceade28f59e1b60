"use client";

import { useId, useState, type ComponentProps } from "react";
import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "@/lib/i18n/client";
import { AlertDialog } from "@/components/ui/alert-dialog";
import { Modal, ModalHeader } from "@/components/ui/modal";
import type { SavedCard } from "@/lib/api/schemas/checkout";
import { bffErrorMessage } from "@/lib/client/bff";
import { saveCard } from "@/lib/client/queries/checkout";
import { cardProvider, type TokenizedCard } from "@/lib/payments";
import { canSaveCard, cardNumberInput, cardPayload, cvvInput, expiryInput, formatCardNumber, formatExpiry, validateCard, CARD_NAME_MAX } from "@/lib/validation/card";
import { onDemand } from "@/lib/client/on-demand";
import type { StripeCardForm as StripeCardFormView } from "./stripe-card-form";

// Stripe Elements only when NEXT_PUBLIC_STRIPE_KEY is set, and only loaded when this modal opens.
const StripeCardForm = onDemand<ComponentProps<typeof StripeCardFormView>>(() => import("./stripe-card-form").then((m) => ({ default: m.StripeCardForm })), { ssr: false }).View;

const field = "h-11 w-full rounded-full border border-gray-300 px-4 focus:border-brand-500 focus:outline-none";

/**
 * spec 2 §4 Add card: save it through the payment call, make it the profile's default card, go back. spec 2 §5 card
 * rules: name ≤ 32, 16 digits grouped in fours, CVV 3, MM/YY not past; Save disabled while a field is empty or saving.
 */
export function CardModal({ open, onSaved, onClose }: { open: boolean; onSaved: (card: SavedCard) => void; onClose: () => void }) {
  const t = useTranslations("checkout");
  const titleId = useId();
  return (
    <Modal open={open} onClose={onClose} labelledBy={titleId}>
      <div className="p-6">
        <ModalHeader id={titleId} title={t("addCard")} onClose={onClose} />
        <CardForm onSaved={onSaved} />
      </div>
    </Modal>
  );
}

/**
 * The card form shared by checkout's modal and the profile's /profile/pay-method page: the spec's local form, or
 * Stripe Elements when NEXT_PUBLIC_STRIPE_KEY is set. The typed number and CVV live in this component's state only
 * (never in storage or a log) and are dropped once sent; the owner unmounts the form after onSaved.
 */
export function CardForm({ onSaved }: { onSaved: (card: SavedCard) => void }) {
  const t = useTranslations("checkout");
  const tAll = useTranslations();
  const [name, setName] = useState("");
  const [number, setNumber] = useState("");
  const [cvc, setCvc] = useState("");
  const [expiry, setExpiry] = useState("");
  const [attention, setAttention] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = { name, number, cvc, expiry };

  const send = useMutation({
    mutationFn: saveCard,
    onSuccess: ({ payment_method, default_error }) => {
      // The typed number is dropped as soon as it has been sent.
      setNumber("");
      setCvc("");
      if (default_error) setError(tAll("checkout.something_is_wrong"));
      onSaved(payment_method);
    },
    // spec 2 §8: card save failure → error with the server's message or the generic one.
    onError: (e) => setError(bffErrorMessage(e, tAll("errors.generic"))),
  });
  const saving = send.isPending;

  function saveTyped() {
    const problem = validateCard(form, new Date());
    if (problem) {
      setAttention(tAll(problem));
      return;
    }
    send.mutate(cardPayload(form));
  }

  return (
    <>
      {cardProvider() === "stripe" ? (
        <StripeCardForm
          saving={saving}
          onToken={(card: TokenizedCard) => send.mutate({ ...card })}
          onError={(message) => setError(message ?? tAll("checkout.something_is_wrong"))}
        />
      ) : (
        <form
          method="post"
          className="mt-4 grid gap-3"
          autoComplete="off"
          onSubmit={(e) => {
            e.preventDefault();
            saveTyped();
          }}
        >
          <label className="grid gap-1">
            <span className="font-medium">{t("cardName")}</span>
            <input className={field} autoComplete="cc-name" maxLength={CARD_NAME_MAX} value={name} onChange={(e) => setName(e.target.value)} />
          </label>
          <label className="grid gap-1">
            <span className="font-medium">{t("cardNumber")}</span>
            <input className={field} inputMode="numeric" autoComplete="cc-number" value={formatCardNumber(number)} onChange={(e) => setNumber(cardNumberInput(e.target.value))} />
          </label>
          <div className="grid grid-cols-2 gap-3">
            <label className="grid gap-1">
              <span className="font-medium">{t("cardExpiry")}</span>
              <input className={field} inputMode="numeric" autoComplete="cc-exp" placeholder="MM/YY" value={formatExpiry(expiry)} onChange={(e) => setExpiry(expiryInput(e.target.value))} />
            </label>
            <label className="grid gap-1">
              <span className="font-medium">{t("cardCvv")}</span>
              <input className={field} inputMode="numeric" autoComplete="cc-csc" value={cvc} onChange={(e) => setCvc(cvvInput(e.target.value))} />
            </label>
          </div>
          <p className="text-xs text-gray-500">{t("cardPrivacy")}</p>
          <div className="flex justify-end">
            <button type="submit" className="btn btn-primary h-11 px-6" disabled={!canSaveCard(form, saving)}>
              {t("saveCard")}
            </button>
          </div>
        </form>
      )}
      <AlertDialog alert={attention !== null ? { title: tAll("errors.attention"), message: attention } : null} onClose={() => setAttention(null)} />
      <AlertDialog alert={error !== null ? { title: t("errorTitle"), message: error } : null} onClose={() => setError(null)} />
    </>
  );
}
