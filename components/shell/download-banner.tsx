import { getTranslations } from "next-intl/server";
import { AppQr } from "./app-qr";
import { DownloadBannerFrame } from "./download-banner-frame";
import { StoreBadges } from "./store-badges";

/** Download-app banner: QR code on wide screens (scan with the phone), store badges on phones. */
export async function DownloadBanner() {
  const t = await getTranslations("shell");
  return (
    <DownloadBannerFrame label={t("bannerLabel")} dismissLabel={t("bannerDismiss")}>
      <AppQr label={t("qrLabel")} className="hidden size-24 shrink-0 sm:block" />
      <div className="min-w-0">
        <p className="font-bold tracking-tight">{t("bannerTitle")}</p>
        <p className="mt-1 hidden text-sm text-gray-600 sm:block">{t("bannerText")}</p>
        <StoreBadges className="mt-2 sm:hidden [&_img]:h-9" />
      </div>
    </DownloadBannerFrame>
  );
}
