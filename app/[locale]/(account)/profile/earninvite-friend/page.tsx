import type { Metadata } from "next";
import { EarnPicker } from "@/components/earn/earn-picker";
import { TitledPage } from "@/components/shell/titled-page";
import { getFriends } from "@/lib/api/checkout";
import { serverApiContext } from "@/lib/api/context";
import { requireUser } from "@/lib/auth/require-user";
import { pageLocale, pageMetadata } from "@/lib/i18n/page";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(params, "profileEarninviteFriend", { noindex: true });
}

// spec 3 §2 /profile/earninvite-friend: pick the friend to invite (searchable; an empty state when none).
export default async function ProfileEarninviteFriendPage({ params, searchParams }: Props) {
  await pageLocale(params);
  await requireUser();
  const raw = (await searchParams).name;
  const name = ((Array.isArray(raw) ? raw[0] : raw) ?? "").trim().slice(0, 60);
  const result = await serverApiContext().then((ctx) => getFriends(ctx, name));
  const people = result.ok ? result.data.friends.map((f) => ({ id: f.id, name: f.full_name ?? f.username ?? "", photo: f.photo, username: f.username })) : [];
  return (
    <TitledPage page="profileEarninviteFriend">
      <EarnPicker via="friend" name={name} people={people} />
    </TitledPage>
  );
}
