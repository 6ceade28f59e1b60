"use client";

import { useId, type ComponentProps } from "react";
import { useTranslations } from "@/lib/i18n/client";
import { AlertDialog } from "@/components/ui/alert-dialog";
import { Modal, ModalHeader } from "@/components/ui/modal";
import { useBffForm } from "@/components/ui/use-bff-form";
import { useWatch } from "@/components/ui/use-form";
import type { SavedCard } from "@/lib/api/schemas/checkout";
import { saveCard } from "@/lib/client/queries/checkout";
import { cardProvider } from "@/lib/payments";
import {
  canSaveCard, cardNumberInput, cardPayload, cvvInput, expiryInput, formatCardNumber, formatExpiry, validateCard, CARD_NAME_MAX, type CardForm as CardValues,
} from "@/lib/validation/card";
import { onDemand } from "@/lib/client/on-demand";
import { SaveCardButton, useCardSaving, type CardSaved } from "./card-saving";
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
 * Stripe Elements when NEXT_PUBLIC_STRIPE_KEY is set. The owner unmounts the form after onSaved.
 */
export function CardForm({ onSaved }: { onSaved: (card: SavedCard) => void }) {
  return cardProvider() === "stripe" ? <StripeCardForm onSaved={onSaved} /> : <TypedCardForm onSaved={onSaved} />;
}

const EMPTY: CardValues = { name: "", number: "", cvc: "", expiry: "" };

/**
 * The spec's own card form, through useBffForm: the first broken rule (spec 2 §5, in field order) is the attention
 * dialog and nothing typed is lost. The fields hold digits only and show them grouped (number in fours, MM/YY). The
 * typed number and CVV live in this form's state only (never in storage or a log) and are dropped once sent.
 */
function TypedCardForm({ onSaved }: { onSaved: (card: SavedCard) => void }) {
  const t = useTranslations("checkout");
  const saving = useCardSaving(onSaved);
  const { form, onSubmit, busy, alert, closeAlert } = useBffForm<CardValues, CardSaved>({
    defaultValues: EMPTY,
    rule: (values) => validateCard(values, new Date()),
    send: (values) => saveCard(cardPayload(values)),
    onSent: (data, _values, sentForm) => {
      // The typed number is dropped as soon as it has been sent.
      sentForm.setValue("number", "");
      sentForm.setValue("cvc", "");
      return saving.onSent(data);
    },
    failed: saving.failed,
  });
  const control = form.control;
  const typed: CardValues = {
    name: useWatch({ control, name: "name" }),
    number: useWatch({ control, name: "number" }),
    cvc: useWatch({ control, name: "cvc" }),
    expiry: useWatch({ control, name: "expiry" }),
  };

  return (
    <>
      <form method="post" className="mt-4 grid gap-3" autoComplete="off" noValidate onSubmit={onSubmit} aria-busy={busy}>
        <label className="grid gap-1">
          <span className="font-medium">{t("cardName")}</span>
          <input className={field} autoComplete="cc-name" maxLength={CARD_NAME_MAX} {...form.register("name")} />
        </label>
        <label className="grid gap-1">
          <span className="font-medium">{t("cardNumber")}</span>
          <input className={field} inputMode="numeric" autoComplete="cc-number" {...form.register("number", { setValueAs: cardNumberInput, format: formatCardNumber })} />
        </label>
        <div className="grid grid-cols-2 gap-3">
          <label className="grid gap-1">
            <span className="font-medium">{t("cardExpiry")}</span>
            <input className={field} inputMode="numeric" autoComplete="cc-exp" placeholder={t("cardExpiryPlaceholder")} {...form.register("expiry", { setValueAs: expiryInput, format: formatExpiry })} />
          </label>
          <label className="grid gap-1">
            <span className="font-medium">{t("cardCvv")}</span>
            <input className={field} inputMode="numeric" autoComplete="cc-csc" {...form.register("cvc", { setValueAs: cvvInput, format: cvvInput })} />
          </label>
        </div>
        <p className="text-xs text-gray-500">{t("cardPrivacy")}</p>
        <SaveCardButton disabled={!canSaveCard(typed, busy)} />
      </form>
      <AlertDialog alert={alert} onClose={closeAlert} />
    </>
  );
}
