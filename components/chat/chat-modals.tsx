"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "@/lib/i18n/client";
import { useId, useRef, useState, type ReactNode } from "react";
import { AlertDialog, useAlert } from "@/components/ui/alert-dialog";
import { Avatar } from "@/components/ui/avatar";
import { Modal, ModalHeader } from "@/components/ui/modal";
import { useSnackbar } from "@/components/ui/snackbar";
import { useBffForm } from "@/components/ui/use-bff-form";
import { useChatPort } from "@/lib/chat";
import type { ChatChannel } from "@/lib/chat/types";
import { queryKeys } from "@/lib/client/query-keys";
import { useRouter } from "@/lib/i18n/navigation";
import { PeoplePicker, toggled, type Person } from "./people-picker";
import { readBase64, uploadToChat } from "./tools/upload";
import { validateGroup } from "@/lib/validation/group";

export interface Me {
  id: number;
  full_name: string;
  photo: string | null;
}

interface PeopleModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** People not offered (me, the group's members). */
  exclude?: readonly number[];
  /** One person: picking them runs the task (New conversation). */
  onPick?: (person: Person) => Promise<void>;
  /** Several people: ticked and counted, then this button runs the task with them (New group's Proceed, Add people). */
  action?: { label: string; run: (chosen: Person[]) => Promise<void> | void };
  /** Shown instead of the picker (New group's details step). */
  children?: ReactNode;
}

/**
 * The people-picker modals of spec 3 §2 and §6 in one: a title, the picker (tabs Friends and Shijo users, search,
 * infinite scroll), and either one person picked or several ticked then the action. The task runs one at a time; a
 * failure is spec 3 §8's "something is wrong" (the server's answer not shown). What was ticked lives while the modal
 * is open: the modal's content is drawn only while open, so each opening starts with nobody chosen.
 */
function PeopleModal({ open, onClose, title, ...body }: PeopleModalProps) {
  const titleId = useId();
  return (
    <Modal open={open} onClose={onClose} labelledBy={titleId}>
      <div className="flex max-h-[min(90dvh,48rem)] flex-col p-6">
        <ModalHeader id={titleId} title={title} onClose={onClose} />
        <PeopleModalBody {...body} />
      </div>
    </Modal>
  );
}

function PeopleModalBody({ exclude, onPick, action, children }: Omit<PeopleModalProps, "open" | "onClose" | "title">) {
  const t = useTranslations("chat");
  const alert = useAlert();
  const [chosen, setChosen] = useState<Map<number, Person>>(new Map());
  const [busy, setBusy] = useState(false);

  async function run(task: () => Promise<void> | void) {
    if (busy) return;
    setBusy(true);
    try {
      await task();
    } catch {
      alert.sorry(t("somethingWrong"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {children ?? (
        <div className="flex min-h-0 flex-1 flex-col" aria-busy={busy || undefined}>
          {onPick ? (
            <PeoplePicker exclude={exclude} onPick={(person) => void run(() => onPick(person))} />
          ) : (
            <PeoplePicker exclude={exclude} chosen={chosen} onToggle={(person, on) => setChosen((now) => toggled(now, person, on))} />
          )}
          {action && (
            <div className="mt-4 flex items-center justify-between gap-3">
              <span className="text-sm text-gray-600" aria-live="polite">
                {t("chosen", { count: chosen.size })}
              </span>
              <button type="button" className="btn btn-primary" disabled={busy || chosen.size === 0} onClick={() => void run(() => action.run([...chosen.values()]))}>
                {action.label}
              </button>
            </div>
          )}
        </div>
      )}
      <AlertDialog alert={alert.alert} onClose={alert.close} />
    </>
  );
}

/** spec 3 §2 New conversation: picking someone opens the existing one-to-one chat or creates one, then goes there. */
export function NewConversationModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations("chat");
  const port = useChatPort();
  const router = useRouter();
  const client = useQueryClient();

  async function pick(person: Person) {
    const channel = await port.openSingle(person.id);
    client.setQueryData(queryKeys.chat.channel(channel.id), channel);
    void client.invalidateQueries({ queryKey: queryKeys.chat.lists });
    onClose();
    router.push(`/social/chat/${channel.id}`);
  }

  return <PeopleModal open={open} onClose={onClose} title={t("newConversation")} onPick={pick} />;
}

/** spec 3 §2 New group: tick people, Proceed, then avatar, name, the permission toggle and the admin (§5 checks). */
export function NewGroupModal({ open, onClose, me }: { open: boolean; onClose: () => void; me: Me }) {
  const t = useTranslations("chat");
  const [members, setMembers] = useState<Person[] | null>(null);

  function close() {
    setMembers(null);
    onClose();
  }

  return (
    <PeopleModal open={open} onClose={close} title={members ? t("groupDetails") : t("newGroup")} exclude={[me.id]} action={{ label: t("proceed"), run: setMembers }}>
      {members && <GroupDetailsForm me={me} members={members} onCreated={close} />}
    </PeopleModal>
  );
}

interface GroupValues {
  name: string;
  permitted: boolean;
  /** The chosen admin's id (a radio's value), or null. */
  admin: string | null;
}

/** The group photo's upload was refused: the server's message, or none. */
class PhotoRefused extends Error {
  constructor(readonly shown: string | null) {
    super("group photo refused");
  }
}

/** New group's details, a form of useBffForm: spec 3 §5 an admin must be chosen, then the name must not be empty. */
function GroupDetailsForm({ me, members, onCreated }: { me: Me; members: Person[]; onCreated: () => void }) {
  const t = useTranslations("chat");
  const te = useTranslations("errors");
  const port = useChatPort();
  const router = useRouter();
  const client = useQueryClient();
  const snackbar = useSnackbar();
  const photo = useRef<File | null>(null);
  const { form, onSubmit, busy, alert, closeAlert } = useBffForm<GroupValues, ChatChannel>({
    defaultValues: { name: "", permitted: false, admin: null },
    rule: ({ admin, name }) => validateGroup({ adminId: admin, name }),
    send: async ({ name, permitted, admin }) => {
      let url: string | undefined;
      if (photo.current) {
        // The composer's photo path: bare base64, checked by its bytes on the server (spec 3 §5 Group avatar).
        const uploaded = await uploadToChat("/api/chat/upload-image", { image: await readBase64(photo.current) });
        if (!uploaded.ok) throw new PhotoRefused(uploaded.message);
        url = uploaded.url;
      }
      return port.createGroup({ full_name: name.trim(), ...(url ? { photo: url } : {}), member_ids: members.map((p) => p.id), admin_id: Number(admin), permitted });
    },
    onSent: (channel) => {
      client.setQueryData(queryKeys.chat.channel(channel.id), channel);
      // Issue 24: people who are not friends were asked, not added.
      if (channel.requested?.length) snackbar.show({ message: t("requestsSent", { count: channel.requested.length }), severity: "info" });
      void client.invalidateQueries({ queryKey: queryKeys.chat.lists });
      onCreated();
      router.push(`/social/chat/${channel.id}`);
    },
    failed: (error) => ({ title: te("weAreSorry"), message: (error instanceof PhotoRefused && error.shown) || t("somethingWrong") }),
  });
  const candidates: Person[] = [{ id: me.id, full_name: `${me.full_name} (${t("you")})`, username: null, photo: me.photo }, ...members];

  return (
    <>
      <form method="post" className="mt-4 flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto" noValidate onSubmit={onSubmit}>
        <label className="block">
          <span className="text-sm font-semibold">{t("groupPhoto")}</span>
          <input
            type="file"
            accept="image/jpeg,image/png"
            className="mt-1 block w-full text-sm"
            onChange={(e) => {
              photo.current = e.target.files?.[0] ?? null;
            }}
          />
        </label>
        <label className="block">
          <span className="text-sm font-semibold">{t("groupName")}</span>
          <input
            maxLength={80}
            {...form.register("name")}
            className="mt-1 h-11 w-full rounded-xl border border-gray-300 px-3 focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none"
          />
        </label>
        <label className="flex items-center justify-between gap-3">
          <span className="text-sm font-semibold">{t("permitted")}</span>
          <input type="checkbox" role="switch" className="size-5 accent-brand-700" {...form.register("permitted")} />
        </label>
        <fieldset>
          <legend className="text-sm font-semibold">{t("groupAdmin")}</legend>
          <div className="mt-2 grid gap-2">
            {candidates.map((p) => (
              <label key={p.id} className="flex cursor-pointer items-center gap-3 rounded-2xl border border-gray-200 px-4 py-2 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
                <input type="radio" value={p.id} className="size-5 accent-brand-700" {...form.register("admin")} />
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
      <AlertDialog alert={alert} onClose={closeAlert} />
    </>
  );
}

/** spec 3 §6: the admin, or anyone when the group permits it, adds people. */
export function AddPeopleModal({ open, onClose, channel }: { open: boolean; onClose: () => void; channel: ChatChannel }) {
  const t = useTranslations("chat");
  const port = useChatPort();
  const client = useQueryClient();
  const snackbar = useSnackbar();

  async function add(chosen: Person[]) {
    const ids = chosen.map((p) => p.id);
    const updated = await port.addMembers(channel.id, ids);
    client.setQueryData(queryKeys.chat.channel(channel.id), updated);
    const asked = ids.filter((id) => updated.requested?.includes(id));
    if (asked.length) snackbar.show({ message: t("requestsSent", { count: asked.length }), severity: "info" });
    onClose();
  }

  return <PeopleModal open={open} onClose={onClose} title={t("addPeople")} exclude={channel.users} action={{ label: t("add"), run: add }} />;
}
