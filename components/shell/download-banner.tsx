import { getTranslations } from "next-intl/server";
import { appQr } from "./app-qr";
import { CloseIcon } from "@/components/ui/icons/x";
import { DownloadBannerClose } from "./download-banner-close";

/**
 * Download-app banner: QR code on wide screens (scan with the phone), store badges on phones. The <aside> is server
 * HTML, hidden and inert until DownloadBannerClose's few lines show it past the first 80 px of scrolling (spec 1 §2);
 * its classes are not client code on every page (issue 26: the 150 KB first-load budget). What it shows (the QR code,
 * the words, the store badges) is drawn when it first slides in (ADR 0043): nobody has seen it before, and a page
 * without JavaScript never shows it.
 */
export async function DownloadBanner() {
  const [t, qr] = await Promise.all([getTranslations("shell"), appQr()]);
  const body = {
    labels: { qr: t("qrLabel"), title: t("bannerTitle"), text: t("bannerText"), appStore: t("appStore"), googlePlay: t("googlePlay") },
    qr,
  };
  return (
    <aside
      aria-label={t("bannerLabel")}
      data-download-banner=""
      inert
      data-visible="false"
      className="fixed inset-x-3 bottom-3 z-30 flex translate-y-[calc(100%+1rem)] items-center gap-4 rounded-2xl bg-white p-3 pr-12 opacity-0 shadow-[0_12px_40px_-12px_rgb(0_0_0/0.35)] ring-1 ring-black/5 transition duration-300 ease-out data-[visible=true]:translate-y-0 data-[visible=true]:opacity-100 data-[visible=false]:[content-visibility:hidden] motion-reduce:transition-none sm:inset-x-auto sm:right-5 sm:bottom-5 sm:w-[25rem] sm:p-4 sm:pr-12"
    >
      <DownloadBannerClose label={t("bannerDismiss")} body={body}>
        <CloseIcon className="size-4" />
      </DownloadBannerClose>
    </aside>
  );
}
