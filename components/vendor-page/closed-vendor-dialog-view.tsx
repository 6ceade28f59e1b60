"use client";

import { useEffect, useId, useState } from "react";
import { useTranslations } from "@/lib/i18n/client";
import { useRouter } from "@/lib/i18n/navigation";
import { vendorClosedMessage } from "@/lib/vendors/open-state";
import { Modal } from "@/components/ui/modal";
import { useVendor } from "./vendor-context";
import { vendorKind } from "@/lib/vendors/kind";

/**
 * spec 2 §4 Vendor open state: a closed vendor opens a modal after load saying when it opens (if known for today)
 * and offering to explore other vendors (back) or see the menu. Texts per spec 2 §8 "Vendor closed".
 */
export default function ClosedVendorDialogView() {
  const t = useTranslations("vendorPage");
  const tc = useTranslations();
  const router = useRouter();
  const { isOpen, customClosedInfo, openingDays, vendorType } = useVendor();
  const [open, setOpen] = useState(false);
  const [now, setNow] = useState<Date | null>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    if (isOpen) return;
    // After load, in the browser's clock (the text depends on the time of day in Tirana).
    const timer = window.setTimeout(() => {
      setNow(new Date());
      setOpen(true);
    }, 0);
    return () => window.clearTimeout(timer);
  }, [isOpen]);

  if (isOpen || !now) return null;
  const message = vendorClosedMessage({ is_open: 0, custom_closed_info: customClosedInfo, vendor_opening_days: openingDays }, now);
  const type = vendorKind(vendorType);

  function exploreOthers() {
    setOpen(false);
    // "explore other vendors (back)": back to where the customer came from on this site, else the vendor list.
    const sameSite = document.referrer && new URL(document.referrer).origin === window.location.origin;
    if (sameSite && window.history.length > 1) router.back();
    else router.push("/stores");
  }

  return (
    <Modal open={open} onClose={() => setOpen(false)} labelledBy={titleId} describedBy={textId} className="w-[min(26rem,calc(100vw-2rem))]">
      <div className="p-6 text-center">
        <h2 id={titleId} className="text-xl font-bold">
          {t("closedTitle")}
        </h2>
        <p id={textId} className="mt-3 text-gray-700">
          {tc(message.key, { ...message.params, type })}
        </p>
        <div className="mt-6 flex flex-col gap-2">
          <button type="button" className="btn btn-primary h-11" onClick={exploreOthers}>
            {t("exploreOthers")}
          </button>
          <button type="button" className="btn btn-outline h-11" onClick={() => setOpen(false)}>
            {t("seeMenu")}
          </button>
        </div>
      </div>
    </Modal>
  );
}
