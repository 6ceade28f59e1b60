"use client";

import { useId, useMemo, useState } from "react";
import { useTranslations } from "@/lib/i18n/client";
import { Modal, ModalHeader } from "@/components/ui/modal";
import { buildTimeSlots, preselectSlot, type OpeningDay, type SlotChoice } from "@/lib/checkout/time-slots";
import { formatDate } from "@/lib/format/date";
import { useServerClock } from "@/lib/client/use-server-clock";

/**
 * spec 2 §4/§5: 30-minute slots within the hours for 7 days (today ≥ 30 minutes ahead), the stored date and time
 * preselected, else the first. Used for pickup, reservation and scheduled delivery.
 */
export function SlotModal({ open, title, hours, stored, onSave, onClose }: { open: boolean; title: string; hours: readonly OpeningDay[]; stored: Partial<SlotChoice> | null; onSave: (choice: SlotChoice) => void; onClose: () => void }) {
  const t = useTranslations("checkout");
  const tc = useTranslations("common");
  const titleId = useId();
  // Slots are computed when the modal opens, by the product API's clock (issue 24: it judges them; rules in Europe/Tirane).
  const clock = useServerClock();
  const { ready, now } = clock;
  const days = useMemo(() => (open && ready ? buildTimeSlots(hours, now()) : []), [open, hours, ready, now]);
  const initial = useMemo(() => preselectSlot(days, stored), [days, stored]);
  const [choice, setChoice] = useState<SlotChoice | null>(null);
  const current = choice ?? initial;
  // Day names from the messages: browsers without Albanian locale data would name them in English.
  const dayName = (weekday: number) => t(`weekday_${weekday as 0 | 1 | 2 | 3 | 4 | 5 | 6}`);
  const day = days.find((d) => d.date === current?.date);

  return (
    <Modal open={open} onClose={onClose} labelledBy={titleId}>
      <div className="max-h-[min(90dvh,48rem)] overflow-y-auto p-6">
        <ModalHeader id={titleId} title={title} onClose={onClose} />
        {!ready ? (
          <p className="mt-4 text-gray-700">{tc("loading")}</p>
        ) : days.length === 0 ? (
          <p className="mt-4 text-gray-700">{t("noSlots")}</p>
        ) : (
          <>
            <div role="radiogroup" aria-label={t("day")} className="mt-4 flex gap-2 overflow-x-auto pb-1">
              {days.map((d) => (
                <label key={d.date} className="shrink-0 cursor-pointer rounded-2xl border px-3 py-2 text-center text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
                  <input type="radio" name="slot-day" className="sr-only" checked={current?.date === d.date} onChange={() => setChoice({ date: d.date, time: d.times[0] })} />
                  <span className="block font-semibold">{dayName(d.day)}</span>
                  <span className="block text-gray-600">{formatDate(d.date).slice(0, 5)}</span>
                </label>
              ))}
            </div>
            <div role="radiogroup" aria-label={t("time")} className="mt-4 grid grid-cols-4 gap-2 sm:grid-cols-6">
              {day?.times.map((time) => (
                <label key={time} className="cursor-pointer rounded-xl border px-2 py-2 text-center text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50">
                  <input type="radio" name="slot-time" className="sr-only" checked={current?.time === time} onChange={() => setChoice({ date: day.date, time })} />
                  {time}
                </label>
              ))}
            </div>
          </>
        )}
        <div className="mt-6 flex justify-end">
          <button type="button" className="btn btn-primary" disabled={!current} onClick={() => current && onSave(current)}>
            {t("saveTime")}
          </button>
        </div>
      </div>
    </Modal>
  );
}
