"use client";

import { useId, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { Modal } from "@/components/vendor/modal";

export interface AlertDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  onClose: () => void;
  /** Buttons instead of the single Ok (e.g. Try again / Save order later). */
  actions?: ReactNode;
}

/** spec 2 §8 alerts: a title (we are sorry, attention, error), the message and Ok. */
export function AlertDialog({ open, title, message, onClose, actions }: AlertDialogProps) {
  const t = useTranslations("common");
  const titleId = useId();
  const textId = useId();
  return (
    <Modal open={open} onClose={onClose} labelledBy={titleId} describedBy={textId} className="w-[min(26rem,calc(100vw-1.5rem))]">
      <div className="p-6">
        <h2 id={titleId} className="text-lg font-bold">
          {title}
        </h2>
        <div id={textId} className="mt-2 text-gray-700">
          {message}
        </div>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          {actions ?? (
            <button type="button" className="btn btn-primary min-w-20" onClick={onClose} autoFocus>
              {t("ok")}
            </button>
          )}
        </div>
      </div>
    </Modal>
  );
}
