import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { TabLinks } from "@/components/account-lists/tab-links";
import { EarnFrame } from "@/components/earn/earn-frame";
import { InvitationCard } from "@/components/earn/invitation-card";
import { serverApiContext } from "@/lib/api/context";
import { getInvitationHistory } from "@/lib/api/earn";
import { requireUser } from "@/lib/auth/require-user";
import { Link } from "@/lib/i18n/navigation";
import { pageLocale, pageMetadata } from "@/lib/i18n/page";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(params, "profileEarnInvitations", { noindex: true });
}

// spec 3 §2 /profile/earn-invitations: history with tabs Sent and Received; active=1 shows only active ones.
export default async function ProfileEarnInvitationsPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  await requireUser();
  const query = await searchParams;
  const tab = query.tab === "received" ? "received" : "sent";
  const active = query.active === "1";
  const [result, t, te] = await Promise.all([serverApiContext().then((ctx) => getInvitationHistory(ctx, tab === "sent", active)), getTranslations("earn"), getTranslations("errors")]);
  const suffix = active ? "active=1" : "";
  const href = (k: string, a: boolean) => `/profile/earn-invitations?${new URLSearchParams({ ...(k === "received" ? { tab: k } : {}), ...(a ? { active: "1" } : {}) })}`;
  return (
    <EarnFrame page="profileEarnInvitations">
      <TabLinks
        label={t("history")}
        path="/profile/earn-invitations"
        current={tab}
        tabs={[
          { key: "sent", label: t("tab_sent"), href: `/profile/earn-invitations${suffix ? `?${suffix}` : ""}` },
          { key: "received", label: t("tab_received"), href: href("received", active) },
        ]}
      />
      <p className="mt-4 text-sm">
        <Link href={href(tab, !active)} className="font-semibold text-brand-700 underline">
          {active ? t("showAll") : t("activeOnly")}
        </Link>
      </p>
      {!result.ok ? (
        <p role="alert" className="mt-6 rounded-2xl bg-red-50 p-4 text-red-800">{result.error.message ?? te("generic")}</p>
      ) : result.data.invitations.length === 0 ? (
        <p role="status" className="mt-6 rounded-2xl bg-gray-50 p-4 text-gray-700">{tab === "sent" ? t("noSent") : t("noReceived")}</p>
      ) : (
        <ul className="mt-6 grid gap-3 md:grid-cols-2">
          {result.data.invitations.map((inv) => (
            <li key={inv.id}>
              <InvitationCard inv={inv} locale={locale} />
            </li>
          ))}
        </ul>
      )}
      <p className="mt-6">
        <Link href="/profile/earn-invitation" className="font-semibold text-brand-700 underline">{t("back")}</Link>
      </p>
    </EarnFrame>
  );
}
