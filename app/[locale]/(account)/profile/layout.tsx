import type { ReactNode } from "react";
import { ProfileHeader } from "@/components/profile/profile-header";
import { ProfileTabs } from "@/components/profile/profile-tabs";
import { ClientMessages } from "@/components/providers/client-messages";
import { QueryProvider } from "@/components/providers/query-provider";
import { currentUser } from "@/lib/auth/current-user";
import { requireUser } from "@/lib/auth/require-user";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page";

// What the header's edit modal (its words, its checks' messages: lib/validation/profile.ts) and the tabs read on the
// client. The addresses and cards pages add their lists' and forms' words (PROFILE_FORMS_NAMESPACES), so the wallet and
// the earn tabs do not carry them (issue 26 §6).
const NAMESPACES = [
  "profile.tabs",
  "profile.edit",
  "profile.header.edit",
  "profile.photoType",
  "profile.photoSize",
  "profile.required_fields",
  "profile.birthday_future",
  "alerts",
  "checkout.errorTitle",
  "checkout.something_is_wrong",
] as const;

// spec 3 §2 Profile: the header and the tabs on every /profile tab, then the tab's page. A plain layout: the
// pages below (addresses, cards, wallet, invite-and-earn) each bring their own content.
export default async function ProfileLayout({ children, params }: { children: ReactNode; params: LocaleParams }) {
  const locale = await pageLocale(params);
  await requireUser();
  const user = await currentUser();
  return (
    <ClientMessages namespaces={NAMESPACES}>
      <QueryProvider>
        <div className="mx-auto w-full max-w-7xl px-4 pt-8 sm:px-6 lg:px-8">
          <ProfileHeader user={user.ok ? user.data.user : null} now={new Date()} locale={locale} />
          <ProfileTabs />
        </div>
        {children}
      </QueryProvider>
    </ClientMessages>
  );
}
