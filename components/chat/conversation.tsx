"use client";

import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData, type UseInfiniteQueryResult } from "@tanstack/react-query";
import { useLocale, useTranslations } from "@/lib/i18n/client";
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from "react";
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
import { chatDay, dayStarts } from "@/lib/chat/days";
import { channelRow, invitationUse, isAdmin, isMember, mayAddPeople, otherParty } from "@/lib/chat/display";
import { ChatError } from "@/lib/chat/port";
import type { ChatChannel, ChatMessage, MessagePage } from "@/lib/chat/types";
import { weekdayName } from "@/lib/format/date";
import { channelQuery, flattenMessages, messagesQuery, removeMessage, replaceMessage, seedConversation, type MessagesData } from "@/lib/chat/queries";
import { countSupportTag, supportTagsQuery } from "@/lib/client/queries/orders";
import { queryKeys } from "@/lib/client/query-keys";
import { Link, useRouter } from "@/lib/i18n/navigation";
import { groupMemberSummary, summaryText, supportMemberSummary } from "@/lib/social/members";
import { useChannelTitle, useSystemText } from "./channel-list";
import { useCloseConversation } from "./chat-shell";
import { AddPeopleModal, type Me } from "./chat-modals";
import { Composer } from "./composer";
import { MessageBubble } from "./message-bubble";
import { Menu, type MenuItem } from "./menu";
import { useChatPresence } from "@/lib/chat/use-presence";

const COPY_NOTICE_MS = 2000; // spec 3 §9 copy notice 2 seconds
/** Issue 24: within this many pixels of the newest message the reader is "at the bottom" and follows new ones. */
const AT_BOTTOM_PX = 48;

/** What the server page read for the first render (lib/chat/server.ts), when the product API holds the chat. */
export interface FirstConversation {
  channel: ChatChannel;
  page: MessagePage;
  /** When the server read it (ms): the day names' clock until the browser's takes over, so hydration matches. */
  readAt: number;
}

function subscribeMinute(onChange: () => void) {
  const id = setInterval(onChange, 60_000);
  return () => clearInterval(id);
}

/**
 * spec 3 §2 Conversation, /social/chat/{channel_id}. The channel and its messages are read at once, side by side
 * (issue 24: not the messages after the channel), from the server's first render when it sent one.
 */
export function Conversation({ channelId, me, first }: { channelId: string; me: Me; first: FirstConversation | null }) {
  const t = useTranslations("chat");
  const port = useChatPort();
  const client = useQueryClient();
  // Once, before the first render (on the server too): the server's read fills the caches.
  useState(() => first && first.channel.id === channelId && seedConversation(client, first));
  const channel = useQuery(channelQuery(port, channelId));
  const messages = useInfiniteQuery(messagesQuery(port, channelId));

  // Issue 24: a channel that is gone when read again (deleted while the stream was not there to say so) closes,
  // as the live event would have closed it.
  const close = useCloseConversation();
  const gone = Boolean(channel.data) && channel.error instanceof ChatError && channel.error.status === 404;
  useEffect(() => {
    if (gone) close(channelId, true);
  }, [gone, close, channelId]);

  // spec 3 §4 Message loading: unread counters are reset on opening and on leaving a channel.
  useEffect(() => {
    void port.markRead(channelId).catch(() => {});
    return () => void port.markRead(channelId).catch(() => {});
  }, [port, channelId]);
  // Issue 29: while the conversation is on screen, its messages are not pushed to this person's devices.
  useChatPresence(port, channelId);

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
  return <OpenConversation channel={channel.data} me={me} messages={messages} renderedAt={first?.readAt ?? 0} />;
}

function BackLink() {
  const t = useTranslations("chat");
  return (
    <Link href="/social/chat" className="icon-btn md:hidden" aria-label={t("back")}>
      <ChevronLeftIcon className="size-5" />
    </Link>
  );
}

function OpenConversation({ channel, me, messages, renderedAt }: { channel: ChatChannel; me: Me; messages: UseInfiniteQueryResult<InfiniteData<MessagePage>>; renderedAt: number }) {
  const t = useTranslations("chat");
  const locale = useLocale();
  const lang = locale === "en" ? "en" : "sq";
  const systemText = useSystemText();
  const port = useChatPort();
  const client = useQueryClient();
  const router = useRouter();
  const alert = useAlert();
  const title = useChannelTitle()(channelRow(channel, me.id));
  const member = isMember(channel, me.id);
  const [reply, setReply] = useState<ChatMessage | null>(null);
  const [menu, setMenu] = useState(false);
  const [confirm, setConfirm] = useState<"exit" | "delete" | null>(null);
  const [unsending, setUnsending] = useState<ChatMessage | null>(null);
  const [adding, setAdding] = useState(false);
  const [copied, setCopied] = useState(false);
  const [codeDone, setCodeDone] = useState<string | null>(null);
  const list = flattenMessages(messages.data);
  const sentinel = useRef<HTMLLIElement>(null);
  const scroller = useRef<HTMLOListElement>(null);
  const { hasNextPage, isFetching, fetchNextPage } = messages;
  // The day names' clock, a minute at a time; the server's render time until then, so hydration never differs.
  const minute = useSyncExternalStore(subscribeMinute, () => Math.floor(Date.now() / 60_000), () => Math.floor(renderedAt / 60_000));
  const now = new Date(minute * 60_000);
  const starts = dayStarts(list.map((m) => new Date(m.createdAt)), messages.isSuccess && !hasNextPage);
  const dayName = (day: string) => {
    const named = chatDay(day, now);
    if (named.kind === "today") return t("today");
    if (named.kind === "yesterday") return t("yesterday");
    return named.kind === "weekday" ? weekdayName(named.weekday, lang, { capital: true }) : named.date;
  };

  // Issue 24: the list is bottom-anchored (column-reverse: scrollTop 0 is the newest message), so it opens at the
  // newest and a new message stays in view while the reader is at the bottom. A reader who scrolled up keeps their
  // place and gets a "new messages" pill instead; their own message always brings them down.
  const [atBottom, setAtBottom] = useState(true);
  const [unseen, setUnseen] = useState(false);
  const toBottom = (smooth: boolean) => scroller.current?.scrollTo({ top: 0, behavior: smooth ? "smooth" : "auto" });
  const newestId = list[0]?._id ?? null;
  const follows = Boolean(list[0]) && (list[0].user._id === me.id || atBottom);
  // A new newest message: noted while rendering (React's "adjust state when a prop changes"), not in an effect.
  const [lastNewest, setLastNewest] = useState(newestId);
  if (newestId !== lastNewest) {
    setLastNewest(newestId);
    if (lastNewest !== null && !follows) setUnseen(true);
  }
  // The list opens at the newest by itself (column-reverse); only a newest message that arrives later moves it, so a
  // reader who scrolled up before the page came alive is not thrown back down by its first render.
  const shownNewest = useRef(newestId);
  useLayoutEffect(() => {
    if (shownNewest.current === newestId) return;
    shownNewest.current = newestId;
    if (follows) toBottom(false);
    // Only a new newest message moves the list, not every scroll.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [newestId]);
  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    const bottom = Math.abs(el.scrollTop) <= AT_BOTTOM_PX;
    setAtBottom(bottom);
    if (bottom) setUnseen(false);
  };

  // spec 3 §4: further loading by cursor on scrolling near the end (the oldest loaded message). Armed again whenever a
  // read of the messages settles: the live stream's first connect reads the conversation again and would cancel an
  // older page asked for meanwhile (a reader who scrolled up while the page came alive), so the sentinel, still in
  // view, asks once more.
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage || isFetching) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) void fetchNextPage();
    }, { root: scroller.current, rootMargin: "300px" });
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetching, fetchNextPage]);

  // A message that arrives while the conversation is open is read at once: its unread badge never shows.
  const newest = list[0];
  const othersNewest = newest && newest.user._id !== me.id ? newest._id : null;
  useEffect(() => {
    if (othersNewest && member) void port.markRead(channel.id).catch(() => {});
  }, [othersNewest, member, port, channel.id]);

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
        ? summaryText(supportMemberSummary(channel.members, me.id))
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
    <div className="flex min-h-0 flex-1 flex-col">
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

      <div className="relative flex min-h-0 flex-1 flex-col">
        <ol
          ref={scroller}
          onScroll={onScroll}
          aria-label={t("messagesLabel")}
          className="flex min-h-0 flex-1 flex-col-reverse gap-2 overflow-y-auto overscroll-contain p-3"
          aria-busy={messages.isLoading || undefined}
        >
          {list.map((m, i) => (
            <MessageBubble
              key={m._id}
              message={m}
              me={me.id}
              group={channel.channel_type !== "single"}
              systemText={m.system ? systemText(m, me.id) : null}
              // A day's separator sits above its first message (the list runs newest first, shown bottom-up).
              day={starts[i] ? { key: starts[i]!, label: dayName(starts[i]!) } : null}
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
        {unseen && (
          <button
            type="button"
            onClick={() => {
              toBottom(true);
              setUnseen(false);
            }}
            className="absolute bottom-3 left-1/2 z-10 -translate-x-1/2 rounded-full bg-brand-700 px-4 py-1.5 text-sm font-semibold text-white shadow-lg hover:bg-brand-800"
          >
            {t("newMessages")}
          </button>
        )}
      </div>

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
