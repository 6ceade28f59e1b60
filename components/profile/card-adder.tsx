"use client";

import { useQueryClient } from "@tanstack/react-query";
import { CardForm } from "@/components/checkout/card-modal";
import { queryKeys } from "@/lib/client/query-keys";
import { useRouter } from "@/lib/i18n/navigation";

/** spec 3 §7 "Adding a card saves the card, then sets its id as default_card_id through a profile update, then goes back." */
export function CardAdder() {
  const router = useRouter();
  const queryClient = useQueryClient();
  return (
    <CardForm
      onSaved={() => {
        void queryClient.invalidateQueries({ queryKey: queryKeys.cards.all });
        router.push("/profile/pay-methods");
        router.refresh();
      }}
    />
  );
}
