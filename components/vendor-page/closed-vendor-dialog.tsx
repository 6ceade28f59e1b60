import { getTranslations } from "next-intl/server";
import { MODAL_CLASS } from "@/components/ui/modal-class";
import { getPathname } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { vendorKind } from "@/lib/vendors/kind";
import { vendorClosedMessage, type VendorOpenInfo } from "@/lib/vendors/open-state";
import { ClosedVendorOpener } from "./closed-vendor-opener";

const ID = "vendor-closed";

/**
 * spec 2 §4 Vendor open state: a closed vendor opens a modal after load saying when it opens (if known for today)
 * and offering to explore other vendors (back) or see the menu. Texts per spec 2 §8 "Vendor closed".
 *
 * Server HTML: a <dialog> whose buttons work without JavaScript (a GET form to the vendor list; `method="dialog"`
 * closes it), opened by a few lines in the page's own code (ClosedVendorOpener). It used to be a component loaded on
 * demand, whose chunk put a closed vendor's page over the 150 KB first-load budget (issue 31). The time it names is
 * the render's (the page's copy is at most 30 s old, like its open/closed state).
 */
export async function ClosedVendorDialog({ vendor, locale }: { vendor: VendorOpenInfo & { vendor_type: string }; locale: Locale }) {
  const [t, tc] = await Promise.all([getTranslations("vendorPage"), getTranslations()]);
  const message = vendorClosedMessage({ ...vendor, is_open: 0 }, new Date());
  const type = vendorKind(vendor.vendor_type);
  return (
    <>
      <dialog id={ID} aria-labelledby={`${ID}-title`} aria-describedby={`${ID}-text`} className={`${MODAL_CLASS} w-[min(26rem,calc(100vw-2rem))]`}>
        <div className="p-6 text-center">
          <h2 id={`${ID}-title`} className="text-xl font-bold">
            {t("closedTitle")}
          </h2>
          <p id={`${ID}-text`} className="mt-3 text-gray-700">
            {tc(message.key, { ...message.params, type })}
          </p>
          <div className="mt-6 flex flex-col gap-2">
            <form method="get" action={getPathname({ href: "/stores", locale })} className="contents">
              <button type="submit" className="btn btn-primary h-11">
                {t("exploreOthers")}
              </button>
            </form>
            <form method="dialog" className="contents">
              <button type="submit" className="btn btn-outline h-11">
                {t("seeMenu")}
              </button>
            </form>
          </div>
        </div>
      </dialog>
      <ClosedVendorOpener id={ID} />
    </>
  );
}
