import { getTranslations } from "next-intl/server";
import { AppQr } from "./app-qr";
import { CloseIcon } from "@/components/ui/icons/x";
import { DownloadBannerClose } from "./download-banner-close";
import { StoreBadges } from "./store-badges";

/**
 * Download-app banner: QR code on wide screens (scan with the phone), store badges on phones. Server HTML, hidden and
 * inert until DownloadBannerClose's few lines show it past the first 80 px of scrolling (spec 1 §2); its classes are
 * not client code on every page (issue 26: the 150 KB first-load budget). Until it slides in, its contents are not drawn
 * and its store badges (two SVG documents) not fetched: they cost every page's first load for a banner nobody has seen
 * yet (issue 31).
 */
export async function DownloadBanner() {
  const t = await getTranslations("shell");
  return (
    <aside
      aria-label={t("bannerLabel")}
      data-download-banner=""
      inert
      data-visible="false"
      className="fixed inset-x-3 bottom-3 z-30 flex translate-y-[calc(100%+1rem)] items-center gap-4 rounded-2xl bg-white p-3 pr-12 opacity-0 shadow-[0_12px_40px_-12px_rgb(0_0_0/0.35)] ring-1 ring-black/5 transition duration-300 ease-out data-[visible=true]:translate-y-0 data-[visible=true]:opacity-100 data-[visible=false]:[content-visibility:hidden] motion-reduce:transition-none sm:inset-x-auto sm:right-5 sm:bottom-5 sm:w-[25rem] sm:p-4 sm:pr-12"
    >
      <AppQr label={t("qrLabel")} className="hidden size-24 shrink-0 sm:block" />
      <div className="min-w-0">
        <p className="font-bold tracking-tight">{t("bannerTitle")}</p>
        <p className="mt-1 hidden text-sm text-gray-600 sm:block">{t("bannerText")}</p>
        <StoreBadges className="mt-2 sm:hidden [&_img]:h-9" />
      </div>
      <DownloadBannerClose label={t("bannerDismiss")}>
        <CloseIcon className="size-4" />
      </DownloadBannerClose>
    </aside>
  );
}
