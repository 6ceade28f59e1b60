import type { Metadata } from "next";
import { PlaceholderPage } from "@/components/shell/placeholder-page";
import { pageLocale, pageMetadata } from "@/lib/i18n/page";

type Props = { params: Promise<{ locale: string; order_id: string }> };

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return pageMetadata(params, "order", { noindex: true });
}

export default async function OrderPage({ params }: Props) {
  await pageLocale(params);
  return <PlaceholderPage page="order" />;
}
