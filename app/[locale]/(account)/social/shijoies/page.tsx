import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { EmptyState } from "@/components/account-lists/empty-state";
import { NameSearch } from "@/components/social/name-search";
import { ShijoerDirectory } from "@/components/social/shijoer-directory";
import { SocialPage } from "@/components/social/social-page";
import { UserIcon } from "@/components/ui/icons";
import { serverApiContext } from "@/lib/api/context";
import { getShijoers } from "@/lib/api/social";
import { requireUser } from "@/lib/auth/require-user";
import { pageLocale, pageMetadata } from "@/lib/i18n/page";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(params, "socialShijoers", { noindex: true });
}

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? "";

// spec 3 §2 Shijoers list: search by name, infinite scroll (and ?page=N without JavaScript).
export default async function SocialShijoersPage({ params, searchParams }: Props) {
  await pageLocale(params);
  await requireUser();
  const query = await searchParams;
  const name = one(query.name).trim().slice(0, 60);
  const page = Math.min(10_000, Math.max(1, Number.parseInt(one(query.page), 10) || 1));
  const [result, t] = await Promise.all([serverApiContext().then((ctx) => getShijoers(ctx, { name, page })), getTranslations("social")]);
  // spec 3 §8: a failed shijoers load is silent; the list is simply empty.
  const data = result.ok ? result.data.shijoers : { data: [], current_page: page, last_page: page };
  return (
    <SocialPage page="socialShijoers" tab="/social/shijoies">
      <NameSearch name={name} />
      {data.data.length === 0 ? (
        <EmptyState icon={<UserIcon className="size-10 text-gray-400" />} title={t("noShijoers")} text={t("noShijoersText")} />
      ) : (
        <ShijoerDirectory key={`${name}:${page}`} name={name} initial={data} />
      )}
    </SocialPage>
  );
}
