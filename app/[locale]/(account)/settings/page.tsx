import type { Metadata } from "next";
import type { ReactNode } from "react";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { ClientMessages } from "@/components/providers/client-messages";
import { QueryProvider } from "@/components/providers/query-provider";
import { ChangePassword } from "@/components/settings/change-password";
import { DeleteAccount } from "@/components/settings/delete-account";
import { DevicePush } from "@/components/settings/device-push";
import { NotificationToggles } from "@/components/settings/notification-toggles";
import { LanguageLinksView } from "@/components/shell/language-links-view";
import { LogoutForm } from "@/components/shell/logout-form";
import { TitledPage } from "@/components/shell/titled-page";
import { loadProfile } from "@/lib/account/load-profile";
import { notificationFlags } from "@/lib/account/settings";
import { requireUser } from "@/lib/auth/require-user";
import { Link } from "@/lib/i18n/navigation";
import { pageLocale, pageMetadata } from "@/lib/i18n/page";
import { localizePath } from "@/lib/i18n/paths";

type Props = { params: Promise<{ locale: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(params, "settings", { noindex: true });
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-gray-100">
      <h2 id={id} className="text-lg font-bold text-ink">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

// spec 3 §2 Settings: notification toggles, the language (sq/en through the language chooser's own route and
// NEXT_LOCALE cookie), the change-password modal; plus logout and the account deletion of §4.
export default async function SettingsPage({ params }: Props) {
  const locale = await pageLocale(params);
  await requireUser();
  const state = await loadProfile();
  if (state.kind === "guest" || state.kind === "expired") {
    redirect(`/api/session/expired?next=${encodeURIComponent(localizePath("/", locale))}`);
  }
  const [t, shell, common] = await Promise.all([getTranslations("settings"), getTranslations("shell"), getTranslations("common")]);
  if (state.kind !== "user") {
    return (
      <TitledPage page="settings">
        <p role="alert" className="mt-6 text-sm text-gray-700">
          {t("unavailable")}
        </p>
      </TitledPage>
    );
  }

  return (
    <TitledPage page="settings">
      <ClientMessages namespaces={["settings", "alerts", "pwa"]}>
        <QueryProvider>
          <div className="mt-8 grid max-w-2xl gap-6">
            <Section id="settings-notifications" title={t("notificationsTitle")}>
              <NotificationToggles initial={notificationFlags(state.user)} />
              <DevicePush />
            </Section>
            <Section id="settings-language" title={t("languageTitle")}>
              <p className="mb-3 text-sm text-gray-600">{t("languageIntro")}</p>
              <LanguageLinksView
                current={locale}
                labels={{ group: t("languageTitle"), sq: shell("languageSq"), en: shell("languageEn") }}
                next={localizePath("/settings", locale)}
              />
            </Section>
            <Section id="settings-password" title={t("passwordTitle")}>
              <ChangePassword />
            </Section>
            <Section id="settings-account" title={t("accountTitle")}>
              <div className="max-w-xs">
                <LogoutForm id="settings-logout" labels={{ logout: shell("logout"), title: shell("logoutTitle"), text: shell("logoutText"), yes: common("yes"), no: common("no") }} />
              </div>
              <div className="mt-6 border-t border-gray-100 pt-6">
                <p className="text-sm text-gray-600">{t("deleteIntro")}</p>
                <p className="mt-1 text-sm">
                  <Link href="/delete-account-help" className="font-semibold text-brand-700 underline-offset-2 hover:underline">
                    {t("deleteHelp")}
                  </Link>
                </p>
                <div className="mt-4">
                  <DeleteAccount />
                </div>
              </div>
            </Section>
          </div>
        </QueryProvider>
      </ClientMessages>
    </TitledPage>
  );
}
