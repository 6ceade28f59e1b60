import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { EmptyState } from "@/components/account-lists/empty-state";
import { TabLinks } from "@/components/account-lists/tab-links";
import { ApiImage } from "@/components/ui/api-image";
import { TagIcon } from "@/components/ui/icons";
import { PageTitle } from "@/components/ui/page-title";
import { serverApiContext } from "@/lib/api/context";
import { getActivePromotions, getUsedPromotions } from "@/lib/api/promotions";
import type { Promotion } from "@/lib/api/schemas/account-lists";
import { requireUser } from "@/lib/auth/require-user";
import { formatDate } from "@/lib/format/date";
import { Link } from "@/lib/i18n/navigation";
import { pageLocale, pageMetadata } from "@/lib/i18n/page";
import { daysLeft, pastPromotionNote } from "@/lib/orders/promotion-days";
import { storePath } from "@/lib/vendors/order-method";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(params, "promotions", { noindex: true });
}

// spec 2 §2 Promotions: current (days left unless non_expired) and past (end date), each with an empty state.
export default async function PromotionsPage({ params, searchParams }: Props) {
  await pageLocale(params);
  await requireUser();
  const tab = (await searchParams).tab === "past" ? "past" : "current";
  const ctx = await serverApiContext();
  const [list, t, tp] = await Promise.all([
    tab === "past" ? getUsedPromotions(ctx).then((r) => (r.ok ? r.data.data : [])) : getActivePromotions(ctx).then((r) => (r.ok ? r.data.promotions : [])),
    getTranslations("promotions"),
    getTranslations("pages"),
  ]);
  const now = new Date();
  const note = (p: Promotion) => {
    if (tab === "past") {
      const past = pastPromotionNote(p, now);
      if (past.kind === "ended") return t("ended", { date: formatDate(past.date) });
      return past.date ? t("usedOn", { date: formatDate(past.date) }) : t("used");
    }
    const days = daysLeft(p.end_time, p.non_expired, now);
    return days === null ? t("noEnd") : t("daysLeft", { count: days });
  };
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <PageTitle>{tp("promotions.title")}</PageTitle>
      <TabLinks label={t("tabsLabel")} path="/promotions" current={tab} tabs={[{ key: "current", label: t("tab_current") }, { key: "past", label: t("tab_past") }]} />
      {list.length === 0 ? (
        <EmptyState icon={<TagIcon className="size-10 text-gray-400" />} title={t(tab === "past" ? "emptyPast" : "empty")} text={t("emptyText")} action={{ href: "/stores", label: t("browse") }} />
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {list.map((p) => {
            const vendor = p.promotion_details.vendor;
            const body = (
              <>
                {p.promotion_details.product_image_thumbnail_path ? (
                  <ApiImage src={p.promotion_details.product_image_thumbnail_path} alt="" width={96} height={96} sizes="96px" className="size-24 shrink-0 rounded-2xl bg-gray-100 object-cover" />
                ) : null}
                <span className="min-w-0">
                  <span className="block font-semibold">{p.title}</span>
                  {vendor && <span className="block text-sm text-gray-600">{vendor.title}</span>}
                  {p.description && <span className="mt-1 block text-sm text-gray-700">{p.description}</span>}
                  <span className={`mt-2 inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${tab === "past" ? "bg-gray-100 text-gray-700" : "bg-brand-50 text-brand-800"}`}>{note(p)}</span>
                </span>
              </>
            );
            return (
              <li key={p.id}>
                {vendor && tab === "current" ? (
                  <Link href={storePath({ hash_id: vendor.hash_id, slug: vendor.slug, order_method: vendor.order_method.split("-")[0] })} className="flex gap-4 rounded-3xl border border-gray-200 p-4 hover:border-brand-500">
                    {body}
                  </Link>
                ) : (
                  <div className="flex gap-4 rounded-3xl border border-gray-200 p-4">{body}</div>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
