"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import { AlertDialog, useAlert } from "@/components/ui/alert-dialog";
import { Avatar } from "@/components/ui/avatar";
import { useChatPort } from "@/lib/chat";
import { ChatError } from "@/lib/chat/port";
import type { ChatRequest } from "@/lib/chat/types";
import { requestsQuery } from "@/lib/chat/queries";
import { queryKeys } from "@/lib/client/query-keys";
import { useTranslations } from "@/lib/i18n/client";
import { useRouter } from "@/lib/i18n/navigation";

/**
 * Issue 24 Consent: the groups someone was asked to join by a person who is not their friend, above the chat list,
 * as a messenger shows message requests — who asked, and Accept or Decline. Nothing of the group (name, people,
 * messages) is known before accepting; accepting opens it. Refreshed by the live `request` event.
 */
export function ChatRequests() {
  const t = useTranslations("chat");
  const titleId = useId();
  const port = useChatPort();
  const client = useQueryClient();
  const router = useRouter();
  const requests = useQuery(requestsQuery(port));
  const alert = useAlert();
  const answer = useMutation({
    mutationFn: ({ request, accept }: { request: ChatRequest; accept: boolean }) => port.answerRequest(request.channel_id, accept),
    onSuccess: (channel, { request }) => {
      client.setQueryData<ChatRequest[]>(queryKeys.chat.requests, (list) => list?.filter((r) => r.channel_id !== request.channel_id));
      void client.invalidateQueries({ queryKey: queryKeys.chat.requests });
      if (channel) {
        client.setQueryData(queryKeys.chat.channel(channel.id), channel);
        void client.invalidateQueries({ queryKey: queryKeys.chat.lists });
        router.push(`/social/chat/${channel.id}`);
      }
    },
    onError: (error) => {
      void client.invalidateQueries({ queryKey: queryKeys.chat.requests });
      // The product API's message is already translated ("This request is no longer there.").
      alert.sorry(error instanceof ChatError && error.message ? error.message : t("somethingWrong"));
    },
  });

  const list = requests.data ?? [];
  if (list.length === 0) return <AlertDialog alert={alert.alert} onClose={alert.close} />;
  return (
    <section aria-labelledby={titleId} className="mt-3 rounded-2xl border border-sky-200 bg-sky-50 p-3" data-chat-requests="">
      <h2 id={titleId} className="px-1 text-sm font-bold text-ink">
        {t("requestsTitle", { count: list.length })}
      </h2>
      <p className="px-1 text-xs text-gray-700">{t("requestNote")}</p>
      <ul className="mt-2 grid gap-2">
        {list.map((request) => {
          const name = request.inviter?.full_name || request.inviter?.username || "";
          const busy = answer.isPending && answer.variables?.request.channel_id === request.channel_id;
          return (
            <li key={request.channel_id} className="flex flex-wrap items-center gap-3 rounded-2xl bg-white p-2" data-chat-request={request.channel_id}>
              <Avatar src={request.inviter?.photo ?? null} name={name || "?"} size={40} />
              <p className="min-w-0 flex-1 text-sm">{name ? t("requestText", { name }) : t("requestTextUnknown")}</p>
              <div className="flex gap-2">
                <button
                  type="button"
                  className="btn btn-primary h-9 px-3 text-sm"
                  disabled={answer.isPending}
                  aria-busy={busy && answer.variables?.accept ? true : undefined}
                  aria-label={name ? t("requestAcceptFrom", { name }) : t("requestAcceptUnknown")}
                  onClick={() => answer.mutate({ request, accept: true })}
                >
                  {t("requestAccept")}
                </button>
                <button
                  type="button"
                  className="btn btn-outline h-9 px-3 text-sm"
                  disabled={answer.isPending}
                  aria-busy={busy && !answer.variables?.accept ? true : undefined}
                  aria-label={name ? t("requestDeclineFrom", { name }) : t("requestDeclineUnknown")}
                  onClick={() => answer.mutate({ request, accept: false })}
                >
                  {t("requestDecline")}
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      <AlertDialog alert={alert.alert} onClose={alert.close} />
    </section>
  );
}
