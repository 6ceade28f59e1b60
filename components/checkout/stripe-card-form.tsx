"use client";

import { useEffect, useRef, useState } from "react";
import { useLocale, useTranslations } from "@/lib/i18n/client";
import type { TokenizedCard } from "@/lib/payments";
import type { MountedCard } from "@/lib/payments/stripe";

/** Stripe Elements' card field: the number stays inside Stripe's iframe; only a payment-method id comes back. */
export function StripeCardForm({ saving, onToken, onError }: { saving: boolean; onToken: (card: TokenizedCard) => void; onError: (message: string | null) => void }) {
  const t = useTranslations("checkout");
  const locale = useLocale() as "sq" | "en";
  const host = useRef<HTMLDivElement>(null);
  const mounted = useRef<MountedCard | null>(null);
  const [name, setName] = useState("");
  const [ready, setReady] = useState(false);

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
    <form
      method="post"
      className="mt-4 grid gap-3"
      onSubmit={async (e) => {
        e.preventDefault();
        if (!mounted.current) return;
        const result = await mounted.current.tokenize(name.trim());
        if (result.ok) onToken(result.card);
        else onError(result.message);
      }}
    >
      <label className="grid gap-1">
        <span className="font-medium">{t("cardName")}</span>
        <input className="h-11 rounded-full border border-gray-300 px-4" maxLength={32} autoComplete="cc-name" value={name} onChange={(e) => setName(e.target.value)} />
      </label>
      <div ref={host} className="rounded-2xl border border-gray-300 px-4 py-3" />
      <div className="flex justify-end">
        <button type="submit" className="btn btn-primary h-11 px-6" disabled={!ready || saving || !name.trim()}>
          {t("saveCard")}
        </button>
      </div>
    </form>
  );
}
