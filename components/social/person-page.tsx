import { getTranslations } from "next-intl/server";
import { EmptyState } from "@/components/account-lists/empty-state";
import { UserIcon } from "@/components/ui/icons/user";
import { serverApiContext } from "@/lib/api/context";
import { getShijoer } from "@/lib/api/social";
import { singleChannelWith } from "@/lib/chat/server";
import { requireUser } from "@/lib/auth/require-user";
import { pageLocale, type LocaleParams } from "@/lib/i18n/page";
import { InvitationSeen } from "./invitation-seen";
import { ShijoerProfile } from "./shijoer-profile";
import { SocialPage } from "./social-page";

type Tab = "/social/shijoies" | "/social/friends" | "/social/invitations";

/**
 * A person's page under any social tab (/social/shijoies/{id}, /social/friends/{id}, /social/invitations/{id}):
 * the same profile, back to the tab it came from. Ids are checked before any upstream call (ARCHITECTURE).
 */
export async function PersonPage({ params, id, tab }: { params: LocaleParams; id: string; tab: Tab }) {
  await pageLocale(params);
  await requireUser();
  const t = await getTranslations("social");
  const numeric = /^[1-9]\d{0,9}$/.test(id) ? Number(id) : null;
  const valid = numeric !== null && numeric <= 2_147_483_647 ? numeric : null;
  // Read beside the person: a friend's Start chat then opens an existing chat without asking for it first.
  const [result, chatId] = valid === null ? [null, null] : await Promise.all([getShijoer(await serverApiContext(), valid), singleChannelWith(serverApiContext(), valid).catch(() => null)]);
  return (
    <SocialPage page={result?.ok ? undefined : "socialShijoer"} tab={tab}>
      {result?.ok ? (
        <>
          <ShijoerProfile person={result.data.shijoer} backHref={tab} chatId={result.data.shijoer.is_friend ? chatId : null} />
          {tab === "/social/invitations" && result.data.shijoer.invite_status === "received" && <InvitationSeen friendId={result.data.shijoer.id} />}
        </>
      ) : (
        <EmptyState icon={<UserIcon className="size-10 text-gray-400" />} title={t("personNotFound")} text={t("noShijoersText")} action={{ href: tab, label: t("back") }} />
      )}
    </SocialPage>
  );
}
