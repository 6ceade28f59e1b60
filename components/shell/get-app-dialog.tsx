import { getTranslations } from "next-intl/server";
import { NativeDialog } from "@/components/ui/dialog";
import { DialogClose } from "@/components/ui/dialog-close";
import { PhoneIcon } from "@/components/ui/icons/smartphone";
import { AppQr } from "./app-qr";
import { StoreBadges } from "./store-badges";

/** spec 1 §2 Header: the get-app button opens a modal with a QR code and the store badges. */
export async function GetAppDialog() {
  const [t, tc] = await Promise.all([getTranslations("shell"), getTranslations("common")]);
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
      <div className="relative flex flex-col items-center px-6 pt-8 pb-6 text-center">
        <div className="absolute top-3 right-3">
          <DialogClose label={tc("close")} />
        </div>
        <h2 className="text-xl font-bold tracking-tight">{t("getAppTitle")}</h2>
        <p className="mt-2 text-sm text-gray-600">{t("getAppText")}</p>
        <AppQr label={t("qrLabel")} className="mt-5 size-44" />
        <StoreBadges className="mt-5 justify-center" />
      </div>
    </NativeDialog>
  );
}
