"use client";

import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "@/lib/i18n/client";
import { useEffect, useRef, useState } from "react";
import { AlertDialog, ConfirmDialog, useAlert } from "@/components/ui/alert-dialog";
import { Avatar } from "@/components/ui/avatar";
import { BellIcon } from "@/components/ui/icons/bell";
import { BellOffIcon } from "@/components/ui/icons/bell-off";
import { ChevronLeftIcon } from "@/components/ui/icons/chevron-left";
import { LogoutIcon } from "@/components/ui/icons/log-out";
import { MoreIcon } from "@/components/ui/icons/ellipsis-vertical";
import { TrashIcon } from "@/components/ui/icons/trash";
import { UserPlusIcon } from "@/components/ui/icons/user-plus";
import { useChatPort } from "@/lib/chat";
import { updateCart } from "@/lib/cart/store";
import { invitationUse, isAdmin, isMember, mayAddPeople, otherParty } from "@/lib/chat/display";
import { ChatError } from "@/lib/chat/port";
import type { ChatChannel, ChatMessage } from "@/lib/chat/types";
import { channelQuery, flattenMessages, messagesQuery, removeMessage, replaceMessage, type MessagesData } from "@/lib/chat/queries";
import { countSupportTag, supportTagsQuery } from "@/lib/client/queries/orders";
import { queryKeys } from "@/lib/client/query-keys";
import { Link, useRouter } from "@/lib/i18n/navigation";
import { groupMemberSummary, summaryText, supportMemberSummary } from "@/lib/social/members";
import { useChannelTitle } from "./channel-list";
import { AddPeopleModal, type Me } from "./chat-modals";
import { Composer } from "./composer";
import { MessageBubble } from "./message-bubble";
import { Menu, type MenuItem } from "./menu";

const COPY_NOTICE_MS = 2000; // spec 3 §9 copy notice 2 seconds

/** spec 3 §2 Conversation, /social/chat/{channel_id}. */
export function Conversation({ channelId, me }: { channelId: string; me: Me }) {
  const t = useTranslations("chat");
  const port = useChatPort();
  const channel = useQuery(channelQuery(port, channelId));

  // spec 3 §4 Message loading: unread counters are reset on opening and on leaving a channel.
  useEffect(() => {
    void port.markRead(channelId).catch(() => {});
    return () => void port.markRead(channelId).catch(() => {});
  }, [port, channelId]);

  if (!channel.data) {
    const status = channel.error instanceof ChatError ? channel.error.status : 0;
    return (
      <div className="flex flex-1 flex-col p-6">
        <BackLink />
        {channel.isError ? (
          <p role="alert" className="mt-10 text-center font-semibold text-gray-800">
            {status === 403 ? t("forbidden") : status === 404 ? t("notFound") : t("loadFailed")}
          </p>
        ) : (
          <p className="mt-10 text-center text-gray-600" aria-busy="true" />
        )}
      </div>
    );
  }
  return <OpenConversation channel={channel.data} me={me} />;
}

function BackLink() {
  const t = useTranslations("chat");
  return (
    <Link href="/social/chat" className="icon-btn md:hidden" aria-label={t("back")}>
      <ChevronLeftIcon className="size-5" />
    </Link>
  );
}

function OpenConversation({ channel, me }: { channel: ChatChannel; me: Me }) {
  const t = useTranslations("chat");
  const locale = useLocale();
  const port = useChatPort();
  const client = useQueryClient();
  const router = useRouter();
  const alert = useAlert();
  const title = useChannelTitle()(channel, me.id);
  const member = isMember(channel, me.id);
  const [reply, setReply] = useState<ChatMessage | null>(null);
  const [menu, setMenu] = useState(false);
  const [confirm, setConfirm] = useState<"exit" | "delete" | null>(null);
  const [unsending, setUnsending] = useState<ChatMessage | null>(null);
  const [adding, setAdding] = useState(false);
  const [copied, setCopied] = useState(false);
  const [codeDone, setCodeDone] = useState<string | null>(null);
  const messages = useInfiniteQuery(messagesQuery(port, channel.id));
  const list = flattenMessages(messages.data);
  const sentinel = useRef<HTMLLIElement>(null);
  const scroller = useRef<HTMLOListElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = messages;

  // spec 3 §4: further loading by cursor on scrolling near the end (the oldest loaded message).
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    }, { root: scroller.current, rootMargin: "300px" });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  // A message that arrives while the conversation is open is read at once: its unread badge never shows.
  const newest = list[0];
  const newestId = newest && newest.user._id !== me.id ? newest._id : null;
  useEffect(() => {
    if (newestId && member) void port.markRead(channel.id).catch(() => {});
  }, [newestId, member, port, channel.id]);

  useEffect(() => {
    if (!copied) return;
    const id = setTimeout(() => setCopied(false), COPY_NOTICE_MS);
    return () => clearTimeout(id);
  }, [copied]);

  const setChannel = (next: ChatChannel) => client.setQueryData(queryKeys.chat.channel(channel.id), next);
  const setMessages = (update: (data: MessagesData) => MessagesData) =>
    client.setQueryData<MessagesData>(queryKeys.chat.messages(channel.id), (data) => (data ? update(data) : data));

  const like = useMutation({
    mutationFn: (m: ChatMessage) => port.like(channel.id, m._id),
    onSuccess: (m) => setMessages((d) => replaceMessage(d, m)),
    onError: () => alert.sorry(t("somethingWrong")),
  });
  const unsend = useMutation({
    mutationFn: (m: ChatMessage) => port.unsend(channel.id, m._id),
    onSuccess: (_, m) => {
      setMessages((d) => removeMessage(d, m._id));
      setUnsending(null);
      void client.invalidateQueries({ queryKey: queryKeys.chat.lists });
    },
    onError: () => {
      setUnsending(null);
      alert.sorry(t("somethingWrong"));
    },
  });
  const mute = useMutation({
    mutationFn: (muted: boolean) => port.setMuted(channel.id, muted),
    onSuccess: (_, muted) => setChannel({ ...channel, muted }),
    onError: () => alert.sorry(t("somethingWrong")),
  });
  const leave = useMutation({
    mutationFn: () => (confirm === "delete" ? port.deleteGroup(channel.id).then(() => ({ deleted: true })) : port.exit(channel.id)),
    onSuccess: ({ deleted }) => {
      setConfirm(null);
      void client.invalidateQueries({ queryKey: queryKeys.chat.lists });
      if (deleted) {
        client.removeQueries({ queryKey: queryKeys.chat.channel(channel.id) });
        router.push("/social/chat");
      } else {
        // spec 3 §2: the conversation stays readable, "no longer a member" replaces the composer.
        setChannel({ ...channel, users: channel.users.filter((id) => id !== me.id), members: channel.members.filter((m) => m.id !== me.id) });
      }
    },
    onError: () => {
      setConfirm(null);
      // spec 3 §8 deletion failure: "something is wrong".
      alert.sorry(t("somethingWrong"));
    },
  });

  const supportTags = useQuery({ ...supportTagsQuery(), enabled: channel.channel_type === "order_support" && member });

  function useCode(m: ChatMessage) {
    if (!m.invitation) return;
    // spec 3 §4 Invitation-code message: only an unused, unexpired code is used; the others say why not.
    const state = invitationUse(m.invitation);
    if (state === "expired") return alert.show({ title: t("invitationCode"), message: t("codeExpired") });
    if (state === "used") return alert.show({ title: t("invitationCode"), message: t("codeUsed") });
    if (state === "inUse") return alert.show({ title: t("invitationCode"), message: t("codeInUse") });
    const code = m.invitation.code;
    void navigator.clipboard?.writeText(code).catch(() => {});
    // Stored where the checkout reads it (the cart's promo_code), as the invite-and-earn pages do.
    updateCart((c) => ({ ...c, cartPrice: { ...c.cartPrice, promo_code: code } }));
    setCodeDone(code);
  }

  const summary =
    channel.channel_type === "group"
      ? summaryText(groupMemberSummary(channel.members, me.id))
      : channel.channel_type === "order_support"
        ? summaryText(supportMemberSummary(channel.members))
        : null;
  const other = otherParty(channel, me.id);
  const headerItems: MenuItem[] = member
    ? [
        channel.muted
          ? { key: "unmute", label: t("unmute"), icon: BellIcon, onSelect: () => mute.mutate(false) }
          : { key: "mute", label: t("mute"), icon: BellOffIcon, onSelect: () => mute.mutate(true) },
        ...(mayAddPeople(channel, me.id) ? [{ key: "add", label: t("addPeople"), icon: UserPlusIcon, onSelect: () => setAdding(true) }] : []),
        ...(channel.channel_type !== "order_support"
          ? [{ key: "exit", label: channel.channel_type === "group" ? t("exitGroup") : t("exitChat"), icon: LogoutIcon, onSelect: () => setConfirm("exit" as const) }]
          : []),
        ...(isAdmin(channel, me.id) ? [{ key: "delete", label: t("deleteGroup"), icon: TrashIcon, destructive: true, onSelect: () => setConfirm("delete" as const) }] : []),
      ]
    : [];

  return (
    <div className="flex h-[min(78dvh,46rem)] min-h-0 flex-1 flex-col">
      <header className="flex items-center gap-3 border-b border-gray-200 p-3">
        <BackLink />
        <Avatar src={title.photo} name={title.name || "?"} size={44} />
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-bold">
            {other ? (
              <Link href={`/social/shijoies/${other.id}`} className="hover:text-brand-700 hover:underline">
                {title.name}
              </Link>
            ) : (
              title.name
            )}
          </h2>
          {summary && <p className="truncate text-sm text-gray-600">{summary}</p>}
        </div>
        {channel.muted && <BellOffIcon className="size-4 text-gray-500" aria-label={t("mutedLabel")} />}
        {headerItems.length > 0 && <Menu open={menu} onOpenChange={setMenu} label={t("headerMenu")} button={<MoreIcon className="size-5" />} items={headerItems} />}
      </header>

      <ol ref={scroller} aria-label={t("messagesLabel")} className="flex min-h-0 flex-1 flex-col-reverse gap-2 overflow-y-auto p-3" aria-busy={messages.isLoading || undefined}>
        {list.map((m) => (
          <MessageBubble
            key={m._id}
            message={m}
            me={me.id}
            group={channel.channel_type !== "single"}
            actions={{
              onLike: (msg) => member && like.mutate(msg),
              onReply: (msg) => member && setReply(msg),
              onCopy: (msg) => {
                void navigator.clipboard?.writeText(msg.text ?? "").catch(() => {});
                setCopied(true);
              },
              onUnsend: setUnsending,
              onUseCode: useCode,
            }}
          />
        ))}
        <li ref={sentinel} className="py-2 text-center text-xs text-gray-500">
          {hasNextPage ? t("loadingOlder") : messages.isSuccess ? t("beginning") : null}
        </li>
      </ol>

      {copied && (
        <p role="status" className="mx-auto mb-2 rounded-full bg-gray-900 px-3 py-1 text-sm text-white">
          {t("copied")}
        </p>
      )}

      {member && channel.channel_type === "order_support" && (supportTags.data?.length ?? 0) > 0 && (
        <div role="group" aria-label={t("quickReplies")} className="flex gap-2 overflow-x-auto border-t border-gray-100 px-3 pt-2">
          {supportTags.data!.map((tag) => (
            <button
              key={tag.id}
              type="button"
              className="shrink-0 rounded-full border border-brand-700 px-3 py-1 text-sm text-brand-800 hover:bg-brand-50"
              onClick={async () => {
                // spec 3 §4 Order-support chat: a tag is sent as a quick reply and its click reported (silently).
                const text = locale === "en" ? tag.title_en : tag.title_sq;
                try {
                  const sent = await port.send(channel.id, { text });
                  setMessages((d) => ({ ...d, pages: [{ ...d.pages[0], data: [sent, ...d.pages[0].data.filter((x) => x._id !== sent._id)] }, ...d.pages.slice(1)] }));
                } catch {
                  alert.sorry(t("sendFailed"));
                }
                void countSupportTag(Number(tag.id)).catch(() => {});
              }}
            >
              {locale === "en" ? tag.title_en : tag.title_sq}
            </button>
          ))}
        </div>
      )}

      {member ? (
        <Composer channelId={channel.id} reply={reply} onCancelReply={() => setReply(null)} />
      ) : (
        <p className="border-t border-gray-200 p-4 text-center text-gray-700">{t("notMember")}</p>
      )}

      <ConfirmDialog
        open={confirm !== null}
        title={confirm === "delete" ? t("deleteTitle") : t("exitTitle")}
        message={confirm === "delete" ? t("deleteText") : t("exitText")}
        confirmLabel={confirm === "delete" ? t("deleteGroup") : channel.channel_type === "group" ? t("exitGroup") : t("exitChat")}
        destructive
        busy={leave.isPending}
        onConfirm={() => leave.mutate()}
        onCancel={() => setConfirm(null)}
      />
      <ConfirmDialog
        open={unsending !== null}
        title={t("unsendTitle")}
        message={t("unsendText")}
        confirmLabel={t("unsend")}
        destructive
        busy={unsend.isPending}
        onConfirm={() => unsending && unsend.mutate(unsending)}
        onCancel={() => setUnsending(null)}
      />
      <AlertDialog
        alert={codeDone ? { title: t("codeCompleteTitle"), message: t("codeComplete", { code: codeDone }), tone: "success" } : null}
        onClose={() => {
          setCodeDone(null);
          router.push("/");
        }}
      />
      <AlertDialog alert={alert.alert} onClose={alert.close} />
      {adding && <AddPeopleModal open={adding} onClose={() => setAdding(false)} channel={channel} />}
    </div>
  );
}
