"use client";

import { useEffect, useRef, useState } from "react";
import { useLocale, useTranslations } from "@/lib/i18n/client";
import { AlertDialog } from "@/components/ui/alert-dialog";
import { useBffForm } from "@/components/ui/use-bff-form";
import { useWatch } from "@/components/ui/use-form";
import type { SavedCard } from "@/lib/api/schemas/checkout";
import { saveCard } from "@/lib/client/queries/checkout";
import type { MountedCard } from "@/lib/payments/stripe";
import { CARD_NAME_MAX } from "@/lib/validation/card";
import { CardRefused, SaveCardButton, useCardSaving, type CardSaved } from "./card-saving";

/**
 * Stripe Elements' card field: the number stays inside Stripe's iframe; only a payment-method id comes back. The
 * name and the send go through useBffForm like every form; a card Stripe refuses is an error with Stripe's message.
 */
export function StripeCardForm({ onSaved }: { onSaved: (card: SavedCard) => void }) {
  const t = useTranslations("checkout");
  const locale = useLocale() as "sq" | "en";
  const host = useRef<HTMLDivElement>(null);
  const mounted = useRef<MountedCard | null>(null);
  const [ready, setReady] = useState(false);
  const saving = useCardSaving(onSaved);
  const { form, onSubmit, busy, alert, closeAlert } = useBffForm<{ name: string }, CardSaved>({
    defaultValues: { name: "" },
    rule: ({ name }) => (name.trim() ? null : "card.wrong_name"),
    send: async ({ name }) => {
      const result = mounted.current ? await mounted.current.tokenize(name.trim()) : { ok: false as const, message: null };
      if (!result.ok) throw new CardRefused(result.message);
      return saveCard({ ...result.card });
    },
    onSent: saving.onSent,
    failed: saving.failed,
  });
  const name = useWatch({ control: form.control, name: "name" });

  useEffect(() => {
    let cancelled = false;
    const key = process.env.NEXT_PUBLIC_STRIPE_KEY ?? "";
    void import("@/lib/payments/stripe").then(async ({ mountStripeCard }) => {
      if (!host.current || cancelled) return;
      const card = await mountStripeCard(key, host.current, locale);
      if (cancelled) card?.destroy();
      else {
        mounted.current = card;
        setReady(Boolean(card));
      }
    });
    return () => {
      cancelled = true;
      mounted.current?.destroy();
      mounted.current = null;
    };
  }, [locale]);

  return (
    <>
      <form method="post" className="mt-4 grid gap-3" noValidate onSubmit={onSubmit} aria-busy={busy}>
        <label className="grid gap-1">
          <span className="font-medium">{t("cardName")}</span>
          <input className="h-11 rounded-full border border-gray-300 px-4" maxLength={CARD_NAME_MAX} autoComplete="cc-name" {...form.register("name")} />
        </label>
        <div ref={host} className="rounded-2xl border border-gray-300 px-4 py-3" />
        <SaveCardButton disabled={!ready || busy || !name.trim()} />
      </form>
      <AlertDialog alert={alert} onClose={closeAlert} />
    </>
  );
}
