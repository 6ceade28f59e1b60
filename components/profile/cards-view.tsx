"use client";

import { useState } from "react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useTranslations } from "@/lib/i18n/client";
import { AlertDialog, ConfirmDialog } from "@/components/ui/alert-dialog";
import { Link } from "@/lib/i18n/navigation";
import type { SavedCard } from "@/lib/api/schemas/checkout";
import { bffErrorMessage } from "@/lib/client/bff";
import { cardsQuery } from "@/lib/client/queries/checkout";
import { deleteCard, makeCardDefault } from "@/lib/client/queries/profile";
import { cardExpiry } from "@/lib/profile/cards";

/**
 * spec 3 §2 /profile/pay-methods: the saved cards (brand, last 4, expiry; never more), add, set as default
 * (default_card_id through PUT users), delete. spec 3 §8: card delete and default-card failures are errors.
 */
export function CardsView({ initial, defaultCardId }: { initial: SavedCard[]; defaultCardId: string | null }) {
  const t = useTranslations("profile.cards");
  const tc = useTranslations("checkout");
  const tAll = useTranslations();
  const list = useQuery(cardsQuery(initial));
  const [defaultId, setDefaultId] = useState(defaultCardId);
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<SavedCard | null>(null);
  const makeDefault = useMutation({
    mutationFn: (c: SavedCard) => makeCardDefault(c.id),
    onSuccess: (_d, c) => setDefaultId(c.id),
    onError: () => setError(tAll("checkout.something_is_wrong")),
  });
  const remove = useMutation({
    mutationFn: (c: SavedCard) => deleteCard(c.id),
    onSuccess: (_d, c) => {
      setDeleting(null);
      if (defaultId === c.id) setDefaultId(null);
      void list.refetch();
    },
    onError: (e) => {
      setDeleting(null);
      setError(bffErrorMessage(e, tAll("errors.generic")));
    },
  });
  const label = (c: SavedCard) => tc("cardLabel", { brand: (c.card.brand ?? "card").toUpperCase(), last4: c.card.last4 });

  const cards = list.data ?? [];
  return (
    <>
      <div className="mt-4 flex justify-end">
        <Link href="/profile/pay-method" className="btn btn-primary">
          {t("add")}
        </Link>
      </div>
      {cards.length === 0 ? (
        <p className="mt-4 text-gray-700">{t("empty")}</p>
      ) : (
        <ul className="mt-4 grid gap-3" aria-label={t("listLabel")}>
          {cards.map((c) => (
            <li key={c.id} aria-label={label(c)} className="flex flex-wrap items-center gap-3 rounded-2xl border border-gray-200 p-4">
              <div className="min-w-0 flex-1">
                <p className="font-semibold">
                  {label(c)}
                  {defaultId === c.id && <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800">{t("default")}</span>}
                </p>
                <p className="text-sm text-gray-600">
                  {[c.metadata.name, t("expires", { date: cardExpiry(c) })].filter(Boolean).join(" · ")}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                {defaultId !== c.id && (
                  <button type="button" className="btn btn-secondary" disabled={makeDefault.isPending} onClick={() => makeDefault.mutate(c)} aria-label={t("makeDefaultLabel", { card: label(c) })}>
                    {t("makeDefault")}
                  </button>
                )}
                <button type="button" className="btn btn-ghost text-red-700" onClick={() => setDeleting(c)} aria-label={t("deleteLabel", { card: label(c) })}>
                  {t("delete")}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t("deleteTitle")}
        message={deleting ? t("deleteMessage", { card: label(deleting) }) : ""}
        confirmLabel={t("delete")}
        cancelLabel={t("cancel")}
        destructive
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={() => setDeleting(null)}
      />
      <AlertDialog alert={error !== null ? { title: tc("errorTitle"), message: error } : null} onClose={() => setError(null)} />
    </>
  );
}
