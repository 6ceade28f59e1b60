"use client";

import { useId, useState } from "react";
import { useTranslations } from "next-intl";
import { Modal, ModalHeader } from "@/components/ui/modal";
import { Avatar } from "@/components/ui/avatar";
import type { OrderForFriend } from "@/lib/cart/types";
import { useFriends } from "./checkout-state";

/** spec 2 §4: order for a friend allows exactly one friend, chosen in a single-select modal. */
export function FriendsModal({ open, current, onSave, onClose }: { open: boolean; current: OrderForFriend | null; onSave: (friend: OrderForFriend) => void; onClose: () => void }) {
  const t = useTranslations("checkout");
  const tc = useTranslations("common");
  const titleId = useId();
  const friends = useFriends(open);
  const [chosen, setChosen] = useState<number | null>(current?.id ?? null);
  return (
    <Modal open={open} onClose={onClose} labelledBy={titleId}>
      <div className="max-h-[min(90dvh,48rem)] overflow-y-auto p-6">
        <ModalHeader id={titleId} title={t("chooseFriend")} onClose={onClose} />
        {friends.isLoading && <p className="mt-4 text-gray-600">{tc("loading")}</p>}
        {friends.data?.length === 0 && <p className="mt-4 text-gray-600">{t("noFriends")}</p>}
        <div role="radiogroup" aria-labelledby={titleId} className="mt-4 grid gap-2">
          {friends.data?.map((f) => (
            <label key={f.id} className="flex cursor-pointer items-center gap-3 rounded-2xl border px-4 py-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
              <input type="radio" name="friend" className="sr-only" checked={chosen === f.id} onChange={() => setChosen(f.id)} />
              <Avatar src={f.photo} name={f.full_name || f.username || "?"} size={36} />
              {f.full_name || f.username}
            </label>
          ))}
        </div>
        <div className="mt-6 flex justify-end">
          <button
            type="button"
            className="btn btn-primary"
            disabled={chosen === null}
            onClick={() => {
              const f = friends.data?.find((x) => x.id === chosen);
              if (f) onSave({ id: f.id, full_name: f.full_name, username: f.username });
            }}
          >
            {t("saveFriend")}
          </button>
        </div>
      </div>
    </Modal>
  );
}
