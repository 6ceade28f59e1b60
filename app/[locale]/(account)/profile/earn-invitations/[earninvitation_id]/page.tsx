import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { EarnFrame } from "@/components/earn/earn-frame";
import { InvitationCard } from "@/components/earn/invitation-card";
import { serverApiContext } from "@/lib/api/context";
import { getInvitationHistory } from "@/lib/api/earn";
import { requireUser } from "@/lib/auth/require-user";
import { Link } from "@/lib/i18n/navigation";
import { pageLocale, pageMetadata } from "@/lib/i18n/page";

type Props = { params: Promise<{ locale: string; earninvitation_id: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(params, "profileEarnInvitationDetail", { noindex: true });
}

// spec 3 §2 /profile/earn-invitations/{id}: one invitation, found in the user's sent and received history (the ids
// are validated before any upstream call); Use code sends invitation_id (spec 3 §7).
export default async function ProfileEarnInvitationDetailPage({ params }: Props) {
  const locale = await pageLocale(params);
  await requireUser();
  const raw = (await params).earninvitation_id;
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  const t = await getTranslations("earn");
  let inv = null;
  if (id !== null) {
    const ctx = await serverApiContext();
    const [sent, received] = await Promise.all([getInvitationHistory(ctx, true, false), getInvitationHistory(ctx, false, false)]);
    inv = [...(sent.ok ? sent.data.invitations : []), ...(received.ok ? received.data.invitations : [])].find((i) => i.id === id) ?? null;
  }
  return (
    <EarnFrame page="profileEarnInvitationDetail">
      <div className="mt-6 max-w-xl">
        {inv ? <InvitationCard inv={inv} locale={locale} link={false} /> : <p role="status" className="rounded-2xl bg-gray-50 p-4 text-gray-700">{t("notFound")}</p>}
      </div>
      <p className="mt-6">
        <Link href="/profile/earn-invitations" className="font-semibold text-brand-700 underline">{t("history")}</Link>
      </p>
    </EarnFrame>
  );
}
