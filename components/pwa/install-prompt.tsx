"use client";

import { useTranslations } from "@/lib/i18n/client";

// Issue 29: our own install prompt (components/pwa/pwa-on-use.tsx decides when). It takes the place of the
// "download the app" banner, which is hidden while this one shows (app/globals.css, [data-install-prompt]).
export interface InstallPromptProps {
  onInstall: () => void;
  onDismiss: () => void;
}

export function InstallPrompt({ onInstall, onDismiss }: InstallPromptProps) {
  const t = useTranslations("pwa");
  return (
    <aside
      aria-label={t("installLabel")}
      className="fixed inset-x-3 bottom-3 z-30 flex items-start gap-4 rounded-2xl bg-white p-4 shadow-[0_12px_40px_-12px_rgb(0_0_0/0.35)] ring-1 ring-black/5 sm:inset-x-auto sm:right-5 sm:bottom-5 sm:w-[25rem]"
    >
      {/* eslint-disable-next-line @next/next/no-img-element -- a static 4 KB icon of public/, no optimizer needed */}
      <img src="/icons/icon-192.png" alt="" width={48} height={48} className="size-12 shrink-0 rounded-xl" />
      <div className="min-w-0">
        <p className="font-bold tracking-tight">{t("installTitle")}</p>
        <p className="mt-1 text-sm text-gray-600">{t("installText")}</p>
        <div className="mt-3 flex gap-2">
          <button type="button" className="btn btn-primary h-10" onClick={onInstall}>
            {t("installAction")}
          </button>
          <button type="button" className="btn btn-secondary h-10" onClick={onDismiss}>
            {t("installDismiss")}
          </button>
        </div>
      </div>
    </aside>
  );
}
