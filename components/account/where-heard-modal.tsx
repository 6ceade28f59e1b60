"use client";

import { useEffect, useId, useRef, useState } from "react";
import { useLocale, useTranslations } from "@/lib/i18n/client";
import { useSnackbar } from "@/components/ui/snackbar";
import { CloseIcon } from "@/components/ui/icons/x";
import { feedbackTags, sendFeedback, type FeedbackTag } from "@/lib/client/queries/account";
import { checkWhereHeard, showWhereHeard, validateFeedback } from "@/lib/rewards/where-heard";
import { useBffForm } from "@/components/ui/use-bff-form";

interface FeedbackValues {
  tag: string;
  comment: string;
}

// spec 1 §3 Browser-kept values: "where-heard hidden flag and show counter".
export const WHERE_HEARD_COUNTER_KEY = "shijo.whereHeard.counter";
export const WHERE_HEARD_HIDDEN_KEY = "shijo.whereHeard.hidden";

/**
 * spec 1 §4 Where-heard modal for logged-in users on home: the counter goes up on each check, the modal shows at
 * the 8th, then the counter restarts; skipped when hidden or no tags; closing hides it for good. §5: submit needs a
 * tag; §8: a submit failure is only logged.
 */
export function WhereHeardModal() {
  const t = useTranslations("feedback");
  const locale = useLocale();
  const snackbar = useSnackbar();
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [tags, setTags] = useState<FeedbackTag[] | null>(null);
  const checked = useRef(false);
  // §5: a tag is needed, said under the tags (no dialog over the dialog); §8: a failure is only logged.
  const { form, onSubmit, errorText, busy } = useBffForm<FeedbackValues>({
    defaultValues: { tag: "", comment: "" },
    rule: () => null,
    fieldRules: ({ tag }) => {
      const broken = validateFeedback(tag ? Number(tag) : null);
      return broken ? { tag: broken } : {};
    },
    invalid: () => undefined,
    send: ({ tag, comment }) => sendFeedback({ tag: Number(tag), comment: comment.trim() || undefined }),
    onSent: () => {
      snackbar.show({ message: t("thanks"), severity: "success" });
      ref.current?.close();
    },
    failed: (e) => {
      console.warn("[where-heard] submit failed", e);
      ref.current?.close();
    },
  });
  const error = errorText("tag");

  useEffect(() => {
    if (checked.current) return;
    checked.current = true;
    let counter = 0;
    let hidden = false;
    try {
      counter = Number(localStorage.getItem(WHERE_HEARD_COUNTER_KEY) ?? 0);
      hidden = localStorage.getItem(WHERE_HEARD_HIDDEN_KEY) === "1";
    } catch {
      return;
    }
    const check = checkWhereHeard(counter, hidden);
    localStorage.setItem(WHERE_HEARD_COUNTER_KEY, String(check.counter));
    if (!check.due) return;
    feedbackTags()
      .then((list) => {
        if (showWhereHeard(true, list)) setTags(list);
      })
      .catch((e: unknown) => console.warn("[where-heard] tags", e));
  }, [locale]);

  useEffect(() => {
    if (tags && ref.current && !ref.current.open) ref.current.showModal();
  }, [tags]);

  function hide() {
    localStorage.setItem(WHERE_HEARD_HIDDEN_KEY, "1");
  }

  if (!tags) return null;
  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      onClose={hide}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] max-w-none rounded-3xl bg-white p-6 text-ink shadow-2xl"
    >
      <form method="post" onSubmit={onSubmit} noValidate>
        <div className="flex items-start justify-between gap-4">
          <h2 id={`${id}-title`} className="text-lg font-bold">
            {t("title")}
          </h2>
          <button type="button" className="icon-btn -mt-2 -mr-2" aria-label={t("close")} onClick={() => ref.current?.close()}>
            <CloseIcon className="size-5" />
          </button>
        </div>
        <p className="mt-1 text-sm text-gray-600">{t("intro")}</p>
        <fieldset className="mt-4" aria-describedby={error ? `${id}-error` : undefined}>
          <legend className="sr-only">{t("title")}</legend>
          <div className="flex flex-wrap gap-2">
            {tags.map((item) => (
              <label
                key={item.id}
                className="cursor-pointer rounded-full border border-gray-300 px-4 py-2 text-sm font-medium has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:text-brand-800 has-focus-visible:ring-2 has-focus-visible:ring-brand-500"
              >
                <input type="radio" value={item.id} className="sr-only" {...form.register("tag", { onChange: () => form.clearErrors("tag") })} />
                {locale === "en" ? item.tag_en : item.tag_sq}
              </label>
            ))}
          </div>
          {error && (
            <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-red-700">
              {error}
            </p>
          )}
        </fieldset>
        <label htmlFor={`${id}-comment`} className="mt-4 mb-1.5 block text-sm font-medium">
          {t("tellUsMore")}
        </label>
        <textarea
          id={`${id}-comment`}
          maxLength={1000}
          rows={3}
          {...form.register("comment")}
          className="w-full rounded-xl border border-gray-300 px-4 py-3 text-base focus:border-brand-500 focus:ring-2 focus:ring-brand-100 focus:outline-none"
        />
        <button type="submit" className="btn btn-primary mt-4 h-12 w-full text-base" disabled={busy}>
          {t("submit")}
        </button>
      </form>
    </dialog>
  );
}
