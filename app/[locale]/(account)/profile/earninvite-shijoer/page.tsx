import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { EarnPicker } from "@/components/earn/earn-picker";
import { TitledPage } from "@/components/shell/titled-page";
import { serverApiContext } from "@/lib/api/context";
import { getShijoers } from "@/lib/api/social";
import { requireUser } from "@/lib/auth/require-user";
import { Link } from "@/lib/i18n/navigation";
import { pageLocale, pageMetadata } from "@/lib/i18n/page";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(params, "profileEarninviteShijoer", { noindex: true });
}

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? "";

// spec 3 §2 /profile/earninvite-shijoer: pick a Shijo user from the directory (searchable, paged).
export default async function ProfileEarninviteShijoerPage({ params, searchParams }: Props) {
  await pageLocale(params);
  await requireUser();
  const query = await searchParams;
  const name = one(query.name).trim().slice(0, 60);
  const page = Math.min(10_000, Math.max(1, Number.parseInt(one(query.page), 10) || 1));
  const [result, t] = await Promise.all([serverApiContext().then((ctx) => getShijoers(ctx, { name, page })), getTranslations("wallet")]);
  const list = result.ok ? result.data.shijoers : null;
  const people = (list?.data ?? []).map((p) => ({ id: p.id, name: p.full_name, photo: p.photo, username: p.username }));
  const href = (n: number) => `/profile/earninvite-shijoer?${new URLSearchParams({ ...(name ? { name } : {}), page: String(n) })}`;
  return (
    <TitledPage page="profileEarninviteShijoer">
      <EarnPicker via="shijoer" name={name} people={people} />
      {list && list.last_page > 1 && (
        <nav className="mt-6 flex items-center justify-center gap-3" aria-label={t("pageOf", { page: list.current_page, last: list.last_page })}>
          {list.current_page > 1 && <Link href={href(list.current_page - 1)} className="btn btn-outline">{t("previousPage")}</Link>}
          <span className="text-sm text-gray-600">{t("pageOf", { page: list.current_page, last: list.last_page })}</span>
          {list.current_page < list.last_page && <Link href={href(list.current_page + 1)} className="btn btn-outline">{t("loadMore")}</Link>}
        </nav>
      )}
    </TitledPage>
  );
}
