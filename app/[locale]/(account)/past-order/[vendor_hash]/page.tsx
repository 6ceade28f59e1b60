import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { NuqsAdapter } from "nuqs/adapters/next/app";
import { OrdersView } from "@/components/orders/orders-view";
import { ClientMessages, ORDER_NAMESPACES } from "@/components/providers/client-messages";
import { QueryProvider } from "@/components/providers/query-provider";
import { Avatar } from "@/components/ui/avatar";
import { PageTitle } from "@/components/ui/page-title";
import { serverApiContext } from "@/lib/api/context";
import { getVendorBanner, listVendorOrders } from "@/lib/api/orders";
import { requireUser } from "@/lib/auth/require-user";
import { Link } from "@/lib/i18n/navigation";
import { pageLocale, pageMetadata } from "@/lib/i18n/page";
import { ordersFilterFromQuery } from "@/lib/orders/filter";
import { storePath } from "@/lib/vendors/order-method";

type Props = { params: Promise<{ locale: string; vendor_hash: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(params, "pastOrder", { noindex: true });
}

// spec 2 §2 Past orders at a vendor: the vendor banner and its orders, filtered like the orders list.
export default async function PastOrderPage({ params, searchParams }: Props) {
  await pageLocale(params);
  await requireUser();
  const { vendor_hash: hash } = await params;
  if (!/^[0-9a-f]{12}$/.test(hash)) notFound();
  const ctx = await serverApiContext();
  const vendor = await getVendorBanner(ctx, hash);
  if (!vendor.ok) {
    if (vendor.error.status === 404) notFound();
    throw new Error(`vendor ${hash}: ${vendor.error.status}`);
  }
  const v = vendor.data.vendor;
  const filter = { ...ordersFilterFromQuery(await searchParams), orders_tab: "current" as const };
  const [orders, t] = await Promise.all([listVendorOrders(ctx, v.id, filter, 1), getTranslations("orders")]);
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <div className="flex items-center gap-4 rounded-3xl bg-gray-50 p-5">
        <Avatar src={v.logo_thumbnail_path} name={v.title} size={64} />
        <div>
          <PageTitle>{t("pastAt", { vendor: v.title })}</PageTitle>
          <Link href={storePath({ hash_id: v.hash_id, slug: v.slug, order_method: (v.order_method ?? "delivery").split("-")[0] })} className="text-sm font-medium text-brand-700 hover:underline">
            {t("toMenu")}
          </Link>
        </div>
      </div>
      <ClientMessages namespaces={ORDER_NAMESPACES}>
        <QueryProvider>
          <NuqsAdapter>
            <OrdersView initialFilter={filter} initialPage={orders.ok ? orders.data.orders : null} vendorId={v.id} />
          </NuqsAdapter>
        </QueryProvider>
      </ClientMessages>
    </div>
  );
}
