import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { GroupOrderView } from "@/components/group-order/group-order-view";
import { ClientMessages } from "@/components/providers/client-messages";
import { QueryProvider } from "@/components/providers/query-provider";
import { listAddresses } from "@/lib/api/addresses";
import { listCards } from "@/lib/api/cards";
import { serverApiContext } from "@/lib/api/context";
import { getGroupOrder } from "@/lib/api/group-orders";
import { getPublicVendor } from "@/lib/api/vendor-detail";
import { requireUser } from "@/lib/auth/require-user";
import { isGroupCode } from "@/lib/group-order/code";
import { pageLocale, pageMetadata } from "@/lib/i18n/page";
import { configuredOrigin } from "@/lib/site-url";

type Props = { params: Promise<{ locale: string; code: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(params, "group", { noindex: true });
}

// Issue 28: /group/{code} and /en/group/{code} — the host's name and the basket in the first HTML, then live.
export default async function GroupOrderPage({ params }: Props) {
  const locale = await pageLocale(params);
  await requireUser();
  const { code } = await params;
  if (!isGroupCode(code)) notFound();
  const ctx = await serverApiContext();
  const result = await getGroupOrder(ctx, code);
  if (!result.ok) {
    if (result.error.status === 403) {
      const t = await getTranslations({ locale, namespace: "groupOrder" });
      return (
        <div className="mx-auto w-full max-w-3xl px-4 py-8">
          <h1 className="mb-4 text-2xl font-bold">{t("title")}</h1>
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
            {result.error.message ?? t("removed")}
          </p>
        </div>
      );
    }
    if (result.error.status === 404) notFound();
    throw new Error(`group order: ${result.error.status}`);
  }
  const group = result.data.group_order;
  const [vendor, addresses, cards] = await Promise.all([
    getPublicVendor(locale, String(group.vendor.id)),
    group.is_host && group.method === "delivery" ? listAddresses(ctx) : null,
    listCards(ctx),
  ]);
  const menu = vendor.ok
    ? vendor.data.categories.map((c) => ({
        id: c.id,
        title: c.title,
        products: c.products.map((p) => ({
          id: p.id,
          title: p.title,
          description: p.description,
          price: Math.max(0, p.price - p.discount_price),
          options: p.product_options.map((o) => ({ id: o.id, title: o.title, type: o.type, price: o.price })),
        })),
      }))
    : [];
  const prefix = locale === "en" ? "/en" : "";
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <ClientMessages namespaces={["groupOrder", "social"]}>
        <QueryProvider>
        <GroupOrderView
          initial={group}
          menu={menu}
          addresses={addresses?.ok ? addresses.data.addresses.map((a) => ({ id: a.id, label: a.formatted_address ?? ([a.street, a.city].filter(Boolean).join(", ") || a.address_type), favourite: a.favourite === 1 })) : []}
          cards={cards.ok ? cards.data.data.map((c) => ({ id: c.id, last4: c.card.last4 })) : []}
          vendorHref={`/store/${group.vendor.hash_id}/${group.vendor.slug}/${group.method}`}
          shareUrl={`${configuredOrigin()}${prefix}/group/${group.code}`}
        />
        </QueryProvider>
      </ClientMessages>
    </div>
  );
}
