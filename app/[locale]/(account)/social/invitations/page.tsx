import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { EmptyState } from "@/components/account-lists/empty-state";
import { TabLinks } from "@/components/account-lists/tab-links";
import { FriendAction } from "@/components/social/friend-action";
import { PersonRow } from "@/components/social/person-row";
import { SocialPage } from "@/components/social/social-page";
import { UserIcon } from "@/components/ui/icons";
import { serverApiContext } from "@/lib/api/context";
import { getInvitations } from "@/lib/api/social";
import { requireUser } from "@/lib/auth/require-user";
import { formatDate } from "@/lib/format/date";
import { pageLocale, pageMetadata } from "@/lib/i18n/page";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(params, "socialInvitations", { noindex: true });
}

// spec 3 §2 Invitations: tabs Received and Sent; received rows Accept and Decline, sent rows Cancel; a row opens
// /social/invitations/{id}. After each change the list is fetched again (router.refresh in FriendAction).
export default async function SocialInvitationsPage({ params, searchParams }: Props) {
  await pageLocale(params);
  await requireUser();
  const tab = (await searchParams).tab === "sent" ? "sent" : "received";
  const [result, t, te] = await Promise.all([serverApiContext().then(getInvitations), getTranslations("social"), getTranslations("errors")]);
  // spec 3 §8 "invitations load": the server's message, else the generic one, shown in place of the list.
  const list = result.ok ? result.data.invitations[tab] : [];
  return (
    <SocialPage page="socialInvitations" tab="/social/invitations">
      <TabLinks label={t("tab_invitations")} path="/social/invitations" current={tab} tabs={[{ key: "received", label: t("received") }, { key: "sent", label: t("sent") }]} />
      {!result.ok ? (
        <p role="alert" className="mt-6 rounded-2xl bg-red-50 p-4 text-red-800">
          {result.error.message ?? te("generic")}
        </p>
      ) : list.length === 0 ? (
        <EmptyState icon={<UserIcon className="size-10 text-gray-400" />} title={tab === "received" ? t("noReceived") : t("noSent")} text={t("noFriendsText")} action={{ href: "/social/shijoies", label: t("findShijoers") }} />
      ) : (
        <ul className="mt-6 grid gap-3">
          {list.map((item) => (
            <PersonRow
              key={item.id}
              href={`/social/invitations/${item.id}`}
              name={item.full_name}
              photo={item.photo}
              detail={item.invite_date ? t("invitedOn", { date: formatDate(item.invite_date) }) : null}
              action={<FriendAction personId={item.id} name={item.full_name} initial={{ is_friend: false, invite_status: tab === "received" ? "received" : "invited" }} />}
            />
          ))}
        </ul>
      )}
    </SocialPage>
  );
}
