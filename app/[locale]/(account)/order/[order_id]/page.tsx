import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { OrderSummary } from "@/components/orders/order-summary";
import { ClientMessages, ORDER_NAMESPACES } from "@/components/providers/client-messages";
import { QueryProvider } from "@/components/providers/query-provider";
import { serverApiContext } from "@/lib/api/context";
import { getOrder, isOrderId } from "@/lib/api/orders";
import { currentUser } from "@/lib/auth/current-user";
import { requireUser } from "@/lib/auth/require-user";
import { pageLocale, pageMetadata } from "@/lib/i18n/page";

type Props = { params: Promise<{ locale: string; order_id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(params, "order", { noindex: true });
}

// spec 2 §2 Order summary: the order is in the first HTML; the client polls it every 20 s.
export default async function OrderPage({ params, searchParams }: Props) {
  await pageLocale(params);
  await requireUser();
  const { order_id: id } = await params;
  if (!isOrderId(id)) notFound();
  const ctx = await serverApiContext();
  const [result, user, query] = await Promise.all([getOrder(ctx, id), currentUser(), searchParams]);
  if (!result.ok) {
    if (result.error.status === 404 || result.error.status === 403) notFound();
    throw new Error(`order ${id}: ${result.error.status}`);
  }
  const customer = user.ok ? { username: user.data.user.username, full_name: user.data.user.full_name } : {};
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <ClientMessages namespaces={ORDER_NAMESPACES}>
        <QueryProvider>
          <OrderSummary initialOrder={result.data.order} isNew={query.is_new === "true"} customer={customer} />
        </QueryProvider>
      </ClientMessages>
    </div>
  );
}
