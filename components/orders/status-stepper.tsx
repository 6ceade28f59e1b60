"use client";

import { useTranslations } from "@/lib/i18n/client";
import { orderStepper, statusColour, statusLabelKey, type DisplayStatus } from "@/lib/orders/status";
import { formatTime } from "@/lib/orders/when";
import { COLOUR_CLASSES } from "./status-chip";

/** spec 2 §4 Order statuses: the flow of the order's type, reached steps filled in the current status's colour. */
export function StatusStepper({ status, orderType, history }: { status: DisplayStatus; orderType: string; history: Array<{ status: string; created_at: string }> }) {
  const t = useTranslations();
  const { steps, current } = orderStepper(status, orderType);
  if (current < 0) return null;
  const colour = COLOUR_CLASSES[statusColour(status)];
  const reachedAt = (step: DisplayStatus) => history.find((h) => h.status === step)?.created_at;
  return (
    <ol aria-label={t("orderSummary.progress")} className="mt-6 grid gap-3 sm:flex sm:gap-0">
      {steps.map((step, i) => {
        const reached = i <= current;
        const at = reachedAt(step);
        return (
          <li key={step} aria-current={i === current ? "step" : undefined} className="flex items-center gap-3 sm:flex-1 sm:flex-col sm:text-center">
            <span
              aria-hidden="true"
              className={`grid size-9 shrink-0 place-items-center rounded-full text-sm font-bold ring-1 ring-inset ${reached ? colour : "bg-white text-gray-400 ring-gray-200"}`}
            >
              {i + 1}
            </span>
            <span className={`text-sm ${i === current ? "font-semibold text-ink" : reached ? "text-gray-700" : "text-gray-400"}`}>
              {t(statusLabelKey(step, orderType))}
              {reached && at ? <span className="block text-xs text-gray-500">{formatTime(at)}</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
