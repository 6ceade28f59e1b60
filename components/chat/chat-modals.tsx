"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "@/lib/i18n/client";
import { useId, useState } from "react";
import { AlertDialog, useAlert } from "@/components/ui/alert-dialog";
import { Avatar } from "@/components/ui/avatar";
import { Modal, ModalHeader } from "@/components/ui/modal";
import { useSnackbar } from "@/components/ui/snackbar";
import { useChatPort } from "@/lib/chat";
import type { ChatChannel } from "@/lib/chat/types";
import { queryKeys } from "@/lib/client/query-keys";
import { useRouter } from "@/lib/i18n/navigation";
import { PeoplePicker, toggled, type Person } from "./people-picker";
import { readBase64, uploadToChat } from "./tools/upload";

export interface Me {
  id: number;
  full_name: string;
  photo: string | null;
}

/** spec 3 §2 New conversation: picking someone opens the existing one-to-one chat or creates one, then goes there. */
export function NewConversationModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations("chat");
  const titleId = useId();
  const port = useChatPort();
  const router = useRouter();
  const client = useQueryClient();
  const alert = useAlert();
  const [busy, setBusy] = useState(false);

  async function pick(person: Person) {
    if (busy) return;
    setBusy(true);
    try {
      const channel = await port.openSingle(person.id);
      client.setQueryData(queryKeys.chat.channel(channel.id), channel);
      void client.invalidateQueries({ queryKey: queryKeys.chat.lists });
      onClose();
      router.push(`/social/chat/${channel.id}`);
    } catch {
      // spec 3 §8 Channel creation failure: "something is wrong", the server's answer not shown.
      alert.sorry(t("somethingWrong"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open={open} onClose={onClose} labelledBy={titleId}>
      <div className="flex max-h-[min(90dvh,48rem)] flex-col p-6" aria-busy={busy || undefined}>
        <ModalHeader id={titleId} title={t("newConversation")} onClose={onClose} />
        {open && <PeoplePicker onPick={(p) => void pick(p)} />}
      </div>
      <AlertDialog alert={alert.alert} onClose={alert.close} />
    </Modal>
  );
}

/** spec 3 §2 New group: tick people, Proceed, then avatar, name, the permission toggle and the admin (§5 checks). */
export function NewGroupModal({ open, onClose, me }: { open: boolean; onClose: () => void; me: Me }) {
  const t = useTranslations("chat");
  const titleId = useId();
  const port = useChatPort();
  const router = useRouter();
  const client = useQueryClient();
  const alert = useAlert();
  const snackbar = useSnackbar();
  const [step, setStep] = useState<"people" | "details">("people");
  const [chosen, setChosen] = useState<Map<number, Person>>(new Map());
  const [name, setName] = useState("");
  const [permitted, setPermitted] = useState(false);
  const [admin, setAdmin] = useState<number | null>(null);
  const [photo, setPhoto] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);

  function close() {
    setStep("people");
    setChosen(new Map());
    setName("");
    setPermitted(false);
    setAdmin(null);
    setPhoto(null);
    onClose();
  }

  async function create() {
    // spec 3 §5 Group creation: an admin must be chosen, the name must not be empty; attention alerts.
    if (admin === null) return alert.attention(t("chooseAdmin"));
    if (!name.trim()) return alert.attention(t("enterName"));
    setBusy(true);
    try {
      let url: string | undefined;
      if (photo) {
        // The composer's photo path: bare base64, checked by its bytes on the server (spec 3 §5 Group avatar).
        const uploaded = await uploadToChat("/api/chat/upload-image", { image: await readBase64(photo) });
        if (!uploaded.ok) {
          setBusy(false);
          return alert.sorry(uploaded.message || t("somethingWrong"));
        }
        url = uploaded.url;
      }
      const channel: ChatChannel = await port.createGroup({ full_name: name.trim(), ...(url ? { photo: url } : {}), member_ids: [...chosen.keys()], admin_id: admin, permitted });
      client.setQueryData(queryKeys.chat.channel(channel.id), channel);
      // Issue 24: people who are not friends were asked, not added.
      if (channel.requested?.length) snackbar.show({ message: t("requestsSent", { count: channel.requested.length }), severity: "info" });
      void client.invalidateQueries({ queryKey: queryKeys.chat.lists });
      close();
      router.push(`/social/chat/${channel.id}`);
    } catch {
      alert.sorry(t("somethingWrong"));
    } finally {
      setBusy(false);
    }
  }

  const candidates: Person[] = [{ id: me.id, full_name: `${me.full_name} (${t("you")})`, username: null, photo: me.photo }, ...chosen.values()];

  return (
    <Modal open={open} onClose={close} labelledBy={titleId}>
      <div className="flex max-h-[min(90dvh,48rem)] flex-col p-6">
        <ModalHeader id={titleId} title={step === "people" ? t("newGroup") : t("groupDetails")} onClose={close} />
        {open && step === "people" && (
          <>
            <PeoplePicker
              exclude={[me.id]}
              chosen={chosen}
              onToggle={(p, on) => setChosen((now) => toggled(now, p, on))}
            />
            <div className="mt-4 flex items-center justify-between gap-3">
              <span className="text-sm text-gray-600" aria-live="polite">
                {t("chosen", { count: chosen.size })}
              </span>
              <button type="button" className="btn btn-primary" disabled={chosen.size === 0} onClick={() => setStep("details")}>
                {t("proceed")}
              </button>
            </div>
          </>
        )}
        {open && step === "details" && (
          <form
            className="mt-4 flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void create();
            }}
          >
            <label className="block">
              <span className="text-sm font-semibold">{t("groupPhoto")}</span>
              <input type="file" accept="image/jpeg,image/png" className="mt-1 block w-full text-sm" onChange={(e) => setPhoto(e.target.files?.[0] ?? null)} />
            </label>
            <label className="block">
              <span className="text-sm font-semibold">{t("groupName")}</span>
              <input
                value={name}
                maxLength={80}
                onChange={(e) => setName(e.target.value)}
                className="mt-1 h-11 w-full rounded-xl border border-gray-300 px-3 focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none"
              />
            </label>
            <label className="flex items-center justify-between gap-3">
              <span className="text-sm font-semibold">{t("permitted")}</span>
              <input type="checkbox" role="switch" className="size-5 accent-brand-700" checked={permitted} onChange={(e) => setPermitted(e.target.checked)} />
            </label>
            <fieldset>
              <legend className="text-sm font-semibold">{t("groupAdmin")}</legend>
              <div className="mt-2 grid gap-2">
                {candidates.map((p) => (
                  <label key={p.id} className="flex cursor-pointer items-center gap-3 rounded-2xl border border-gray-200 px-4 py-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
                    <input type="radio" name={`${titleId}-admin`} className="size-5 accent-brand-700" checked={admin === p.id} onChange={() => setAdmin(p.id)} />
                    <Avatar src={p.photo} name={p.full_name || "?"} size={32} />
                    {p.full_name}
                  </label>
                ))}
              </div>
            </fieldset>
            <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy || undefined}>
              {t("createGroup")}
            </button>
          </form>
        )}
      </div>
      <AlertDialog alert={alert.alert} onClose={alert.close} />
    </Modal>
  );
}

/** spec 3 §6: the admin, or anyone when the group permits it, adds people. */
export function AddPeopleModal({ open, onClose, channel }: { open: boolean; onClose: () => void; channel: ChatChannel }) {
  const t = useTranslations("chat");
  const titleId = useId();
  const port = useChatPort();
  const client = useQueryClient();
  const alert = useAlert();
  const snackbar = useSnackbar();
  const [chosen, setChosen] = useState<Map<number, Person>>(new Map());
  const [busy, setBusy] = useState(false);

  async function add() {
    setBusy(true);
    try {
      const updated = await port.addMembers(channel.id, [...chosen.keys()]);
      client.setQueryData(queryKeys.chat.channel(channel.id), updated);
      const asked = [...chosen.keys()].filter((id) => updated.requested?.includes(id));
      if (asked.length) snackbar.show({ message: t("requestsSent", { count: asked.length }), severity: "info" });
      setChosen(new Map());
      onClose();
    } catch {
      alert.sorry(t("somethingWrong"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open={open} onClose={onClose} labelledBy={titleId}>
      <div className="flex max-h-[min(90dvh,48rem)] flex-col p-6">
        <ModalHeader id={titleId} title={t("addPeople")} onClose={onClose} />
        {open && (
          <PeoplePicker
            exclude={channel.users}
            chosen={chosen}
            onToggle={(p, on) => setChosen((now) => toggled(now, p, on))}
          />
        )}
        <div className="mt-4 flex justify-end">
          <button type="button" className="btn btn-primary" disabled={busy || chosen.size === 0} onClick={() => void add()}>
            {t("add")}
          </button>
        </div>
      </div>
      <AlertDialog alert={alert.alert} onClose={alert.close} />
    </Modal>
  );
}
