"use client";

import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "@/lib/i18n/client";
import { useRef, useState } from "react";
import { useChatPort } from "@/lib/chat";
import { AlertDialog, ConfirmDialog, type Alert } from "@/components/ui/alert-dialog";
import { bffErrorMessage } from "@/lib/client/bff";
import { changeFriendship, type FriendAction as Action, type FriendStatus } from "@/lib/client/queries/social";
import { useRouter } from "@/lib/i18n/navigation";

/**
 * spec 3 §2/§4: the one action of a person — Add friend, Cancel invitation, Accept and Decline, or (on a detail
 * page) Remove friend; in a list a friend shows the already-friend label. The server decides; lists and the
 * profile are refetched after each change (router.refresh). Failures: spec 3 §8 "Friend update or remove".
 * On a detail page a friend also gets Start chat (spec 3 §2, §6: "The chat link on a profile appears only for
 * friends"): the existing one-to-one channel, or a new one, then /social/chat/{channel_id}. An existing one the page
 * already knows (chatId) is opened at once; otherwise the chat port is asked for it (issue 24: Start chat ≤ 500 ms).
 * Remove friend asks first (issue 24), with the ConfirmDialog every destructive action uses.
 */
export function FriendAction({
  personId,
  name,
  initial,
  detail = false,
  chatId = null,
}: {
  personId: number;
  name: string;
  initial: FriendStatus;
  detail?: boolean;
  /** The one-to-one chat the two are both in, when the page knows it: Start chat opens it without a round trip. */
  chatId?: string | null;
}) {
  const t = useTranslations("social");
  const te = useTranslations("errors");
  const router = useRouter();
  const [status, setStatus] = useState(initial);
  const [alert, setAlert] = useState<Alert | null>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const change = useMutation({
    mutationFn: (action: Action) => changeFriendship({ friendId: personId, action }),
    onSuccess: (next) => {
      setConfirmRemove(false);
      setStatus(next);
      router.refresh();
    },
    onError: (error) => {
      setConfirmRemove(false);
      setAlert({ title: t("errorTitle"), message: bffErrorMessage(error, te("generic")) });
    },
  });

  const chat = useChatPort();
  const opening = useRef(false);
  const [chatBusy, setChatBusy] = useState(false);
  async function startChat() {
    if (opening.current) return;
    opening.current = true;
    setChatBusy(true);
    try {
      const id = chatId ?? (await chat.openSingle(personId)).id;
      router.push(`/social/chat/${id}`);
    } catch {
      // spec 3 §8 "Channel creation … failure: something is wrong".
      setAlert({ title: t("errorTitle"), message: te("somethingWrong") });
      opening.current = false;
      setChatBusy(false);
    }
  }

  const button = (action: Action, label: string, look = "btn-secondary") => (
    <button
      type="button"
      className={`btn ${look}`}
      disabled={change.isPending}
      aria-busy={change.isPending && change.variables === action ? true : undefined}
      aria-label={`${label}: ${name}`}
      onClick={() => (action === "remove" ? setConfirmRemove(true) : change.mutate(action))}
    >
      {label}
    </button>
  );

  return (
    <>
      <div className="flex shrink-0 flex-wrap items-center gap-2">
        {status.is_friend ? (
          detail ? (
            <>
              <button type="button" className="btn btn-primary" disabled={chatBusy} aria-busy={chatBusy || undefined} aria-label={`${t("startChat")}: ${name}`} onClick={() => void startChat()}>
                {t("startChat")}
              </button>
              {button("remove", t("remove"), "btn-outline")}
            </>
          ) : (
            <span className="rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-800">{t("alreadyFriend")}</span>
          )
        ) : status.invite_status === "invited" ? (
          button("cancel", t("cancelInvitation"), "btn-outline")
        ) : status.invite_status === "received" ? (
          <>
            {button("accept", t("accept"), "btn-primary")}
            {button("decline", t("decline"), "btn-outline")}
          </>
        ) : (
          button("invite", t("add"), "btn-primary")
        )}
      </div>
      <ConfirmDialog
        open={confirmRemove}
        title={t("removeTitle")}
        message={t("removeMessage", { name })}
        confirmLabel={t("remove")}
        destructive
        busy={change.isPending}
        onConfirm={() => change.mutate("remove")}
        onCancel={() => setConfirmRemove(false)}
      />
      <AlertDialog alert={alert} onClose={() => setAlert(null)} />
    </>
  );
}
