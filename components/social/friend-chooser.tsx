"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "@/lib/i18n/client";
import { useId, useState } from "react";
import { Avatar } from "@/components/ui/avatar";
import { Modal, ModalHeader } from "@/components/ui/modal";
import type { Friend } from "@/lib/api/schemas/checkout";
import { friendsQuery } from "@/lib/client/queries/social";

export interface FriendChooserProps {
  open: boolean;
  /** spec 3 §2: multi-select with no maximum; single-select when ordering for a friend. */
  multiple: boolean;
  /** Ids chosen when the modal opens. */
  initial: readonly number[];
  title: string;
  onSave: (friends: Friend[]) => void;
  onClose: () => void;
}

const nameOf = (f: Friend) => f.full_name || f.username || "";

/**
 * The one friend chooser (spec 3 §2 "Friend chooser modal"): the accepted friends with a name filter, radio buttons
 * or checkboxes, and Save. Used by checkout's order-for-a-friend (single) and split bill (multiple), and by the
 * friends map's "who sees my location" (multiple).
 */
export function FriendChooser({ open, multiple, initial, title, onSave, onClose }: FriendChooserProps) {
  const t = useTranslations("social");
  const tc = useTranslations("common");
  const titleId = useId();
  const friends = useQuery({ ...friendsQuery(), enabled: open });
  const [chosen, setChosen] = useState<number[]>(() => [...initial]);
  const [filter, setFilter] = useState("");
  const needle = filter.trim().toLocaleLowerCase();
  const shown = (friends.data ?? []).filter((f) => !needle || nameOf(f).toLocaleLowerCase().includes(needle));

  function toggle(id: number, on: boolean) {
    setChosen((now) => (multiple ? (on ? [...now.filter((x) => x !== id), id] : now.filter((x) => x !== id)) : [id]));
  }

  return (
    <Modal open={open} onClose={onClose} labelledBy={titleId}>
      <div className="flex max-h-[min(90dvh,48rem)] flex-col p-6">
        <ModalHeader id={titleId} title={title} onClose={onClose} />
        <label className="mt-4 block">
          <span className="sr-only">{t("filterLabel")}</span>
          <input
            type="search"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            placeholder={t("searchPlaceholder")}
            className="h-11 w-full rounded-full border border-gray-300 px-4 focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none"
          />
        </label>
        <div className="mt-4 min-h-0 flex-1 overflow-y-auto">
          {friends.isLoading && <p className="text-gray-600">{tc("loading")}</p>}
          {friends.data?.length === 0 && <p className="text-gray-600">{t("noFriends")}</p>}
          {friends.data && friends.data.length > 0 && shown.length === 0 && <p className="text-gray-600">{t("noShijoers")}</p>}
          <div role={multiple ? "group" : "radiogroup"} aria-labelledby={titleId} className="grid gap-2">
            {shown.map((f) => (
              <label key={f.id} className="flex cursor-pointer items-center gap-3 rounded-2xl border border-gray-200 px-4 py-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
                <input
                  type={multiple ? "checkbox" : "radio"}
                  name={`${titleId}-friend`}
                  className="size-5 accent-brand-700"
                  checked={chosen.includes(f.id)}
                  onChange={(e) => toggle(f.id, e.target.checked)}
                />
                <Avatar src={f.photo} name={nameOf(f) || "?"} size={36} />
                {nameOf(f)}
              </label>
            ))}
          </div>
        </div>
        <div className="mt-6 flex items-center justify-between gap-3">
          <span className="text-sm text-gray-600" aria-live="polite">
            {multiple ? t("chosenFriends", { count: chosen.length }) : null}
          </span>
          <button
            type="button"
            className="btn btn-primary"
            disabled={!multiple && chosen.length === 0}
            onClick={() => onSave((friends.data ?? []).filter((f) => chosen.includes(f.id)))}
          >
            {t("save")}
          </button>
        </div>
      </div>
    </Modal>
  );
}
