"use client";

import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "@/lib/i18n/client";
import { AlertDialog, useAlert } from "@/components/ui/alert-dialog";
import { useChatPort } from "@/lib/chat";
import { bffErrorMessage } from "@/lib/client/bff";
import { sendEarnInvitation } from "@/lib/client/queries/earn";
import { useRouter } from "@/lib/i18n/navigation";

export interface EarnReceiver {
  id: number;
  name: string;
  via: "friend" | "shijoer";
}

/**
 * spec 3 §2 invite-and-earn: Send with the chosen receiver (spec 3 §5 "a receiver must be chosen"). To a friend, the
 * one-to-one chat opens with the code as a message (spec 3 §4 "A chat with a friend after sending an earn invitation
 * opens at /social/chat/{id}"); to a shijoer, a notice. Failures show the server's message (spec 3 §8).
 */
export function EarnSend({ receiver }: { receiver: EarnReceiver | null }) {
  const t = useTranslations("earn");
  const te = useTranslations("errors");
  const alerts = useAlert();
  const router = useRouter();
  const chat = useChatPort();

  const send = useMutation({
    mutationFn: async (to: EarnReceiver) => {
      const { invitation_code } = await sendEarnInvitation(to.id);
      if (to.via !== "friend") return { code: invitation_code, channelId: null };
      try {
        const channel = await chat.openSingle(to.id);
        await chat.send(channel.id, { invitation_code });
        return { code: invitation_code, channelId: channel.id };
      } catch {
        // The invitation exists; only the chat failed: say it was sent, stay here.
        return { code: invitation_code, channelId: null };
      }
    },
    onSuccess: ({ code, channelId }, to) => {
      if (channelId) {
        router.push(`/social/chat/${channelId}`);
        return;
      }
      alerts.show({ title: t("sentTitle"), message: t("sentText", { code, name: to.name }), tone: "success" });
      router.refresh();
    },
    onError: (error) => alerts.show({ title: t("errorTitle"), message: bffErrorMessage(error, te("generic")) }),
  });

  return (
    <>
      <button
        type="button"
        className="btn btn-primary h-11 px-6"
        disabled={send.isPending || send.isSuccess}
        aria-busy={send.isPending || undefined}
        onClick={() => (receiver ? send.mutate(receiver) : alerts.attention(t("chooseReceiver")))}
      >
        {t("send")}
      </button>
      <AlertDialog alert={alerts.alert} onClose={alerts.close} />
    </>
  );
}
