"use client";

import { useId, useRef, useState } from "react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "@/lib/i18n/client";
import { Modal } from "@/components/ui/modal";
import { Avatar } from "@/components/ui/avatar";
import { ChevronRightIcon } from "@/components/ui/icons/chevron-right";
import { CloseIcon } from "@/components/ui/icons/x";
import type { SupportTag } from "@/lib/api/schemas/order";
import { countFaqClick, countSupportTag, faqsQuery, supportTagsQuery } from "@/lib/client/queries/orders";
import { helpBack, type HelpView } from "@/lib/orders/actions";
import { useChatPort } from "@/lib/chat";
import { bffErrorMessage } from "@/lib/client/bff";
import { useRouter } from "@/lib/i18n/navigation";

/**
 * spec 2 §2 Order help modal: views help, customer_support (support tags, a click counted when one is used) and
 * faqs (a click counted only when one is expanded). Back: help closes, the others return to help. Customer support
 * opens the order's support chat (spec 3 §4 Order-support chat: Support's opening message, the vendor's greeting):
 * a support tag is sent there as the first words and its click counted; "Starting a chat is blocked while a previous
 * start is in progress."
 */
export function OrderHelp({ orderId, vendor, open, onClose }: { orderId: number; vendor: { title: string; logo_thumbnail_path: string | null }; open: boolean; onClose: () => void }) {
  const t = useTranslations("orderHelp");
  const tc = useTranslations("common");
  const locale = useLocale();
  const titleId = useId();
  const [view, setView] = useState<HelpView>("help");
  const [chosenTag, setChosenTag] = useState<SupportTag | null>(null);
  const faqs = useQuery({ ...faqsQuery(), enabled: open && view === "faqs" });
  const tags = useQuery({ ...supportTagsQuery(), enabled: open && view === "customer_support" });
  // Counted clicks: nothing waits for them and a failure is not shown.
  const faqClick = useMutation({ mutationFn: countFaqClick });
  const tagClick = useMutation({ mutationFn: countSupportTag });
  const en = locale === "en";
  const chat = useChatPort();
  const router = useRouter();
  const starting = useRef(false);
  const [chatError, setChatError] = useState<string | null>(null);

  async function startChat(tag: SupportTag | null) {
    if (starting.current) return;
    starting.current = true;
    setChatError(null);
    try {
      const channel = await chat.openOrderSupport(orderId);
      if (tag) {
        tagClick.mutate(tag.id);
        await chat.send(channel.id, { text: en ? tag.title_en : tag.title_sq });
      }
      router.push(`/social/chat/${channel.id}`);
    } catch (error) {
      // spec 3 §8: a chat that cannot be opened says something is wrong.
      setChatError(bffErrorMessage(error, t("chatFailed")));
      starting.current = false;
    }
  }

  function back() {
    const previous = helpBack(view);
    if (previous === null) close();
    else setView(previous);
  }

  function close() {
    setView("help");
    setChosenTag(null);
    setChatError(null);
    onClose();
  }

  const title = view === "faqs" ? t("faqs") : view === "customer_support" ? t("support") : t("title");
  return (
    <Modal open={open} onClose={close} labelledBy={titleId}>
      <div className="max-h-[min(90dvh,48rem)] overflow-y-auto p-6">
        <div className="flex items-center justify-between gap-4">
          {view !== "help" ? (
            <button type="button" className="btn btn-ghost -ml-3" onClick={back}>
              ← {t("back")}
            </button>
          ) : (
            <span />
          )}
          <button type="button" className="icon-btn" aria-label={tc("close")} onClick={close}>
            <CloseIcon className="size-5" />
          </button>
        </div>
        <h2 id={titleId} className="mt-2 text-lg font-bold">
          {title}
        </h2>

        {view === "help" && (
          <div className="mt-4 grid gap-3">
            <div className="flex items-center gap-3 rounded-2xl bg-gray-50 p-4">
              <Avatar src={vendor.logo_thumbnail_path} name={vendor.title} size={48} />
              <p className="text-sm text-gray-700">{t("needHelpFromVendor", { vendor: vendor.title })}</p>
            </div>
            {(["customer_support", "faqs"] as const).map((target) => (
              <button key={target} type="button" onClick={() => setView(target)} className="flex items-center justify-between rounded-2xl border border-gray-200 px-4 py-3 text-left font-medium hover:bg-gray-50">
                {target === "faqs" ? t("faqs") : t("support")}
                <ChevronRightIcon className="size-5 text-gray-500" />
              </button>
            ))}
          </div>
        )}

        {view === "customer_support" && (
          <div className="mt-4">
            <p className="text-sm text-gray-700">{t("supportIntro")}</p>
            {tags.isLoading && <p className="mt-3 text-sm text-gray-500">{tc("loading")}</p>}
            <div className="mt-3 flex flex-wrap gap-2">
              {tags.data?.map((tag) => (
                <button
                  key={tag.id}
                  type="button"
                  aria-pressed={chosenTag?.id === tag.id}
                  onClick={() => {
                    setChosenTag(tag);
                    void startChat(tag);
                  }}
                  className={`rounded-full border px-3 py-1.5 text-sm ${chosenTag?.id === tag.id ? "border-brand-700 bg-brand-50 text-brand-800" : "border-gray-300 hover:bg-gray-50"}`}
                >
                  {en ? tag.title_en : tag.title_sq}
                </button>
              ))}
            </div>
            <button type="button" className="btn btn-primary mt-4 w-full" onClick={() => void startChat(null)}>
              {t("openChat")}
            </button>
            {chosenTag && !chatError && (
              <p role="status" className="mt-4 rounded-2xl bg-emerald-50 p-3 text-sm text-emerald-900">
                {t("tagSent", { tag: en ? chosenTag.title_en : chosenTag.title_sq })}
              </p>
            )}
            {chatError && (
              <p role="alert" className="mt-4 rounded-2xl bg-red-50 p-3 text-sm text-red-800">
                {chatError}
              </p>
            )}
          </div>
        )}

        {view === "faqs" && (
          <div className="mt-4 grid gap-2">
            {faqs.isLoading && <p className="text-sm text-gray-500">{tc("loading")}</p>}
            {faqs.data?.map((faq) => (
              <details
                key={faq.id}
                className="group rounded-2xl border border-gray-200 px-4 py-3"
                onToggle={(event) => {
                  // spec 2 §7: the click is counted only when a FAQ is expanded.
                  if ((event.currentTarget as HTMLDetailsElement).open) faqClick.mutate(faq.id);
                }}
              >
                <summary className="cursor-pointer font-medium">{en ? faq.question_en : faq.question_al}</summary>
                <p className="mt-2 text-sm text-gray-700">{en ? faq.answer_en : faq.answer_al}</p>
              </details>
            ))}
          </div>
        )}
      </div>
    </Modal>
  );
}
