"use client";

import { useId } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "@/lib/i18n/client";
import { Avatar } from "@/components/ui/avatar";
import { Modal, ModalHeader } from "@/components/ui/modal";
import type { MapGroup, MapUser } from "@/lib/api/schemas/social";
import { shijoerQuery } from "@/lib/client/queries/social";
import { Link } from "@/lib/i18n/navigation";
import { FriendAction } from "./friend-action";
import { PersonRow } from "./person-row";

/**
 * spec 3 §2 Friends map: the shijoer profile modal — name, photo, the friendship action (add friend, cancel
 * invitation, remove friend), start chat for friends, and up to 10 suggested users.
 */
export function MapPersonModal({ person, onClose }: { person: MapUser | null; onClose: () => void }) {
  const t = useTranslations("social");
  const titleId = useId();
  const detail = useQuery(shijoerQuery(person?.id ?? null));
  const suggested = detail.data?.id === person?.id ? (detail.data?.suggested_users ?? []) : [];
  return (
    <Modal open={person !== null} onClose={onClose} labelledBy={titleId}>
      {person && (
        <div className="p-6">
          <ModalHeader id={titleId} title={person.full_name} onClose={onClose} />
          <div className="mt-4 flex items-center gap-4">
            <Avatar src={person.photo} name={person.full_name} size={64} />
            <div className="min-w-0">
              {person.username && <p className="truncate text-sm text-gray-700">@{person.username}</p>}
              <Link href={`/social/shijoies/${person.id}`} prefetch={false} className="text-sm font-semibold text-brand-800 hover:underline">
                {t("viewProfile")}
              </Link>
            </div>
          </div>
          {person.approximate && <p className="mt-3 text-sm text-gray-700">{t("mapAreaNote")}</p>}
          <div className="mt-5">
            <FriendAction personId={person.id} name={person.full_name} initial={{ is_friend: person.is_friend, invite_status: person.invite_status }} detail />
          </div>
          {suggested.length > 0 && (
            <section aria-labelledby={`${titleId}-suggested`} className="mt-6">
              <h3 id={`${titleId}-suggested`} className="font-bold">
                {t("suggested")}
              </h3>
              <ul className="mt-2 grid max-h-64 gap-2 overflow-y-auto">
                {suggested.map((s) => (
                  <PersonRow key={s.id} href={`/social/shijoies/${s.id}`} name={s.full_name} photo={s.photo} />
                ))}
              </ul>
            </section>
          )}
        </div>
      )}
    </Modal>
  );
}

/**
 * spec 3 §2 Friends map: the group modal — the people of a group marker, each a link to their profile; for an
 * approximate area (ADR 0015) it says that only the area is shared.
 */
export function MapGroupModal({ group, onClose }: { group: MapGroup | null; onClose: () => void }) {
  const t = useTranslations("social");
  const titleId = useId();
  return (
    <Modal open={group !== null} onClose={onClose} labelledBy={titleId}>
      {group && (
        <div className="flex max-h-[min(90dvh,48rem)] flex-col p-6">
          <ModalHeader id={titleId} title={t(group.approximate ? "mapAreaTitle" : "mapGroupTitle")} onClose={onClose} />
          {group.approximate && <p className="mt-2 text-sm text-gray-700">{t("mapAreaNote")}</p>}
          <ul className="mt-4 grid gap-2 overflow-y-auto">
            {group.users.map((u) => (
              <PersonRow key={u.id} href={`/social/shijoies/${u.id}`} name={u.full_name} photo={u.photo} />
            ))}
          </ul>
        </div>
      )}
    </Modal>
  );
}
