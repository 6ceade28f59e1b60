import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { NuqsAdapter } from "nuqs/adapters/next/app";
import { OrdersView } from "@/components/orders/orders-view";
import { ClientMessages, ORDERS_LIST_NAMESPACES } from "@/components/providers/client-messages";
import { QueryProvider } from "@/components/providers/query-provider";
import { PageTitle } from "@/components/ui/page-title";
import { serverApiContext } from "@/lib/api/context";
import { listOrders } from "@/lib/api/orders";
import { requireUser } from "@/lib/auth/require-user";
import { pageLocale, pageMetadata } from "@/lib/i18n/page";
import { ordersFilterFromQuery } from "@/lib/orders/filter";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(params, "orders", { noindex: true });
}

// spec 2 §2 Orders list: the first page is in the server HTML; TanStack Query keeps it fresh.
export default async function OrdersPage({ params, searchParams }: Props) {
  await pageLocale(params);
  await requireUser();
  const filter = ordersFilterFromQuery(await searchParams);
  const [result, t] = await Promise.all([serverApiContext().then((ctx) => listOrders(ctx, filter, 1)), getTranslations("pages")]);
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <PageTitle>{t("orders.title")}</PageTitle>
      <ClientMessages namespaces={ORDERS_LIST_NAMESPACES}>
        <QueryProvider>
          <NuqsAdapter>
            <OrdersView initialFilter={filter} initialPage={result.ok ? result.data.orders : null} />
          </NuqsAdapter>
        </QueryProvider>
      </ClientMessages>
    </div>
  );
}
