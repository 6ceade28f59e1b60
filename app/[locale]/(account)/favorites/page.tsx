import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { EmptyState } from "@/components/account-lists/empty-state";
import { FavouriteItems } from "@/components/account-lists/favourite-items";
import { ClientMessages } from "@/components/providers/client-messages";
import { TabLinks } from "@/components/account-lists/tab-links";
import { Avatar } from "@/components/ui/avatar";
import { HeartIcon } from "@/components/ui/icons";
import { PageTitle } from "@/components/ui/page-title";
import { serverApiContext } from "@/lib/api/context";
import { getFavourites } from "@/lib/api/favorites";
import { requireUser } from "@/lib/auth/require-user";
import { Link } from "@/lib/i18n/navigation";
import { pageLocale, pageMetadata } from "@/lib/i18n/page";
import { storePath } from "@/lib/vendors/order-method";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(params, "favorites", { noindex: true });
}

// spec 2 §2 Favourites: tabs vendors and items, each with an empty state; a vendor opens its menu.
export default async function FavoritesPage({ params, searchParams }: Props) {
  await pageLocale(params);
  await requireUser();
  const tab = (await searchParams).tab === "items" ? "items" : "vendors";
  const [result, t, tp] = await Promise.all([serverApiContext().then(getFavourites), getTranslations("favorites"), getTranslations("pages")]);
  // spec 2 §8: a failed favourites load is silent; the list is simply empty.
  const data = result.ok ? result.data : { vendors: [], products: [] };
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <PageTitle>{tp("favorites.title")}</PageTitle>
      <TabLinks label={t("tabsLabel")} path="/favorites" current={tab} tabs={[{ key: "vendors", label: t("tab_vendors") }, { key: "items", label: t("tab_items") }]} />
      {tab === "vendors" ? (
        data.vendors.length === 0 ? (
          <EmptyState icon={<HeartIcon className="size-10 text-gray-400" />} title={t("emptyVendors")} text={t("emptyVendorsText")} action={{ href: "/stores", label: t("browse") }} />
        ) : (
          <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {data.vendors.map((v) => (
              <li key={v.id}>
                <Link
                  href={storePath({ hash_id: v.hash_id, slug: v.slug, order_method: v.order_method.split("-")[0] })}
                  className="flex items-center gap-3 rounded-2xl border border-gray-200 p-3 hover:border-brand-500"
                >
                  <Avatar src={v.logo_thumbnail_path} name={v.title} size={56} />
                  <span className="min-w-0">
                    <span className="block font-semibold">{v.title}</span>
                    <span className={`text-sm ${v.is_open ? "text-emerald-800" : "text-gray-500"}`}>{v.is_open ? t("open") : t("closed")}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )
      ) : data.products.length === 0 ? (
        <EmptyState icon={<HeartIcon className="size-10 text-gray-400" />} title={t("emptyItems")} text={t("emptyItemsText")} action={{ href: "/stores", label: t("browse") }} />
      ) : (
        <ClientMessages namespaces={["favorites"]}>
          <FavouriteItems products={data.products} />
        </ClientMessages>
      )}
    </div>
  );
}
