"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "@/lib/i18n/client";
import { useRef, useState } from "react";
import { ComposerTools } from "@/components/chat/composer-tools";
import { CloseIcon } from "@/components/ui/icons/x";
import { SendIcon } from "@/components/ui/icons/send-horizontal";
import { useChatPort } from "@/lib/chat";
import { ChatError } from "@/lib/chat/port";
import type { ChatDraft, ChatMessage } from "@/lib/chat/types";
import { addOwnMessage } from "@/lib/chat/queries";

/**
 * spec 3 §2 Conversation composer and §5 Message send: Enter sends, Shift+Enter is a new line, the text is trimmed
 * and whitespace only is ignored; a failed send keeps what was typed and says why.
 */
export function Composer({ channelId, reply, onCancelReply }: { channelId: string; reply: ChatMessage | null; onCancelReply: () => void }) {
  const t = useTranslations("chat");
  const port = useChatPort();
  const client = useQueryClient();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const area = useRef<HTMLTextAreaElement>(null);

  async function send(draft: ChatDraft) {
    const message = await port.send(channelId, draft);
    addOwnMessage(client, message);
  }

  async function submit() {
    const trimmed = text.trim();
    if (!trimmed || busy) return;
    setBusy(true);
    setError(null);
    try {
      await send({ text: trimmed, ...(reply ? { reply_id: reply._id } : {}) });
      setText("");
      onCancelReply();
    } catch (e) {
      setError(e instanceof ChatError && e.message ? e.message : t("sendFailed"));
    } finally {
      setBusy(false);
      area.current?.focus();
    }
  }

  return (
    <div className="border-t border-gray-200 p-3">
      {reply && (
        <div className="mb-2 flex items-start gap-2 rounded-xl border-l-4 border-brand-700 bg-gray-50 px-3 py-2 text-sm">
          <span className="min-w-0 flex-1">
            <span className="block font-semibold">{t("replyingTo", { name: reply.user.full_name || reply.user.username || "" })}</span>
            <span className="block truncate text-gray-600">{reply.text}</span>
          </span>
          <button type="button" className="icon-btn" aria-label={t("cancelReply")} onClick={onCancelReply}>
            <CloseIcon className="size-4" />
          </button>
        </div>
      )}
      {error && (
        <p role="alert" className="mb-2 text-sm text-red-700">
          {error}
        </p>
      )}
      <form
        className="flex items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <ComposerTools
          channelId={channelId}
          onSend={async (draft) => {
            setError(null);
            try {
              await send({ ...draft, ...(reply && draft.text ? { reply_id: reply._id } : {}) });
            } catch (e) {
              setError(e instanceof ChatError && e.message ? e.message : t("sendFailed"));
              throw e;
            }
          }}
          onEmoji={(emoji) => {
            const el = area.current;
            const at = el?.selectionStart ?? text.length;
            const end = el?.selectionEnd ?? at;
            setText((now) => now.slice(0, at) + emoji + now.slice(end));
          }}
          disabled={busy}
        />
        <label className="min-w-0 flex-1">
          <span className="sr-only">{t("composerLabel")}</span>
          <textarea
            ref={area}
            rows={1}
            value={text}
            maxLength={4000}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
                e.preventDefault();
                void submit();
              }
            }}
            placeholder={t("composerPlaceholder")}
            className="max-h-40 min-h-11 w-full resize-none rounded-2xl border border-gray-300 px-4 py-2.5 focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none"
          />
        </label>
        <button type="submit" className="btn btn-primary h-11" disabled={busy || !text.trim()} aria-busy={busy || undefined}>
          <SendIcon className="size-4" />
          <span className="sr-only sm:not-sr-only">{t("send")}</span>
        </button>
      </form>
    </div>
  );
}
