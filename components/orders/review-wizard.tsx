"use client";

import { useId, useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "@/lib/i18n/client";
import { Modal, ModalHeader } from "@/components/ui/modal";
import { sendReview } from "@/lib/client/queries/orders";
import { queryKeys } from "@/lib/client/query-keys";
import { nextReviewStep, REVIEW_TAGS, reviewPayload, type ReviewDraft, type ReviewKey } from "@/lib/orders/review";
import { AlertDialog } from "@/components/ui/alert-dialog";
import { StarRating } from "./star-rating";
import { vendorKind } from "@/lib/vendors/kind";

const STEP_NAMES = ["restaurant", "dishes", "rider"] as const;

export interface ReviewWizardProps {
  orderId: number;
  /** The rider step only exists for delivery orders. */
  withRider: boolean;
  customer: { username?: string | null; full_name?: string | null };
  /** The vendor's type: a restaurant is "lokal", a shop "dyqan" (lib/vendors/kind.ts). */
  vendorType?: string | null;
  open: boolean;
  onClose: () => void;
}

/** spec 2 §4 Review wizard: 0 restaurant, 1 dishes, 2 rider, 3 thank-you; each rated step needs a rating. */
export function ReviewWizard({ orderId, withRider, customer, vendorType, open, onClose }: ReviewWizardProps) {
  const t = useTranslations("order_review");
  const tAll = useTranslations();
  const titleId = useId();
  const type = vendorKind(vendorType);
  const [step, setStep] = useState<0 | 1 | 2 | 3>(0);
  const [draft, setDraft] = useState<ReviewDraft>({ ratings: [0, 0, 0], tags: [[], [], []], comments: ["", "", ""] });
  const [missing, setMissing] = useState<ReviewKey | null>(null);
  const [failed, setFailed] = useState(false);
  const queryClient = useQueryClient();
  const review = useMutation({
    mutationFn: sendReview,
    onSuccess: () => {
      setStep(3);
      // The order now shows the review, and the lists no longer offer it.
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
    },
    // spec 2 §8: submit failure → we are sorry, checkout.something_is_wrong, Ok.
    onError: () => setFailed(true),
  });
  const lastStep = withRider ? 2 : 1;

  function update<K extends keyof ReviewDraft>(key: K, index: number, value: ReviewDraft[K][number]) {
    setDraft((d) => {
      const list = [...d[key]] as ReviewDraft[K];
      list[index] = value;
      return { ...d, [key]: list };
    });
  }

  function submit() {
    const payload = reviewPayload(draft, customer);
    review.mutate({ orderId, review: withRider ? payload : { ...payload, rider_rating: null, rider_categ: [], rider_comment: "" } });
  }

  function next() {
    if (step === 3) return;
    const result = nextReviewStep(step, draft);
    if (!result.ok) {
      setMissing(result.key);
      return;
    }
    setMissing(null);
    if (result.step === "submit" || step === lastStep) submit();
    else setStep(result.step as 0 | 1 | 2);
  }

  const s = step < 3 ? (step as 0 | 1 | 2) : null;
  return (
    <Modal open={open} onClose={onClose} labelledBy={titleId}>
      <div className="p-6">
        <ModalHeader id={titleId} title={s === null ? t("thanks_title") : t(`title_${STEP_NAMES[s]}`, { type })} onClose={onClose} />
        {s === null ? (
          <div className="mt-4">
            <p className="text-gray-700">{t("thanks_text")}</p>
            <div className="mt-6 flex justify-end">
              <button type="button" className="btn btn-primary" onClick={onClose}>
                {tAll("common.close")}
              </button>
            </div>
          </div>
        ) : (
          <div className="mt-4 grid gap-5">
            <p className="text-sm text-gray-600">{t("step", { step: s + 1, total: lastStep + 1 })}</p>
            <StarRating legend={t(`question_${STEP_NAMES[s]}`, { type })} value={draft.ratings[s]} onChange={(v) => update("ratings", s, v)} />
            <fieldset>
              <legend className="font-semibold">{t("tags")}</legend>
              <div className="mt-2 flex flex-wrap gap-2">
                {REVIEW_TAGS[s].map((tag) => {
                  const label = t(`tag_${tag}`);
                  const on = draft.tags[s].includes(tag);
                  return (
                    <button
                      key={tag}
                      type="button"
                      aria-pressed={on}
                      onClick={() => update("tags", s, on ? draft.tags[s].filter((x) => x !== tag) : [...draft.tags[s], tag])}
                      className={`rounded-full border px-3 py-1.5 text-sm ${on ? "border-brand-700 bg-brand-50 text-brand-800" : "border-gray-300 text-gray-700 hover:bg-gray-50"}`}
                    >
                      {label}
                    </button>
                  );
                })}
              </div>
            </fieldset>
            <label className="grid gap-1">
              <span className="font-semibold">{t("comment")}</span>
              <textarea
                value={draft.comments[s]}
                onChange={(event) => update("comments", s, event.target.value)}
                maxLength={1000}
                rows={3}
                className="rounded-2xl border border-gray-300 px-3 py-2 focus:border-brand-500 focus:outline-none"
              />
            </label>
            {missing && (
              <p role="alert" className="text-sm font-medium text-red-700">
                {tAll(missing, { type })}
              </p>
            )}
            <div className="flex justify-between gap-3">
              <button type="button" className="btn btn-ghost" disabled={s === 0} onClick={() => setStep((s - 1) as 0 | 1 | 2)}>
                {t("back")}
              </button>
              <button type="button" className="btn btn-primary" disabled={review.isPending} onClick={next}>
                {s === lastStep ? t("submit") : t("next")}
              </button>
            </div>
          </div>
        )}
      </div>
      <AlertDialog alert={failed ? { title: tAll("restaurant_details.we_are_sorry"), message: tAll("checkout.something_is_wrong") } : null} onClose={() => setFailed(false)} />
    </Modal>
  );
}
