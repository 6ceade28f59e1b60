import { getTranslations } from "next-intl/server";
import { NativeDialog } from "@/components/ui/dialog";
import { PhoneIcon } from "@/components/ui/icons/smartphone";
import { getPathname } from "@/lib/i18n/navigation";
import { requestLocale } from "@/lib/i18n/page";
import { appQr } from "./app-qr";
import { GetAppContents } from "./get-app-contents";
import { GetAppFrame } from "./get-app-frame";

/** spec 1 §2 Header: the get-app button opens a modal with a QR code and the store badges (drawn on first use, ADR 0043). */
export async function GetAppDialog() {
  const [t, tc, locale, qr] = await Promise.all([getTranslations("shell"), getTranslations("common"), requestLocale(), appQr()]);
  const labels = {
    title: t("getAppTitle"),
    text: t("getAppText"),
    qr: t("qrLabel"),
    close: tc("close"),
    downloadApp: t("downloadApp"),
    appStore: t("appStore"),
    googlePlay: t("googlePlay"),
  };
  // Until the QR code and the badges are drawn, and without JavaScript: a link to the download-app page.
  const placeholder = (
    <GetAppFrame labels={labels}>
      <a href={getPathname({ href: "/download-app", locale })} className="btn btn-primary mt-5">
        {labels.downloadApp}
      </a>
    </GetAppFrame>
  );
  return (
    <NativeDialog
      id="get-app-dialog"
      label={t("getAppTitle")}
      triggerLabel={t("downloadApp")}
      triggerClassName="btn btn-outline w-10 px-0 lg:w-auto lg:px-4"
      trigger={
        <>
          <PhoneIcon className="size-5" />
          <span className="hidden lg:inline">{t("downloadApp")}</span>
        </>
      }
      className="m-auto w-[min(24rem,calc(100vw-2rem))] max-w-none rounded-3xl bg-white p-0 text-ink shadow-2xl transition duration-150 starting:open:scale-95 starting:open:opacity-0 motion-reduce:transition-none"
    >
      <GetAppContents labels={labels} qr={qr} placeholder={placeholder} />
    </NativeDialog>
  );
}
