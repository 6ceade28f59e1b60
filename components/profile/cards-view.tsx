"use client";

import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "@/lib/i18n/client";
import { ActionList, type ItemAction } from "@/components/ui/action-list";
import type { SavedCard } from "@/lib/api/schemas/checkout";
import { bffErrorMessage } from "@/lib/client/bff";
import { cardsQuery } from "@/lib/client/queries/checkout";
import { deleteCard, makeCardDefault } from "@/lib/client/queries/profile";
import { queryKeys } from "@/lib/client/query-keys";
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
  const makeDefault: ItemAction<SavedCard> = { run: (c) => makeCardDefault(c.id), onDone: (c) => setDefaultId(c.id), failed: () => tAll("checkout.something_is_wrong") };
  const remove: ItemAction<SavedCard> = {
    run: (c) => deleteCard(c.id),
    onDone: (c) => defaultId === c.id && setDefaultId(null),
    failed: (e) => bffErrorMessage(e, tAll("errors.generic")),
  };
  const label = (c: SavedCard) => tc("cardLabel", { brand: (c.card.brand ?? "card").toUpperCase(), last4: c.card.last4 });

  return (
    <ActionList
      queryKey={queryKeys.cards.all}
      items={list.data ?? []}
      keyOf={(c) => c.id}
      add={{ href: "/profile/pay-method", label: t("add") }}
      labels={{
        list: t("listLabel"),
        empty: t("empty"),
        delete: t("delete"),
        deleteLabel: (card) => t("deleteLabel", { card }),
        deleteTitle: t("deleteTitle"),
        deleteMessage: (card) => t("deleteMessage", { card }),
        cancel: t("cancel"),
        errorTitle: tc("errorTitle"),
      }}
      remove={remove}
      row={(c, act, pending) => ({
        name: label(c),
        title: label(c),
        badge: defaultId === c.id ? t("default") : null,
        detail: [c.metadata.name, t("expires", { date: cardExpiry(c) })].filter(Boolean).join(" · "),
        actions:
          defaultId !== c.id ? (
            <button type="button" className="btn btn-secondary" disabled={pending} onClick={() => act(makeDefault, c)} aria-label={t("makeDefaultLabel", { card: label(c) })}>
              {t("makeDefault")}
            </button>
          ) : null,
      })}
    />
  );
}
