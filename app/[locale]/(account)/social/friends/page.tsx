import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { EmptyState } from "@/components/account-lists/empty-state";
import { NameSearch } from "@/components/social/name-search";
import { PersonRow } from "@/components/social/person-row";
import { SocialPage } from "@/components/social/social-page";
import { UserIcon } from "@/components/ui/icons";
import { getFriends } from "@/lib/api/checkout";
import { serverApiContext } from "@/lib/api/context";
import { requireUser } from "@/lib/auth/require-user";
import { pageLocale, pageMetadata } from "@/lib/i18n/page";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(params, "socialFriends", { noindex: true });
}

// spec 3 §2 Friends: accepted friends with a search box and an empty state; a row opens /social/friends/{id}.
export default async function SocialFriendsPage({ params, searchParams }: Props) {
  await pageLocale(params);
  const raw = (await searchParams).name;
  const name = ((Array.isArray(raw) ? raw[0] : raw) ?? "").trim().slice(0, 60);
  // The guard's check and the friends are read side by side (issue 24: the Friends tab at once, not one after the other).
  const [, result, t] = await Promise.all([requireUser(), serverApiContext().then((ctx) => getFriends(ctx, name)), getTranslations("social")]);
  const friends = result.ok ? result.data.friends : [];
  return (
    <SocialPage page="socialFriends" tab="/social/friends">
      <NameSearch name={name} />
      {friends.length === 0 ? (
        <EmptyState
          icon={<UserIcon className="size-10 text-gray-400" />}
          title={name ? t("noShijoers") : t("noFriends")}
          text={name ? t("noShijoersText") : t("noFriendsText")}
          action={{ href: "/social/shijoies", label: t("findShijoers") }}
        />
      ) : (
        <ul className="mt-6 grid gap-3 md:grid-cols-2">
          {friends.map((f) => (
            <PersonRow key={f.id} href={`/social/friends/${f.id}`} name={f.full_name ?? ""} photo={f.photo} detail={f.username ? `@${f.username}` : null} />
          ))}
        </ul>
      )}
    </SocialPage>
  );
}
